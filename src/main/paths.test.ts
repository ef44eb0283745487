import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { resolveAppPaths } from './paths';

const base = {
  mainDir: join('/repo', 'out', 'main'),
  appPath: '/repo',
  resourcesPath: '/Applications/Rulebench.app/Contents/Resources',
  userData: '/srv/u/.config/rulebench',
};

describe('resolveAppPaths', () => {
  it('uses the repo root and the dev server in dev', () => {
    const p = resolveAppPaths({ ...base, isPackaged: false, rendererUrlEnv: 'http://localhost:5173' });
    expect(p.preloadPath).toBe(join('/repo', 'out', 'preload', 'index.cjs'));
    expect(p.rendererIndex).toBe(join('/repo', 'out', 'renderer', 'index.html'));
    expect(p.devServerUrl).toBe('http://localhost:5173');
    expect(p.root).toBe('/repo');
    expect(p.replayDir).toBe(join('/srv/u/.config/rulebench', 'replays'));
  });

  it('uses the resources folder and ignores ELECTRON_RENDERER_URL when packaged', () => {
    const p = resolveAppPaths({ ...base, isPackaged: true, rendererUrlEnv: 'http://evil.example' });
    expect(p.devServerUrl).toBeNull();
    expect(p.root).toBe('/Applications/Rulebench.app/Contents/Resources');
  });

  it('loads the built renderer when no dev server is set', () => {
    expect(resolveAppPaths({ ...base, isPackaged: false, rendererUrlEnv: undefined }).devServerUrl).toBeNull();
    expect(resolveAppPaths({ ...base, isPackaged: false, rendererUrlEnv: ' ' }).devServerUrl).toBeNull();
  });
});
