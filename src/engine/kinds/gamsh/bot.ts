// The Gämsh bot (gamsh.md §3.5 policy sketch): swaps toward its best motif, signals its quartet, reacts to the
// partner's signal, counters, learns opponents' signals, bluffs and slaps, with human-like latencies. It uses
// only its seat's view and public events (its own cards from a deal): the projection of seat-view.ts, from the
// simulator directly or rebuilt from the JSON view. Pure; its RNG is its own stream.
import type { AgentContext, AgentFactory, AgentPlan, RealtimeAgent, SeatProjection } from '../../core/agent';
import type { GameEvent, Rng, Seat } from '../../core/types';
import { isQuartet, motifOf } from './cards';
import { DEFAULT_GAMSH_BOT, chance, pick, poissonWait, sample, type GamshBotParams, type LogNormal } from './bot-params';
import { gamshSeatView, seatViewFromJson, type GamshSeatView as BotView } from './seat-view';
import { bestTake, cardMask, improvingDiscard, leastUseful, wantedCard } from './bot-swap';

/** Middle refreshes without a swap after which a neutral swap may break a pair. */
const STUCK_BREAK_PAIR = 3;

/** How much an event batch matters to the plans (see `observe`). */
const IGNORE = 0, LOOK = 1, FORCE = 2;

type Key = 'swap' | 'call' | 'slap' | 'signal' | 'bluff' | 'guess' | 'pass' | 'secret' | 'wake';

/** A factory of Gämsh agents with these parameters (defaults: gamsh.md §3.5). */
export function gamshBot(params: Partial<GamshBotParams> = {}): AgentFactory {
  const p: GamshBotParams = { ...DEFAULT_GAMSH_BOT, ...params };
  const factory = (seat: Seat, rng: Rng) => new GamshAgent(seat, rng, p);
  return Object.assign(factory, { seatView: gamshSeatView as SeatProjection });
}

class GamshAgent implements RealtimeAgent {
  readonly name = 'gamsh-bot';
  private readonly plans = new Map<Key, AgentPlan>();
  private last: AgentPlan | null = null;
  private v: BotView | null = null;
  private known: Map<Seat, string[]> = new Map();
  private readonly heard: { team: number; entry: string; t: number }[] = [];
  private readonly stats = new Map<string, { hits: number; emissions: number }>();
  private nextBluff = 0;
  private stareUntil = 0;
  /** Middle (as a card mask, `cardMask`) where the Bull was considered. */
  private bullTried = 0;
  /** Middle (card mask) after a swap that took back its own discard: no swaps until it changes (no ping-pong); -2: pending. */
  private futile = 0;
  private lastGive = '';
  /** The middle card a planned swap is for (taken if still there). */
  private intent = '';
  /** Middle refreshes (all pass / stall) since this bot last swapped. */
  private stuck = 0;
  /** What the last replan saw besides the middle (phase, own swap and pass, hand, Snack claims, secrets), and the middle. */
  private sig = -1;
  private seen: BotView | null = null;
  private middleSeen = -1;
  /** The middle changed since the swap plan was made: its card is chosen again when it is due (a wake-up first). */
  private stale = false;
  private lastWake = false;

  constructor(readonly seat: Seat, private readonly rng: Rng, private readonly p: GamshBotParams) {}

  update(ctx: AgentContext): AgentPlan | null | undefined {
    const now = ctx.now;
    const wake = this.plans.get('wake');
    if (wake && wake.at <= now) this.plans.delete('wake');
    if (ctx.submitted) this.fired(ctx.submitted.notation, ctx.submitted.rejected !== null, now);
    // Look again after own inputs, wake-ups and table changes; replan only if what the plans depend on changed.
    let look: number = ctx.submitted !== null || this.v === null || ctx.events.length === 0 ? FORCE : IGNORE;
    for (const e of ctx.events) look = Math.max(look, this.observe(e, now));
    if (look !== IGNORE) {
      const v = (this.v = ctx.seatView ? (ctx.seatView() as BotView) : seatViewFromJson(ctx.view()));
      const sig = this.signature(v);
      const middle = v.middle ? cardMask(v.middle) : -1;
      // §3.5 step 1 with swapIntervalMs/takeDelayMs: a planned swap keeps its time when only the middle
      // changes; which cards it swaps is decided when it is due (not re-derived on every middle change).
      const defer = look === LOOK && sig === this.sig && this.sameAsSeen(v) && v.phase === 'swap' && this.plans.has('swap');
      if (defer) this.stale ||= middle !== this.middleSeen;
      else if (look === FORCE || sig !== this.sig || !this.sameAsSeen(v) || middle !== this.middleSeen) {
        this.stale = false;
        this.replan(now);
      }
      this.sig = sig;
      this.seen = v;
      this.middleSeen = middle;
    }
    if (this.nextBluff <= now) this.nextBluff = now + poissonWait(this.rng, this.p.bluffRatePerMin);
    if (Number.isFinite(this.nextBluff) && !this.plans.has('bluff') && this.v && this.v.phase !== 'over') {
      const entries = this.v.paletteIds.filter((id) => id !== this.v!.mySignal);
      this.plans.set('bluff', { at: this.nextBluff, notation: `signal:${pick(this.rng, entries)}` });
    }
    let best: AgentPlan | null = null;
    for (const plan of this.plans.values()) if (!best || plan.at < best.at) best = plan;
    const wakeOnly = best !== null && this.stale && best === this.plans.get('swap');
    if (best === this.last && wakeOnly === this.lastWake) return undefined;
    this.last = best;
    this.lastWake = wakeOnly;
    return best ? { at: Math.max(best.at, now), notation: wakeOnly ? null : best.notation } : null;
  }

  /** Numbers what the plans depend on besides the middle: own hand, swap and pass state, Snack claims, stuck count. */
  private signature(v: BotView): number {
    return cardMask(v.hand) + 2 ** 40 * ((v.midSwap ? 1 : 0) + (v.passed ? 2 : 0) + (v.maySetSecret ? 4 : 0) + 8 * ((v.snackClaims?.length ?? 0) + 8 * Math.min(this.stuck, 7)));
  }

  /** Same phase, secrets and signal as at the last look (interned strings: compared by identity). */
  private sameAsSeen(v: BotView): boolean {
    const o = this.seen;
    return o !== null && o.phase === v.phase && o.secretPending === v.secretPending && o.mySignal === v.mySignal;
  }

  /** Forgets the plan that just fired; a repeated team signal is planned again (§3.5 `signalRepeatMs`). */
  private fired(notation: string, rejected: boolean, now: number): void {
    for (const [k, plan] of this.plans) {
      if (plan.notation !== notation || plan.notation === null) continue;
      this.plans.delete(k);
      if (k === 'signal' && !rejected) this.plans.set('signal', { at: now + this.p.signalRepeatMs, notation });
      if (k === 'bluff') this.nextBluff = now;
      if (k === 'guess') this.stats.clear();
      if (k === 'swap' && !rejected && notation.startsWith('discard:')) {
        this.lastGive = notation.slice(8);
        this.stuck = 0;
      }
      if (k === 'swap' && !rejected && notation === `take:${this.lastGive}`) this.futile = -2;
      this.last = null;
      return;
    }
  }

  /** Reads one event: `IGNORE` (nothing the plans depend on), `LOOK` (the table may have changed) or `FORCE` (replan). */
  private observe(e: GameEvent, now: number): number {
    const v = this.v;
    switch (e.type) {
      case 'emote':
        return this.onEmote(e.seat!, String(e.entry), now) ? FORCE : IGNORE;
      case 'pass':
        return IGNORE; // only the own pass matters, and that is `submitted`
      case 'take':
      case 'auto-take':
        if (v && e.seat !== undefined && v.seatTeams[e.seat] !== v.team && chance(this.rng, this.p.memory)) this.remember(e.seat, String(e.card), now);
        return LOOK;
      case 'discard':
        if (e.seat !== undefined) this.known.set(e.seat, (this.known.get(e.seat) ?? []).filter((c) => c !== e.card));
        return LOOK;
      case 'violation':
        if (v && e.seat !== undefined && v.seatTeams[e.seat] !== v.team && chance(this.rng, this.p.vigilance)) this.plans.set('slap', { at: now + sample(this.rng, this.p.slapDelayMs), notation: 'slap:GAMEKEEPER' });
        return IGNORE; // the slap is planned; the swap itself comes as a discard or take
      case 'call':
        if (v && e.correct === true && e.call !== 'counter' && v.seatTeams[e.seat!] !== v.team) this.learn(v.seatTeams[e.seat!]!, now);
        return LOOK;
      case 'replace-middle':
        if (e.reason === 'allPass' || e.reason === 'stall') this.stuck++;
        return LOOK;
      case 'deal':
        this.known = new Map();
        this.stareUntil = chance(this.rng, this.p.fakeTellProb) ? now + 2000 + 8000 : 0; // example C: a short stare
        this.plans.clear();
        return FORCE;
      default:
        return LOOK;
    }
  }

  private onEmote(from: Seat, entry: string, now: number): boolean {
    const v = this.v;
    if (!v || from === this.seat) return false;
    if (from === v.partner) {
      if (entry === v.mySignal && chance(this.rng, this.p.attentionPartner)) {
        this.plans.set('call', { at: now + sample(this.rng, this.p.noticeDelayMs) + sample(this.rng, this.p.callDelayMs), notation: 'CALL' });
        return true;
      }
      return false;
    }
    if (!chance(this.rng, this.p.attentionOpponent)) return false;
    const team = v.seatTeams[from]!;
    this.heard.push({ team, entry, t: now });
    if (this.heard.length > 40) this.heard.shift();
    const key = `${team}:${entry}`;
    const s = this.stats.get(key) ?? { hits: 0, emissions: 0 };
    s.emissions++;
    this.stats.set(key, s);
    return false;
  }

  /** §3.5 step 5: entries an opposing team emitted within 5 s before its correct call count as hits. */
  private learn(team: number, now: number): void {
    const seen = new Set(this.heard.filter((h) => h.team === team && h.t >= now - 5000).map((h) => h.entry));
    for (const entry of seen) this.stats.get(`${team}:${entry}`)!.hits++;
    for (const [key, s] of this.stats) {
      const post = (s.hits + 1) / (s.emissions + 3);
      if (post >= this.p.outgamshThreshold && s.hits >= this.p.outgamshMinEvidence) {
        const [t, entry] = key.split(':');
        this.plans.set('guess', { at: now + sample(this.rng, this.p.callDelayMs), notation: `outgamsh:${'ABC'[Number(t)]}=${entry}` });
      }
    }
  }

  /** §3.5 step 4: remembered takes per opponent; Counter when P(quartet) ≥ `counterThreshold`. */
  private remember(seat: Seat, card: string, now: number): void {
    const cards = [...(this.known.get(seat) ?? []), card].slice(-4);
    this.known.set(seat, cards);
    const m = motifOf(card);
    const k = m ? cards.filter((c) => motifOf(c) === m).length : 0;
    const signalled = this.heard.some((h) => h.t >= now - 3000 && h.team === this.v!.seatTeams[seat]);
    const estimate = k >= 4 ? 1 : k / 4 + (signalled ? 0.3 : 0);
    if (estimate >= this.p.counterThreshold && !this.plans.has('call')) this.plans.set('call', { at: now + sample(this.rng, this.p.callDelayMs), notation: `call:counter:${seat}` });
  }

  /** Rebuilds the swap / slap / pass / secret plans from the current view. */
  private replan(now: number): void {
    const v = this.v!;
    if (v.phase === 'over') return this.plans.clear();
    if (v.phase === 'pause' || v.phase === 'preview') {
      for (const k of ['swap', 'slap', 'pass', 'call', 'guess'] as const) this.plans.delete(k);
      if (v.maySetSecret && v.secretPending !== null && !this.plans.has('secret')) {
        const entries = v.paletteIds.filter((id) => id !== v.mySignal);
        this.plans.set('secret', { at: now + sample(this.rng, this.p.callDelayMs), notation: `secret:${pick(this.rng, entries)}` });
      }
      return;
    }
    this.plans.delete('secret');
    const call = this.plans.get('call');
    if (call?.notation === 'CALL') this.plans.set('call', { at: call.at, notation: this.callNotation(v) });
    const mid = v.midSwap;
    const middle = v.middle ?? [];
    if (v.phase === 'snack') return this.snack(v, mid, middle, now);
    if (mid) return this.keep('swap', now, this.p.takeDelayMs, `take:${this.bestTake(v, middle)}`);
    if (isQuartet(v.hand)) {
      this.plans.delete('swap');
      if (!this.plans.has('signal')) this.plans.set('signal', { at: now + sample(this.rng, this.p.signalDelayMs), notation: `signal:${v.mySignal}` });
      return;
    }
    this.plans.delete('signal');
    if (now < this.stareUntil) {
      this.plans.delete('swap');
      return void this.plans.set('wake', { at: this.stareUntil, notation: null });
    }
    const key = cardMask(middle);
    if (this.futile === -2) this.futile = key;
    // After passing once on this middle, a neutral swap (new motif for a single card) breaks deadlocks; after
    // STUCK_BREAK_PAIR refreshes a pair may be broken too (all hands 2+2 over motifs nobody else holds).
    const neutral = this.stuck > 0 && chance(this.rng, 0.5) ? (this.stuck >= STUCK_BREAK_PAIR ? 2 : 1) : 0;
    let give: string | null = null;
    if (this.futile !== key) {
      if (wantedCard(this.rng, this.p.cheatRate, v.hand, middle)) give = leastUseful(v.hand);
      else {
        const pair = improvingDiscard(v.hand, middle, neutral);
        if (pair) [give, this.intent] = pair;
      }
    }
    if (give) {
      this.plans.delete('pass');
      return this.keep('swap', now, this.p.swapIntervalMs, `discard:${give}`);
    }
    this.plans.delete('swap');
    if (middle.includes('BULL') && this.bullTried !== key) {
      this.bullTried = key;
      if (chance(this.rng, this.p.bullSlapProb)) this.plans.set('slap', { at: now + sample(this.rng, this.p.slapDelayMs), notation: 'slap:BULL' });
    }
    if (!v.passed && !this.plans.has('pass')) this.plans.set('pass', { at: now + this.p.passDelayMs, notation: 'pass' });
  }

  /**
   * Plans `notation` after a fresh `delay` draw, but keeps an existing plan's time (and the plan itself, if
   * unchanged) when only its card changes: no fresh latency draw on every look.
   */
  private keep(k: Key, now: number, delay: LogNormal, notation: string): void {
    const old = this.plans.get(k);
    if (old && old.notation === notation) return;
    const same = old && old.notation !== null && head(old.notation) === head(notation);
    this.plans.set(k, { at: same ? old.at : now + sample(this.rng, delay), notation });
  }

  private callNotation(v: BotView): string {
    const farmer = this.p.farmerUse === 'always' && (v.middle ?? []).includes('FARMER') && !v.midSwap ? '+farmer' : '';
    return `call:${isQuartet(v.hand) ? 'double' : 'gamsh'}${farmer}`;
  }

  private snack(v: BotView, mid: boolean, middle: readonly string[], now: number): void {
    this.plans.delete('pass');
    if (mid) return this.keep('swap', now, this.p.takeDelayMs, `take:${this.bestTake(v, middle)}`);
    this.plans.delete('swap');
    const claims = v.snackClaims ?? [];
    if (claims.some((c) => c[1] === this.seat)) return void this.plans.delete('slap');
    const free = middle.filter((c) => c !== 'SNACK' && !claims.some((x) => x[0] === c));
    if (!free.length) return void this.plans.delete('slap');
    const old = this.plans.get('slap');
    this.plans.set('slap', { at: old?.at ?? now + sample(this.rng, this.p.slapDelayMs), notation: `slap:${pick(this.rng, free)}` });
  }

  private bestTake(v: BotView, middle: readonly string[]): string {
    return bestTake(this.rng, v.hand, middle, v.snackClaims, this.intent, v.myDiscard);
  }
}

/** The action type of a notation (`discard`, `take`, …): the part before the first colon. */
function head(notation: string): string {
  const i = notation.indexOf(':');
  return i < 0 ? notation : notation.slice(0, i);
}
