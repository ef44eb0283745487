// Dog game records made by hand for the lab's statistics tests (compare, levels, sweep verdicts): the bundled
// dog/standard ruleset and records whose winners, length and counts a test sets. Not a test itself.
import { join } from 'node:path';
import type { CompiledGame, GameRecord } from '../../src/engine';
import { loadCompiledGame } from '../../src/host/rulesets';

const ROOT = join(import.meta.dirname, '..', '..');

/** The bundled dog/standard, compiled; throws if it does not load. */
export function dogStandard(): CompiledGame {
  const l = loadCompiledGame('rulesets/dog/standard.yaml', { overrides: {}, root: ROOT, baseDir: ROOT });
  if (!l.ok) throw new Error('dog/standard does not load');
  return l.game;
}

/** Which optional parts a record carries: an `exchange` event per deal, an action digest (`d<index>-<rounds>`). */
export interface DogRecordShape {
  readonly exchange?: boolean;
  readonly digest?: boolean;
}

/**
 * A Dog game record: 4 seats, teams 0+2 and 1+3, seat 1 starts every game; `rounds` deals (default 5), each a
 * `deal` event and DOG-011 (DOG-011: a deal starts a round), plus an `exchange` event when `shape.exchange`;
 * `actions` 100 + index. `over` replaces any field.
 */
export function dogRecord(
  index: number,
  winners: readonly number[],
  over: Partial<GameRecord> = {},
  shape: DogRecordShape = {},
): GameRecord {
  const rounds = over.rounds ?? 5;
  return {
    index,
    seed: `s-${index + 1}`,
    winners: [...winners],
    team: winners.length ? winners[0]! % 2 : null,
    reason: 'done',
    truncated: false,
    aborted: null,
    actions: 100 + index,
    rounds,
    simulatedMs: null,
    points: null,
    firstSeat: 1,
    ruleCounts: { 'DOG-011': rounds, 'DOG-003': 40 + (index % 7) },
    eventCounts: shape.exchange
      ? { deal: rounds, exchange: rounds, play: 40 + (index % 7) }
      : { deal: rounds, play: 40 + (index % 7) },
    cardCounts: {},
    startHands: null,
    turnOrder: [1, 2, 3, 0],
    leadChanges: 1,
    midLeader: 0,
    margin: 0.1,
    drama: 0,
    maxDeficit: 0,
    decidedAt: 0.5,
    decisions: { points: 10, forced: 2, legal: 30 },
    ...(shape.digest ? { actionDigest: `d${index}-${rounds}` } : {}),
    ...over,
  };
}
