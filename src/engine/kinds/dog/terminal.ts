// Dog at the terminal (`GameKind.terminal`, `rulebench play`): the board as a ring with start fields, each seat's
// kennel and finish, pieces by seat and a legend, drawn from one seat's view only; and the 10 written as on the card
// (`10`) in hands, lists and entries while the notation writes `T`. Texts from the engine's catalogues. Pure.
import type { CompiledGame } from '../../core/game';
import { seatNumber, type KindTerminal, type TerminalTextOptions as TextOptions } from '../../core/terminal';
import { seatName } from '../../core/sight';
import { message, type MessageKey, type MessageParams } from '../../messages';
import type { DogView } from './view-type';

/**
 * The Dog board seen in `v` (a Dog seat view, DOG-001/002): the track as a square ring of `N` fields in the app's
 * orientation — P0 bottom left, numbered counter-clockwise (each row prefixed with its leftmost field), start fields marked, pieces by seat number
 * counted from 1 as a person reads it (`seatNumber`; fields keep the notation's numbers), blocking pieces
 * `*s*` (DOG-040); then one line per seat with its number, name, kennel, start field and finish slots, and the legend.
 */
export function dogBoardText(game: CompiledGame, v: DogView, opts: TextOptions): string {
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

/**
 * A person's Dog entry with the 10 written as on the card: `10:P0>P10`, `X=10:…` and `give:10` become the
 * notation's `T:P0>P10`, `X=T:…`, `give:T`; anything else (a list number such as `10`, other cards) is unchanged.
 */
export function dogEntry(line: string): string {
  return /^\d+$/.test(line)
    ? line
    : line.replace(/^(give:|X=)?10(?=:|$)/i, (_m, pre: string | undefined) => `${pre ?? ''}T`);
}

/**
 * A notation in the hand's card words: the 10 as `10`, not its notation letter `T` (docs/rules/dog.md, notation:
 * `T` = 10) — `T:P0>P10` → `10:P0>P10`, `X=T:P3>P13` → `X=10:P3>P13`, `give:T` → `give:10`; `dogEntry` reads each
 * back. Field names (`P10`) are unchanged.
 */
export function dogShownAction(notation: string): string {
  return notation.replace(/^(give:|X=)?T(?=:|$)/, (_m, pre: string | undefined) => `${pre ?? ''}10`);
}

/** Dog's terminal members: the board, and the 10 written `10` in hands, lists and entries. */
export const dogTerminal: KindTerminal<DogView> = {
  board: dogBoardText,
  readEntry: dogEntry,
  showCard: (card) => (card === 'T' ? '10' : card),
  showAction: dogShownAction,
  // the card a head plays: `7`, `T`, a Joker `X` (also for `X=7`, DOG-017)
  handCard: (head) => {
    const card = head.startsWith('X=') ? 'X' : head;
    return /^[A2-9TJQKX]$/.test(card) ? card : null;
  },
  knownHead: (head) => /^([A2-9TJQKX]|X=[A2-9TJQK]|give|discard)$/.test(head),
};
