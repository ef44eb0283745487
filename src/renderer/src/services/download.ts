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

/** Offers binary `bytes` (e.g. a PDF) as a download named `fileName` (MIME `type`); the object URL is released after 10 s. */
export function downloadBytes(bytes: Uint8Array, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bytes of a base64 string (a PDF the host printed). */
export function base64Bytes(base64: string): Uint8Array {
  const bin = atob(base64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
