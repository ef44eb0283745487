// Leaving a running game by accident (closing the tab, reloading, a back gesture on a phone) costs the seat its
// person until the link is opened again: the join page asks the browser to confirm first, while `active()` holds.

/**
 * Asks the browser to confirm before the page is left (the browser's own "Leave site?" dialog; its text cannot be
 * set) whenever `active()` is true at that moment, e.g. a seat link in a running game. Returns the function that
 * removes the guard (call it when the page's component unmounts).
 */
export function guardLeaving(active: () => boolean, target: Window = window): () => void {
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    if (!active()) return;
    e.preventDefault();
    e.returnValue = ''; // older browsers ask only when returnValue is set
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  return () => target.removeEventListener('beforeunload', onBeforeUnload);
}
