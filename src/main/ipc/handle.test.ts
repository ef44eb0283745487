import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { HostService } from '../../shared/ipc-contract';

// No Electron binary here: stand in for ipcMain, and for the host service (its real tests live in src/host).
const registered = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
vi.mock('electron', () => ({
  ipcMain: {
    handle: vi.fn((channel: string, fn: (event: unknown, ...args: unknown[]) => Promise<unknown>) => {
      registered.set(channel, fn);
    }),
  },
}));
const createHostService = vi.hoisted(() => vi.fn());
vi.mock('../../host/service', () => ({ createHostService }));

import { ipcMain } from 'electron';
import { ALL_INVOKE_CHANNELS, DESKTOP_INVOKE_CHANNELS, INVOKE_CHANNELS } from '../../shared/ipc-contract';
import { createHandle, isInvokeChannel } from './handle';
import type { Handle } from './handle';
import { ARGS_SCHEMAS, registerChannels, registerDesktopChannels, registerHostService } from './channels';
import { isAppUrl } from '../window';

const APP = { rendererDir: '/opt/rulebench/out/renderer', devServerUrl: null };
const appFrame = { senderFrame: { url: 'file:///opt/rulebench/out/renderer/index.html#/library' } };
const foreignFrame = { senderFrame: { url: 'https://evil.example/' } };

function fakeService(): HostService {
  return {
    'rulesets:list': vi.fn(async () => []),
    'rulesets:read': vi.fn(async (id: string) => ({
      ok: true as const,
      file: `rulesets/${id}.yaml`,
      text: 'id: x',
      version: { hash: '0123456789abcdef', mtimeMs: 0 },
      autosave: null,
      autosaveInfo: null,
      autosaves: [],
    })),
    'rulesets:sources': vi.fn(async () => []),
    'rulesets:save': vi.fn(async (req: { file: string }) => ({
      ok: true as const,
      file: req.file,
      version: { hash: '0123456789abcdef', mtimeMs: 0 },
    })),
    'rulesets:autosave': vi.fn(async () => ({ ok: true as const })),
    'replays:save': vi.fn(async (req: { file: string }) => ({ ok: true as const, file: req.file })),
    'replays:list': vi.fn(async () => []),
    'replays:read': vi.fn(async () => ({ ok: false as const, message: 'not found' })),
    'games:simulate': vi.fn(async () => ({ ok: true as const, file: 'dog-standard-seed-1.replay.json' })),
    'playtests:start': vi.fn(async () => ({ ok: true as const, jobId: 'pt-1' })),
    'playtests:status': vi.fn(async () => null),
    'playtests:cancel': vi.fn(async () => ({ ok: false })),
    'playtests:replay': vi.fn(async () => ({ ok: false as const, message: 'no' })),
    'sessions:list': vi.fn(async () => ({ dir: null, sessions: [] })),
    'sessions:people': vi.fn(async () => ({ ok: false as const, message: 'no' })),
    'sessions:addresses': vi.fn(async () => ({ addresses: [] })),
    'sessions:create': vi.fn(async () => ({ ok: false as const, message: 'no' })),
    'sessions:lobby': vi.fn(async () => ({ ok: false as const, message: 'no' })),
    'sessions:control': vi.fn(async () => ({ ok: false as const, message: 'no' })),
    'sessions:stop': vi.fn(async () => ({ ok: false })),
    'sessions:running': vi.fn(async () => []),
    'rulesheets:render': vi.fn(async () => ({ ok: true as const, html: '<p>sheet</p>', title: 'Sheet' })),
    'rulesheets:printPdf': vi.fn(async () => ({ ok: true as const, pdf: 'JVBERi0=', pages: 1, fileName: 'x.pdf' })),
  };
}

let handle: Handle;
let service: HostService;
const call = (channel: string, event: unknown, ...args: unknown[]) => registered.get(channel)!(event, ...args);

beforeEach(() => {
  registered.clear();
  vi.mocked(ipcMain.handle).mockClear();
  handle = createHandle((url) => isAppUrl(url, APP));
  service = fakeService();
  registerChannels(handle, service);
});

describe('handle', () => {
  it('registers exactly the contract channels with ipcMain.handle', () => {
    expect([...registered.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
  });

  it('refuses to register an unknown channel', () => {
    const register = () => handle('fs:delete' as never, z.tuple([]) as never, (async () => null) as never);
    expect(register).toThrow(/ipc\/unknown-channel: "fs:delete"/);
    expect(registered.has('fs:delete')).toBe(false);
    expect(isInvokeChannel('rulesets:list')).toBe(true);
    expect(isInvokeChannel('__proto__')).toBe(false);
    expect(isInvokeChannel(42)).toBe(false);
  });

  it('passes a good call from the app frame to the service and returns its result', async () => {
    await expect(call('rulesets:read', appFrame, 'dog/standard')).resolves.toEqual({
      ok: true,
      file: 'rulesets/dog/standard.yaml',
      text: 'id: x',
      version: { hash: '0123456789abcdef', mtimeMs: 0 },
      autosave: null,
      autosaveInfo: null,
      autosaves: [],
    });
    expect(service['rulesets:read']).toHaveBeenCalledWith('dog/standard');
    await expect(call('games:simulate', appFrame, { rulesetId: 'dog/standard', seed: '7' })).resolves.toEqual({
      ok: true,
      file: 'dog-standard-seed-1.replay.json',
    });
    expect(service['games:simulate']).toHaveBeenCalledWith({ rulesetId: 'dog/standard', seed: '7' });
    await expect(call('rulesets:list', appFrame)).resolves.toEqual([]);
  });

  it('accepts the dev server frame in dev', async () => {
    registered.clear();
    const dev = { rendererDir: '/repo/out/renderer', devServerUrl: 'http://localhost:5173' };
    registerChannels(
      createHandle((url) => isAppUrl(url, dev)),
      service,
    );
    await expect(call('rulesets:list', { senderFrame: { url: 'http://localhost:5173/#/' } })).resolves.toEqual([]);
  });

  it('refuses bad arguments with a clear message before the service sees them', async () => {
    await expect(call('rulesets:read', appFrame, 42)).rejects.toThrow(
      /ipc\/bad-args: "rulesets:read" arguments rejected:[\s\S]*expected string/,
    );
    await expect(call('rulesets:read', appFrame)).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('rulesets:read', appFrame, '../../etc/passwd')).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('rulesets:list', appFrame, 'extra')).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('replays:read', appFrame, '../secrets.json')).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('games:simulate', appFrame, { rulesetId: 'dog/standard', evil: true })).rejects.toThrow(
      /ipc\/bad-args/,
    );
    expect(service['rulesets:read']).not.toHaveBeenCalled();
    expect(service['rulesets:list']).not.toHaveBeenCalled();
    expect(service['replays:read']).not.toHaveBeenCalled();
    expect(service['games:simulate']).not.toHaveBeenCalled();
  });

  it('refuses file paths outside rulesets/ and the replay folder on the write channels', async () => {
    for (const file of [
      '../x.yaml',
      'rulesets/../x.yaml',
      'rulesets/.hidden.yaml',
      '/etc/x.yaml',
      'rulesets/dog/x.txt',
      'src/x.yaml',
    ]) {
      await expect(call('rulesets:save', appFrame, { file, text: 'x' })).rejects.toThrow(/ipc\/bad-args/);
      await expect(call('rulesets:autosave', appFrame, { file, text: null })).rejects.toThrow(/ipc\/bad-args/);
    }
    await expect(call('rulesets:save', appFrame, { file: 'rulesets/dog/x.yaml', text: 'x', extra: 1 })).rejects.toThrow(
      /ipc\/bad-args/,
    );
    await expect(call('replays:save', appFrame, { file: '../x.replay.json', replay: {} })).rejects.toThrow(
      /ipc\/bad-args/,
    );
    await expect(call('replays:save', appFrame, { file: 'x.json', replay: {} })).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('replays:save', appFrame, { file: 'x.replay.json', replay: 'text' })).rejects.toThrow(
      /ipc\/bad-args/,
    );
    await expect(call('rulesets:sources', appFrame, 'Dog/../x')).rejects.toThrow(/ipc\/bad-args/);
    expect(service['rulesets:save']).not.toHaveBeenCalled();
    expect(service['replays:save']).not.toHaveBeenCalled();
    await call('rulesets:save', appFrame, { file: 'rulesets/dog/mine.yaml', text: 'id: x' });
    expect(service['rulesets:save']).toHaveBeenCalledWith({ file: 'rulesets/dog/mine.yaml', text: 'id: x' });
  });

  it('refuses a call from a foreign or detached frame', async () => {
    await expect(call('rulesets:list', foreignFrame)).rejects.toThrow(
      /ipc\/untrusted-sender: refused "rulesets:list" from https:\/\/evil.example\//,
    );
    await expect(call('rulesets:list', { senderFrame: { url: 'file:///tmp/evil.html' } })).rejects.toThrow(
      /ipc\/untrusted-sender/,
    );
    await expect(call('rulesets:list', { senderFrame: null })).rejects.toThrow(
      /ipc\/untrusted-sender: .* a detached frame/,
    );
    expect(service['rulesets:list']).not.toHaveBeenCalled();
  });
});

describe('channels', () => {
  it('has one argument schema per contract channel', () => {
    expect(Object.keys(ARGS_SCHEMAS).sort()).toEqual([...ALL_INVOKE_CHANNELS].sort());
  });

  it('registers the desktop channels and validates their arguments before the implementation runs', async () => {
    registered.clear();
    const desktop = {
      'rulesheets:pdf': vi.fn(async () => ({ ok: false as const, cancelled: true as const })),
      'files:import': vi.fn(async () => ({ ok: true as const, file: 'x.replay.json' })),
      'files:exportReplay': vi.fn(async () => ({ ok: false as const, cancelled: true as const })),
      'sessions:chooseFolder': vi.fn(async () => ({ ok: true as const, file: '/srv/evenings/friday' })),
    };
    registerDesktopChannels(handle, desktop);
    expect([...registered.keys()].sort()).toEqual([...DESKTOP_INVOKE_CHANNELS].sort());
    await expect(call('files:import', appFrame, { type: 'ruleset' })).resolves.toEqual({
      ok: true,
      file: 'x.replay.json',
    });
    await expect(call('files:import', appFrame, { type: 'exe' })).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('files:import', appFrame, { type: 'replay', path: '/etc/passwd' })).rejects.toThrow(
      /ipc\/bad-args/,
    );
    await expect(call('files:exportReplay', appFrame, '../secret.replay.json')).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('files:exportReplay', appFrame, 'notes.txt')).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('rulesheets:pdf', appFrame, { rulesetId: 'dog/standard', lang: 'fr' })).rejects.toThrow(
      /ipc\/bad-args/,
    );
    await expect(call('rulesheets:pdf', appFrame, { rulesetId: 'dog/../x', lang: 'de' })).rejects.toThrow(
      /ipc\/bad-args/,
    );
    await expect(call('rulesheets:pdf', foreignFrame, { rulesetId: 'dog/standard', lang: 'de' })).rejects.toThrow(
      /ipc\/untrusted-sender/,
    );
    // the folder dialog takes no argument from the renderer: a path handed to it is refused
    await expect(call('sessions:chooseFolder', appFrame, '/etc')).rejects.toThrow(/ipc\/bad-args/);
    await expect(call('sessions:chooseFolder', appFrame)).resolves.toEqual({ ok: true, file: '/srv/evenings/friday' });
    expect(desktop['files:exportReplay']).not.toHaveBeenCalled();
    expect(desktop['rulesheets:pdf']).not.toHaveBeenCalled();
    expect(desktop['files:import']).toHaveBeenCalledOnce();
  });

  it('creates the host service with root and replayDir and registers it', async () => {
    registered.clear();
    createHostService.mockReturnValue(service);
    const result = await registerHostService(handle, { root: '/res', replayDir: '/user/replays' });
    expect(createHostService).toHaveBeenCalledWith({ root: '/res', replayDir: '/user/replays' });
    expect(result).toBe(service);
    expect(registered.size).toBe(INVOKE_CHANNELS.length);
  });
});
