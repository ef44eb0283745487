// @vitest-environment happy-dom
// The join page asks before it is left during a running game (a seat link), and not in the lobby, after the game,
// or once the page is gone.
import { describe, expect, it } from 'vitest';
import { guardLeaving } from './leave-guard';

function leave(): boolean {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

describe('join page leave guard', () => {
  it('asks for confirmation only while the guard is active, and never after it was removed', () => {
    let playing = false;
    const remove = guardLeaving(() => playing);
    expect(leave()).toBe(false); // lobby: leave freely
    playing = true;
    expect(leave()).toBe(true); // running game: the browser asks
    playing = false;
    expect(leave()).toBe(false); // game over
    playing = true;
    remove();
    expect(leave()).toBe(false);
  });
});
