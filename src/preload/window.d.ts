// The renderer's view of the preload: `window.rulebench` is present in Electron and absent in browser mode.
import type { RulebenchApi } from '../shared/ipc-contract';

declare global {
  interface Window {
    /** The host API exposed by the Electron preload; `undefined` in browser mode (use the HTTP client). */
    rulebench?: RulebenchApi;
  }
}

export {};
