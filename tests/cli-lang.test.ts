// `--lang de|en` of playtest, compare, sweep and ladder: the verdict and the report
// print in German with `--lang de` (or LANG=de_DE without it) and stay English by default (LANG=C), byte for byte
// what `--lang en` prints; an unknown language is refused before any game is played.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function rulebench(
  lang: string | undefined,
  ...args: string[]
): { status: number | null; stdout: string; stderr: string } {
  const env = { ...process.env, LANG: lang ?? '' };
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const COMPARE = [
  'compare',
  'gassi/gassi-2.5.3',
  '--set',
  'startHandSize=3',
  '--games',
  '6',
  '--seed',
  '1',
  '--bots',
  'random',
  '--quiet',
  '--workers',
  '1',
];

describe('report language of the playtest commands', () => {
  it('compare: German verdict, words and decimal comma with --lang de; English by default, as --lang en', () => {
    const de = rulebench('C', ...COMPARE, '--lang', 'de');
    expect(de.status).toBe(0);
    expect(de.stdout).toMatch(/^Urteil: B: /m);
    expect(de.stdout).toMatch(/^Power: Um eine Gewinnrate/m);
    expect(de.stdout).toContain('Aktionen je Partie');
    expect(de.stdout).toMatch(/Siege Team 0 = Platz 0 +\d+,\d %/);
    expect(de.stdout).not.toMatch(/\bverdict\b|\bper game\b|\bwins\b/);
    const byEnv = rulebench('de_DE.UTF-8', ...COMPARE);
    expect(byEnv.stdout).toBe(de.stdout);
    const plain = rulebench('C', ...COMPARE);
    expect(plain.stdout).toMatch(/^verdict: B: /m);
    expect(plain.stdout).toBe(rulebench(undefined, ...COMPARE, '--lang', 'en').stdout);
  });

  it('ladder and sweep print German headers with --lang de', () => {
    const ladder = rulebench(
      'C',
      'ladder',
      'gassi/gassi-2.5.3',
      '--bots',
      'random,heuristic',
      '--games',
      '2',
      '--seed',
      '1',
      '--quiet',
      '--workers',
      '1',
      '--lang',
      'de',
    );
    expect(ladder.status).toBe(0);
    expect(ladder.stdout).toMatch(/^Rangliste: gassi\/gassi-2\.5\.3/);
    expect(ladder.stdout).toContain('Paarung');
    expect(ladder.stdout).toContain('Partien gewertet');
    const sweep = rulebench(
      'C',
      'sweep',
      'gassi/gassi-2.5.3',
      '--vary',
      'startHandSize=3,5',
      '--games',
      '2',
      '--seed',
      '1',
      '--quiet',
      '--workers',
      '1',
      '--lang',
      'de',
    );
    expect(sweep.status).toBe(0);
    expect(sweep.stdout).toContain('Aktionen im Mittel');
    expect(sweep.stdout).toContain('nie ausgelöst');
  });

  it('refuses an unknown language before playing', () => {
    const r = rulebench('C', 'playtest', 'gassi/gassi-2.5.3', '--games', '2', '--lang', 'fr');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--lang must be de or en, got "fr"');
  });
});
