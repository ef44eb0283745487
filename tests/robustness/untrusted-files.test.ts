// Untrusted files read by every surface: each way a read could block, exhaust memory or mis-decode, as a test. A scenario's
// `ruleset:` cannot name /dev/zero or ../../etc/passwd; FIFOs, devices and symlink loops are refused before any read
// that could block or run without limit; bad bytes are named with line:col. Cases that could hang or run out of memory
// run in a child process with a time limit, so a regression fails instead of hanging the suite.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeUntrusted, readUntrustedText, readUntrustedTextSync } from '../../src/host/read-file';
import { readReplayFile } from '../../src/host/replays';
import { loadCompiledGame, readRulesetText } from '../../src/host/rulesets';
import { parseScenarioText, runScenarioPaths } from '../../src/host/scenarios';
import { parseRulesetText } from '../../src/engine';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'rb-untrusted-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI in a child process, killed after `timeout` ms (a hang or a runaway read fails the test instead of hanging it). */
function rulebench(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=512' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
}

const mkfifo = (path: string) => execFileSync('mkfifo', [path]);
const scenario = (ruleset: string) => `ruleset: ${ruleset}\nrules: [DOG-020]\ntitle: t\nposition: "P0|||"\n`;

describe('the untrusted-file reader', () => {
  it('refuses /dev/zero, a symlink to it and a FIFO at once, without opening them for a blocking read', async () => {
    const fifo = join(dir, 'r.fifo');
    mkfifo(fifo);
    symlinkSync('/dev/zero', join(dir, 'zero.json'));
    const t0 = Date.now();
    expect(readUntrustedTextSync('/dev/zero', 'zero', { maxBytes: 1000 })).toMatchObject({
      ok: false,
      code: 'not-regular',
      message: 'zero is a character device, not a regular file; only regular files are read.',
    });
    expect(readUntrustedTextSync(join(dir, 'zero.json'), 'zero.json', { maxBytes: 1000 })).toMatchObject({
      ok: false,
      code: 'not-regular',
    });
    expect(readUntrustedTextSync(fifo, 'r.fifo', { maxBytes: 1000 })).toMatchObject({
      ok: false,
      code: 'not-regular',
      message: expect.stringMatching(/FIFO/),
    });
    expect(await readUntrustedText(fifo, 'r.fifo', { maxBytes: 1000 })).toMatchObject({
      ok: false,
      code: 'not-regular',
    });
    expect(await readUntrustedText(join(dir, 'zero.json'), 'zero.json', { maxBytes: 1000 })).toMatchObject({
      ok: false,
      code: 'not-regular',
    });
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('reports symlink loops, refuses links where asked, and bounds the size', async () => {
    symlinkSync('loop-b', join(dir, 'loop-a'));
    symlinkSync('loop-a', join(dir, 'loop-b'));
    expect(readUntrustedTextSync(join(dir, 'loop-a'), 'loop-a', { maxBytes: 10 })).toEqual({
      ok: false,
      code: 'symlink-loop',
      message: 'Cannot read loop-a: its symbolic links form a loop.',
    });
    expect(await readUntrustedText(join(dir, 'loop-a'), 'loop-a', { maxBytes: 10 })).toMatchObject({
      ok: false,
      code: 'symlink-loop',
    });
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(11));
    symlinkSync('big.txt', join(dir, 'big-link.txt'));
    expect(readUntrustedTextSync(join(dir, 'big.txt'), 'big.txt', { maxBytes: 10 })).toMatchObject({
      ok: false,
      code: 'too-large',
      message: 'big.txt is 11 bytes; at most 10 bytes are accepted.',
    });
    expect(readUntrustedTextSync(join(dir, 'big-link.txt'), 'l', { maxBytes: 11 })).toEqual({
      ok: true,
      text: 'x'.repeat(11),
    });
    expect(readUntrustedTextSync(join(dir, 'big-link.txt'), 'l', { maxBytes: 11, symlinks: 'refuse' })).toMatchObject({
      ok: false,
      code: 'symlink',
    });
    expect(readUntrustedTextSync(dir, 'd', { maxBytes: 11 })).toMatchObject({ ok: false, code: 'is-directory' });
    expect(readUntrustedTextSync(join(dir, 'absent'), 'absent', { maxBytes: 11 })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });

  it('decodes strictly: Latin-1 bytes and NUL are named with line:col, a byte-order mark is dropped', () => {
    const latin1 = Buffer.concat([Buffer.from('{\n  "name": "Gr'), Buffer.from([0xfc]), Buffer.from('n"\n}')]);
    expect(decodeUntrusted(latin1, 'x.json')).toEqual({
      ok: false,
      code: 'encoding',
      line: 2,
      column: 14,
      message: 'x.json:2:14: byte 0xFC is not valid UTF-8; save the file as UTF-8 text.',
      detail: 'byte 0xFC is not valid UTF-8; save the file as UTF-8 text.',
    });
    expect(decodeUntrusted(Buffer.from('id: ä\nname: a\u0000b\n'), 'r.yaml')).toMatchObject({
      ok: false,
      code: 'nul',
      line: 2,
      column: 8,
    });
    expect(decodeUntrusted(Buffer.from('\uFEFF{"a": "ä"}'), 'b.json')).toEqual({ ok: true, text: '{"a": "ä"}' });
    // Overlong forms and surrogates are invalid too (WHATWG decoder).
    expect(decodeUntrusted(Buffer.from([0x61, 0xc0, 0xaf]), 'o')).toMatchObject({
      ok: false,
      code: 'encoding',
      column: 2,
    });
    expect(decodeUntrusted(Buffer.from([0xed, 0xa0, 0x80]), 's')).toMatchObject({
      ok: false,
      code: 'encoding',
      column: 1,
    });
    expect(decodeUntrusted(Buffer.from('€𝄞ok'), 'fine')).toEqual({ ok: true, text: '€𝄞ok' });
  });

  it('replays with Latin-1 bytes are refused at line:col; a BOM is read; a cut file is reported at its end', () => {
    const file = join(dir, 'latin.replay.json');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from('{"format": "rulebench-replay/2", "app": "'), Buffer.from([0xe4]), Buffer.from('"}')]),
    );
    expect(readReplayFile(file, 'latin.replay.json')).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'replay/encoding', line: 1, column: 42 }],
    });
    const bom = join(dir, 'bom.replay.json');
    writeFileSync(bom, '\uFEFF{"format": 1}');
    const r = readReplayFile(bom, 'bom.replay.json');
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).not.toMatch(/\uFEFF|not valid JSON/);
    const cut = join(dir, 'cut.replay.json');
    writeFileSync(cut, '{"format": "rulebench-replay/2",\n "steps": [');
    expect(readReplayFile(cut, 'cut.replay.json')).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'replay/bad-json', line: 2, column: 12 }],
    });
  });
});

describe('scenario files', () => {
  it('refuses `ruleset: /dev/zero` and `ruleset: ../../../../etc/passwd` without reading them', async () => {
    const d = join(dir, 'sc');
    mkdirSync(d);
    writeFileSync(join(d, 'z.scenario.yaml'), scenario('/dev/zero'));
    writeFileSync(join(d, 'p.scenario.yaml'), scenario('../../../../etc/passwd'));
    writeFileSync(join(d, 'inside.scenario.yaml'), scenario('../sc/none.yaml'));
    const t0 = Date.now();
    const results = await runScenarioPaths([d], { cwd: d });
    expect(Date.now() - t0).toBeLessThan(3000);
    const byFile = Object.fromEntries(results.map((r) => [r.file, r]));
    expect(byFile['z.scenario.yaml']!.diagnostics[0]).toMatchObject({
      code: 'scenario/ruleset-outside',
      message: expect.stringMatching(/^ruleset "\/dev\/zero" must be a ruleset id .* it was not read\.$/),
    });
    expect(byFile['p.scenario.yaml']!.diagnostics[0]).toMatchObject({ code: 'scenario/ruleset-outside' });
    expect(JSON.stringify(results)).not.toMatch(/root:|nologin|bin\/bash/);
    // A path that stays inside the folder being run is read (and here simply missing).
    expect(byFile['inside.scenario.yaml']!.diagnostics[0]).toMatchObject({ code: 'ruleset/unreadable' });
  });

  it('the CLI run of the reproduction ends at once with one line per file (the old code grew to gigabytes)', () => {
    const d = join(dir, 'cli');
    mkdirSync(d);
    writeFileSync(join(d, 'z.scenario.yaml'), scenario('/dev/zero'));
    const r = rulebench(d, 'scenario', 'z.scenario.yaml');
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^ERROR z\.scenario\.yaml — ruleset "\/dev\/zero" must be a ruleset id/m);
  });

  it('a scenario symlink to /dev/zero and a folder with symlink loops are errors per file, never a stack trace', async () => {
    const d = join(dir, 'links');
    mkdirSync(d);
    symlinkSync('/dev/zero', join(d, 'zero.scenario.yaml'));
    symlinkSync('.', join(d, 'loop'));
    symlinkSync('b.scenario.yaml', join(d, 'a.scenario.yaml'));
    symlinkSync('a.scenario.yaml', join(d, 'b.scenario.yaml'));
    writeFileSync(join(d, 'ok.scenario.yaml'), scenario('dog/standard'));
    const results = await runScenarioPaths([d], { cwd: d });
    const byFile = Object.fromEntries(results.map((r) => [r.file, r]));
    expect(Object.keys(byFile).sort()).toEqual([
      'a.scenario.yaml',
      'b.scenario.yaml',
      'ok.scenario.yaml',
      'zero.scenario.yaml',
    ]);
    expect(byFile['zero.scenario.yaml']!.diagnostics[0]).toMatchObject({
      code: 'scenario/not-regular',
      message: expect.stringMatching(/character device/),
    });
    expect(byFile['a.scenario.yaml']!.diagnostics[0]!.message).toMatch(/symbolic links form a loop/);
    expect(byFile['ok.scenario.yaml']!.status).not.toBe('error');
  });
});

describe('FIFOs and devices', () => {
  it('validate with a missing extends id and a FIFO beside the ruleset ends (the old code hung reading the FIFO)', () => {
    const d = join(dir, 'fifo-sibling');
    mkdirSync(d);
    mkfifo(join(d, 'n.yaml'));
    writeFileSync(
      join(d, 'x.yaml'),
      'format: 1\nid: t/x\nkind: dog\nname: X\nversion: "1"\nsource: t\nextends: dog/nothing\n',
    );
    const r = rulebench(d, 'validate', 'x.yaml');
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/x\.yaml:7:\d+: error: "extends: dog\/nothing": no ruleset with that id was found/);
  });

  it('a /dev/zero symlink given as a ruleset or a replay is refused, not read', () => {
    symlinkSync('/dev/zero', join(dir, 'z.yaml'));
    symlinkSync('/dev/zero', join(dir, 'z.replay.json'));
    expect(readRulesetText(join(dir, 'z.yaml'), 'z.yaml')).toMatchObject({
      text: null,
      diagnostics: [{ code: 'ruleset/not-regular' }],
    });
    expect(loadCompiledGame(join(dir, 'z.yaml'))).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'ruleset/not-regular' }],
    });
    expect(readReplayFile(join(dir, 'z.replay.json'), 'z.replay.json')).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'replay/not-regular' }],
    });
  });

  it('a FIFO named x.replay.json in the replay folder does not block the host (replays:list, then other calls)', () => {
    const ws = join(dir, 'host');
    mkdirSync(join(ws, 'replays'), { recursive: true });
    mkfifo(join(ws, 'replays', 'x.replay.json'));
    const script = `import { createHostService } from ${JSON.stringify(join(ROOT, 'src/host/service.ts'))};
const host = createHostService({ root: ${JSON.stringify(ROOT)}, replayDir: ${JSON.stringify(join(ws, 'replays'))} });
const list = await host['replays:list']();
const read = await host['replays:read']('x.replay.json');
process.stdout.write(JSON.stringify({ list, read }));`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.signal).toBeNull();
    const out = JSON.parse(r.stdout);
    expect(out.list).toEqual([]);
    expect(out.read).toMatchObject({
      ok: false,
      message: expect.stringMatching(/x\.replay\.json is a FIFO \(named pipe\), not a regular file/),
    });
  });
});

describe('smaller items', () => {
  const header = 'format: 1\nid: t/x\nkind: dog\nname: X\nversion: "1"\nsource: s\n';

  it('deep nesting is reported once, clearly — not first as "Maximum call stack size exceeded"', () => {
    const deep = parseRulesetText(`${header}options: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`, 'deep.yaml');
    expect(deep.diagnostics.map((d) => d.code)).toEqual(['ruleset/too-deep']);
    expect(JSON.stringify(deep.diagnostics)).not.toMatch(/call stack/i);
    const scen = parseScenarioText(
      `ruleset: dog/standard\nrules: [DOG-020]\ntitle: t\nposition: "P0|||"\nextra: ${'['.repeat(60_000)}${']'.repeat(60_000)}\n`,
      'deep.scenario.yaml',
    );
    expect(scen.diagnostics.length).toBeGreaterThan(0);
    expect(JSON.stringify(scen.diagnostics)).not.toMatch(/call stack/i);
  });

  it('a %YAML 1.1 directive is refused (YAML 1.1 reads "name: Y" as true)', () => {
    const r = parseRulesetText(`%YAML 1.1\n---\n${header}`, 'y11.yaml');
    expect(r.source).toBeNull();
    expect(r.diagnostics[0]).toMatchObject({ code: 'ruleset/yaml-version', line: 1, column: 1 });
    expect(parseRulesetText(`%YAML 1.2\n---\n${header}`, 'y12.yaml').source).not.toBeNull();
  });

  it('a NUL character in a ruleset text is refused at its line (escaped or raw)', () => {
    expect(parseRulesetText(header.replace('name: X', 'name: "a\\0b"'), 'n.yaml').diagnostics[0]).toMatchObject({
      code: 'ruleset/nul',
      line: 4,
      column: 7,
    });
    expect(parseRulesetText(header.replace('source: s', 'source: "s\u0000"'), 'raw.yaml').source).toBeNull();
  });
});
