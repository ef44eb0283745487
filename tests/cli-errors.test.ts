// Command-line errors point at the argument: a bad `--set` names the argument and its value,
// not the ruleset file where the value is valid; unknown options and commands get "did you mean"; an unknown
// ruleset id has no fake file position; a wrong $RULEBENCH_CHROMIUM is reported, not silently replaced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closest, editDistance } from '../src/cli/args';
import { main } from '../src/cli/index';

const dir = mkdtempSync(join(tmpdir(), 'rb-cli-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Runs the CLI in this process; returns the exit code and what it wrote to stderr and stdout. */
async function run(...argv: string[]): Promise<{ code: number; err: string; out: string }> {
  let err = '';
  let out = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => ((err += String(c)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, err, out };
}

describe('command-line errors', () => {
  it('--set jokersPerDeck=abc names the argument and value, not rulesets/dog/standard.yaml:18:18', async () => {
    const r = await run('simulate', 'dog/standard', '--set', 'jokersPerDeck=abc', '--games', '1');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      '--set jokersPerDeck=abc: error: Option "jokersPerDeck" should be a number (got "abc"). [ruleset/invalid-value]\n',
    );
  });

  it('--set jokersPerDek=2 is an unknown option of the argument, with the option it resembles', async () => {
    const r = await run('simulate', 'dog/standard', '--set', 'jokersPerDek=2', '--games', '1');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      '--set jokersPerDek=2: error: Unknown option "jokersPerDek". Did you mean "jokersPerDeck"? [ruleset/unknown-option]\n',
    );
    expect(r.err).not.toMatch(/standard\.yaml/);
  });

  it('an unknown option says which and suggests the nearest, with balanced quotes', async () => {
    const r = await run('simulate', 'dog/standard', '--gams', '2');
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'rulebench: unknown option --gams; did you mean --games? (the options are --games, --seed, --out, --mkdir, --json, --set, --bots)',
    );
    expect((await run('simulate', 'dog/standard', '--games')).err).toMatch(/^rulebench: --games needs a value$/m);
    expect((await run('simulate', 'dog/standard', '--json=yes')).err).toMatch(/^rulebench: --json takes no value/m);
    expect((await run('simulate', 'dog/standard', '--xyzzy')).err).toMatch(
      /^rulebench: unknown option --xyzzy \(the options are/m,
    );
  });

  it('an unknown command gets a suggestion (simulat → simulate), also with --help', async () => {
    const r = await run('simulat', 'dog/standard');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^rulebench: unknown command "simulat"; did you mean "simulate"\?$/m);
    expect((await run('comapre', '--help')).err).toMatch(/unknown command "comapre"; did you mean "compare"\?/);
    expect((await run('frobnicate')).err).toMatch(/^rulebench: unknown command "frobnicate"$/m);
  });

  it('play dog/standart has no file position and suggests dog/standard', async () => {
    const r = await run('play', 'dog/standart');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(
      /^dog\/standart: error: No ruleset with id "dog\/standart" under .*\. Did you mean "dog\/standard"\?/m,
    );
    expect(r.err).not.toMatch(/:1:1/);
  });

  it('RULEBENCH_CHROMIUM=/nonexistent is reported, not silently replaced by another Chromium', async () => {
    const before = process.env['RULEBENCH_CHROMIUM'];
    process.env['RULEBENCH_CHROMIUM'] = '/nonexistent';
    try {
      const r = await run('rulesheet', 'dog/standard', '--format', 'pdf', '--out', join(dir, 'x.pdf'));
      expect(r.code).toBe(1);
      expect(r.err).toContain(
        'RULEBENCH_CHROMIUM=/nonexistent: no such file; point it at the Chromium binary or unset it.',
      );
    } finally {
      if (before === undefined) delete process.env['RULEBENCH_CHROMIUM'];
      else process.env['RULEBENCH_CHROMIUM'] = before;
    }
  });

  it('editDistance and closest', () => {
    expect(editDistance('simulat', 'simulate')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(closest('gams', ['games', 'seed', 'out'])).toBe('games');
    expect(closest('xyzzy', ['games', 'seed', 'out'])).toBeNull();
    expect(closest('OUT', ['games', 'seed', 'out'])).toBe('out');
  });
});
