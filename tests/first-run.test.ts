// The browser-mode host prints its URL as the last line (below the replay folder line; start-mode.test.ts covers
// the quiet build that keeps `npm start`'s asset list above it), and package.json states which Node version needs what (README "Node versions").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');

describe('first run', () => {
  it('the browser-mode host prints the URL as its last line', async () => {
    const replays = mkdtempSync(join(tmpdir(), 'rulebench-first-run-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/host/cli-web.ts', '--port', '0', '--replays', replays],
      { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!/https?:\/\/\S+/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1000)); // anything printed after the URL would show up here
      const lines = out.trim().split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.at(-1)).toMatch(
        /^Rulebench \(browser mode\) — open in your browser: http:\/\/127\.0\.0\.1:\d+\/\S*$/,
      );
      expect(lines.slice(0, -1).join('\n')).not.toMatch(/https?:\/\//);
    } finally {
      child.kill('SIGTERM');
      rmSync(replays, { recursive: true, force: true });
    }
  });

  it('package.json and the README state the Node versions: the app and CLI on 20, the desktop install (Electron 45) on 22.12', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      engines: { node: string };
      '//'?: string;
    };
    expect(pkg.engines.node).toBe('>=20');
    expect(pkg['//']).toMatch(/>=22\.12/);
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    expect(readme).toMatch(/## Node versions/);
    expect(readme).toMatch(/22\.12/);
    expect(readme).toMatch(/EBADENGINE/);
  });
});
