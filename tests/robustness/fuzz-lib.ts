// Shared generators and checkers of the robustness fuzzing (issue 9), used by the vitest properties in
// tests/robustness/*.test.ts (small counts) and by `npm run fuzz` (scripts/fuzz.ts, the long campaign).
// Every checker returns a list of problems (empty = the property holds) instead of asserting, so that the
// campaign can count inputs and crashes per category.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import {
  applyAction, applyInput, compileRuleset, hashSnapshot, listLegalActions, openReplayPrefix, parseRulesetText, randomBot, recordReplay, resolveRuleset, runKindTrial,
  seatsToAct, startGame, validateRulesetText, verifyReplay, viewFor, KINDS,
  type Action, type CompiledGame, type Diagnostic, type Json, type Replay, type RulesetSource, type Snapshot,
} from '../../src/engine';
import { listRulesetFiles, PROJECT_ROOT } from '../../src/host/rulesets';
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
      [items[i], items[j]] = [items[j]!, items[i]!];
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
    case 0: return r.pick(HUGE);
    case 1: return 'x'.repeat(r.pick([0, 1, 100, 10_000, 200_000]));
    case 2: return r.pick([true, false, null]);
    case 3: {
      let v: Json = 1;
      for (let i = 0, n = r.pick([5, 31, 33, 60]); i < n; i++) v = r.next() < 0.5 ? [v] : { a: v };
      return v;
    }
    case 4: return Array.from({ length: r.pick([0, 3, 1000]) }, (_, i) => i);
    case 5: return Object.fromEntries(Array.from({ length: r.pick([1, 5, 500]) }, (_, i) => [`k${i}`, i]));
    default: return fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: r.int(2 ** 31), numRuns: 1 })[0] as Json;
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
  'wrong-type', 'delete-key', 'unknown-key', 'option-out-of-range', 'wrong-kind', 'extends', 'truncate', 'text-edit',
  'duplicate-line', 'alias-bomb', 'deep-nesting', 'long-string', 'invalid-utf8', 'as-json', 'many-keys', 'many-aliases',
] as const;
export type RulesetMutation = (typeof RULESET_MUTATIONS)[number];

/** One mutated ruleset text from a bundled one. */
export function mutateRuleset(base: Bundled, r: Rand, op: RulesetMutation = r.pick(RULESET_MUTATIONS)): { text: string; op: RulesetMutation } {
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
      const maps = [[] as (string | number)[], ...paths(data).filter((p) => isObj(p.reduce<Json>((v, s) => (v as Record<string, Json>)[s as string]!, data)))];
      const at = r.pick(maps);
      const target = at.reduce<Json>((v, s) => (v as Record<string, Json>)[s as string]!, data) as Obj;
      target[r.pick(['bogus', 'decks2', 'Options', 'constructor', 'toString', 'hasOwnProperty', 'x'.repeat(300), '', '0'])] = randomValue(r);
      return { text: yaml(data), op };
    }
    case 'option-out-of-range': {
      const names = kind ? Object.keys(kind.options) : ['decks'];
      const opts = (isObj(data.options) ? data.options : (data.options = {})) as Obj;
      for (let i = 0, n = 1 + r.int(4); i < n; i++) opts[r.pick(names)] = r.pick([...HUGE, 'x', [], {}, null, true, -1, 100, 1000, 65]);
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
        const junk = r.pick([':', '-', '[', '{', '&a', '*a', '"', "'", '\t', '\n  ', '!!binary', '#', '%YAML 1.1\n', '---\n', '? ', '|', '>', '\u0000', '\uFFFF', '\uD800']);
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
      for (let l = 1; l < levels; l++) lines.push(`a${l}: &a${l} [${Array.from({ length: 10 }, () => `*a${l - 1}`).join(', ')}]`);
      return { text: `${base.text}\npresentation:\n${lines.map((x) => `  ${x}`).join('\n')}\n`, op };
    }
    case 'deep-nesting': {
      const n = r.pick([33, 100, 5000, 100_000]);
      const flow = r.next() < 0.5 ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{a: '.repeat(n)}1${'}'.repeat(n)}`;
      return { text: `${base.text}\npresentation:\n  deep: ${flow}\n`, op };
    }
    case 'long-string':
      data[r.pick(['name', 'description', 'source', 'version', 'id'])] = 'ä'.repeat(r.pick([201, 5001, 500_000, 2_000_000]));
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
      return { text: `${base.text}\noptions2:\n${Array.from({ length: n }, (_, i) => `  k${i}: ${i}`).join('\n')}\n`, op };
    }
    case 'many-aliases': {
      const n = r.pick([199, 201, 10_000]);
      return { text: `${base.text}\npresentation:\n  a: &x 1\n${Array.from({ length: n }, (_, i) => `  k${i}: *x`).join('\n')}\n`, op };
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
}

/**
 * Validates and loads `text`: never throws; every diagnostic has a code, a message and `file:line:col`; a text
 * with errors never compiles to a game; a valid one starts a game and survives a short random playout.
 */
export function checkRulesetText(text: string, file: string, lookup: (id: string) => RulesetSource | undefined = bundledLookup, playout = 60): RulesetCheck {
  const problems: string[] = [];
  const t0 = performance.now();
  let diagnostics: Diagnostic[];
  try {
    diagnostics = validateRulesetText(text, file, lookup);
  } catch (e) {
    return { problems: [`validateRulesetText threw: ${String(e)}`], valid: false, ms: performance.now() - t0 };
  }
  const ms = performance.now() - t0;
  for (const d of diagnostics) {
    if (!d.code || !d.message || (d.severity !== 'error' && d.severity !== 'warning')) problems.push(`diagnostic without code/message/severity: ${JSON.stringify(d).slice(0, 200)}`);
    if (typeof d.file !== 'string' || !d.file || !Number.isInteger(d.line) || d.line! < 1 || !Number.isInteger(d.column) || d.column! < 1) problems.push(`diagnostic without file:line:col: ${JSON.stringify(d).slice(0, 200)}`);
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
  return { problems, valid: game !== null, ms };
}

// ---------------------------------------------------------------------------------------------------------
// Random games: invariants, replays, views

/** Conserved quantities of a state per kind (cards and pieces); compared between every step and the start. */
export function conserved(game: CompiledGame, state: unknown): Json {
  switch (game.kind.id) {
    case 'dog': {
      const s = state as DogState;
      const cards = [...s.stock, ...s.hands.flat(), ...s.gives.filter((g) => g > 0)].length + s.pile;
      const pieces = Array.from({ length: s.pos.length / 4 }, (_, seat) => s.pos.slice(4 * seat, 4 * seat + 4).length);
      return { cards, pieces };
    }
    case 'gassi': {
      const s = state as GassiState;
      const cards = [...s.hands.flat(), ...s.dogs.flatMap((d) => d.pile), ...s.drawPile, ...s.discard, ...s.box].sort((a, b) => a - b);
      return { cards: cards.join(',') };
    }
    case 'gamsh': {
      const s = state as GamshState;
      const cards = [...s.hands.flat(), ...s.middle, ...s.draw, ...s.discard].sort();
      return { cards: cards.join(',') };
    }
    default:
      return null;
  }
}

/** Other invariants of one state (values in range). */
export function stateProblems(game: CompiledGame, state: unknown): string[] {
  const out: string[] = [];
  switch (game.kind.id) {
    case 'dog': {
      const s = state as DogState;
      const N = (game.rules as { N: number }).N;
      const track = new Set<number>();
      s.pos.forEach((loc, i) => {
        if (!Number.isInteger(loc) || loc < -1 || loc >= N + 4) out.push(`piece ${i} at impossible location ${loc}`);
        if (loc >= 0 && loc < N) {
          if (track.has(loc)) out.push(`two pieces on track field ${loc}`);
          track.add(loc);
        }
      });
      if (s.pile < 0) out.push(`negative pile ${s.pile}`);
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
      const pool = [...others.flatMap((i) => s.hands[i]!), ...s.stock, ...s.gives.filter((g, i) => i !== seat && g > 0)];
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

/** Figures of one random game for the campaign. */
export interface GameCheck {
  readonly problems: string[];
  readonly steps: number;
  readonly viewChecks: number;
  readonly replay: Replay | null;
}

/**
 * Plays one random game (random bots; the kind's default agents for real-time kinds) and checks after every
 * `viewEvery`-th step: conserved cards and pieces, state invariants, and that every active seat's view is the
 * same after permuting the cards hidden from it. Then records the replay and verifies it.
 */
export function checkRandomGame(game: CompiledGame, seed: string, viewEvery = 7): GameCheck {
  const problems: string[] = [];
  let viewChecks = 0;
  let actions: readonly Action[];
  try {
    actions = runKindTrial(game, Array.from({ length: game.layout.seatCount }, () => randomBot), seed).actions;
  } catch (e) {
    return { problems: [`trial threw: ${String(e)}`], steps: 0, viewChecks, replay: null };
  }
  const r = new Rand(hashToInt(seed));
  try {
    let snap: Snapshot = startGame(game, seed);
    const start = JSON.stringify(conserved(game, snap.state));
    const check = (at: number) => {
      const now = JSON.stringify(conserved(game, snap.state));
      if (now !== start) problems.push(`step ${at}: conserved quantities changed: ${start.slice(0, 120)} → ${now.slice(0, 120)}`);
      problems.push(...stateProblems(game, snap.state).map((p) => `step ${at}: ${p}`));
      if (at % viewEvery === 0 || snap.outcome) {
        for (const seat of game.layout.active) {
          const other = permuteHidden(game, snap.state, seat, r);
          if (other === null) continue;
          viewChecks++;
          const a = JSON.stringify(viewFor(game, snap, seat));
          const b = JSON.stringify(viewFor(game, { ...snap, state: other }, seat));
          if (a !== b) problems.push(`step ${at}: the view of seat ${seat} changes when cards hidden from it are permuted: ${firstDifference(a, b)}`);
        }
      }
    };
    check(0);
    for (let i = 0; i < actions.length && problems.length < 5; i++) {
      const step = applyInput(game, snap, actions[i]!);
      snap = step.snapshot;
      check(i + 1);
    }
  } catch (e) {
    problems.push(`replaying the trial threw: ${String(e)}`);
  }
  let replay: Replay | null = null;
  try {
    const rec = recordReplay(game, Array.from({ length: game.layout.seatCount }, () => ({ occupant: 'bot' as const, bot: 'random' })), seed, actions);
    if (!rec.ok) problems.push(`recording failed: ${rec.error.message}`);
    else {
      replay = rec.value;
      const v = verifyReplay(replay, game);
      if (!v.ok) problems.push(`replay does not verify: ${v.error.message}`);
    }
  } catch (e) {
    problems.push(`recording/verifying threw: ${String(e)}`);
  }
  return { problems, steps: actions.length, viewChecks, replay };
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 60)} ≠ …${b.slice(Math.max(0, i - 60), i + 60)}`;
}

/** A stable 32-bit number from a string (FNV-1a). */
export function hashToInt(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------------------
// Replay mutations

export const REPLAY_MUTATIONS = ['truncate-steps', 'reorder', 'duplicate', 'corrupt-action', 'corrupt-hash', 'corrupt-seat', 'drop-step', 'wrong-ruleset', 'ruleset-hash', 'app-version', 'seed', 'random-value', 'truncate-text', 'deep-json'] as const;
export type ReplayMutation = (typeof REPLAY_MUTATIONS)[number];

/**
 * A mutated copy of a replay document (or its text), and the 1-based step at which it must be reported bad at the
 * latest (`expectBadBy`; 0 = the header; null = no expectation) — a mutation may break an earlier step too only
 * if the file was changed before it, which these operators never do.
 */
export function mutateReplay(replay: Replay, r: Rand, op: ReplayMutation = r.pick(REPLAY_MUTATIONS)): { doc: unknown; text?: string; op: ReplayMutation; expectBadBy: number | null; expectFirstBad?: number } {
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
        return { doc, op, expectBadBy: JSON.stringify(doc.steps[i]) === JSON.stringify(replay.steps[i]) ? null : i + 1 };
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
      if (n) doc.steps[i]!.action = r.pick(['', 'zz', `${String(doc.steps[i]!.action)}x`, 'x'.repeat(501), '\u0000', 42 as unknown as string]);
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
      doc.app = r.pick(['99.0.0', '', 'rulebench 0.0.1-evil']);
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
      return { doc: null, text: JSON.stringify(replay).replace('"outcome":', `"outcome":${'['.repeat(d)}${']'.repeat(d)},"x":`), op, expectBadBy: null };
    }
  }
}

/**
 * Opens a (mutated) replay with `openReplayPrefix`: never throws; when it opens, the session seeks to its last
 * valid step and the first diagnostic names the first bad step; a corruption at step k is reported at step k
 * at the latest; an undamaged replay verifies.
 */
export function checkReplayInput(m: ReturnType<typeof mutateReplay>): { problems: string[]; opened: boolean; firstBad: number | null } {
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
      if (!opened.error.length || opened.error.some((d) => !d.code || !d.message)) problems.push('refused without a diagnostic');
      if (m.expectFirstBad !== undefined && m.op !== 'ruleset-hash') problems.push(`${m.op}: refused, expected a prefix`);
      return { problems, opened: false, firstBad: null };
    }
    const { session, validSteps, firstBadStep, diagnostics } = opened.value;
    if (session.length !== validSteps) problems.push(`session length ${session.length} ≠ validSteps ${validSteps}`);
    const last = session.seek(validSteps);
    if (!last.ok) problems.push(`cannot seek to the last valid step ${validSteps}: ${last.error.message}`);
    if (firstBadStep !== null) {
      if (validSteps !== Math.max(0, firstBadStep - 1) && firstBadStep !== 0) problems.push(`first bad step ${firstBadStep} but ${validSteps} valid steps`);
      const first = diagnostics[0];
      if (!first || first.severity !== 'error' || !first.message.includes(`Step ${firstBadStep}`)) problems.push(`first diagnostic does not name step ${firstBadStep}: ${first?.message}`);
    } else if (diagnostics.some((d) => d.severity === 'error')) problems.push('errors without a first bad step');
    if (m.expectBadBy !== null && (firstBadStep === null || firstBadStep > m.expectBadBy)) problems.push(`${m.op}: expected a bad step by ${m.expectBadBy}, got ${firstBadStep}`);
    if (m.expectFirstBad !== undefined && firstBadStep !== m.expectFirstBad) problems.push(`${m.op}: expected first bad step ${m.expectFirstBad}, got ${firstBadStep}`);
    if (firstBadStep === null && m.op !== 'truncate-steps' && m.op !== 'app-version') {
      const v = verifyReplay(session.replay, session.game);
      if (!v.ok && v.error.code !== 'replay/outcome-differs') problems.push(`opened without errors but does not verify: ${v.error.message}`);
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
        a = { seat: r.int(seats + 2) - 1, notation: fc.sample(fc.string({ maxLength: 30 }), { seed: r.int(2 ** 31), numRuns: 1 })[0]! };
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
        a = { seat: s, notation: r.pick([base.slice(0, cut), `${base}${base}`, base.toLowerCase(), `${base} `, base.replace(/\d/, '9'), base.split('').reverse().join('')]) };
        break;
      }
      case 3:
        a = { seat: r.pick([0.5, NaN, -0, 2 ** 40, Infinity]) as number, notation: 'x' };
        break;
      case 4:
        a = r.pick([null, undefined, 'a', 1, {}, [], { seat: 0 }, { notation: 'x' }, { seat: 0, notation: 'x', time: -1 }, { seat: 0, notation: 'x', time: NaN }, { seat: 0, notation: 'x'.repeat(600) }]) as unknown as Action;
        break;
      default:
        a = { seat: toAct.length ? r.pick(toAct) : 0, notation: r.pick(['', ' ', '\u0000', 'PASS', 'pass', 'x'.repeat(501), '{}', '[]', '1', '-1', 'undefined', '__proto__']) };
    }
    if (a && typeof a === 'object' && legal.has(`${a.seat}|${a.notation}`)) continue;
    out.push(a);
  }
  return out;
}

/** Applies each action to `snap`: it must be refused with a code and message (or accepted if it is a canonical form), snapshot unchanged. */
export function checkActions(game: CompiledGame, snap: Snapshot, actions: readonly Action[]): { problems: string[]; accepted: number } {
  const problems: string[] = [];
  const before = hashSnapshot(snap);
  let accepted = 0;
  for (const a of actions) {
    try {
      const r = applyAction(game, snap, a);
      if (r.ok) accepted++; // a kind's canonical alternative notation (e.g. another order of the same cards)
      else if (!r.error.code || !r.error.message) problems.push(`refusal without code/message for ${JSON.stringify(a)?.slice(0, 80)}`);
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
  const trial = runKindTrial(game, Array.from({ length: game.layout.seatCount }, () => randomBot), seed);
  let snap: Snapshot = startGame(game, seed);
  const out = [snap];
  trial.actions.forEach((a, i) => {
    snap = applyInput(game, snap, a).snapshot;
    if ((i + 1) % every === 0) out.push(snap);
  });
  return out;
}
