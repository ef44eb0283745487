// Shared generators and checkers of the robustness fuzzing, used by the vitest properties in
// tests/robustness/*.test.ts (small counts) and by `npm run fuzz` (scripts/fuzz.ts, the long campaign).
// Every checker returns a list of problems (empty = the property holds) instead of asserting, so that the
// campaign can count inputs and crashes per category.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import {
  applyAction,
  applyInput,
  compileRuleset,
  hashSnapshot,
  listLegalActions,
  openReplayPrefix,
  parseRulesetText,
  randomBot,
  recordReplay,
  replayIntegrity,
  replayGameHash,
  resolveRuleset,
  runKindTrial,
  runTrial,
  seatsToAct,
  startGame,
  validateRulesetText,
  verifyReplay,
  viewFor,
  KINDS,
  MAX_TRIAL_ACTIONS,
  type Action,
  type CompiledGame,
  type Diagnostic,
  type GameEvent,
  type Json,
  type Outcome,
  type Replay,
  type RulesetSource,
  type Snapshot,
} from '../../src/engine';
import { listRulesetFiles, PROJECT_ROOT, type LoadResult } from '../../src/host/rulesets';
import { runScenarioFile, type ScenarioFileResult } from '../../src/host/scenarios';
import { cardChar, deckCounts } from '../../src/engine/kinds/dog/cards';
import type { DogRules } from '../../src/engine/kinds/dog/rules';
import type { DogState } from '../../src/engine/kinds/dog/state';
import type { GassiState } from '../../src/engine/kinds/gassi/state';
import type { GamshState } from '../../src/engine/kinds/gamsh/state';

/** A small seeded PRNG (mulberry32) for mutations: same seed ⇒ same input, so every failure is reproducible. */
export class Rand {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Bundled rulesets

/** One bundled ruleset file: its workspace path, text and parsed source. */
export interface Bundled {
  readonly file: string;
  readonly text: string;
  readonly source: RulesetSource;
}

let bundledCache: Bundled[] | null = null;

/** Every ruleset under `rulesets/`, parsed. */
export function bundledRulesets(): Bundled[] {
  if (bundledCache) return bundledCache;
  bundledCache = listRulesetFiles(`${PROJECT_ROOT}/rulesets`).map((abs) => {
    const file = relative(PROJECT_ROOT, abs);
    const text = readFileSync(abs, 'utf8');
    const parsed = parseRulesetText(text, file);
    if (!parsed.source) throw new Error(`bundled ruleset ${file} does not parse`);
    return { file, text, source: parsed.source };
  });
  return bundledCache;
}

/** `extends` lookup over the bundled rulesets. */
export function bundledLookup(id: string): RulesetSource | undefined {
  return bundledRulesets().find((b) => b.source.data.id === id)?.source;
}

/** The compiled game of a bundled ruleset. */
export function bundledGame(b: Bundled): CompiledGame {
  const r = resolveRuleset(b.source, bundledLookup);
  if (!r.ok) throw new Error(`${b.file}: ${r.error[0]!.message}`);
  const g = compileRuleset(r.value, {}, b.source);
  if (!g.ok) throw new Error(`${b.file}: ${g.error[0]!.message}`);
  return g.value;
}

// ---------------------------------------------------------------------------------------------------------
// Ruleset mutations

const HUGE: readonly Json[] = [1e308, -1e308, 2 ** 53 + 1, -1, -(2 ** 31), 0, 0.5, 1e9, 999_999_999, -0.000001];

/** A random JSON value: wrong types, huge and negative numbers, long strings, deep nesting. */
export function randomValue(r: Rand): Json {
  switch (r.int(8)) {
    case 0:
      return r.pick(HUGE);
    case 1:
      return 'x'.repeat(r.pick([0, 1, 100, 10_000, 200_000]));
    case 2:
      return r.pick([true, false, null]);
    case 3: {
      let v: Json = 1;
      for (let i = 0, n = r.pick([5, 31, 33, 60]); i < n; i++) v = r.next() < 0.5 ? [v] : { a: v };
      return v;
    }
    case 4:
      return Array.from({ length: r.pick([0, 3, 1000]) }, (_, i) => i);
    case 5:
      return Object.fromEntries(Array.from({ length: r.pick([1, 5, 500]) }, (_, i) => [`k${i}`, i]));
    default:
      return fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: r.int(2 ** 31), numRuns: 1 })[0] as Json;
  }
}

type Obj = { [k: string]: Json };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every path to a value inside `v` (maps and lists), at most `limit`, breadth first. */
function paths(v: Json, limit = 3000): (string | number)[][] {
  const out: (string | number)[][] = [];
  const queue: [Json, (string | number)[]][] = [[v, []]];
  while (queue.length && out.length < limit) {
    const [cur, p] = queue.shift()!;
    if (p.length) out.push(p);
    if (Array.isArray(cur)) cur.forEach((c, i) => queue.push([c, [...p, i]]));
    else if (isObj(cur)) for (const [k, c] of Object.entries(cur)) queue.push([c, [...p, k]]);
  }
  return out;
}

function setAt(root: Json, path: readonly (string | number)[], value: Json | undefined): void {
  let cur = root as Obj | Json[];
  for (const seg of path.slice(0, -1)) {
    cur = (cur as Record<string, Json>)[seg as string] as Obj | Json[];
    if (typeof cur !== 'object' || cur === null) return; // an earlier mutation removed this path
  }
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(cur)) cur.splice(last as number, 1);
    else delete (cur as Obj)[last as string];
  } else (cur as Record<string, Json>)[last as string] = value;
}

const KIND_IDS = [...Object.keys(KINDS), 'chess', '', 'DOG', 'dog ', 'gassi\u0000'];

/** Names of the mutation operators (for per-operator counts in the campaign). */
export const RULESET_MUTATIONS = [
  'wrong-type',
  'delete-key',
  'unknown-key',
  'option-out-of-range',
  'wrong-kind',
  'extends',
  'truncate',
  'text-edit',
  'duplicate-line',
  'alias-bomb',
  'deep-nesting',
  'long-string',
  'invalid-utf8',
  'as-json',
  'many-keys',
  'many-aliases',
] as const;
export type RulesetMutation = (typeof RULESET_MUTATIONS)[number];

/** One mutated ruleset text from a bundled one. */
export function mutateRuleset(
  base: Bundled,
  r: Rand,
  op: RulesetMutation = r.pick(RULESET_MUTATIONS),
): { text: string; op: RulesetMutation } {
  const data = parseYaml(base.text) as Obj;
  const yaml = (d: Json) => stringifyYaml(d, { aliasDuplicateObjects: false, lineWidth: 0 });
  const kind = KINDS[String(data.kind)];
  switch (op) {
    case 'wrong-type': {
      for (let i = 0, n = 1 + r.int(3); i < n; i++) {
        const ps = paths(data);
        setAt(data, r.pick(ps), randomValue(r));
      }
      return { text: yaml(data), op };
    }
    case 'delete-key': {
      const ps = paths(data).filter((p) => p.length <= 3);
      for (let i = 0, n = 1 + r.int(3); i < n; i++) setAt(data, r.pick(ps), undefined);
      return { text: yaml(data), op };
    }
    case 'unknown-key': {
      const maps = [
        [] as (string | number)[],
        ...paths(data).filter((p) => isObj(p.reduce<Json>((v, s) => (v as Record<string, Json>)[s as string]!, data))),
      ];
      const at = r.pick(maps);
      const target = at.reduce<Json>((v, s) => (v as Record<string, Json>)[s as string]!, data) as Obj;
      target[
        r.pick(['bogus', 'decks2', 'Options', 'constructor', 'toString', 'hasOwnProperty', 'x'.repeat(300), '', '0'])
      ] = randomValue(r);
      return { text: yaml(data), op };
    }
    case 'option-out-of-range': {
      const names = kind ? Object.keys(kind.options) : ['decks'];
      const opts = (isObj(data.options) ? data.options : (data.options = {})) as Obj;
      for (let i = 0, n = 1 + r.int(4); i < n; i++)
        opts[r.pick(names)] = r.pick([...HUGE, 'x', [], {}, null, true, -1, 100, 1000, 65]);
      return { text: yaml(data), op };
    }
    case 'wrong-kind':
      data.kind = r.pick(KIND_IDS);
      return { text: yaml(data), op };
    case 'extends': {
      const ids = bundledRulesets().map((b) => b.source.data.id);
      data.extends = r.pick([String(data.id), 'dog/missing', 'Not An Id', ...ids]);
      if (r.next() < 0.3) data.id = r.pick(ids);
      return { text: yaml(data), op };
    }
    case 'truncate':
      return { text: base.text.slice(0, r.int(base.text.length)), op };
    case 'text-edit': {
      let t = base.text;
      for (let i = 0, n = 1 + r.int(5); i < n; i++) {
        const at = r.int(t.length);
        const junk = r.pick([
          ':',
          '-',
          '[',
          '{',
          '&a',
          '*a',
          '"',
          "'",
          '\t',
          '\n  ',
          '!!binary',
          '#',
          '%YAML 1.1\n',
          '---\n',
          '? ',
          '|',
          '>',
          '\u0000',
          '\uFFFF',
          '\uD800',
        ]);
        t = r.next() < 0.5 ? t.slice(0, at) + junk + t.slice(at) : t.slice(0, at) + t.slice(at + 1 + r.int(20));
      }
      return { text: t, op };
    }
    case 'duplicate-line': {
      const lines = base.text.split('\n');
      const i = r.int(lines.length);
      lines.splice(i, 0, lines[i]!);
      return { text: lines.join('\n'), op };
    }
    case 'alias-bomb': {
      const levels = 6 + r.int(6);
      const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
      for (let l = 1; l < levels; l++)
        lines.push(`a${l}: &a${l} [${Array.from({ length: 10 }, () => `*a${l - 1}`).join(', ')}]`);
      return { text: `${base.text}\npresentation:\n${lines.map((x) => `  ${x}`).join('\n')}\n`, op };
    }
    case 'deep-nesting': {
      const n = r.pick([33, 100, 5000, 100_000]);
      const flow = r.next() < 0.5 ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{a: '.repeat(n)}1${'}'.repeat(n)}`;
      return { text: `${base.text}\npresentation:\n  deep: ${flow}\n`, op };
    }
    case 'long-string':
      data[r.pick(['name', 'description', 'source', 'version', 'id'])] = 'ä'.repeat(
        r.pick([201, 5001, 500_000, 2_000_000]),
      );
      return { text: yaml(data), op };
    case 'invalid-utf8': {
      const bytes = Buffer.from(base.text, 'utf8');
      for (let i = 0, n = 1 + r.int(8); i < n; i++) bytes[r.int(bytes.length)] = r.pick([0xff, 0xfe, 0xc0, 0x80, 0xed]);
      return { text: new TextDecoder('utf-8', { fatal: false }).decode(bytes), op };
    }
    case 'as-json': {
      if (r.next() < 0.5) setAt(data, r.pick(paths(data)), randomValue(r));
      const json = JSON.stringify(data);
      return { text: r.next() < 0.3 ? json.slice(0, r.int(json.length)) : json, op };
    }
    case 'many-keys': {
      const n = r.pick([1000, 20_000]);
      return {
        text: `${base.text}\noptions2:\n${Array.from({ length: n }, (_, i) => `  k${i}: ${i}`).join('\n')}\n`,
        op,
      };
    }
    case 'many-aliases': {
      const n = r.pick([199, 201, 10_000]);
      return {
        text: `${base.text}\npresentation:\n  a: &x 1\n${Array.from({ length: n }, (_, i) => `  k${i}: *x`).join('\n')}\n`,
        op,
      };
    }
  }
}

/** Longest time one ruleset validation may take before the campaign calls it slow (loaded 2-core machine). */
export const SLOW_VALIDATION_MS = 5000;

/** Outcome of feeding one ruleset text to validation and loading. */
export interface RulesetCheck {
  readonly problems: string[];
  readonly valid: boolean;
  readonly ms: number;
  /** CPU time of the validation (user + system, `process.cpuUsage`), ms: what the time limit judges, not wall time. */
  readonly cpuMs: number;
}

/** CPU time (user + system) of this process so far, in ms (`process.cpuUsage`): time limits judge this, so a loaded machine does not fail the campaign. */
export function cpuNowMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Why a user-facing message is unclear, or null: it leaks an internal error (a stack trace, "Maximum call stack",
 * TypeError/RangeError text, "Cannot read properties", "[object Object]", "Internal error") instead of saying what
 * is wrong with the input. The fuzz campaign counts these as failures.
 */
export function unclearMessage(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'empty or missing message';
  const m =
    /Maximum call stack|\b(TypeError|ReferenceError|RangeError)\b|Cannot read propert|is not a function|\n\s+at \S|Internal error|\[object Object\]/.exec(
      message,
    );
  return m ? `unclear message (${m[0].trim()}): ${message.slice(0, 160)}` : null;
}

/**
 * Validates and loads `text`: never throws; every diagnostic has a code, a message and `file:line:col`; a text
 * with errors never compiles to a game; a valid one starts a game and survives a short random playout.
 */
export function checkRulesetText(
  text: string,
  file: string,
  lookup: (id: string) => RulesetSource | undefined = bundledLookup,
  playout = 60,
): RulesetCheck {
  const problems: string[] = [];
  const t0 = performance.now();
  const c0 = cpuNowMs();
  let diagnostics: Diagnostic[];
  try {
    diagnostics = validateRulesetText(text, file, lookup);
  } catch (e) {
    return {
      problems: [`validateRulesetText threw: ${String(e)}`],
      valid: false,
      ms: performance.now() - t0,
      cpuMs: cpuNowMs() - c0,
    };
  }
  const ms = performance.now() - t0;
  const cpuMs = cpuNowMs() - c0;
  for (const d of diagnostics) {
    const unclear = unclearMessage(d.message);
    if (unclear) problems.push(unclear);
    if (!d.code || !d.message || (d.severity !== 'error' && d.severity !== 'warning'))
      problems.push(`diagnostic without code/message/severity: ${JSON.stringify(d).slice(0, 200)}`);
    if (
      typeof d.file !== 'string' ||
      !d.file ||
      !Number.isInteger(d.line) ||
      d.line! < 1 ||
      !Number.isInteger(d.column) ||
      d.column! < 1
    )
      problems.push(`diagnostic without file:line:col: ${JSON.stringify(d).slice(0, 200)}`);
  }
  const errors = diagnostics.filter((d) => d.severity === 'error');
  // Loading = parse → resolve → compile, as the host does.
  let game: CompiledGame | null = null;
  try {
    const parsed = parseRulesetText(text, file);
    if (parsed.source) {
      const resolved = resolveRuleset(parsed.source, lookup);
      if (resolved.ok) {
        const compiled = compileRuleset(resolved.value, {}, parsed.source);
        if (compiled.ok) game = compiled.value;
      }
    }
  } catch (e) {
    problems.push(`loading threw: ${String(e)}`);
  }
  if (errors.length && game) problems.push(`ruleset with errors compiled to a game: ${errors[0]!.message}`);
  if (!errors.length && !game && !problems.length) problems.push('ruleset without errors did not compile');
  if (game) {
    try {
      let snap = startGame(game, `fuzz-${text.length}`);
      const r = new Rand(text.length);
      for (let i = 0; i < playout && !snap.outcome; i++) {
        const seats = seatsToAct(game, snap);
        if (!seats.length) break;
        const seat = r.pick(seats);
        const legal = listLegalActions(game, snap, seat);
        if (!legal.length) {
          if (game.kind.realtime) break;
          problems.push(`seat ${seat} must act but has no legal action`);
          break;
        }
        const step = applyAction(game, snap, r.pick(legal));
        if (!step.ok) {
          problems.push(`a listed action was refused: ${step.error.message}`);
          break;
        }
        snap = step.value.snapshot;
      }
    } catch (e) {
      problems.push(`playing a valid mutated ruleset threw: ${String(e)}`);
    }
  }
  return { problems, valid: game !== null, ms, cpuMs };
}

// ---------------------------------------------------------------------------------------------------------
// Random games: invariants, replays, views

/** Places of the cards a kind conserves, as lists the state already holds (nothing is copied). */
function cardPlaces(kind: string, state: unknown): readonly (readonly (string | number)[])[] {
  switch (kind) {
    case 'dog': {
      const s = state as DogState;
      return [s.stock, ...s.hands, s.gives]; // gives: only entries > 0 are cards (see CardLedger.count)
    }
    case 'gassi': {
      const s = state as GassiState;
      return [...s.hands, ...s.dogs.map((d) => d.pile), s.drawPile, s.discard, s.box];
    }
    case 'gamsh': {
      const s = state as GamshState;
      return [...s.hands, s.middle, s.draw, s.discard];
    }
    default:
      return [];
  }
}

/** Readable name of place `i` of `cardPlaces` (only needed for a problem message). */
function placeName(kind: string, state: unknown, i: number): string {
  const hands = (state as { hands: readonly unknown[] }).hands.length;
  if (kind === 'dog') return i === 0 ? 'the stock' : i <= hands ? `hand ${i - 1}` : 'the exchange';
  if (i < hands) return `hand ${i}`;
  if (kind === 'gamsh') return ['the middle', 'the draw pile', 'the discard pile'][i - hands]!;
  const dogs = (state as GassiState).dogs;
  if (i < hands + dogs.length) return `dog ${dogs[i - hands]!.id}`;
  return ['the draw pile', 'the discard pile', 'the box'][i - hands - dogs.length]!;
}

/**
 * Exact card conservation, cheap enough for every step of every game: the cards of a state are counted per
 * card identity into a reused count array (no copies, no sorting, no strings) and compared with the expected
 * counts. Gassi (hands, dog piles, draw and discard pile, box) and Gämsh (hands, middle, draw and discard
 * pile): the multiset of cards equals the start state's, card by card. Dog: the discard pile is only a number
 * (its contents are implied, DOG-016), so the known cards (stock, hands, hidden exchange cards) must never
 * hold more copies of a rank than the deck has, and known cards + pile must stay the deck size.
 */
export class CardLedger {
  private readonly slots = new Map<string | number, number>();
  private readonly names: (string | number)[] = [];
  private readonly expected: number[] = [];
  private readonly total: number;
  private counts: Int32Array;

  private constructor(
    private readonly kind: string,
    game: CompiledGame,
    start: unknown,
  ) {
    if (kind === 'dog') {
      const rules = game.rules as DogRules;
      deckCounts(rules.decks, rules.jokersPerDeck).forEach((n, rank) => {
        this.slots.set(rank, rank);
        this.names.push(cardChar(rank));
        this.expected.push(n);
      });
      this.total = rules.deckSize;
    } else {
      for (const place of cardPlaces(kind, start)) {
        for (const card of place) {
          let k = this.slots.get(card);
          if (k === undefined) {
            this.slots.set(card, (k = this.names.length));
            this.names.push(card);
            this.expected.push(0);
          }
          this.expected[k]!++;
        }
      }
      this.total = this.expected.reduce((a, b) => a + b, 0);
    }
    this.counts = new Int32Array(this.expected.length);
  }

  /** The ledger of a game started with `start` (its expected counts); null for a kind without cards to conserve. */
  static of(game: CompiledGame, start: unknown): CardLedger | null {
    const kind = game.kind.id;
    return kind === 'dog' || kind === 'gassi' || kind === 'gamsh' ? new CardLedger(kind, game, start) : null;
  }

  /** Null if `state` conserves the cards, else what is wrong (the first lost, duplicated or unknown card). */
  check(state: unknown): string | null {
    const counts = this.counts.fill(0);
    const places = cardPlaces(this.kind, state);
    const dog = this.kind === 'dog';
    const gives = dog ? places.length - 1 : -1;
    let n = 0;
    for (let p = 0; p < places.length; p++) {
      for (const card of places[p]!) {
        if (p === gives && (card as number) <= 0) continue; // -2 nothing to give, -1 still to give
        const k = this.slots.get(card);
        if (k === undefined || (dog && k === 0))
          return `unknown card ${JSON.stringify(card)} in ${placeName(this.kind, state, p)}`;
        counts[k]!++;
        n++;
      }
    }
    if (dog) {
      const pile = (state as DogState).pile;
      if (n + pile !== this.total)
        return `${n} cards in stock, hands and exchange + ${pile} on the pile ≠ the deck's ${this.total}`;
      for (let k = 1; k < counts.length; k++) {
        if (counts[k]! > this.expected[k]!)
          return `${counts[k]} cards ${this.names[k]} in stock, hands and exchange; the deck has ${this.expected[k]}`;
      }
      return null;
    }
    for (let k = 0; k < counts.length; k++) {
      if (counts[k] !== this.expected[k])
        return `card ${JSON.stringify(this.names[k])}: ${this.expected[k]} at the start, ${counts[k]} now (${n} cards in all, ${this.total} at the start)`;
    }
    return n === this.total ? null : `${n} cards, ${this.total} at the start`;
  }
}

/** Other invariants of one state (values in range). */
export function stateProblems(game: CompiledGame, state: unknown): string[] {
  const out: string[] = [];
  switch (game.kind.id) {
    case 'dog': {
      const s = state as DogState;
      const N = (game.rules as DogRules).N;
      if (s.pos.length !== 4 * s.hands.length) out.push(`${s.pos.length} pieces for ${s.hands.length} seats`);
      for (let i = 0; i < s.pos.length; i++) {
        const loc = s.pos[i]!;
        if (!Number.isInteger(loc) || loc < -1 || loc >= N + 4) out.push(`piece ${i} at impossible location ${loc}`);
        else if (loc >= 0 && loc < N && s.pos.indexOf(loc) !== i) out.push(`two pieces on track field ${loc}`);
        else if (loc >= N && i % 4 !== 0 && s.pos[i - 1] === loc)
          out.push(`two pieces of seat ${(i / 4) | 0} in finish slot ${loc - N}`);
      }
      if (!Number.isInteger(s.pile) || s.pile < 0) out.push(`pile ${s.pile}`);
      break;
    }
    case 'gassi': {
      const s = state as GassiState;
      if (s.bones.some((b) => !Number.isInteger(b) || b < 0)) out.push(`bones ${s.bones.join(',')}`);
      if (s.supply !== null && s.supply < 0) out.push(`supply ${s.supply}`);
      break;
    }
    case 'gamsh': {
      const s = state as GamshState;
      if (s.scores.some((x) => !Number.isInteger(x) || x < 0)) out.push(`scores ${s.scores.join(',')}`);
      break;
    }
  }
  return out;
}

/**
 * The same state with every card hidden from `seat` permuted among the places hidden from it (other hands,
 * stock/draw pile, hidden exchange cards, covered discards), consistently: the card multiset and every pile size
 * stay the same. Null when the kind has nothing hidden from this seat now.
 */
export function permuteHidden(game: CompiledGame, state: unknown, seat: number, r: Rand): unknown {
  switch (game.kind.id) {
    case 'dog': {
      const s = state as DogState;
      const others = s.hands.map((_, i) => i).filter((i) => i !== seat);
      const pool = [
        ...others.flatMap((i) => s.hands[i]!),
        ...s.stock,
        ...s.gives.filter((g, i) => i !== seat && g > 0),
      ];
      r.shuffle(pool);
      let k = 0;
      const hands = s.hands.map((h, i) => (i === seat ? h.slice() : h.map(() => pool[k++]!).sort((a, b) => a - b)));
      const stock = s.stock.map(() => pool[k++]!);
      const gives = s.gives.map((g, i) => (i !== seat && g > 0 ? pool[k++]! : g));
      return { ...s, hands, stock, gives };
    }
    case 'gassi': {
      const s = state as GassiState;
      if (s.initial !== null) return null; // initial-card counts would have to follow the cards
      const pool = [...s.hands.flatMap((h, i) => (i === seat ? [] : h)), ...s.drawPile];
      r.shuffle(pool);
      let k = 0;
      const hands = s.hands.map((h, i) => (i === seat ? h.slice() : h.map(() => pool[k++]!).sort((a, b) => a - b)));
      const drawPile = s.drawPile.map(() => pool[k++]!);
      return { ...s, hands, drawPile };
    }
    case 'gamsh': {
      const s = state as GamshState;
      const covered = s.discard.slice(0, -1);
      const pool = [...s.hands.flatMap((h, i) => (i === seat ? [] : h)), ...s.draw, ...covered];
      r.shuffle(pool);
      let k = 0;
      const hands = s.hands.map((h, i) => (i === seat ? h.slice() : h.map(() => pool[k++]!)));
      const draw = s.draw.map(() => pool[k++]!);
      const discard = [...covered.map(() => pool[k++]!), ...s.discard.slice(-1)];
      return { ...s, hands, draw, discard };
    }
    default:
      return null;
  }
}

/** Options of `checkRandomGame`. */
export interface GameCheckOptions {
  /**
   * View-leak comparisons (every active seat) at every `viewEvery`-th step, counted from an offset in
   * `0…viewEvery-1` drawn per game from its seed (so that across games every step position is covered), and
   * always at the start and at the last step. Default 7.
   */
  readonly viewEvery?: number;
  /**
   * Also record the game with the engine's `recordReplay` and verify it with `verifyReplay` (SHA-256 of every
   * snapshot, twice: about ten times the cost of all other checks together). Default true. The independent
   * re-execution with a full snapshot comparison at every step runs either way.
   */
  readonly engineReplay?: boolean;
  /**
   * Extra per-step checks of the caller (a kind's own invariants, rule-specific facts): called for every action of
   * the game with the snapshot before, the action, its events and the snapshot after; the strings returned are
   * problems, reported as `step N: …`.
   */
  readonly observe?: (step: ObservedStep) => readonly string[];
}

/** One applied action of a checked game, as `GameCheckOptions.observe` sees it. */
export interface ObservedStep {
  readonly before: Snapshot;
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly after: Snapshot;
}

/** Figures of one random game for the campaign. */
export interface GameCheck {
  readonly problems: string[];
  /** Actions of the game (= steps checked after the start). */
  readonly steps: number;
  readonly viewChecks: number;
  /** Snapshots compared between the game and its independent re-execution (the start included). */
  readonly replayedSteps: number;
  /** The replay recorded and verified by the engine (`engineReplay`), else null. */
  readonly replay: Replay | null;
  /** The game's outcome (null: it did not end within the trial's limits, or the check stopped early). */
  readonly outcome: Outcome | null;
}

/** Most problems collected per game: the first one is what matters, the rest only costs time. */
const MAX_GAME_PROBLEMS = 5;
const STOP = new Error('enough problems');

/**
 * Plays one random game (random bots; the kind's default agents for real-time kinds, exactly as `runKindTrial`)
 * and checks, per game:
 * - at every step (the start included): exact card conservation (`CardLedger`) and the state invariants
 *   (`stateProblems`) — for turn-based kinds on the game's own snapshots (a `runTrial` observer), for real-time
 *   kinds on a replay of the game's inputs through `applyInput` (its snapshots are internal to the simulator);
 * - views leak nothing: for every active seat, its view is unchanged when the cards hidden from it are permuted
 *   (`permuteHidden`) — at the start, the last step and every `viewEvery`-th step (see `GameCheckOptions`);
 * - replay: an independent re-execution from `startGame(seed)` through `applyInput` (legality checked, as
 *   `verifyReplay` does) reproduces every snapshot exactly (the whole snapshot — state, rng, step, outcome —
 *   compared at every step with `jsonEqual`, the equality `verifyReplay`'s hashes stand for), the same refused
 *   real-time inputs with the same codes, and the game's outcome;
 * - with `engineReplay` (default): `recordReplay` records the game and `verifyReplay` verifies it.
 * Deterministic per seed.
 */
export function checkRandomGame(game: CompiledGame, seed: string, options: GameCheckOptions = {}): GameCheck {
  const viewEvery = Math.max(1, Math.floor(options.viewEvery ?? 7));
  const problems: string[] = [];
  const r = new Rand(hashToInt(seed));
  const viewOffset = r.int(viewEvery);
  const realtime = game.kind.realtime === true && game.kind.defaultAgent !== undefined;
  const seats = game.layout.seatCount;
  let viewChecks = 0;
  let ledger: CardLedger | null = null;
  /** The snapshot after each action (index 0: the start), for the re-execution. */
  const snaps: Snapshot[] = [];
  /** Real-time kinds: the code each input was refused with (null: accepted), for the re-execution. */
  const refused: (string | null)[] = [];
  let lastViewed = -1;

  const views = (snap: Snapshot, at: number) => {
    lastViewed = at;
    for (const seat of game.layout.active) {
      const other = permuteHidden(game, snap.state, seat, r);
      if (other === null) continue;
      viewChecks++;
      const a = viewFor(game, snap, seat);
      const b = viewFor(game, { ...snap, state: other }, seat);
      if (!jsonEqual(a, b, true))
        problems.push(
          `step ${at}: the view of seat ${seat} changes when cards hidden from it are permuted: ${jsonDifference(a, b, true)}`,
        );
    }
  };
  /** All per-step checks of the snapshot after `at` actions; throws STOP once there are enough problems. */
  const visit = (snap: Snapshot, at: number) => {
    try {
      snaps.push(snap);
      if (at === 0) ledger = CardLedger.of(game, snap.state);
      const lost = ledger?.check(snap.state);
      if (lost) problems.push(`step ${at}: cards not conserved: ${lost}`);
      for (const p of stateProblems(game, snap.state)) problems.push(`step ${at}: ${p}`);
      if (at === 0 || snap.outcome || at % viewEvery === viewOffset) views(snap, at);
    } catch (e) {
      problems.push(`checking step ${at} threw: ${String(e)}`);
      throw STOP;
    }
    if (problems.length >= MAX_GAME_PROBLEMS) throw STOP;
  };
  /** The caller's checks of one applied action (`options.observe`). */
  const observe = (step: ObservedStep) => {
    if (!options.observe) return;
    for (const p of options.observe(step)) problems.push(`step ${step.after.step}: ${p}`);
    if (problems.length >= MAX_GAME_PROBLEMS) throw STOP;
  };

  // 1. The game, checked step by step.
  let actions: readonly Action[];
  let outcome: Outcome | null = null;
  try {
    if (realtime) {
      const trial = runKindTrial(
        game,
        Array.from({ length: seats }, () => randomBot),
        seed,
      );
      actions = trial.actions;
      outcome = trial.outcome;
    } else {
      // runKindTrial for a turn-based kind is exactly runTrial(game, bots, seed): same actions, plus the observer.
      const trial = runTrial(
        game,
        Array.from({ length: seats }, () => randomBot),
        seed,
        MAX_TRIAL_ACTIONS,
        (step) => {
          if (snaps.length === 0) visit(step.before, 0);
          visit(step.after, snaps.length);
          observe(step);
        },
      );
      actions = trial.actions;
      outcome = trial.outcome;
      if (snaps.length === 0) visit(startGame(game, seed), 0); // a game over before its first action
    }
  } catch (e) {
    if (e !== STOP) problems.push(`trial threw: ${String(e)}`);
    return { problems, steps: Math.max(0, snaps.length - 1), viewChecks, replayedSteps: 0, replay: null, outcome };
  }
  try {
    if (realtime) {
      // The simulator's snapshots are internal: walk its inputs as a replay records them (recordReplay's rule:
      // only a timed real-time input may be refused, and not as malformed).
      let snap: Snapshot = startGame(game, seed);
      visit(snap, 0);
      for (let i = 0; i < actions.length; i++) {
        const a = actions[i]!;
        const step = applyInput(game, snap, a);
        if (step.rejected && (a.time === undefined || step.rejected.code === 'action/malformed')) {
          problems.push(
            `step ${i + 1}: the game's input ${JSON.stringify(a)} is refused, so it cannot be recorded: ${step.rejected.message}`,
          );
          break;
        }
        refused.push(step.rejected ? step.rejected.code : null);
        const before = snap;
        snap = step.snapshot;
        visit(snap, i + 1);
        observe({ before, action: a, events: step.events, after: snap });
      }
    }
    if (snaps.length && lastViewed !== snaps.length - 1) views(snaps[snaps.length - 1]!, snaps.length - 1);
  } catch (e) {
    if (e !== STOP) problems.push(`checking the game threw: ${String(e)}`);
  }
  if (problems.length) return { problems, steps: actions.length, viewChecks, replayedSteps: 0, replay: null, outcome };

  // 2. Independent re-execution: what verifyReplay does, comparing the whole snapshot (canonical-JSON
  //    equality, `jsonEqual`) instead of a 64-bit hash of it.
  let replayedSteps = 0;
  try {
    let snap: Snapshot = startGame(game, seed);
    const same = (at: number) => {
      replayedSteps++;
      if (jsonEqual(snap, snaps[at])) return true;
      problems.push(
        `step ${at}: the re-executed game differs from the played one at ${jsonDifference(snaps[at], snap)}`,
      );
      return false;
    };
    let ok = same(0);
    for (let i = 0; ok && i < actions.length; i++) {
      const a = actions[i]!;
      const step = applyInput(game, snap, a);
      const code = step.rejected ? step.rejected.code : null;
      if (code !== (realtime ? refused[i] : null)) {
        problems.push(
          `step ${i + 1}: seat ${a.seat} "${a.notation}" is ${code ? `refused (${code}: ${step.rejected!.message})` : 'accepted'} when re-executed, ${refused[i] ? `refused (${refused[i]})` : 'accepted'} in the game`,
        );
        break;
      }
      snap = step.snapshot;
      ok = same(i + 1);
    }
    if (ok && JSON.stringify(snap.outcome) !== JSON.stringify(outcome))
      problems.push(
        `the re-executed outcome ${JSON.stringify(snap.outcome)} differs from the game's ${JSON.stringify(outcome)}`,
      );
  } catch (e) {
    problems.push(`re-executing the game threw: ${String(e)}`);
  }

  // 3. The engine's own replay record and verification.
  let replay: Replay | null = null;
  if (options.engineReplay ?? true) {
    try {
      const rec = recordReplay(
        game,
        Array.from({ length: seats }, () => ({ occupant: 'bot' as const, bot: 'random' })),
        seed,
        actions,
      );
      if (!rec.ok) problems.push(`recording failed: ${rec.error.message}`);
      else {
        replay = rec.value;
        const v = verifyReplay(replay, game);
        if (!v.ok) problems.push(`replay does not verify: ${v.error.message}`);
      }
    } catch (e) {
      problems.push(`recording/verifying threw: ${String(e)}`);
    }
  }
  return { problems, steps: actions.length, viewChecks, replayedSteps, replay, outcome };
}

/** JSON-like scalar as JSON text has it: `undefined` and non-finite numbers are `null` there. */
function scalar(v: unknown): unknown {
  return v === undefined || (typeof v === 'number' && !Number.isFinite(v)) ? null : v;
}

/**
 * True when two JSON values have the same JSON text, compared in place (no strings built): `undefined` members
 * are dropped and non-finite numbers are `null`, as `JSON.stringify` does. With `ordered` false, object keys may
 * come in any order — the equality of the engine's `canonicalJson`, over which snapshot hashes (replays) are
 * taken; with `ordered` true, key order counts too, as in a comparison of `JSON.stringify` texts.
 */
export function jsonEqual(a: unknown, b: unknown, ordered = false): boolean {
  if (a === b) return true;
  a = scalar(a);
  b = scalar(b);
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i], ordered)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  if (ordered) {
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    let i = 0;
    let j = 0;
    for (;;) {
      while (i < kx.length && x[kx[i]!] === undefined) i++;
      while (j < ky.length && y[ky[j]!] === undefined) j++;
      if (i === kx.length || j === ky.length) return i === kx.length && j === ky.length;
      if (kx[i] !== ky[j] || !jsonEqual(x[kx[i]!], y[ky[j]!], true)) return false;
      i++;
      j++;
    }
  }
  let n = 0;
  for (const k in x) {
    const v = x[k];
    if (v === undefined) continue;
    n++;
    if (y[k] === undefined || !jsonEqual(v, y[k], false)) return false;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

/** Where two JSON values first differ (for a problem message; `jsonEqual` says whether they do). */
export function jsonDifference(a: unknown, b: unknown, ordered = false, path = ''): string {
  const show = (v: unknown) => (v === undefined ? 'nothing' : (JSON.stringify(v) ?? String(v)).slice(0, 120));
  const x = scalar(a);
  const y = scalar(b);
  if (
    typeof x === 'object' &&
    typeof y === 'object' &&
    x !== null &&
    y !== null &&
    Array.isArray(x) === Array.isArray(y)
  ) {
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length)
        return `${path || '(top)'}: ${x.length} ≠ ${y.length} entries: ${show(x)} ≠ ${show(y)}`;
      for (let i = 0; i < x.length; i++)
        if (!jsonEqual(x[i], y[i], ordered)) return jsonDifference(x[i], y[i], ordered, `${path}[${i}]`);
    } else {
      const o = x as Record<string, unknown>;
      const p = y as Record<string, unknown>;
      for (const k of new Set([...Object.keys(o), ...Object.keys(p)]))
        if (!jsonEqual(o[k], p[k], ordered) || (o[k] === undefined) !== (p[k] === undefined))
          return jsonDifference(o[k], p[k], ordered, `${path}.${k}`);
      return `${path || '(top)'}: key order ${show(Object.keys(o))} ≠ ${show(Object.keys(p))}`;
    }
  }
  return `${path || '(top)'}: ${show(a)} ≠ ${show(b)}`;
}

/** A stable 32-bit number from a string (FNV-1a). */
export function hashToInt(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------------------
// Replay mutations

export const REPLAY_MUTATIONS = [
  'truncate-steps',
  'reorder',
  'duplicate',
  'corrupt-action',
  'corrupt-hash',
  'corrupt-seat',
  'drop-step',
  'wrong-ruleset',
  'ruleset-hash',
  'app-version',
  'seed',
  'random-value',
  'truncate-text',
  'deep-json',
] as const;
export type ReplayMutation = (typeof REPLAY_MUTATIONS)[number];

/**
 * A mutated copy of a replay document (or its text), and the 1-based step at which it must be reported bad at the
 * latest (`expectBadBy`; 0 = the header; null = no expectation) — a mutation may break an earlier step too only
 * if the file was changed before it, which these operators never do.
 */
export function mutateReplay(
  replay: Replay,
  r: Rand,
  op: ReplayMutation = r.pick(REPLAY_MUTATIONS),
): { doc: unknown; text?: string; op: ReplayMutation; expectBadBy: number | null; expectFirstBad?: number } {
  const doc = JSON.parse(JSON.stringify(replay)) as { [k: string]: Json } & { steps: { [k: string]: Json }[] };
  const n = doc.steps.length;
  const i = n ? r.int(n) : 0;
  switch (op) {
    case 'truncate-steps':
      doc.steps = doc.steps.slice(0, i);
      return { doc, op, expectBadBy: null, expectFirstBad: undefined };
    case 'reorder':
      if (n >= 2) {
        const j = Math.min(n - 1, i + 1 + r.int(Math.min(5, n - 1 - i) || 1));
        [doc.steps[i], doc.steps[j]] = [doc.steps[j]!, doc.steps[i]!];
        // A rejected real-time input (DIG-004) changes nothing but the clock's timers: moved later, the steps
        // before it may still match (their recorded positions are the same), so the swap shows by step j + 1.
        const neutral = replay.steps[i]!.rejected !== undefined;
        return {
          doc,
          op,
          expectBadBy:
            JSON.stringify(doc.steps[i]) === JSON.stringify(replay.steps[i]) ? null : neutral ? j + 1 : i + 1,
        };
      }
      return { doc, op, expectBadBy: null };
    case 'duplicate':
      if (n) doc.steps.splice(i, 0, doc.steps[i]!);
      // A rejected real-time input (DIG-004) leaves the snapshot as it was, so repeating it is a valid replay.
      return { doc, op, expectBadBy: n && doc.steps[i]!.rejected === undefined ? i + 2 : null };
    case 'drop-step': {
      // Dropping a rejected real-time input (DIG-004) leaves every later snapshot as it was: still a valid replay.
      const rejected = n ? doc.steps[i]!.rejected !== undefined : false;
      if (n) doc.steps.splice(i, 1);
      return { doc, op, expectBadBy: n && i < n - 1 && !rejected ? i + 1 : null };
    }
    case 'corrupt-action':
      if (n)
        doc.steps[i]!.action = r.pick([
          '',
          'zz',
          `${String(doc.steps[i]!.action)}x`,
          'x'.repeat(501),
          '\u0000',
          42 as unknown as string,
        ]);
      return { doc, op, expectBadBy: n ? i + 1 : null };
    case 'corrupt-hash':
      if (n) doc.steps[i]!.hash = r.pick(['0000000000000000', '', 'ffff']);
      return { doc, op, expectBadBy: n ? i + 1 : null, expectFirstBad: n ? i + 1 : undefined };
    case 'corrupt-seat':
      if (n) doc.steps[i]!.seat = r.pick([-1, 99, 0.5, (Number(doc.steps[i]!.seat) + 1) % 4, 'x' as unknown as number]);
      return { doc, op, expectBadBy: null };
    case 'wrong-ruleset': {
      const resolved = doc.ruleset as { resolved: Obj };
      resolved.resolved.kind = r.pick(['chess', 'dog', 'gassi', 'gamsh']);
      return { doc, op, expectBadBy: null };
    }
    case 'ruleset-hash':
      (doc.ruleset as Obj).hash = 'deadbeefdeadbeef';
      return { doc, op, expectBadBy: 0, expectFirstBad: 0 };
    case 'app-version':
      // Recorded by another app version (its integrity record written by that version): a warning, not a forgery.
      doc.app = r.pick(['99.0.0', '', 'rulebench 0.0.1-evil']);
      doc.integrity = replayIntegrity(doc as unknown as Replay);
      doc.gameHash = replayGameHash(doc as unknown as Replay);
      return { doc, op, expectBadBy: null, expectFirstBad: undefined };
    case 'seed':
      doc.seed = `${String(doc.seed)}-x`;
      return { doc, op, expectBadBy: 0, expectFirstBad: 0 };
    case 'random-value': {
      const ps = paths(doc as Json, 5000);
      setAt(doc as Json, r.pick(ps), randomValue(r));
      return { doc, op, expectBadBy: null };
    }
    case 'truncate-text': {
      const text = JSON.stringify(replay);
      return { doc: null, text: text.slice(0, r.int(text.length)), op, expectBadBy: null };
    }
    case 'deep-json': {
      const d = r.pick([100, 10_000, 200_000]);
      return {
        doc: null,
        text: JSON.stringify(replay).replace('"outcome":', `"outcome":${'['.repeat(d)}${']'.repeat(d)},"x":`),
        op,
        expectBadBy: null,
      };
    }
  }
}

/**
 * Opens a (mutated) replay with `openReplayPrefix`: never throws; when it opens, the session seeks to its last
 * valid step and the first diagnostic names the first bad step; a corruption at step k is reported at step k
 * at the latest; an undamaged replay verifies.
 */
export function checkReplayInput(m: ReturnType<typeof mutateReplay>): {
  problems: string[];
  opened: boolean;
  firstBad: number | null;
} {
  const problems: string[] = [];
  let doc = m.doc;
  if (m.text !== undefined) {
    try {
      doc = JSON.parse(m.text);
    } catch {
      return { problems, opened: false, firstBad: null }; // the host reports bad JSON with its position
    }
  }
  try {
    const opened = openReplayPrefix(doc);
    if (!opened.ok) {
      if (!opened.error.length || opened.error.some((d) => !d.code || !d.message))
        problems.push('refused without a diagnostic');
      for (const d of opened.error) {
        const unclear = unclearMessage(d.message);
        if (unclear) problems.push(unclear);
      }
      // An edited seed is a changed header field: refused outright, naming the field.
      if (m.op === 'seed' && opened.error[0]?.code !== 'replay/header-changed')
        problems.push(`seed: refused with ${opened.error[0]?.code}, expected replay/header-changed`);
      if (m.expectFirstBad !== undefined && m.op !== 'ruleset-hash' && m.op !== 'seed')
        problems.push(`${m.op}: refused, expected a prefix`);
      return { problems, opened: false, firstBad: null };
    }
    const { session, validSteps, firstBadStep, diagnostics } = opened.value;
    if (session.length !== validSteps) problems.push(`session length ${session.length} ≠ validSteps ${validSteps}`);
    const last = session.seek(validSteps);
    if (!last.ok) problems.push(`cannot seek to the last valid step ${validSteps}: ${last.error.message}`);
    if (firstBadStep !== null) {
      if (validSteps !== Math.max(0, firstBadStep - 1) && firstBadStep !== 0)
        problems.push(`first bad step ${firstBadStep} but ${validSteps} valid steps`);
      const first = diagnostics[0];
      if (!first || first.severity !== 'error' || !first.message.includes(`Step ${firstBadStep}`))
        problems.push(`first diagnostic does not name step ${firstBadStep}: ${first?.message}`);
    } else if (diagnostics.some((d) => d.severity === 'error')) problems.push('errors without a first bad step');
    if (m.expectBadBy !== null && (firstBadStep === null || firstBadStep > m.expectBadBy))
      problems.push(`${m.op}: expected a bad step by ${m.expectBadBy}, got ${firstBadStep}`);
    if (m.expectFirstBad !== undefined && firstBadStep !== m.expectFirstBad)
      problems.push(`${m.op}: expected first bad step ${m.expectFirstBad}, got ${firstBadStep}`);
    if (firstBadStep === null && m.op !== 'truncate-steps' && m.op !== 'app-version') {
      const v = verifyReplay(session.replay, session.game);
      if (!v.ok && v.error.code !== 'replay/outcome-differs')
        problems.push(`opened without errors but does not verify: ${v.error.message}`);
    }
    return { problems, opened: true, firstBad: firstBadStep };
  } catch (e) {
    return { problems: [`openReplayPrefix threw: ${String(e)}`], opened: false, firstBad: null };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Action fuzzing

/** Random junk and well-formed but illegal actions for a snapshot. */
export function randomActions(game: CompiledGame, snap: Snapshot, r: Rand, n: number): Action[] {
  const seats = game.layout.seatCount;
  const toAct = seatsToAct(game, snap);
  const legal = new Set<string>();
  for (const s of toAct) for (const a of listLegalActions(game, snap, s)) legal.add(`${a.seat}|${a.notation}`);
  const out: Action[] = [];
  const sample = (s: number) => listLegalActions(game, snap, s);
  for (let i = 0; out.length < n && i < n * 4; i++) {
    let a: Action;
    switch (r.int(6)) {
      case 0:
        a = {
          seat: r.int(seats + 2) - 1,
          notation: fc.sample(fc.string({ maxLength: 30 }), { seed: r.int(2 ** 31), numRuns: 1 })[0]!,
        };
        break;
      case 1: {
        // a legal action of a seat that may act, played by another seat
        const s = toAct.length ? r.pick(toAct) : 0;
        const l = sample(s);
        a = { seat: (s + 1 + r.int(seats - 1)) % seats, notation: l.length ? r.pick(l).notation : 'x' };
        break;
      }
      case 2: {
        const s = toAct.length ? r.pick(toAct) : 0;
        const l = sample(s);
        const base = l.length ? r.pick(l).notation : 'A';
        const cut = r.int(base.length + 1);
        a = {
          seat: s,
          notation: r.pick([
            base.slice(0, cut),
            `${base}${base}`,
            base.toLowerCase(),
            `${base} `,
            base.replace(/\d/, '9'),
            base.split('').reverse().join(''),
          ]),
        };
        break;
      }
      case 3:
        a = { seat: r.pick([0.5, NaN, -0, 2 ** 40, Infinity]) as number, notation: 'x' };
        break;
      case 4:
        a = r.pick([
          null,
          undefined,
          'a',
          1,
          {},
          [],
          { seat: 0 },
          { notation: 'x' },
          { seat: 0, notation: 'x', time: -1 },
          { seat: 0, notation: 'x', time: NaN },
          { seat: 0, notation: 'x'.repeat(600) },
        ]) as unknown as Action;
        break;
      default:
        a = {
          seat: toAct.length ? r.pick(toAct) : 0,
          notation: r.pick([
            '',
            ' ',
            '\u0000',
            'PASS',
            'pass',
            'x'.repeat(501),
            '{}',
            '[]',
            '1',
            '-1',
            'undefined',
            '__proto__',
          ]),
        };
    }
    if (a && typeof a === 'object' && legal.has(`${a.seat}|${a.notation}`)) continue;
    out.push(a);
  }
  return out;
}

/** Applies each action to `snap`: it must be refused with a code and message (or accepted if it is a canonical form), snapshot unchanged. */
export function checkActions(
  game: CompiledGame,
  snap: Snapshot,
  actions: readonly Action[],
): { problems: string[]; accepted: number } {
  const problems: string[] = [];
  const before = hashSnapshot(snap);
  let accepted = 0;
  for (const a of actions) {
    try {
      const r = applyAction(game, snap, a);
      if (r.ok)
        accepted++; // a kind's canonical alternative notation (e.g. another order of the same cards)
      else if (!r.error.code || !r.error.message)
        problems.push(`refusal without code/message for ${JSON.stringify(a)?.slice(0, 80)}`);
      else if (unclearMessage(r.error.message))
        problems.push(`${unclearMessage(r.error.message)} for ${JSON.stringify(a)?.slice(0, 80)}`);
    } catch (e) {
      problems.push(`applyAction threw for ${JSON.stringify(a)?.slice(0, 80)}: ${String(e)}`);
    }
    if (hashSnapshot(snap) !== before) {
      problems.push(`the snapshot changed after ${JSON.stringify(a)?.slice(0, 80)}`);
      break;
    }
  }
  return { problems, accepted };
}

/** Snapshots along one random game, for action fuzzing. */
export function snapshotsOf(game: CompiledGame, seed: string, every = 5): Snapshot[] {
  const trial = runKindTrial(
    game,
    Array.from({ length: game.layout.seatCount }, () => randomBot),
    seed,
  );
  let snap: Snapshot = startGame(game, seed);
  const out = [snap];
  trial.actions.forEach((a, i) => {
    snap = applyInput(game, snap, a).snapshot;
    if ((i + 1) % every === 0) out.push(snap);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Scenario files

/** Mutation operators for scenario files. */
export const SCENARIO_MUTATIONS = [
  'ruleset-path',
  'ruleset-id',
  'truncate',
  'text-edit',
  'deep-nesting',
  'unknown-key',
  'wrong-type',
  'options',
  'huge-string',
  'duplicate-line',
  'aliases',
  'play',
] as const;
export type ScenarioMutation = (typeof SCENARIO_MUTATIONS)[number];

/** `ruleset:` values that name something outside the folder being run (must be refused unread). */
export const OUTSIDE_RULESETS = [
  '/dev/zero',
  '/etc/passwd',
  '../../../../etc/passwd',
  '../outside.yaml',
  '/dev/random',
  '/proc/self/environ',
  '..',
  '/',
] as const;

let scenarioCache: { file: string; text: string }[] | null = null;

/** The repository's scenario files (`tests/scenarios/**`), as mutation bases. */
export function bundledScenarios(): { file: string; text: string }[] {
  if (scenarioCache) return scenarioCache;
  const root = join(PROJECT_ROOT, 'tests', 'scenarios');
  const out: { file: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.scenario.yaml'))
        out.push({ file: relative(PROJECT_ROOT, p), text: readFileSync(p, 'utf8') });
    }
  };
  walk(root);
  return (scenarioCache = out);
}

/** A mutated scenario text; `outside` when its `ruleset:` names a path outside the folder (it must be refused unread). */
export function mutateScenario(
  base: string,
  r: Rand,
  op: ScenarioMutation = r.pick(SCENARIO_MUTATIONS),
): { text: string; op: ScenarioMutation; outside: boolean } {
  const lines = base.split('\n');
  const setKey = (key: string, value: string) =>
    new RegExp(`^${key}:`, 'm').test(base)
      ? base.replace(new RegExp(`^${key}:.*$`, 'm'), `${key}: ${value}`)
      : `${key}: ${value}\n${base}`;
  switch (op) {
    case 'ruleset-path':
      return { text: setKey('ruleset', JSON.stringify(r.pick(OUTSIDE_RULESETS))), op, outside: true };
    case 'ruleset-id':
      return {
        text: setKey(
          'ruleset',
          r.pick([
            'dog/standart',
            'gassi/none',
            'x'.repeat(300),
            '""',
            '[]',
            '{}',
            '42',
            'Dog Standard',
            'dog/standard.yaml',
            'rulesets/dog/standard.yaml',
          ]),
        ),
        op,
        outside: false,
      };
    case 'truncate':
      return { text: base.slice(0, r.int(base.length)), op, outside: false };
    case 'text-edit': {
      let t = base;
      for (let k = 0, n = 1 + r.int(4); k < n; k++) {
        const at = r.int(t.length + 1);
        t =
          t.slice(0, at) +
          r.pick([
            ':',
            '- ',
            '[',
            '{',
            '&a ',
            '*a',
            '!!binary ',
            '%YAML 1.1\n',
            '\u0000',
            '\ud800',
            '"',
            "'",
            '\t',
            '#',
            '|',
            '>',
            '---\n',
            '...\n',
            '? ',
          ]) +
          t.slice(at);
      }
      return { text: t, op, outside: false };
    }
    case 'deep-nesting': {
      const d = r.pick([40, 1000, 60_000]);
      return { text: `${base}\nextra: ${'['.repeat(d)}${']'.repeat(d)}\n`, op, outside: false };
    }
    case 'unknown-key':
      return {
        text: `${base}\n${r.pick(['bogus', '__proto__', 'constructor', 'Rules', 'x'.repeat(300)])}: 1\n`,
        op,
        outside: false,
      };
    case 'wrong-type': {
      const key = r.pick(['rules', 'title', 'position', 'play', 'expect', 'ruleset', 'options', 'seat', 'extra']);
      return {
        text: setKey(key, r.pick(['42', '[]', '{}', 'null', 'true', '-1', '.nan', '"x"', '[1, [2, {a: 3}]]'])),
        op,
        outside: false,
      };
    }
    case 'options':
      return {
        text: setKey(
          'options',
          r.pick([
            '{ decks: abc }',
            '{ jokersPerDek: 2 }',
            '{ decks: 1000000 }',
            '{ __proto__: 1 }',
            '{ decks: -1 }',
            '[1, 2]',
            '{ bot.x: 1 }',
          ]),
        ),
        op,
        outside: false,
      };
    case 'huge-string':
      return {
        text: setKey('title', JSON.stringify('x'.repeat(r.pick([1000, 150_000, 300_000])))),
        op,
        outside: false,
      };
    case 'duplicate-line': {
      const k = r.int(lines.length);
      return { text: [...lines.slice(0, k + 1), lines[k]!, ...lines.slice(k + 1)].join('\n'), op, outside: false };
    }
    case 'aliases':
      return {
        text: `${base}\nextra:\n  a: &a [x, x, x, x, x, x, x, x, x]\n${Array.from({ length: r.pick([5, 300]) }, (_, k) => `  b${k}: [*a, *a, *a, *a, *a, *a, *a, *a, *a]`).join('\n')}\n`,
        op,
        outside: false,
      };
    case 'play':
      return {
        text: setKey(
          'play',
          JSON.stringify(
            Array.from({ length: 1 + r.int(5) }, () =>
              r.pick([
                'zz',
                '',
                '7:P5>P7,P3>P8',
                'x'.repeat(600),
                '2:P0>P2',
                { seat: 9, action: 'x' },
                { seat: 0, action: 'x', time: -1 },
                { seat: 'x' },
              ]),
            ),
          ),
        ),
        op,
        outside: false,
      };
  }
}

/**
 * Runs one (mutated) scenario file written to `dir` (the folder tree being run) through the host's runner:
 * never throws; an unusable file is an error with coded, clear diagnostics (never `scenario/engine-bug`, which
 * is a throw inside the engine); a `ruleset:` outside the folder is refused unread (`scenario/ruleset-outside`).
 */
export function checkScenarioText(
  text: string,
  dir: string,
  outside: boolean,
  cache: Map<string, LoadResult>,
): { problems: string[]; status: string; cpuMs: number } {
  const problems: string[] = [];
  const path = join(dir, 'fuzz.scenario.yaml');
  writeFileSync(path, text);
  const c0 = cpuNowMs();
  let result: ScenarioFileResult;
  try {
    result = runScenarioFile(path, { tree: dir, cwd: dir }, cache);
  } catch (e) {
    return { problems: [`runScenarioFile threw: ${String(e)}`], status: 'crash', cpuMs: cpuNowMs() - c0 };
  }
  const cpuMs = cpuNowMs() - c0;
  if (result.status === 'error') {
    if (!result.diagnostics.length) problems.push('error without a diagnostic');
    for (const d of result.diagnostics) {
      if (!d.code || !d.message) problems.push(`diagnostic without code/message: ${JSON.stringify(d).slice(0, 200)}`);
      if (d.code === 'scenario/engine-bug') problems.push(`engine threw: ${d.message.slice(0, 200)}`);
      const unclear = unclearMessage(d.message);
      if (unclear) problems.push(unclear);
    }
  }
  if (
    outside &&
    !(
      result.status === 'error' &&
      result.diagnostics.some(
        (d) =>
          d.code === 'scenario/ruleset-outside' ||
          d.line !== undefined ||
          d.code === 'scenario/invalid' ||
          d.code === 'scenario/too-large',
      )
    )
  ) {
    problems.push(
      `a ruleset outside the folder was not refused: ${result.status} ${JSON.stringify(result.diagnostics[0] ?? {}).slice(0, 160)}`,
    );
  }
  return { problems, status: result.status, cpuMs };
}

// ---------------------------------------------------------------------------------------------------------
// Host API

/** File names the write channels must refuse (traversal, absolute, hidden, encoded, over-long, NUL). */
export const HOSTILE_FILES = [
  '../x.yaml',
  '/etc/passwd',
  'rulesets/../../x.yaml',
  'rulesets/.hidden.yaml',
  'rulesets\\..\\x.yaml',
  '..',
  'a/b.replay.json',
  '.x.replay.json',
  'rulesets/dog/%2e%2e/x.yaml',
  `rulesets/dog/${'a'.repeat(250)}.yaml`,
  `${'r'.repeat(240)}.replay.json`,
  'rulesets/dog/x\u0000.yaml',
  'rulesets/dog/',
  '',
  'rulesets/dog/x.txt',
  `rulesets/${'d/'.repeat(200)}x.yaml`,
] as const;

/**
 * One random `POST /api/invoke` body that must not change any file: a random channel (known or not) with random
 * arguments; a write channel with a hostile file name; a simulate/replay request whose names are too long or whose
 * ruleset does not exist; random text, random JSON, deep JSON. `channels` are the known channels.
 */
export function randomHostRequest(r: Rand, channels: readonly string[]): string {
  switch (r.int(7)) {
    case 0:
      return JSON.stringify({
        channel: r.pick([
          ...channels.filter((c) => !/save|autosave|simulate|playtests:start|playtests:replay/.test(c)),
          'fs:delete',
          '__proto__',
          'constructor',
          'files:import',
          '',
        ]),
        args: r.int(3) ? [randomValue(r)] : randomValue(r),
      });
    case 1:
      return JSON.stringify({
        channel: r.pick(['rulesets:save', 'rulesets:autosave']),
        args: [
          {
            file: r.pick(HOSTILE_FILES),
            text: r.pick(['id: x\n', '', 'x'.repeat(2000), '\u0000']),
            ...(r.int(2) ? { base: r.pick(['0123456789abcdef', 'x', null]) } : {}),
          },
        ],
      });
    case 2:
      return JSON.stringify({
        channel: r.pick(['replays:save', 'replays:read', 'files:exportReplay']),
        args: [r.int(2) ? r.pick(HOSTILE_FILES) : { file: r.pick(HOSTILE_FILES), replay: randomValue(r) }],
      });
    case 3:
      return JSON.stringify({
        channel: r.pick(['games:simulate', 'playtests:replay']),
        args: [
          {
            rulesetId: r.pick(['dog/none', `dog/${'i'.repeat(96)}`, '../dog/standard', '', 'x'.repeat(300)]),
            seed: r.pick(['z'.repeat(200), '', 'ok']),
            ...(r.int(2) ? { overrides: {}, bots: ['random'], index: r.pick([0, -1, 1e9]) } : {}),
          },
        ],
      });
    case 4:
      return JSON.stringify({
        channel: r.pick([
          'rulesets:read',
          'rulesets:sources',
          'replays:read',
          'rulesheets:render',
          'playtests:status',
          'playtests:cancel',
        ]),
        args: [
          r.pick([
            'dog/standard',
            'dog/standart',
            '../etc/passwd',
            'x'.repeat(1000),
            'pt-999',
            { rulesetId: 'dog/standard', lang: r.pick(['de', 'en', 'fr']) },
            randomValue(r),
          ]),
        ],
      });
    case 5:
      return r.pick(['', '{', 'null', '[]', '{"channel":1}', 'x'.repeat(r.int(3000)), JSON.stringify(randomValue(r))]);
    default: {
      const d = r.pick([100, 5000, 50_000]);
      return `{"channel":"replays:save","args":[{"file":"a.replay.json","replay":{"format":"rulebench-replay/2","outcome":${'['.repeat(d)}${']'.repeat(d)}}}]}`;
    }
  }
}

/** Whether a host API answer keeps the promise: never a 500, a 4xx names why, a 200 result is ok:false or a read, messages are clear. */
export function checkHostAnswer(body: string, status: number, text: string): string[] {
  const problems: string[] = [];
  const at = body.slice(0, 120);
  if (status >= 500 || status === 0) return [`status ${status} for ${at}: ${text.slice(0, 160)}`];
  let reply: { error?: { code?: string; message?: string }; result?: unknown };
  try {
    reply = JSON.parse(text);
  } catch {
    return [`answer is not JSON (status ${status}) for ${at}`];
  }
  if (status >= 400) {
    if (!reply.error?.code) problems.push(`${status} without an error code for ${at}`);
    const unclear = unclearMessage(reply.error?.message);
    if (unclear) problems.push(`${unclear} for ${at}`);
  } else if (
    reply.result &&
    typeof reply.result === 'object' &&
    !Array.isArray(reply.result) &&
    'message' in reply.result
  ) {
    const unclear = unclearMessage((reply.result as { message?: unknown }).message);
    if (unclear) problems.push(`${unclear} for ${at}`);
  }
  return problems;
}
