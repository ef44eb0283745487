import { describe, expect, it } from 'vitest';
import { BROWSER_FALLBACK_MESSAGE, chooseStartMode, startSteps } from './start-mode';

const onDisk =
  (...files: string[]) =>
  (path: string) =>
    files.includes(path);

describe('chooseStartMode', () => {
  it('starts Electron when the reported binary exists', () => {
    expect(chooseStartMode({ electronPath: '/x/electron', exists: onDisk('/x/electron') })).toEqual({
      mode: 'electron',
      electronPath: '/x/electron',
    });
    expect(chooseStartMode({ electronPath: '/x/electron\n', exists: onDisk('/x/electron') })).toEqual({
      mode: 'electron',
      electronPath: '/x/electron',
    });
  });

  it('falls back to browser mode when require("electron") threw or the binary is missing', () => {
    expect(chooseStartMode({ electronPath: null, exists: onDisk() })).toEqual({ mode: 'browser' });
    expect(chooseStartMode({ electronPath: '', exists: () => true })).toEqual({ mode: 'browser' });
    expect(chooseStartMode({ electronPath: '/x/dist/electron', exists: onDisk() })).toEqual({ mode: 'browser' });
  });

  it('says so in one line', () => {
    expect(BROWSER_FALLBACK_MESSAGE).toBe('No Electron binary on this machine — starting browser mode instead.');
    expect(BROWSER_FALLBACK_MESSAGE).not.toContain('\n');
  });
});

describe('startSteps', () => {
  const tools = { node: '/usr/bin/node', npmExecPath: '/npm/bin/npm-cli.js', extraArgs: ['--port', '8080'] };

  it('builds with electron-vite, then launches the binary on the app', () => {
    expect(startSteps({ mode: 'electron', electronPath: '/x/electron' }, tools)).toEqual([
      { command: '/usr/bin/node', args: ['/npm/bin/npm-cli.js', 'run', 'build'] },
      { command: '/x/electron', args: ['.'] },
    ]);
  });

  it('builds the web renderer, then runs the browser-mode host like `npm run web`', () => {
    expect(startSteps({ mode: 'browser' }, tools)).toEqual([
      { command: '/usr/bin/node', args: ['/npm/bin/npm-cli.js', 'run', 'build:web', '--', '--logLevel', 'warn'] },
      { command: '/usr/bin/node', args: ['--import', 'tsx', 'src/host/cli-web.ts', '--port', '8080'] },
    ]);
  });

  it('uses npm from PATH when not started through npm', () => {
    expect(startSteps({ mode: 'browser' }, { ...tools, npmExecPath: undefined })[0]).toEqual({
      command: 'npm',
      args: ['run', 'build:web', '--', '--logLevel', 'warn'],
    });
  });
});
