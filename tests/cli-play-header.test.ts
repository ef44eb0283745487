// The header of `rulebench play … --lang de` names the ruleset in the chosen language and the bots' levels as the
// app's seat menu does (never "Dog — standard rules … Bots: Platz 1 (random)": an English name and level ids);
// the English header names them in English.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function playHeader(...args: string[]): string {
  const r = spawnSync(
    process.execPath,
    [join(ROOT, 'bin', 'rulebench.mjs'), 'play', 'dog/standard', '--seed', '1', ...args],
    { cwd: ROOT, encoding: 'utf8', input: '', env: { ...process.env, LANG: 'C.UTF-8' } },
  );
  return r.stdout.split('\n')[0] ?? '';
}

describe('the terminal header in the chosen language', () => {
  it('German: the German ruleset name, "Personen", and the bot levels in German', () => {
    const de = playHeader('--lang', 'de', '--bots', 'random,random,strong,easy');
    expect(de).toMatch(/^Dog — Standardregeln \(dog\/standard\), Startwert 1; Personen: /);
    expect(de).toContain('(zufällig)');
    expect(de).toContain('(stark)');
    expect(de).toContain('(leicht)');
    expect(de).not.toMatch(/\((random|strong|easy)\)|standard rules|Menschen/);
  });

  it('names the people and bots by seat counted from 1, as the app does; --people/--bots count from 0', () => {
    const de = playHeader('--lang', 'de', '--bots', 'random,random,strong,easy');
    expect(de).toMatch(/; Personen: Platz 1; Bots: Platz 2 \(zufällig\), Platz 3 \(stark\), Platz 4 \(leicht\)$/);
    const en = playHeader('--lang', 'en', '--people', '2', '--bots', 'random,random,strong,easy');
    expect(en).toMatch(/; people: Seat 3; bots: Seat 1 \(random\), Seat 2 \(random\), Seat 4 \(easy\)$/);
  });

  it('English: the English name and level ids', () => {
    const en = playHeader('--lang', 'en', '--bots', 'random,random,strong,easy');
    expect(en).toMatch(/^Dog — standard rules \(dog\/standard\), seed 1; people: /);
    expect(en).toContain('(strong)');
  });
});
