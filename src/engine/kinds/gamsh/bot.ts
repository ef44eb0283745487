// The Gämsh bot (docs/rules/gamsh.md policy sketch): swaps toward its best motif, signals its quartet, reacts to the
// partner's signal, counters, learns opponents' signals, bluffs and slaps, with human-like latencies. It uses
// only its seat's view and public events (its own cards from a deal): the projection of seat-view.ts, from the
// simulator directly or rebuilt from the JSON view. Pure; its RNG is its own stream.
//
// Speed (docs/benchmarks.md, Gämsh): cards are integer indexes with per-motif counts (bot-swap.ts `CardSet`),
// updated from one look to the next; plans live in fixed slots (no Map, no plan objects); swap and slap
// notations are interned per card. A replan or a wake-up runs only when the table changed in a way that can
// change a decision (`nothingNew`, `touched`): the same decisions, with fewer evaluations and random draws.
import type { AgentContext, AgentFactory, AgentPlan, RealtimeAgent, SeatProjection } from '../../core/agent';
import type { GameEvent, Rng, Seat } from '../../core/types';
import { EngineBug } from '../../core/result';
import {
  DEFAULT_GAMSH_BOT,
  LatencySampler,
  chance,
  poissonWait,
  type GamshBotParams,
  type LogNormal,
} from './bot-params';
import { gamshSeatView, seatViewFromJson, type GamshSeatView as BotView } from './seat-view';
import {
  BULL,
  FARMER,
  GAMEKEEPER,
  NONE,
  SNACK,
  CardSet,
  atomicTake,
  bestTake,
  cardId,
  cardIndex,
  improvingDiscard,
  isClaimed,
  leastUseful,
  slotOfIndex,
  wantedCard,
} from './bot-swap';

/** Middle refreshes without a swap after which a neutral swap may break a pair. */
const STUCK_BREAK_PAIR = 3;

/**
 * `greedDouble`: how much longer (ms) a greedy bot lets its call wait for its own swap to complete the
 * quartet (a swap interval plus a take delay, at their medians, with slack); then it calls Gämsh anyway.
 */
const GREED_WAIT_MS = 2500;

/** How much an event batch matters to the plans (see `observe`). */
const IGNORE = 0,
  LOOK = 1,
  FORCE = 2;

/** Plan slots: at most one pending plan per purpose. */
const SWAP = 0,
  CALL = 1,
  SLAP = 2,
  SIGNAL = 3,
  BLUFF = 4,
  GUESS = 5,
  PASS = 6,
  SECRET = 7,
  WAKE = 8,
  BLIND = 9,
  SLOTS = 10;

/** Kinds of swap plans (the action type of the notation). */
const DISCARD = 0,
  TAKE = 1,
  ATOMIC = 2;

/** Swap and slap notations per card index: one string instance each (no building, cheap comparisons). */
const DISCARD_N: readonly string[] = Array.from({ length: 40 }, (_, i) => `discard:${cardId(i)}`);
const TAKE_N: readonly string[] = Array.from({ length: 40 }, (_, i) => `take:${cardId(i)}`);
const SLAP_N: readonly string[] = Array.from({ length: 40 }, (_, i) => `slap:${cardId(i)}`);
const NO_CARDS: readonly string[] = [];

/**
 * A factory of Gämsh agents with these parameters (defaults: docs/rules/gamsh.md). `checkFollow` (tests): after every
 * update that followed other seats' swap steps from the events (see `follow`), the agent also takes the seat
 * view and throws `EngineBug` unless it agrees (middle in order, own pass, everything else unchanged); it
 * plays the same game either way.
 */
export function gamshBot(params: Partial<GamshBotParams> = {}, checkFollow = false): AgentFactory {
  const p: GamshBotParams = { ...DEFAULT_GAMSH_BOT, ...params };
  const factory = (seat: Seat, rng: Rng) => new GamshAgent(seat, rng, p, checkFollow);
  return Object.assign(factory, { seatView: gamshSeatView as SeatProjection });
}

/** One seat's Gämsh bot: its plans (one per purpose), what it last saw and what it remembers of the table. */
class GamshAgent implements RealtimeAgent {
  readonly name = 'gamsh-bot';
  /** Pending plans by slot: time (ms), notation (null: a wake-up only). */
  private readonly planAt = new Float64Array(SLOTS);
  private readonly planNote: (string | null)[] = new Array<string | null>(SLOTS).fill(null);
  /** When each pending plan's slot was filled (0: empty): on equal times the older plan goes first. */
  private readonly planOrder = new Float64Array(SLOTS);
  /** A fresh number per plan set: the simulator is told only when the best plan is a different one. */
  private readonly planId = new Float64Array(SLOTS);
  private counter = 0;
  /** `planId` of the plan last handed to the simulator (0: none). */
  private lastId = 0;
  /** Kind of the pending swap plan (`DISCARD`, `TAKE`, `ATOMIC`) and its card (the discard or the take). */
  private swapKind = DISCARD;
  private swapCard = -1;
  /**
   * The middle card the pending swap was chosen for (the wanted card, the improving discard's aim, the card to
   * take); -1 if any middle change may alter the choice. Taking other cards, of other motifs, cannot.
   */
  private swapKey = -1;
  /** The pending DISCARD was chosen for a wanted card (default-bot step 1): new middle cards cannot change it. */
  private swapWanted = false;
  /** Cards other seats took and discarded in this update's events (`taken[0…takenN-1]`, `added[0…addedN-1]`). */
  private readonly taken = new Int8Array(40);
  private takenN = 0;
  private readonly added = new Int8Array(40);
  private addedN = 0;
  /** The seat view of the last look (its middle and own pass are stale after `follow`; see `middle`, `passed`). */
  private v: BotView | null = null;
  /** The own pass flag: of the last look, or cleared by another seat's DISCARD since (`follow`). */
  private passed = false;
  /** Own hand and the middle (empty during PREVIEW) of the last look. */
  private readonly hand = new CardSet();
  private readonly middle = new CardSet();
  /** Scratch for `improvingDiscard`'s intended middle card. */
  private readonly aim = new Int8Array(1);
  /** Per opponent seat: its last (up to 4) remembered takes, card indexes. */
  private readonly known: number[][] = [];
  /** Opponents' emotes this bot noticed (the last 40, oldest first). */
  private readonly heard: { team: number; entry: string; t: number }[] = [];
  private readonly stats = new Map<string, { hits: number; emissions: number }>();
  private nextBluff = 0;
  /** Time of the next pure-guess Gämsh call (`blindCallRatePerMin`, a Poisson process like the bluffs). */
  private nextBlind = 0;
  /**
   * `greedDouble` (default-bot step 3): the pending call waits (up to `GREED_WAIT_MS`) for the bot's own swap to grab the
   * 4th card of its 3-card motif from the middle, to call Double instead of Gämsh.
   */
  private greedy = false;
  private stareUntil = 0;
  /** Middle (as a card mask, `CardSet.mask`) where the Bull was considered. */
  private bullTried = 0;
  /** Middle (card mask) after a swap that took back its own discard: no swaps until it changes (no ping-pong); -2: pending. */
  private futile = 0;
  /** Card index of the last own discard (-1: none). */
  private lastGive = -1;
  /** The middle card (index) a planned swap is for (taken if still there); -1: none. */
  private intent = -1;
  /** The events of this update were other seats' swap steps and passes only (`observe`). */
  private steps = true;
  /** The last replan found the middle blocked as `futile`. */
  private blocked = false;
  /** Middle refreshes (all pass / stall) since this bot last swapped. */
  private stuck = 0;
  /** What the last look saw besides the middle (`signature`; phase, secrets and signal in `seen`), and the middle (card mask, -1: hidden). */
  private sig = -1;
  private seen: BotView | null = null;
  private middleSeen = -1;
  /** The middle changed since the swap plan was made: its card is chosen again when it is due (a wake-up first). */
  private stale = false;
  private lastWake = false;

  /** Latency draws (default-bot delays) from the bot's stream. */
  private readonly latency: LatencySampler;

  constructor(
    readonly seat: Seat,
    private readonly rng: Rng,
    private readonly p: GamshBotParams,
    private readonly checkFollow: boolean,
  ) {
    this.latency = new LatencySampler(rng);
  }

  /** Reads the events (and, if they matter, the seat view), updates the plans and returns the earliest if it is new. */
  update(ctx: AgentContext): AgentPlan | null | undefined {
    const now = ctx.now;
    const sets = this.counter;
    const woke = this.planOrder[WAKE] !== 0 && this.planAt[WAKE]! <= now;
    if (woke) this.planOrder[WAKE] = 0;
    // Look again after own inputs, wake-ups and table changes; replan only if what the plans depend on changed.
    // An accepted emote, or a pass with nothing to swap, changes nothing the plans depend on: only a look (the
    // table may have changed without an event the bot heard, e.g. the end of a pause).
    const sent = ctx.submitted;
    const fired = sent ? this.fired(sent.notation, sent.rejected !== null, now) : -1;
    const quiet =
      sent !== null &&
      sent.rejected === null &&
      (fired === SIGNAL || fired === BLUFF || (fired === PASS && this.settled(this.v!)));
    let look: number =
      (sent !== null && !quiet) || this.v === null || ctx.events.length === 0 ? FORCE : quiet ? LOOK : IGNORE;
    this.steps = true;
    this.takenN = this.addedN = 0;
    /** A replan may drop plans without setting any (`counter` unchanged). */
    let replanned = false;
    for (const e of ctx.events) {
      const o = this.observe(e, now);
      if (o > look) look = o;
    }
    if (look !== IGNORE) {
      // Other seats' swap steps in SWAP change only the middle and the own pass: follow them from the events.
      const followed =
        look === LOOK && sent === null && this.steps && this.v!.phase === 'swap' && this.follow(ctx.events);
      if (followed && this.checkFollow) this.check(ctx);
      const v = followed
        ? this.v!
        : (this.v = ctx.seatView ? (ctx.seatView() as BotView) : seatViewFromJson(ctx.view()));
      if (!followed) {
        this.hand.read(v.hand);
        this.middle.read(v.middle ?? NO_CARDS);
        this.passed = v.passed;
      }
      // Followed swap steps change neither the hand, the swap state, the Snack claims nor the stuck count, and
      // `v` is the view seen last: the signature and what was seen stay.
      const sig = followed ? this.sig : this.signature(v, this.hand.mask);
      const middle = v.middle ? this.middle.mask : -1;
      // default-bot step 1 with swapIntervalMs/takeDelayMs: a planned swap keeps its time when only the middle
      // changes; which cards it swaps is decided when it is due (not re-derived on every middle change).
      const defer =
        look === LOOK &&
        sig === this.sig &&
        (followed || this.sameAsSeen(v)) &&
        v.phase === 'swap' &&
        this.planOrder[SWAP] !== 0;
      if (defer) {
        if (middle !== this.middleSeen && this.touched()) this.stale = true;
      } else if (
        look === FORCE ||
        sig !== this.sig ||
        !this.sameAsSeen(v) ||
        (middle !== this.middleSeen && !this.nothingNew(v, now))
      ) {
        this.stale = false;
        this.replan(now, middle < 0 ? 0 : middle);
        replanned = true;
      }
      this.sig = sig;
      this.seen = v;
      this.middleSeen = middle;
    }
    if (this.nextBluff <= now) this.nextBluff = now + poissonWait(this.rng, this.p.bluffRatePerMin);
    if (Number.isFinite(this.nextBluff) && this.planOrder[BLUFF] === 0 && this.v && this.v.phase !== 'over')
      this.set(BLUFF, this.nextBluff, `signal:${this.otherEntry(this.v)}`);
    // blindCallRatePerMin: pure-guess Gämsh calls during play (testing penalty paths); no draws at rate 0.
    if (this.p.blindCallRatePerMin > 0) {
      if (this.nextBlind <= now) this.nextBlind = now + poissonWait(this.rng, this.p.blindCallRatePerMin);
      if (this.planOrder[BLIND] === 0 && this.v && this.v.phase === 'swap')
        this.set(BLIND, this.nextBlind, 'call:gamsh');
    }
    // No plan set or dropped (no wake-up, own input or replan) and no new staleness: the best plan is the one
    // handed over last.
    if (
      !woke &&
      this.counter === sets &&
      (look === IGNORE || (sent === null && !replanned && this.stale === this.lastWake))
    )
      return undefined;
    const best = this.best();
    const wakeOnly = best === SWAP && this.stale;
    const id = best < 0 ? 0 : this.planId[best]!;
    if (id === this.lastId && wakeOnly === this.lastWake) return undefined;
    this.lastId = id;
    this.lastWake = wakeOnly;
    return best < 0
      ? null
      : { at: Math.max(this.planAt[best]!, now), notation: wakeOnly ? null : this.planNote[best]! };
  }

  /**
   * `RealtimeAgent.idle`: only other seats' passes (which `observe` ignores), no wake-up due and the next bluff
   * (and blind call, if any) already planned — exactly the cases in which `update` returns `undefined` having
   * changed and drawn nothing.
   */
  idle(events: readonly GameEvent[], now: number): boolean {
    const v = this.v;
    if (v === null || events.length === 0) return false;
    for (const e of events) if (e.type !== 'pass' || e.seat === this.seat) return false;
    if (this.planOrder[WAKE] !== 0 && this.planAt[WAKE]! <= now) return false;
    if (
      this.p.blindCallRatePerMin > 0 &&
      (this.nextBlind <= now || (this.planOrder[BLIND] === 0 && v.phase === 'swap'))
    )
      return false;
    return (
      this.nextBluff > now && !(Number.isFinite(this.nextBluff) && this.planOrder[BLUFF] === 0 && v.phase !== 'over')
    );
  }

  /**
   * Applies other seats' swap steps and passes (`steps`, in SWAP) as the engine does: a DISCARD appends its card
   * to the middle and clears every pass (GAM-021, DIG-010), a TAKE or AUTO_TAKE removes its card. Nothing else
   * of the seat view changes with them (the phase only with a Snack, which comes as its own event). False if a
   * taken card is not in the middle (then the seat view is read: `CardSet.read` reconciles).
   */
  private follow(events: readonly GameEvent[]): boolean {
    for (const e of events) {
      if (e.type === 'discard') {
        this.middle.push(cardIndex(String(e.card)));
        this.passed = false;
      } else if ((e.type === 'take' || e.type === 'auto-take') && !this.middle.drop(cardIndex(String(e.card))))
        return false;
    }
    return true;
  }

  /** `checkFollow`: the followed middle and pass agree with the seat view, and nothing else in it changed. */
  private check(ctx: AgentContext): void {
    const v = this.v!;
    const w = ctx.seatView ? (ctx.seatView() as BotView) : seatViewFromJson(ctx.view());
    const same =
      this.middle.holds(w.middle ?? NO_CARDS) &&
      this.passed === w.passed &&
      this.hand.holds(w.hand) &&
      w.phase === v.phase &&
      w.midSwap === v.midSwap &&
      w.myDiscard === v.myDiscard &&
      w.mySignal === v.mySignal &&
      w.secretPending === v.secretPending &&
      w.maySetSecret === v.maySetSecret &&
      (w.snackClaims?.length ?? -1) === (v.snackClaims?.length ?? -1);
    if (!same)
      throw new EngineBug(`gamsh bot ${this.seat}: followed table differs from the seat view at ${ctx.now} ms`);
  }

  /** Sets the plan of `slot` (an existing plan keeps its place in the tie order). */
  private set(slot: number, at: number, notation: string | null): void {
    if (this.planOrder[slot] === 0) this.planOrder[slot] = ++this.counter;
    this.planAt[slot] = at;
    this.planNote[slot] = notation;
    this.planId[slot] = ++this.counter;
  }

  /** The slot of the earliest pending plan (older plans first on equal times), or -1. */
  private best(): number {
    const order = this.planOrder;
    const at = this.planAt;
    let b = -1;
    for (let k = 0; k < SLOTS; k++) {
      if (order[k] === 0) continue;
      if (b < 0 || at[k]! < at[b]! || (at[k] === at[b] && order[k]! < order[b]!)) b = k;
    }
    return b;
  }

  /**
   * Numbers what the plans depend on besides the middle: own hand (`handMask`), swap state, Snack claims, stuck
   * count. Not the own pass: it is reset only with a change of the middle (a DISCARD or a refresh) or a deal.
   */
  private signature(v: BotView, handMask: number): number {
    return (
      handMask +
      2 ** 40 *
        ((v.midSwap ? 1 : 0) +
          (v.maySetSecret ? 2 : 0) +
          4 * ((v.snackClaims?.length ?? 0) + 8 * Math.min(this.stuck, 7)))
    );
  }

  /**
   * Nothing to swap, and taking cards from the middle cannot change that (default-bot step 1: a wanted card or an
   * improving discard needs a card that is still there): no swap planned or blocked as futile, no neutral swap
   * pending (not stuck), no Gamekeeper (cheat draws) or Bull (slap draw) in the middle.
   */
  private settled(v: BotView): boolean {
    return (
      v.phase === 'swap' &&
      this.planOrder[SWAP] === 0 &&
      !this.blocked &&
      this.stuck === 0 &&
      !this.middle.has[GAMEKEEPER] &&
      !this.middle.has[BULL]
    );
  }

  /**
   * Whether this update's middle change may change the pending swap's choice: any change but other seats'
   * swap steps; a new card, unless the swap is a DISCARD for a wanted card (it gives the least useful card
   * whichever motif is wanted); a taken card that is the swap's key or of its motif (see `swapKey`).
   */
  private touched(): boolean {
    const key = this.swapKey;
    if (key < 0 || !this.steps || (this.addedN > 0 && !(this.swapKind === DISCARD && this.swapWanted))) return true;
    for (let i = 0; i < this.takenN; i++)
      if (this.taken[i] === key || slotOfIndex(this.taken[i]!) === slotOfIndex(key)) return true;
    return false;
  }

  /**
   * After other seats' swap steps, with nothing to swap before (`settled`): a replan would find nothing new
   * unless a new middle card is wanted (of a motif with most cards in hand) or makes an improving discard
   * (default-bot step 1; taken cards cannot help). Then only the pass is planned again (a DISCARD reset it) and true
   * is returned; else false (replan).
   */
  private nothingNew(v: BotView, now: number): boolean {
    if (!this.steps || !this.settled(v) || this.quartet() || now < this.stareUntil) return false;
    const h = this.hand.count;
    let most = 0;
    for (let k = 0; k < NONE; k++) if (h[k]! > most) most = h[k]!;
    for (let i = 0; i < this.addedN; i++) {
      const c = this.added[i]!;
      const mc = slotOfIndex(c);
      if (c === SNACK) continue;
      if (mc !== NONE && h[mc] === most) return false; // wanted
      for (let g = 0; g < this.hand.n; g++) {
        const mg = slotOfIndex(this.hand.idx[g]!);
        const loss = mg === NONE ? 0 : 2 * h[mg]! - 1;
        const gain = mc === NONE ? 0 : 2 * (h[mc]! - (mc === mg ? 1 : 0)) + 1;
        if (gain > loss) return false; // an improving discard
      }
    }
    if (!this.passed && this.planOrder[PASS] === 0) this.set(PASS, now + this.p.passDelayMs, 'pass');
    return true;
  }

  /** Same phase, secrets and signal as at the last look (interned strings: compared by identity). */
  private sameAsSeen(v: BotView): boolean {
    const o = this.seen;
    return o !== null && o.phase === v.phase && o.secretPending === v.secretPending && o.mySignal === v.mySignal;
  }

  /** A random palette entry other than the own team's (bluffs, new secrets). */
  private otherEntry(v: BotView): string {
    const ids = v.paletteIds;
    const own = ids.indexOf(v.mySignal);
    const i = this.rng.int(0, (own < 0 ? ids.length : ids.length - 1) - 1);
    return ids[own >= 0 && i >= own ? i + 1 : i]!;
  }

  /** Forgets the plan that just fired (its slot, or -1); a repeated team signal is planned again (`signalRepeatMs`). */
  private fired(notation: string, rejected: boolean, now: number): number {
    let k = -1;
    for (let i = 0; i < SLOTS; i++)
      if (
        this.planOrder[i] !== 0 &&
        this.planNote[i] === notation &&
        (k < 0 || this.planOrder[i]! < this.planOrder[k]!)
      )
        k = i;
    if (k < 0) return k;
    this.planOrder[k] = 0;
    if (k === SIGNAL && !rejected) this.set(SIGNAL, now + this.p.signalRepeatMs, notation);
    if (k === BLUFF) this.nextBluff = now;
    if (k === BLIND) this.nextBlind = now;
    if (k === CALL) this.greedy = false;
    if (k === GUESS) this.stats.clear();
    if (k === SWAP && !rejected) {
      if (this.swapKind === DISCARD) this.lastGive = this.swapCard;
      if (this.swapKind !== TAKE)
        this.stuck = 0; // a DISCARD, or an atomic swap (DIG-012)
      else if (this.swapCard === this.lastGive) this.futile = -2;
    }
    this.lastId = 0;
    return k;
  }

  /**
   * Reads one event: `IGNORE` (nothing the plans depend on), `LOOK` (the table may have changed) or `FORCE`
   * (replan); clears `steps` unless it is another seat's swap step or pass. Event fields are read per type (one
   * object shape per type: fast property access).
   */
  private observe(e: GameEvent, now: number): number {
    const v = this.v;
    switch (e.type) {
      case 'emote':
        this.steps = false;
        return this.onEmote(e.seat!, String(e.entry), now) ? FORCE : IGNORE;
      case 'pass':
        if (e.seat === this.seat) this.steps = false;
        return IGNORE; // only the own pass matters, and that is `submitted`
      case 'take':
      case 'auto-take': {
        const card = cardIndex(String(e.card));
        if (e.seat === this.seat) this.steps = false;
        else if (this.takenN < this.taken.length) this.taken[this.takenN++] = card;
        if (v && e.seat !== undefined && v.seatTeams[e.seat] !== v.team && chance(this.rng, this.p.memory))
          this.remember(e.seat, card, now);
        return LOOK;
      }
      case 'discard': {
        const card = cardIndex(String(e.card));
        if (e.seat === this.seat) this.steps = false;
        else if (this.addedN < this.added.length) this.added[this.addedN++] = card;
        if (e.seat !== undefined) this.forget(e.seat, card);
        return LOOK;
      }
      case 'violation':
        this.steps = false;
        if (v && e.seat !== undefined && v.seatTeams[e.seat] !== v.team && chance(this.rng, this.p.vigilance))
          this.set(SLAP, now + this.latency.sample(this.p.slapDelayMs), SLAP_N[GAMEKEEPER]!);
        return IGNORE; // the slap is planned; the swap itself comes as a discard or take
      case 'call':
        this.steps = false;
        if (v && e.correct === true && e.call !== 'counter' && v.seatTeams[e.seat!] !== v.team)
          this.learn(v.seatTeams[e.seat!]!, now);
        return LOOK;
      case 'replace-middle':
        this.steps = false;
        if (e.reason === 'allPass' || e.reason === 'stall') this.stuck++;
        return LOOK;
      case 'deal':
        this.steps = false;
        for (const cards of this.known) if (cards) cards.length = 0;
        this.stareUntil = chance(this.rng, this.p.fakeTellProb) ? now + 2000 + 8000 : 0; // example C: a short stare
        this.planOrder.fill(0);
        this.greedy = false;
        return FORCE;
      default:
        this.steps = false;
        return LOOK;
    }
  }

  private onEmote(from: Seat, entry: string, now: number): boolean {
    const v = this.v;
    if (!v || from === this.seat) return false;
    if (from === v.partner) {
      if (entry === v.mySignal && chance(this.rng, this.p.attentionPartner)) {
        const at = now + this.latency.sample(this.p.noticeDelayMs) + this.latency.sample(this.p.callDelayMs);
        // default-bot step 3, greedDouble: with 3 of a motif in hand and the 4th in the middle, maybe wait for it (Double).
        this.greedy = this.planOrder[CALL] === 0 && this.fourthInMiddle() && chance(this.rng, this.p.greedDouble);
        this.set(CALL, this.greedy ? at + GREED_WAIT_MS : at, 'CALL');
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

  /** default-bot step 5: entries an opposing team emitted within 5 s before its correct call count as hits. */
  private learn(team: number, now: number): void {
    const seen = new Set(this.heard.filter((h) => h.team === team && h.t >= now - 5000).map((h) => h.entry));
    for (const entry of seen) this.stats.get(`${team}:${entry}`)!.hits++;
    for (const [key, s] of this.stats) {
      const post = (s.hits + 1) / (s.emissions + 3);
      if (post >= this.p.outgamshThreshold && s.hits >= this.p.outgamshMinEvidence) {
        const [t, entry] = key.split(':');
        this.set(GUESS, now + this.latency.sample(this.p.callDelayMs), `outgamsh:${'ABC'[Number(t)]}=${entry}`);
      }
    }
  }

  /** The remembered takes of `seat` (card indexes, oldest first). */
  private knownOf(seat: Seat): number[] {
    return (this.known[seat] ??= []);
  }

  /** A discarded card is no longer in `seat`'s hand. */
  private forget(seat: Seat, card: number): void {
    const cards = this.knownOf(seat);
    for (let i = cards.length - 1; i >= 0; i--) if (cards[i] === card) cards.splice(i, 1);
  }

  /** default-bot step 4: remembered takes per opponent; Counter when P(quartet) ≥ `counterThreshold`. */
  private remember(seat: Seat, card: number, now: number): void {
    const cards = this.knownOf(seat);
    cards.push(card);
    if (cards.length > 4) cards.shift();
    const m = slotOfIndex(card);
    let k = 0;
    if (m !== NONE) for (const c of cards) if (slotOfIndex(c) === m) k++;
    const team = this.v!.seatTeams[seat];
    let signalled = false;
    for (let i = this.heard.length - 1; i >= 0 && this.heard[i]!.t >= now - 3000 && !signalled; i--)
      signalled = this.heard[i]!.team === team; // newest last
    const estimate = k >= 4 ? 1 : k / 4 + (signalled ? 0.3 : 0);
    if (estimate >= this.p.counterThreshold && this.planOrder[CALL] === 0)
      this.set(CALL, now + this.latency.sample(this.p.callDelayMs), `call:counter:${seat}`);
  }

  /** True if the own hand holds 3 cards of a motif whose 4th card lies in the middle (`greedDouble`). */
  private fourthInMiddle(): boolean {
    const h = this.hand.count;
    const m = this.middle.count;
    for (let k = 0; k < NONE; k++) if (h[k] === 3 && m[k]! > 0) return true;
    return false;
  }

  /** True if the own hand is a quartet (GAM-002: exactly 4 cards of one motif). */
  private quartet(): boolean {
    const h = this.hand;
    if (h.n !== 4) return false;
    const m = slotOfIndex(h.idx[0]!);
    return m !== NONE && h.count[m] === 4;
  }

  /** Rebuilds the swap / slap / pass / secret plans from the current view; `key`: the middle's card mask. */
  private replan(now: number, key: number): void {
    const v = this.v!;
    const order = this.planOrder;
    if (v.phase === 'over') return void order.fill(0);
    if (v.phase === 'pause' || v.phase === 'preview') {
      order[SWAP] = order[SLAP] = order[PASS] = order[CALL] = order[GUESS] = order[BLIND] = 0;
      this.greedy = false;
      if (v.maySetSecret && v.secretPending !== null && order[SECRET] === 0)
        this.set(SECRET, now + this.latency.sample(this.p.callDelayMs), `secret:${this.otherEntry(v)}`);
      return;
    }
    order[SECRET] = 0;
    if (order[CALL] !== 0 && this.planNote[CALL] === 'CALL') this.set(CALL, this.planAt[CALL]!, this.callNotation(v));
    if (this.greedy && order[CALL] !== 0 && !v.midSwap && (this.quartet() || !this.fourthInMiddle())) {
      // The quartet is complete (Double), or the 4th card is gone (Gämsh after all): call now, after a call delay.
      this.greedy = false;
      this.set(CALL, Math.min(this.planAt[CALL]!, now + this.latency.sample(this.p.callDelayMs)), this.callNotation(v));
    }
    const mid = v.midSwap;
    if (v.phase === 'snack') return this.snack(v, mid, now);
    if (mid) return this.keepTake(v, now);
    if (this.quartet()) {
      order[SWAP] = 0;
      if (order[SIGNAL] === 0)
        this.set(SIGNAL, now + this.latency.sample(this.p.signalDelayMs), `signal:${v.mySignal}`);
      return;
    }
    order[SIGNAL] = 0;
    if (now < this.stareUntil) {
      order[SWAP] = 0;
      return this.set(WAKE, this.stareUntil, null);
    }
    if (this.futile === -2) this.futile = key;
    this.blocked = this.futile === key;
    // After passing once on this middle, a neutral swap (new motif for a single card) breaks deadlocks; after
    // STUCK_BREAK_PAIR refreshes a pair may be broken too (all hands 2+2 over motifs nobody else holds).
    const neutral = this.stuck > 0 && chance(this.rng, 0.5) ? (this.stuck >= STUCK_BREAK_PAIR ? 2 : 1) : 0;
    const { hand, middle } = this;
    let give = -1;
    let aim = -1;
    let wanted = false;
    if (this.futile !== key) {
      aim = wantedCard(this.rng, this.p.cheatRate, hand, middle);
      wanted = aim >= 0;
      if (wanted) give = leastUseful(hand);
      else {
        give = improvingDiscard(hand, middle, neutral, this.aim);
        if (give >= 0) aim = this.intent = this.aim[0]!;
      }
    }
    if (give >= 0) {
      order[PASS] = 0;
      // A neutral swap was a random pick and a Gamekeeper brings cheat draws: choose again on any change.
      const stable = !neutral && !middle.has[GAMEKEEPER] ? aim : -1;
      this.swapWanted = wanted;
      if (v.atomicSwap) return this.keepSwap(now, this.p.swapIntervalMs, this.atomicSwap(v, give), ATOMIC, give, -1);
      return this.keepSwap(now, this.p.swapIntervalMs, DISCARD_N[give]!, DISCARD, give, stable);
    }
    order[SWAP] = 0;
    if (middle.has[BULL] && this.bullTried !== key) {
      this.bullTried = key;
      if (chance(this.rng, this.p.bullSlapProb))
        this.set(SLAP, now + this.latency.sample(this.p.slapDelayMs), SLAP_N[BULL]!);
    }
    if (!this.passed && order[PASS] === 0) this.set(PASS, now + this.p.passDelayMs, 'pass');
  }

  /**
   * Plans the swap `notation` (of kind `kind`, for the card index `card`, chosen for the middle card `key`,
   * see `swapKey`) after a fresh `delay` draw, but keeps an existing swap plan's time (and the plan itself, if
   * unchanged) when only its card changes: no fresh latency draw on every look.
   */
  private keepSwap(now: number, delay: LogNormal, notation: string, kind: number, card: number, key: number): void {
    this.swapKey = key;
    const has = this.planOrder[SWAP] !== 0;
    if (has && this.planNote[SWAP] === notation) return;
    const same = has && this.swapKind === kind;
    this.set(SWAP, same ? this.planAt[SWAP]! : now + this.latency.sample(delay), notation);
    this.swapKind = kind;
    this.swapCard = card;
  }

  /** Mid-swap: plans the TAKE (GAM-021, `bestTake`). */
  private keepTake(v: BotView, now: number): void {
    const card = bestTake(
      this.rng,
      this.hand,
      this.middle,
      v.snackClaims,
      this.intent,
      v.myDiscard ? cardIndex(v.myDiscard) : -1,
    );
    this.keepSwap(now, this.p.takeDelayMs, TAKE_N[card]!, TAKE, card, this.middle.has[GAMEKEEPER] ? -1 : card);
  }

  private callNotation(v: BotView): string {
    const farmer = this.p.farmerUse === 'always' && this.middle.has[FARMER] === 1 && !v.midSwap;
    if (this.quartet()) return farmer ? 'call:double+farmer' : 'call:double';
    return farmer ? 'call:gamsh+farmer' : 'call:gamsh';
  }

  private snack(v: BotView, mid: boolean, now: number): void {
    const order = this.planOrder;
    order[PASS] = 0;
    if (mid) return this.keepTake(v, now);
    order[SWAP] = 0;
    const claims = v.snackClaims ?? [];
    for (const c of claims) if (c[1] === this.seat) return void (order[SLAP] = 0);
    const free: number[] = [];
    for (let i = 0; i < this.middle.n; i++) {
      const c = this.middle.idx[i]!;
      if (c !== SNACK && !isClaimed(claims, c)) free.push(c);
    }
    if (!free.length) return void (order[SLAP] = 0);
    const at = order[SLAP] !== 0 ? this.planAt[SLAP]! : now + this.latency.sample(this.p.slapDelayMs);
    this.set(SLAP, at, SLAP_N[free[this.rng.int(0, free.length - 1)]!]!);
  }

  /** DIG-012 (`swapModel: atomic`): give `give` and take what `bestTake` would take after that DISCARD, in one input. */
  private atomicSwap(v: BotView, give: number): string {
    return `swap:${cardId(give)}:${cardId(atomicTake(this.rng, this.hand, give, this.middle, v.snackClaims, this.intent))}`;
  }
}
