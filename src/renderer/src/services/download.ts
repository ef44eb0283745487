// Saving a text made in the page as a file through the browser's download (browser mode's export; Electron shows its
// save dialog for it). No Vue.

/** Offers `text` as a download named `fileName` (MIME `type`); the object URL is released after 10 s. */
export function downloadText(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
