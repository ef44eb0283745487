// The Dog click model against the engine: in positions of seeded random games of several rulesets, every legal
// action of the seat to act (a sample when there are many) is made by the clicks a person would make
// (tests/support/dog-click-plan.ts) and must come out as exactly that action — the pure half of the acceptance "a whole game only
// by clicks" (tests/e2e/play-by-clicks.e2e.ts clicks the same plans in the browser).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createRng,
  formatPosition,
  listLegalActions,
  seatsToAct,
  startGame,
  type CompiledGame,
} from '../../../../engine';
import { clicksFor } from '../../../../../tests/support/dog-click-plan';
import {
  chooseJoker,
  clickCard,
  clickSpot,
  emptyPick,
  exitCardsOf,
  type ClickResult,
  type DogBoardFacts,
  type DogPick,
} from './dog-clicks';
import { parseDogPosition } from './dog-position';
import { compiledGame } from '../../../../../tests/support/dog-test-game';
import { translate } from '../../i18n/messages';

function factsOf(game: CompiledGame, position: string, acting: number): DogBoardFacts {
  const per = typeof game.options['trackFieldsPerSegment'] === 'number' ? game.options['trackFieldsPerSegment'] : 16;
  const occ = new Map<number, { seat: number; blocking: boolean }>();
  for (const { seat, pieces } of parseDogPosition(position))
    for (const p of pieces) if (p.at === 'track') occ.set(p.field, { seat, blocking: p.blocking });
  return {
    acting,
    fieldCount: per * game.layout.seatCount,
    fieldsPerSegment: per,
    occupant: (f) => occ.get(f) ?? null,
  };
}

/** Runs the click plan of `notation` through the click model; the notation played, or why not. */
export function clickThrough(legal: readonly string[], notation: string, f: DogBoardFacts): string {
  let pick: DogPick = emptyPick();
  const plan = clicksFor(notation, f.acting);
  for (const [i, c] of plan.entries()) {
    let r: ClickResult | null = null;
    if (c.kind === 'discard') return legal.includes('discard') ? 'discard' : 'discard not offered';
    if (c.kind === 'card') r = clickCard(legal, f.acting, c.card, pick);
    else if (c.kind === 'joker') pick = chooseJoker(c.value);
    else r = clickSpot(legal, c.spot, pick, f);
    if (!r) continue;
    // A give (DOG-014) is played by the store on its second, identical click.
    if (r.kind === 'play' && r.notation.startsWith('give:') && i === 0) {
      if (plan.length !== 2 || JSON.stringify(plan[1]) !== JSON.stringify(c))
        return `${r.notation} given without a confirming click`;
      continue;
    }
    if (r.kind === 'play') return i === plan.length - 1 ? r.notation : `${r.notation} played early at click ${i + 1}`;
    if (r.kind === 'illegal') return `click ${i + 1} refused: ${r.message}`;
    if (r.kind === 'pick') pick = r.pick;
  }
  return `no action after ${plan.length} clicks (pick ${JSON.stringify(pick)})`;
}

/** Walks `games` seeded random games of `id`; checks up to `perStep` legal actions per decision. */
function walk(id: string, games: number, maxSteps: number, perStep: number): { checked: number; kinds: Set<string> } {
  const game = compiledGame(id);
  const kinds = new Set<string>();
  let checked = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`clicks-${id}-${g}`);
    let snap = startGame(game, `clicks-${id}-${g}`);
    for (let step = 0; step < maxSteps && !snap.outcome; step++) {
      const seat = seatsToAct(game, snap)[0]!;
      const legal = listLegalActions(game, snap, seat).map((a) => a.notation);
      const position = formatPosition(game, snap);
      const f = factsOf(game, position, seat);
      const sample =
        legal.length <= perStep ? legal : Array.from({ length: perStep }, () => legal[rng.int(0, legal.length - 1)]!);
      for (const n of sample) {
        expect(clickThrough(legal, n, f), `${id} seed ${g} step ${step} seat ${seat} at ${position}`).toBe(n);
        kinds.add(
          n === 'discard'
            ? 'discard'
            : n.startsWith('give:')
              ? 'give'
              : n.startsWith('X=')
                ? 'joker'
                : n.includes('exit')
                  ? 'exit'
                  : n.includes('<>')
                    ? 'swap'
                    : n.includes(',')
                      ? 'seven-split'
                      : n.startsWith('4:')
                        ? 'four'
                        : 'move',
        );
        checked++;
      }
      const r = applyAction(game, snap, { seat, notation: legal[rng.int(0, legal.length - 1)]! });
      if (!r.ok) throw new Error(r.error.message);
      snap = r.value.snapshot;
    }
  }
  return { checked, kinds };
}

describe('Dog clicks make exactly the legal action', () => {
  it('4 onto one’s own piece is played by clicking that field, not taken as picking it (DOG-050)', () => {
    // Pieces of seat 0 on P7 and P11; the legal list has 4:P7>P11 (landing sends the own piece home).
    const legal = ['4:P7>P11', '4:P11>P15', '4:P7>P3', '4:P11>P7'];
    const occ = new Map([
      [7, { seat: 0, blocking: false }],
      [11, { seat: 0, blocking: false }],
    ]);
    const f: DogBoardFacts = { acting: 0, fieldCount: 64, fieldsPerSegment: 16, occupant: (x) => occ.get(x) ?? null };
    expect(clickThrough(legal, '4:P7>P11', f)).toBe('4:P7>P11');
    expect(clickThrough(legal, '4:P11>P7', f)).toBe('4:P11>P7');
  });

  it('explains a refused click in the UI language, naming the owner by player name (DOG-003, DOG-035, DOG-030)', () => {
    const de = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
      translate('de', key, params);
    const occ = new Map([
      [7, { seat: 0, blocking: false }],
      [20, { seat: 1, blocking: false }],
    ]);
    const f: DogBoardFacts = {
      acting: 0,
      fieldCount: 64,
      fieldsPerSegment: 16,
      occupant: (x) => occ.get(x) ?? null,
      name: (s) => ['Du', 'Beat', 'Carla', 'Dario'][s]!,
    };
    const legal = ['5:P7>P12'];
    const noCard = clickSpot(legal, { at: 'track', field: 30 }, emptyPick(), f, de);
    expect(noCard.kind === 'illegal' && noCard.message).toBe(
      'Wähle zuerst eine Karte aus der Hand, dann einen Spielstein.',
    );
    const five = { ...emptyPick(), card: '5' };
    const other = clickSpot(legal, { at: 'track', field: 20 }, five, f, de);
    expect(other.kind === 'illegal' && other.message).toBe(
      'Dieser Spielstein gehört Beat: eine Karte bewegt nur die eigenen Spielsteine.',
    );
    const wrong = clickSpot(legal, { at: 'track', field: 13 }, { ...five, from: 'P7' }, f, de);
    expect(wrong.kind === 'illegal' && wrong.message).toBe(
      'Mit der Karte 5 kann der Spielstein auf P7 nach P12, nicht nach P13.',
    );
    // English stays the default (tests, logs).
    expect(clickSpot(legal, { at: 'track', field: 13 }, { ...five, from: 'P7' }, f)).toMatchObject({
      message: 'With the 5 the piece on P7 can go to P12, not to P13.',
    });
  });

  it('a click on the kennel with a card that cannot come out names the exit cards of the ruleset’s card table (DOG-020)', () => {
    const de = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
      translate('de', key, params);
    const exitOf = (id: string) =>
      exitCardsOf((compiledGame(id).rules as { cards: { exit: readonly boolean[] } }).cards.exit);
    expect(exitOf('dog/standard')).toEqual(['A', 'K']);
    expect(exitOf('dog/queen-exits')).toEqual(['A', 'Q', 'K']);
    const base: DogBoardFacts = { acting: 0, fieldCount: 64, fieldsPerSegment: 16, occupant: () => null };
    const five = { ...emptyPick(), card: '5' };
    const kennel = { at: 'kennel' as const, seat: 0 };
    const refusal = (f: DogBoardFacts, t?: typeof de) => {
      const r = clickSpot(['5:P7>P12'], kennel, five, f, t);
      return r.kind === 'illegal' ? `${r.rule} ${r.message}` : r.kind;
    };
    expect(refusal({ ...base, exitCards: exitOf('dog/standard') })).toBe(
      'DOG-020 The 5 cannot bring a piece out of the kennel: only an A, a K or a Joker declared as A or K can.',
    );
    expect(refusal({ ...base, exitCards: exitOf('dog/standard') }, de)).toBe(
      'DOG-020 Mit der Karte 5 kommt kein Spielstein aus dem Zwinger: das geht nur mit einem A, einem K oder einem Joker als A oder K.',
    );
    expect(refusal({ ...base, exitCards: exitOf('dog/queen-exits') })).toBe(
      'DOG-020 The 5 cannot bring a piece out of the kennel: only an A, a Q, a K or a Joker declared as A, Q or K can.',
    );
    expect(refusal({ ...base, exitCards: exitOf('dog/queen-exits') }, de)).toBe(
      'DOG-020 Mit der Karte 5 kommt kein Spielstein aus dem Zwinger: das geht nur mit einem A, einem Q, einem K oder einem Joker als A, Q oder K.',
    );
    // a Queen under dog/queen-exits is an exit card: its refusal on a blocked start is another rule (DOG-024)
    const queen = clickSpot(
      ['5:P7>P12'],
      kennel,
      { ...emptyPick(), card: 'Q' },
      { ...base, exitCards: ['A', 'Q', 'K'] },
    );
    expect(queen.kind === 'illegal' && queen.rule).toBe('DOG-024');
    // without the rules at hand (a session seat), no card is named
    expect(refusal(base)).toBe('DOG-020 The 5 cannot bring a piece out of the kennel.');
  });

  it('standard rules: every kind of move in random games (exits, 4 back, Jack, 7 splits, Joker, exchange)', () => {
    const { checked, kinds } = walk('dog/standard', 2, 400, 20);
    expect(checked).toBeGreaterThan(2000);
    for (const k of ['give', 'exit', 'move', 'four', 'swap', 'seven-split', 'joker']) expect(kinds, k).toContain(k);
  });

  it('6 players (3 teams of 2) and the 3-player form', () => {
    expect(walk('dog/octopus-6p-3x2', 1, 400, 20).checked).toBeGreaterThan(1000);
    expect(walk('dog/maerki-3p', 1, 300, 20).checked).toBeGreaterThan(800);
  });
});
