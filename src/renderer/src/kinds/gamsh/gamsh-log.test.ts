// The live Gämsh table explains what happened in words: the banner of a reveal says an Ausgämshen and the points in
// sentences (never the notation `outgamsh:B=…`, GAM-040), and the log has a line with its reason and rule for every
// score change of a game played by bots (GAM-034, GAM-040/042, GAM-061, GAM-065), with no hidden event in it.
import { describe, expect, it } from 'vitest';
import {
  compileRuleset,
  realtimeLevelParams,
  type CompiledGame,
  type Ruleset,
  type GamshView,
} from '../../../../engine';
import { translate, type MessageKey } from '../../i18n/messages';
import { RealtimeScheduler } from './realtime-scheduler';
import { gamshLogLines, publicEvents, type GamshLogEvent } from './gamsh-log';
import { cardName, gamshWords, signalName } from './gamsh-words';
import { gamshTestGame } from '../../../../../tests/support/gamsh-test-game';

const de = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('de', k, p);
const en = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('en', k, p);
const NAMES = ['Du', 'Beat', 'Carla', 'Dario', 'Elsa', 'Fritz'];

const game = (options: Record<string, unknown>) => gamshTestGame(options);

/** Bots of level normal at every seat play `ms` of game time; every event of the game, and the public ones kept. */
function play(g: CompiledGame, seed: string, ms: number) {
  const agent = g.kind.defaultAgent!(realtimeLevelParams('gamsh', 'normal'));
  const s = new RealtimeScheduler(
    g,
    seed,
    g.layout.active.map(() => agent),
  );
  const all: { type: string; [k: string]: unknown }[] = [...(s.startEvents as readonly { type: string }[])];
  const kept: GamshLogEvent[] = publicEvents(s.startEvents, 0);
  for (let t = 0; t <= ms && !s.snapshot.outcome; t += 200) {
    const step = s.runUntil(t);
    all.push(...(step.events as readonly { type: string }[]));
    kept.push(...publicEvents(step.events, s.clock));
  }
  return { all, kept };
}

const names = (t: typeof de, lang: 'de' | 'en') => ({
  seat: (x: number) => NAMES[x]!,
  card: (c: string) => cardName(t, c),
  signal: (id: string) => signalName(id, lang),
});

describe('the Gämsh banner of a reveal in words', () => {
  const view = {
    phase: 'pause',
    round: 3,
    reveal: { call: 'outgamsh:B=sapperlot', seat: 0, correct: true, hands: {}, deltas: [3, 0] },
  } as unknown as GamshView;

  it('German: an Ausgämshen of Team B and "+3 Punkte", no notation', () => {
    const text = gamshWords(de, 'de', (s) => NAMES[s]!).phase(view);
    expect(text).toContain('Du: Ausgämshen von Team B mit „');
    expect(text).toContain('richtig');
    expect(text).toContain('Team A +3 Punkte');
    expect(text).not.toMatch(/outgamsh|=|→|sapperlot\b/);
  });

  it('English: Outgämsh Team B, "+3 points"; a wrong Gämsh call gives "+1 point"', () => {
    expect(gamshWords(en, 'en', (s) => NAMES[s]!).phase(view)).toMatch(
      /Outgämsh Team B with “.+” – right · Team A \+3 points$/,
    );
    const wrong = { ...view, reveal: { call: 'call:gamsh', seat: 0, correct: false, hands: {}, deltas: [0, 1] } };
    expect(gamshWords(en, 'en', (s) => NAMES[s]!).phase(wrong as GamshView)).toBe(
      'Round 3 · Du: Gämsh – WRONG · Team B +1 point',
    );
  });
});

describe('the Gämsh log explains every score change', () => {
  it('a whole bot game with the Föhn cards: one score line per score event, each with its reason and rule', () => {
    const g = game({ teams: 2, foehnCards: ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'] });
    const { all, kept } = play(g, 'log-1', 900_000);
    expect(all.some((e) => e.type === 'game-end')).toBe(true);
    const scores = all.filter((e) => e.type === 'score');
    expect(scores.length).toBeGreaterThan(5);
    const lines = gamshLogLines(kept, de, names(de, 'de'));
    const scoreLines = lines.filter((l) => l.score);
    expect(scoreLines).toHaveLength(scores.length);
    scoreLines.forEach((l, i) => {
      const e = scores[i]!;
      expect(l.rule).toBe(e['rule']);
      expect(l.text).toContain(`Team ${String(e['team'])} +${String(e['delta'])} Punkt`);
      expect(l.text).toContain(`(jetzt ${String(e['total'])})`);
      // The reason in words, never the engine's source id ("gamsh-wrong", "outgamsh-right", "gamekeeper").
      expect(l.text).not.toMatch(/\b(?:gamsh|double|counter|outgamsh)-(?:right|wrong)\b|gamekeeper|snack\b/);
      expect(l.text).toMatch(/: .+\.$/);
    });
    // The sources seen are each explained (at least the calls; the others as they come).
    expect(lines.some((l) => l.text.includes('war falsch') || l.text.includes('war richtig'))).toBe(true);
    // No English word of the catalogue in the German log.
    for (const l of lines) expect(l.text).not.toMatch(/\b(?:Gamekeeper|Farmer|Snack|Bull|right|wrong|point)\b/);
  });

  it('keeps only public events: no discard, take, secret signal or hand in it', () => {
    const g = game({ teams: 3, foehnCards: [] });
    const { all, kept } = play(g, 'log-2', 60_000);
    expect(all.some((e) => e.type === 'signal-set')).toBe(true);
    expect(all.some((e) => e.type === 'discard')).toBe(true);
    const types = new Set(kept.map((e) => e.type));
    for (const hidden of ['discard', 'take', 'signal-set', 'reveal-hands', 'deal', 'emote'])
      expect(types.has(hidden as 'call')).toBe(false);
    expect(JSON.stringify(kept)).not.toContain('sealed');
  });
});
