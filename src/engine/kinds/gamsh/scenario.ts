// Builds a Gämsh state from a scenario situation (docs/rules/gamsh.md fixture style). Pure; malformed input gives
// a coded error naming the offending value, never a throw.
import type { EngineError, Json, Result, ScenarioSituation } from '../../core/types';
import { buildDeck, isCard, resolveShorthand, type Card } from './cards';
import type { GamshRules } from './rules';
import { TEAM_LETTERS } from './rules';
import type { Draft, GamshState, Violation } from './state';

type Obj = { [k: string]: Json };
const bad = (code: string, message: string): Result<GamshState, EngineError> => ({
  ok: false,
  error: { code: `scenario/${code}`, message },
});

/** Unused cards in dealing order that never forms a quartet: every motif's D1, then D2, D3, N; Föhn cards last. */
function fillOrder(deck: readonly Card[], used: ReadonlySet<Card>): Card[] {
  const free = deck.filter((c) => !used.has(c));
  const rank = (c: Card) =>
    c.endsWith('-D1') ? 0 : c.endsWith('-D2') ? 1 : c.endsWith('-D3') ? 2 : c.endsWith('-N') ? 3 : 4;
  return free
    .map((c, i) => [c, rank(c) * 100 + i] as const)
    .sort((a, b) => a[1] - b[1])
    .map((x) => x[0]);
}

/**
 * State from `{ position, hands, extra }`. `position`: `A1 B0 C0 | <middle cards>` (scores optional; the
 * shorthand `M2-D` takes a free day card of that motif). `hands`: `{ "<seat>": [cards] }`, other seats get 4
 * cards without a quartet. `extra` (all optional): `now` (ms, default 0), `phase` (`swap` default, `snack`
 * if the Snack lies in the middle, `preview`), `round`, `signals` (`{A: camping, …}`), `midSwap`
 * (`{ "<seat>": card just discarded, in the middle }`, that hand has 3 cards), `passed` (seats),
 * `violations` (list of Violation), `lastDiscard` (ms, 0 … `now`), `draw` (cards, top last), `discard` (cards).
 * Remaining cards form the draw pile.
 */
export function gamshFromScenario(rules: GamshRules, sit: ScenarioSituation): Result<GamshState, EngineError> {
  if (typeof sit.position !== 'string')
    return bad('bad-position', 'position must be a string such as "A0 B0 | ALP-D1 M2-D2 M3-N BULL"');
  const x = (sit.extra ?? {}) as Obj;
  if (typeof x !== 'object' || Array.isArray(x)) return bad('bad-extra', 'extra must be an object');
  const deck = buildDeck(rules);
  const inDeck = new Set(deck);
  const used = new Set<Card>();
  const claim = (c: string, where: string): string | null => {
    if (!isCard(c)) return `${where}: unknown card "${c}"`;
    if (!inDeck.has(c)) return `${where}: ${c} is not in this deck (tables.deck, foehnCards)`;
    if (used.has(c)) return `${where}: ${c} appears twice`;
    used.add(c);
    return null;
  };
  const [scorePart, middlePart] = sit.position.includes('|') ? sit.position.split('|', 2) : ['', sit.position];
  const scores = new Array<number>(rules.teams).fill(0);
  for (const tok of scorePart!.trim().split(/\s+/).filter(Boolean)) {
    const m = /^([ABC])(\d+)$/.exec(tok);
    const t = m ? TEAM_LETTERS.indexOf(m[1] as 'A') : -1;
    if (!m || t >= rules.teams) return bad('bad-position', `bad score "${tok}" (write A3 B0…)`);
    scores[t] = Number(m[2]);
  }
  const pending: string[] = [];
  const hands: Card[][] = Array.from({ length: rules.seats }, () => []);
  const given = (sit.hands ?? {}) as Obj;
  for (const [k, v] of Object.entries(given)) {
    const seat = Number(k);
    if (!Number.isInteger(seat) || seat < 0 || seat >= rules.seats || !Array.isArray(v))
      return bad('bad-hands', `hands.${k}: not a seat with a card list`);
    for (const c of v) {
      const id = resolveShorthand(
        String(c),
        deck.filter((d) => !used.has(d)),
      );
      const e = claim(id, `hands.${k}`);
      if (e) return bad('bad-hands', e);
      hands[seat]!.push(id);
    }
  }
  const middle: Card[] = [];
  for (const tok of middlePart!.trim().split(/\s+/).filter(Boolean)) {
    const id = resolveShorthand(
      tok,
      deck.filter((d) => !used.has(d)),
    );
    const e = claim(id, 'position');
    if (e) return bad('bad-position', e);
    middle.push(id);
  }
  const list = (v: Json | undefined, name: string): Card[] | string => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) return `${name} must be a card list`;
    const out: Card[] = [];
    for (const c of v) {
      const e = claim(String(c), name);
      if (e) return e;
      out.push(String(c));
    }
    return out;
  };
  const draw = list(x.draw, 'extra.draw');
  const discard = list(x.discard, 'extra.discard');
  if (typeof draw === 'string') return bad('bad-extra', draw);
  if (typeof discard === 'string') return bad('bad-extra', discard);
  const swap = new Array(rules.seats).fill(null);
  if (x.now !== undefined && !(typeof x.now === 'number' && x.now >= 0 && x.now <= MAX_SCENARIO_NOW_MS))
    return bad(
      'bad-extra',
      `extra.now must be a time in ms from 0 to ${MAX_SCENARIO_NOW_MS}, got ${JSON.stringify(x.now)}`,
    );
  const now = typeof x.now === 'number' ? x.now : 0;
  if (x.midSwap !== undefined && (typeof x.midSwap !== 'object' || x.midSwap === null || Array.isArray(x.midSwap)))
    return bad('bad-extra', `extra.midSwap must be a map { "<seat>": card }, got ${JSON.stringify(x.midSwap)}`);
  for (const [k, c] of Object.entries((x.midSwap ?? {}) as Obj)) {
    const seat = Number(k);
    if (!/^\d+$/.test(k) || seat >= rules.seats)
      return bad('bad-extra', `extra.midSwap: "${k}" is not a seat 0…${rules.seats - 1}`);
    if (typeof c !== 'string' || !middle.includes(c))
      return bad('bad-extra', `extra.midSwap.${k}: ${JSON.stringify(c)} must be a middle card`);
    swap[seat] = { card: String(c), deadline: now + rules.midSwapTimeoutMs };
  }
  const fill = fillOrder(deck, used);
  for (let s = 0; s < rules.seats; s++) {
    const want = swap[s] ? 3 : 4;
    if (Object.hasOwn(given, String(s))) {
      if (hands[s]!.length !== want)
        return bad('bad-hands', `hands.${s} has ${hands[s]!.length} cards; ${want} expected (GAM-025)`);
    } else hands[s] = takeFill(fill, want);
  }
  if (middle.length === 0) middle.push(...takeFill(fill, 4));
  const signals = Array.from({ length: rules.teams }, (_, t) => rules.paletteIds[t]!);
  for (const [k, e] of Object.entries((x.signals ?? {}) as Obj)) {
    const t = TEAM_LETTERS.indexOf(k as 'A');
    if (t < 0 || t >= rules.teams || !rules.paletteIds.includes(String(e))) pending.push(`extra.signals.${k}`);
    else signals[t] = String(e);
  }
  if (pending.length) return bad('bad-extra', `${pending.join(', ')}: unknown team or palette entry`);
  const phase = (x.phase ?? (middle.includes('SNACK') ? 'snack' : 'swap')) as GamshState['phase'];
  if (!['swap', 'snack', 'preview'].includes(phase))
    return bad('bad-extra', 'extra.phase must be swap, snack or preview');
  const passed = new Array<boolean>(rules.seats).fill(false);
  const isSeat = (p: Json) => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < rules.seats;
  if (x.passed !== undefined && !(Array.isArray(x.passed) && x.passed.every(isSeat)))
    return bad('bad-extra', `extra.passed must be a list of seats, got ${JSON.stringify(x.passed)}`);
  for (const p of (x.passed ?? []) as number[]) passed[p] = true;
  if (
    x.round !== undefined &&
    !(typeof x.round === 'number' && Number.isInteger(x.round) && x.round >= 1 && x.round <= MAX_SCENARIO_ROUND)
  )
    return bad(
      'bad-extra',
      `extra.round must be a whole number from 1 to ${MAX_SCENARIO_ROUND}, got ${JSON.stringify(x.round)}`,
    );
  if (x.lastDiscard !== undefined && !(typeof x.lastDiscard === 'number' && x.lastDiscard >= 0 && x.lastDiscard <= now))
    return bad(
      'bad-extra',
      `extra.lastDiscard must be a time in ms from 0 to extra.now (${now}), got ${JSON.stringify(x.lastDiscard)}`,
    );
  const violations = readViolations(x.violations, rules.seats);
  if (typeof violations === 'string') return bad('bad-extra', violations);
  const d: Draft = {
    now,
    phase,
    until: phase === 'preview' ? now + rules.preRevealMs : null,
    then: 'continue',
    pauseReason: null,
    round: typeof x.round === 'number' ? x.round : 1,
    hands,
    middle,
    draw: [...fill.reverse(), ...draw],
    discard,
    swap,
    passed,
    scores,
    signals,
    secretPending: null,
    emotes: [],
    lastDiscard: typeof x.lastDiscard === 'number' ? x.lastDiscard : now,
    violations,
    slapLock: new Array(rules.seats).fill(0),
    farmerSlap: new Array(rules.seats).fill(-1),
    snack: phase === 'snack' ? { until: now + rules.snackWindowMs, claims: [] } : null,
    pendingCall: null,
    pendingCalls: undefined,
    guesses: new Array(rules.teams * rules.teams).fill(0),
    reveal: null,
    winners: null,
    reshuffles: 0,
  };
  return { ok: true, value: d };
}

/** Largest `extra.round`: a hand-written round number, far above any real game's. */
const MAX_SCENARIO_ROUND = 10_000;

/** Largest `extra.now` (ms, about 31 years): beyond it, adding a timer's delay to the clock can lose the delay. */
const MAX_SCENARIO_NOW_MS = 1e12;

/** `extra.violations`: a list of `{ seat, card, dir: discard|take, at, give, take }` (Violation), or a text saying what is wrong. */
function readViolations(v: Json | undefined, seats: number): Violation[] | string {
  if (v === undefined) return [];
  const ok = (e: Json) =>
    typeof e === 'object' &&
    e !== null &&
    !Array.isArray(e) &&
    typeof e.seat === 'number' &&
    Number.isInteger(e.seat) &&
    e.seat >= 0 &&
    e.seat < seats &&
    typeof e.card === 'string' &&
    (e.dir === 'discard' || e.dir === 'take') &&
    typeof e.at === 'number' &&
    Number.isFinite(e.at) &&
    typeof e.give === 'string' &&
    (e.take === null || typeof e.take === 'string');
  if (!Array.isArray(v))
    return `extra.violations must be a list of { seat, card, dir, at, give, take }, got ${JSON.stringify(v)}`;
  const wrong = v.findIndex((e) => !ok(e));
  if (wrong >= 0)
    return `extra.violations[${wrong}] must be { seat, card, dir: discard or take, at, give, take }, got ${JSON.stringify(v[wrong])}`;
  return v.map((e) => ({ ...(e as unknown as Violation) }));
}

function takeFill(fill: Card[], k: number): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < fill.length && out.length < k; ) {
    if (/-/.test(fill[i]!)) out.push(fill.splice(i, 1)[0]!);
    else i++;
  }
  return out;
}
