// The table as text for terminal play: the Dog board as a ring with start fields, each seat's kennel and
// finish, pieces by seat and a legend; the Gassi table (dogs, bones, piles) — both drawn from one seat's view only,
// so nothing hidden from that seat is printed. Texts from the engine's catalogues (German, English). No I/O.
import {
  message,
  seatName,
  type CompiledGame,
  type Json,
  type MessageKey,
  type MessageParams,
  type SheetLang,
} from '../engine';

/** A seat's number as the terminal prints it: from 1, like the app and the engine's sentences ("Seat 1" = seat 0). */
export function seatNumber(seat: number): number {
  return seat + 1;
}

/** Options for drawing: language and player names (as for the engine's sentences). */
export interface TextOptions {
  readonly lang: SheetLang;
  readonly names?: readonly (string | null | undefined)[];
}

interface DogView {
  seat: number | null;
  pieces: number[];
  blocking: number;
  handCounts: number[];
}

/**
 * The Dog board seen in `view` (a Dog seat view, DOG-001/002): the track as a square ring of `N` fields in the app's
 * orientation — P0 bottom left, numbered counter-clockwise (each row prefixed with its leftmost field), start fields marked, pieces by seat number
 * counted from 1 as a person reads it (`seatNumber`; fields keep the notation's numbers), blocking pieces
 * `*s*` (DOG-040); then one line per seat with its number, name, kennel, start field and finish slots, and the legend.
 */
export function dogBoardText(game: CompiledGame, view: Json, opts: TextOptions): string {
  const v = view as unknown as DogView;
  const seats = game.layout.seatCount;
  const per = typeof game.options['trackFieldsPerSegment'] === 'number' ? game.options['trackFieldsPerSegment'] : 16;
  const N = per * seats;
  const t = (key: MessageKey, p?: MessageParams) => message(opts.lang, key, p);
  const cell = new Array<string>(N).fill(' . ');
  for (const s of game.layout.active) cell[s * per] = ' + ';
  v.pieces.forEach((loc, i) => {
    if (loc < 0 || loc >= N) return;
    // The seat as a person counts it (from 1, as the seat lines below and the app); notation keeps 0.
    const seat = seatNumber(i >> 2);
    cell[loc] = v.blocking & (1 << i) ? `*${seat}*` : ` ${seat} `;
  });
  const lines = [t('term.dog.title', { fields: N })];
  if (N % 4 === 0) lines.push(...ring(cell, N / 4));
  else for (let f = 0; f < N; f += per) lines.push(`P${String(f).padEnd(3)}${cell.slice(f, f + per).join('')}`);
  for (const s of game.layout.active) {
    const mine = v.pieces.map((loc, i) => ({ loc, i })).filter((p) => p.i >> 2 === s);
    const kennel = mine.filter((p) => p.loc < 0).length;
    const slots = [0, 1, 2, 3].map((k) => (mine.some((p) => p.loc === N + k) ? 'o' : '_')).join(' ');
    const team = game.layout.teams.findIndex((m) => m.includes(s));
    lines.push(
      t('term.dog.seat', {
        mark: v.seat === s ? '>' : ' ',
        name: `${seatNumber(s)} ${seatName(s, opts)}`,
        team: t('term.dog.team', { n: team + 1 }),
        kennel: `${'o'.repeat(kennel)}${'_'.repeat(4 - kennel)}`,
        start: s * per,
        finish: `[${slots}]`,
      }),
    );
  }
  lines.push(t('term.dog.slots'));
  lines.push(t('term.dog.legend', { last: seats }));
  return lines.join('\n');
}

/**
 * The ring: a square of `side + 1` cells a side, oriented as the app draws the board (dog-board-layout.ts: seat 0
 * at the bottom, p → p + 1 counter-clockwise on screen): P0 bottom left, fields run right along the bottom, up the
 * right side, left along the top and down the left side (DOG-003: play runs counter-clockwise).
 */
function ring(cell: readonly string[], side: number): string[] {
  const grid: string[][] = Array.from({ length: side + 1 }, () => new Array<string>(side + 1).fill('   '));
  const put = (r: number, c: number, f: number) => {
    grid[r]![c] = cell[f]!;
  };
  for (let k = 0; k < side; k++) put(side, k, k);
  for (let k = 0; k < side; k++) put(side - k, side, side + k);
  for (let k = 0; k < side; k++) put(0, side - k, 2 * side + k);
  for (let k = 0; k < side; k++) put(k, 0, 3 * side + k);
  // Each row is labelled with its leftmost field and ends with its rightmost one (the top row runs right to left).
  return grid.map((row, r) => {
    const label = r === side ? 0 : 3 * side + r;
    const right = ` P${2 * side - r}`;
    return `P${String(label).padEnd(3)}${row.join('')}${right}`;
  });
}

interface GassiDogView {
  id: string;
  owner: number;
  state: string;
  realm: string | null;
  hidden: boolean;
  pile: (string | null)[];
  attackers: string[];
  beasts: string[];
}
interface GassiView {
  seat: number | null;
  round: number;
  drawCount: number;
  discard: string[];
  bones: number[];
  handCounts: (number | null)[];
  dogs: GassiDogView[];
}

/** The Gassi table seen in `view` (a Gassi seat view): round, piles, each seat's hand size, bones and dogs (GAS-016: `?` for what is face down). */
export function gassiTableText(game: CompiledGame, view: Json, opts: TextOptions): string {
  const v = view as unknown as GassiView;
  const t = (key: MessageKey, p?: MessageParams) => message(opts.lang, key, p);
  const lines = [
    t('term.gassi.head', {
      round: v.round,
      draw: v.drawCount,
      discard: v.discard.length ? v.discard[v.discard.length - 1]! : t('term.empty'),
    }),
  ];
  for (const s of game.layout.active) {
    const n = v.handCounts[s];
    const cards =
      n === null || n === undefined
        ? t('term.gassi.handHidden')
        : n === 1
          ? t('common.oneCard')
          : t('common.cards', { count: n });
    lines.push(
      t('term.gassi.seat', {
        name: `${v.seat === s ? '>' : ' '} ${seatNumber(s)} ${seatName(s, opts)}`,
        cards,
        bones: (v.bones[s] ?? 0) === 1 ? t('term.gassi.oneBone') : t('term.gassi.bones', { n: v.bones[s] ?? 0 }),
      }),
    );
    const dogs = v.dogs.filter((d) => d.owner === s);
    if (!dogs.length) lines.push(t('term.gassi.noDogs'));
    for (const d of dogs) {
      const realm = d.realm ?? '?';
      const state = d.hidden ? `${d.state} (${t('term.gassi.faceDown')})` : d.state;
      const extra =
        (d.attackers.length ? t('term.gassi.attackers', { list: d.attackers.join(' ') }) : '') +
        (d.beasts.length ? t('term.gassi.beasts', { list: d.beasts.join(' ') }) : '');
      lines.push(t('term.gassi.dog', { id: d.id, realm, state, pile: d.pile.map((c) => c ?? '?').join(' '), extra }));
    }
  }
  lines.push(t('term.gassi.legend'));
  return lines.join('\n');
}
