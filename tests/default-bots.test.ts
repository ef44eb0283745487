// Lab commands play competent bots unless told otherwise, name the level in their output, and caution once when
// every seat plays random (random players say little about how the rules play for people).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOTS, botsLine, parseBots, randomBotsNote } from '../src/cli/playtest-args';
import { loadCompiledGame } from '../src/host/rulesets';

const ROOT = join(import.meta.dirname, '..');

describe('default bots', () => {
  it('without --bots every seat plays normal', () => {
    expect(DEFAULT_BOTS).toBe('normal');
    expect(parseBots(undefined, 4).map((b) => b.type)).toEqual(['normal', 'normal', 'normal', 'normal']);
    expect(parseBots(undefined, 3).map((b) => b.type)).toEqual(['normal', 'normal', 'normal']);
  });

  it('the header names the level; all-random bots get one caution line in the chosen language', () => {
    const l = loadCompiledGame('rulesets/gassi/gassi-2.5.3.yaml', { root: ROOT, baseDir: ROOT });
    if (!l.ok) throw new Error('gassi-2.5.3 does not load');
    const game = l.game;
    const normal = botsLine(game, parseBots(undefined, 3), '1');
    expect(normal).toBe('bots: normal, normal, normal; seed 1\n');
    expect(normal).not.toMatch(/Caution/);
    const random = botsLine(game, parseBots('random', 3), '1');
    expect(random).toBe(`bots: random, random, random; seed 1\n${randomBotsNote('en')}`);
    expect(random.match(/Caution/g)).toHaveLength(1);
    const de = botsLine(game, parseBots('random', 3), '1', 'de');
    expect(de).toMatch(
      /^Bots: random, random, random; Seed 1\nAchtung: Zufallsbots beantworten Fragen zu den Regeln schlecht/,
    );
    // one random seat among competent ones is a choice, not a warning
    expect(botsLine(game, parseBots('normal,random', 3), '1')).not.toMatch(/Caution/);
  });
});
