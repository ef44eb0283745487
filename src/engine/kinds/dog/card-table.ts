// Dog's card table (`tables.cards` of a ruleset): what each rank may do — bring a piece out, move forward or
// backward by given counts, split 7 steps, swap, or stand for any other card — checked and compiled into arrays
// indexed by rank, so the move generator reads one array cell where it used to compare ranks (DOG-017, DOG-020,
// DOG-030, DOG-060, DOG-065, DOG-075). Pure.
import { z } from 'zod';
import type { Diagnostic, Json, Result } from '../../core/types';
import { JOKER } from './cards';

/**
 * One rank's entry in `tables.cards`: `exit` (a piece comes out of the kennel onto its start field, DOG-020),
 * `forward` / `backward` (one piece moves exactly one of these counts of fields, DOG-030, DOG-060), `split: 7`
 * (7 single forward steps shared over own pieces under the Seven's options, DOG-065…071), `swap` (the Jack's swap
 * under the `jack…` options, DOG-075…079), `any` (the Joker: declared as any other rank, DOG-017).
 */
export interface CardEntry {
  readonly exit?: boolean;
  readonly forward?: readonly number[];
  readonly backward?: readonly number[];
  readonly split?: 7;
  readonly swap?: boolean;
  readonly any?: boolean;
}

/** The keys of `tables.cards` in rank order: index + 1 is the rank (A = 1 … K = 13, Joker = 14). */
export const CARD_KEYS: readonly string[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'Joker'];

/**
 * Today's cards (docs/rules/dog.md): Ace exit or 1 or 11, King exit or 13, Queen 12, Jack swap, 7 split, 4 forward
 * or backward, the other numbers their value forward, the Joker any card. `dog/standard` writes exactly this table;
 * a ruleset without `tables` plays it (so replays recorded before the table keep their rules and hash).
 */
export const STANDARD_CARDS: Readonly<Record<string, CardEntry>> = {
  A: { exit: true, forward: [1, 11] },
  '2': { forward: [2] },
  '3': { forward: [3] },
  '4': { forward: [4], backward: [4] },
  '5': { forward: [5] },
  '6': { forward: [6] },
  '7': { split: 7 },
  '8': { forward: [8] },
  '9': { forward: [9] },
  '10': { forward: [10] },
  J: { swap: true },
  Q: { forward: [12] },
  K: { exit: true, forward: [13] },
  Joker: { any: true },
};

/** The tables a Dog ruleset has when it writes none (`GameKind.defaultTables`): the standard card table. */
export const DOG_DEFAULT_TABLES: Json = { cards: STANDARD_CARDS as unknown as Json };

/**
 * The compiled card table: per rank (index 0 unused, 1…13, 14 = Joker). `fwd[r]` / `bwd[r]` are the step counts in
 * the order the table lists them (the order of the legal actions); `declare` lists the ranks a Joker may be
 * declared as (ascending). Plain JSON (part of `DogRules`), computed once per compiled ruleset.
 */
export interface CardTable {
  readonly exit: readonly boolean[];
  readonly fwd: readonly (readonly number[])[];
  readonly bwd: readonly (readonly number[])[];
  readonly split: readonly boolean[];
  readonly swap: readonly boolean[];
  readonly any: readonly boolean[];
  readonly declare: readonly number[];
  /** Every backward count of any rank, ascending (`[4]` in the standard table). */
  readonly backSteps: readonly number[];
}

const steps = z.array(z.number().int().min(1).max(13)).min(1).max(13);
const entrySchema = z
  .object({
    exit: z.boolean().optional(),
    forward: steps.optional(),
    backward: steps.optional(),
    split: z.literal(7).optional(),
    swap: z.boolean().optional(),
    any: z.boolean().optional(),
  })
  .strict();

const err = (path: string, message: string, code = 'dog/card-table'): Diagnostic => ({
  code,
  severity: 'error',
  path,
  message,
});

/**
 * Checks and compiles `tables` (the merged `tables` of a Dog ruleset; undefined, or no `cards`: the standard table).
 * Errors name the path (`tables.cards.3.backward.0`), which the ruleset compiler turns into line:col: an unknown table
 * or rank, an entry key or value of the wrong type (steps are whole numbers 1…13; `split` is 7, the only split the engine knows),
 * a repeated count, a rank missing or doing nothing, `any` on a card other than the Joker or with other abilities,
 * a Joker without `any`, `split` together with `forward` (a split already contains the single-piece 7).
 */
export function compileCardTable(tables: Json | undefined): Result<CardTable, Diagnostic[]> {
  const t = tables ?? DOG_DEFAULT_TABLES;
  const diags: Diagnostic[] = [];
  if (typeof t !== 'object' || t === null || Array.isArray(t))
    return { ok: false, error: [err('tables', 'tables: expected a map with the key "cards"')] };
  for (const k of Object.keys(t))
    if (k !== 'cards') diags.push(err(`tables.${k}`, `tables.${k}: Dog has one table, "cards"; "${k}" is not one`));
  const cards = (t as Record<string, Json>)['cards'] ?? (STANDARD_CARDS as unknown as Json);
  if (typeof cards !== 'object' || cards === null || Array.isArray(cards)) {
    diags.push(err('tables.cards', 'tables.cards: expected a map from rank (A, 2 … 10, J, Q, K, Joker) to its entry'));
    return { ok: false, error: diags };
  }
  const c = cards as Record<string, Json>;
  for (const k of Object.keys(c))
    if (!CARD_KEYS.includes(k))
      diags.push(err(`tables.cards.${k}`, `tables.cards: "${k}" is not a rank; the ranks are ${CARD_KEYS.join(', ')}`));
  const exit: boolean[] = [false];
  const fwd: number[][] = [[]];
  const bwd: number[][] = [[]];
  const split: boolean[] = [false];
  const swap: boolean[] = [false];
  const any: boolean[] = [false];
  for (let r = 1; r <= 14; r++) {
    const key = CARD_KEYS[r - 1]!;
    const at = `tables.cards.${key}`;
    const raw = c[key];
    let e: CardEntry = {};
    if (raw === undefined) diags.push(err(at, `tables.cards: rank ${key} has no entry; every rank needs one`));
    else {
      const parsed = entrySchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const sub = issue.path.length ? `.${issue.path.join('.')}` : '';
        const what =
          issue.code === 'unrecognized_keys'
            ? `unknown key ${issue.keys.map((x) => `"${x}"`).join(', ')}; an entry has exit, forward, backward, split, swap, any`
            : issue.path[0] === 'split'
              ? 'split must be 7 (the 7 steps of the Seven)'
              : issue.path[0] === 'forward' || issue.path[0] === 'backward'
                ? 'expected a list of field counts, whole numbers from 1 to 13'
                : issue.message;
        diags.push(err(at + sub, `${at}${sub}: ${what}`));
        continue; // one message per mistake: the entry is not checked further
      } else e = parsed.data as CardEntry;
    }
    for (const dir of ['forward', 'backward'] as const) {
      const list = e[dir] ?? [];
      list.forEach((n, i) => {
        if (list.indexOf(n) !== i) diags.push(err(`${at}.${dir}.${i}`, `${at}.${dir}: ${n} is listed twice`));
      });
    }
    const abilities =
      (e.exit ? 1 : 0) + (e.forward ? 1 : 0) + (e.backward ? 1 : 0) + (e.split ? 1 : 0) + (e.swap ? 1 : 0);
    if (raw !== undefined && abilities === 0 && !e.any)
      diags.push(err(at, `${at}: the card does nothing; give it exit, forward, backward, split, swap or any`));
    if (e.any && r !== JOKER) diags.push(err(`${at}.any`, `${at}.any: only the Joker stands for any card (DOG-017)`));
    if (r === JOKER && raw !== undefined && (!e.any || abilities > 0))
      diags.push(err(at, `${at}: the Joker is { any: true } and nothing else (it acts as the card declared, DOG-017)`));
    if (e.split && e.forward)
      diags.push(
        err(`${at}.forward`, `${at}: split and forward together; a split already moves one piece all 7 steps`),
      );
    exit.push(e.exit === true);
    fwd.push([...(e.forward ?? [])]);
    bwd.push([...(e.backward ?? [])]);
    split.push(e.split === 7);
    swap.push(e.swap === true);
    any.push(e.any === true);
  }
  if (diags.length > 0) return { ok: false, error: diags };
  const declare: number[] = [];
  for (let r = 1; r <= 13; r++) if (!any[r]) declare.push(r);
  const backSteps = [...new Set(bwd.flat())].sort((a, b) => a - b);
  return { ok: true, value: { exit, fwd, bwd, split, swap, any, declare, backSteps } };
}
