import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RulebenchApi } from '../shared/ipc-contract';

// No Electron here: record what the preload exposes and what it asks ipcRenderer to do.
const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async () => 'result'), on: vi.fn(), off: vi.fn(), send: vi.fn(), sendSync: vi.fn() },
}));
vi.mock('electron', () => electron);

await import('./index');
const [name, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as unknown as [string, RulebenchApi];
// The page is untrusted JavaScript: it can call the API with any name, whatever the types say.
const rawInvoke = api.invoke as unknown as (channel: unknown, ...args: unknown[]) => Promise<unknown>;
const rawOn = api.on as unknown as (channel: unknown, listener: unknown) => () => void;

beforeEach(() => {
  vi.mocked(electron.ipcRenderer.invoke).mockClear();
  electron.ipcRenderer.on.mockClear();
  electron.ipcRenderer.off.mockClear();
});

describe('preload', () => {
  it('exposes exactly invoke and on as window.rulebench, never ipcRenderer', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
    expect(name).toBe('rulebench');
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on']);
    expect(Object.values(api)).not.toContain(electron.ipcRenderer);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
  });

  it('forwards allow-listed invoke channels with their arguments', async () => {
    await expect(api.invoke('rulesets:read', 'dog/standard')).resolves.toBe('result');
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('rulesets:read', 'dog/standard');
  });

  it('throws on an unlisted invoke channel without touching IPC', () => {
    expect(() => rawInvoke('fs:delete')).toThrow(/ipc\/unknown-channel: "fs:delete"/);
    expect(() => rawInvoke('replays:changed')).toThrow(/not allowed/); // a push channel is not invokable
    expect(() => rawInvoke('__proto__')).toThrow(/not allowed/);
    expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled();
  });

  it('subscribes to allow-listed push channels, passes the payload only, and unsubscribes', () => {
    const listener = vi.fn();
    const off = api.on('replays:changed', listener);
    expect(electron.ipcRenderer.on).toHaveBeenCalledOnce();
    const [channel, forward] = electron.ipcRenderer.on.mock.calls[0] as [
      string,
      (event: unknown, payload: unknown) => void,
    ];
    expect(channel).toBe('replays:changed');
    forward({ sender: electron.ipcRenderer }, { files: ['a.replay.json'] });
    expect(listener).toHaveBeenCalledWith({ files: ['a.replay.json'] }); // the IPC event (and its sender) stays in the preload
    expect(listener.mock.calls[0]).toHaveLength(1);
    off();
    expect(electron.ipcRenderer.off).toHaveBeenCalledWith('replays:changed', forward);
  });

  it('throws on an unlisted push channel or a non-function listener', () => {
    expect(() => rawOn('rulesets:list', vi.fn())).toThrow(/not allowed/);
    expect(() => rawOn('replays:changed', 'nope')).toThrow(/ipc\/bad-listener/);
    expect(electron.ipcRenderer.on).not.toHaveBeenCalled();
  });
});
