// Sandboxed preload: exposes the typed host API as `window.rulebench` and nothing else. Only allow-listed
// channels pass; `ipcRenderer` and its event objects never reach the page. Imports only electron and src/shared.
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRenderer } from 'electron';
import { ALL_INVOKE_CHANNELS, PUSH_CHANNELS } from '../shared/ipc-contract';
import type { Pushes, RulebenchApi } from '../shared/ipc-contract';

const INVOKE_ALLOWED: ReadonlySet<string> = new Set(ALL_INVOKE_CHANNELS);
const PUSH_ALLOWED: ReadonlySet<string> = new Set(PUSH_CHANNELS);

/** Throws unless `channel` is in `allowed`; the page is untrusted, so the static types are not enough. */
function allow(allowed: ReadonlySet<string>, channel: unknown): void {
  if (typeof channel !== 'string' || !allowed.has(channel)) {
    throw new Error(`ipc/unknown-channel: "${String(channel)}" is not allowed`);
  }
}

/**
 * Builds the API the page sees over an `ipcRenderer`-like object: `invoke` for `ALL_INVOKE_CHANNELS`, `on` for
 * `PUSH_CHANNELS` (listeners receive the payload only, never the IPC event), both throwing on other names.
 */
export function createRulebenchApi(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'off'>): RulebenchApi {
  return {
    invoke(channel, ...args) {
      allow(INVOKE_ALLOWED, channel);
      return ipc.invoke(channel, ...args);
    },
    on(channel, listener) {
      allow(PUSH_ALLOWED, channel);
      if (typeof listener !== 'function') throw new Error('ipc/bad-listener: expected a function');
      const forward = (_event: unknown, payload: Pushes[typeof channel]): void => listener(payload);
      ipc.on(channel, forward);
      return () => {
        ipc.off(channel, forward);
      };
    },
  };
}

contextBridge.exposeInMainWorld('rulebench', createRulebenchApi(ipcRenderer));
