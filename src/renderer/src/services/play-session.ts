// A game at the table: compiled rules, seed, seats, the action log and its snapshots. Re-runs the log under
// edited rules (longest legal prefix + divergence), records replays (branches name their parent). Engine
// handles live here, never in Pinia (docs/architecture.md "State and side effects"). No Vue.
import { DEFAULT_BOT_LEVEL } from './table-seats';
import {
  actionFor,
  applyAction,
  createRng,
  describeStep,
  eventLines,
  deriveSeed,
  formatPosition,
  listLegalActions,
  createBot,
  parseBotSpec,
  randomBot,
  recordReplay,
  seatsToAct,
  startGame,
  viewFor,
  type Action,
  type Bot,
  type CompiledGame,
  type GameEvent,
  type Json,
  type Replay,
  type Rng,
  type SeatOccupant,
  type Snapshot,
  type SpeechOptions,
  type Viewer,
} from '../../../engine';

/** One step of the move log as a seat sees it: the sentence, the (redacted) notation, the events in words. */
export interface LogLine {
  /** 1-based step. */
  readonly step: number;
  readonly seat: number;
  /** The action's notation as the viewer may see it (`give:?` for another seat's exchange card, DOG-014). */
  readonly notation: string;
  /** The step as a sentence in the UI language ("Beat spielt eine 7: …"). */
  readonly text: string;
  /** The step's events for the viewer: type and rule ID (details panel) and the sentence. */
  readonly events: readonly {
    readonly type: string;
    readonly rule: string;
    readonly text: string;
    readonly told?: true;
  }[];
}

/** Where a re-run under new rules stopped: the first action that is no longer legal (1-based step). */
export interface Divergence {
  readonly step: number;
  readonly seat: number;
  readonly notation: string;
  readonly message: string;
}

/** One applied step: the action and the events it caused (the setup is step 0 with no action). */
export interface PlayedStep {
  readonly action: Action;
  readonly events: readonly GameEvent[];
}

/** A live game. Mutable on purpose (a lifecycle object), owned by the table store's module scope. */
export class PlaySession {
  private snaps: Snapshot[];
  private played: PlayedStep[] = [];
  private botRng: Rng;
  /** Actions dropped by the last re-run (from the divergence on): tried again by the next re-run, forgotten on a new play. */
  private pending: Action[] = [];
  /** Log lines already worded, per viewer and language (a step object is reused until a re-run replaces it). */
  private worded = new Map<string, { step: PlayedStep; line: LogLine }[]>();
  /** Who made each applied action (`human` or a bot level), by step index; null where unknown (a branch's prefix). */
  private movers: (string | null)[] = [];

  constructor(
    public game: CompiledGame,
    readonly seed: string,
    public seats: SeatOccupant[],
    readonly parent: Replay['parent'] | null = null,
  ) {
    this.snaps = [startGame(game, seed)];
    this.botRng = createRng(deriveSeed(seed, 'bots'));
  }

  /** Number of applied actions. */
  get length(): number {
    return this.played.length;
  }

  get snapshot(): Snapshot {
    return this.snaps[this.snaps.length - 1]!;
  }

  get actions(): Action[] {
    return this.played.map((p) => p.action);
  }

  get steps(): readonly PlayedStep[] {
    return this.played;
  }

  toAct(): number[] {
    return seatsToAct(this.game, this.snapshot);
  }

  legal(seat: number): Action[] {
    return listLegalActions(this.game, this.snapshot, seat);
  }

  view(seat: number | null): Json {
    return viewFor(this.game, this.snapshot, seat);
  }

  position(): string {
    return formatPosition(this.game, this.snapshot);
  }

  /**
   * Applies `action` if legal; the error message otherwise (snapshot unchanged). `by` says who made it — `human`,
   * or the level of the bot that chose it — and goes into the replay's `playedBy`.
   */
  apply(
    action: Action,
    by: string | null = null,
  ): { ok: true; events: readonly GameEvent[] } | { ok: false; code: string; message: string } {
    const r = this.applyOne(action);
    if (r.ok) {
      this.pending = [];
      this.movers[this.played.length - 1] = by;
    }
    return r;
  }

  private applyOne(
    action: Action,
  ): { ok: true; events: readonly GameEvent[] } | { ok: false; code: string; message: string } {
    const r = applyAction(this.game, this.snapshot, action);
    if (!r.ok) return { ok: false, code: r.error.code, message: r.error.message };
    this.snaps.push(r.value.snapshot);
    this.played.push({ action, events: r.value.events });
    return { ok: true, events: r.value.events };
  }

  /**
   * The bot's choice for `seat` (seeded, sees only its view), or null when it has nothing to do. The seat's `bot`
   * names its level (`random`, `easy`, `normal`, `strong`, `expert`); a person's seat (fast-forward, hints) is
   * played by `DEFAULT_BOT_LEVEL` (`normal`); a level that cannot play this kind plays at random.
   */
  botChoice(seat: number): Action | null {
    const legal = this.legal(seat);
    if (!legal.length) return null;
    return this.botFor(this.seats[seat]?.bot ?? DEFAULT_BOT_LEVEL).choose(() => this.view(seat), legal, this.botRng);
  }

  /** Bots by level name for the current rules (rebuilt after a re-run under new rules). */
  private botCache = new Map<string, Bot>();

  private botFor(name: string): Bot {
    let bot = this.botCache.get(name);
    if (!bot) {
      const spec = parseBotSpec(name);
      bot = spec ? createBot(this.game, spec) : randomBot;
      this.botCache.set(name, bot);
    }
    return bot;
  }

  /**
   * The move log as `viewer` sees it, in sentences (engine `describeStep`/`eventLines`: redacted for the viewer,
   * in `opts.lang` with `opts.names`). Worded once per step and viewer; after a re-run the changed tail is worded
   * again, so no line of a discarded step survives.
   */
  log(viewer: Viewer, opts: SpeechOptions = {}): LogLine[] {
    const key = `${viewer}|${opts.lang ?? 'en'}|${(opts.names ?? []).join('\u0000')}`;
    const cached = this.worded.get(key) ?? [];
    let same = 0;
    while (same < cached.length && same < this.played.length && cached[same]!.step === this.played[same]) same++;
    const out = cached.slice(0, same);
    for (let i = same; i < this.played.length; i++) {
      const step = this.played[i]!;
      const after = this.snaps[i + 1]!;
      const line: LogLine = {
        step: i + 1,
        seat: step.action.seat,
        notation: actionFor(this.game, step.action, viewer, after).notation,
        text: describeStep(this.game, { action: step.action, events: step.events, after }, viewer, opts),
        events: eventLines(this.game, step.events, viewer, opts).map((e) => ({
          type: e.type,
          rule: e.rule,
          text: e.text,
          ...(e.told ? { told: e.told } : {}),
        })),
      };
      out.push({ step, line });
    }
    if (this.worded.size > 8) this.worded.clear();
    this.worded.set(key, out);
    return out.map((x) => x.line);
  }

  /** Drops every action after `step` (used to start a practice branch; the caller records the old line first). */
  truncate(step: number): void {
    this.snaps.length = step + 1;
    this.played.length = step;
    this.movers.length = Math.min(this.movers.length, step);
    this.pending = [];
  }

  /**
   * Swaps in new rules and re-runs the action log from the seed: keeps the longest prefix that is still
   * legal; returns the first action that became illegal, or null when the whole log still holds. The dropped
   * tail is kept, so reverting the edit brings the whole game back (until a new action is played).
   */
  rerun(game: CompiledGame): { divergence: Divergence | null; dropped: Action[] } {
    const actions = [...this.actions, ...this.pending];
    this.pending = [];
    this.game = game;
    this.botCache.clear();
    this.snaps = [startGame(game, this.seed)];
    this.played = [];
    for (let i = 0; i < actions.length; i++) {
      const a = actions[i]!;
      const r = this.applyOne(a);
      if (!r.ok) {
        this.pending = actions.slice(i);
        return {
          divergence: { step: i + 1, seat: a.seat, notation: a.notation, message: r.message },
          dropped: this.pending,
        };
      }
    }
    return { divergence: null, dropped: [] };
  }

  /**
   * Who made each seat's moves so far, in the order they first did: `human` and/or bot levels (empty for a seat
   * without a known mover). A re-run keeps the actions in order, so the step indices stay valid.
   */
  playedBy(): string[][] {
    const by: string[][] = this.seats.map(() => []);
    this.played.forEach((p, i) => {
      const who = this.movers[i];
      const list = by[p.action.seat];
      if (who && list && !list.includes(who)) list.push(who);
    });
    return by;
  }

  /** The replay of the game so far (with `parent` for a branch); each seat says who played it (`playedBy`). */
  record(date = new Date().toISOString()): Replay {
    const by = this.playedBy();
    const seats = this.seats.map((s, k) => (by[k]?.length ? { ...s, playedBy: by[k]! } : s));
    const r = recordReplay(this.game, seats, this.seed, this.actions, {
      date,
      ...(this.parent ? { parent: this.parent } : {}),
    });
    if (!r.ok) throw new Error(`replay of a played game failed: ${r.error.message}`); // every action was applied: a bug
    return r.value;
  }
}
