// The game at the table: serialisable data for the views (log, position, hand and legal actions of the seat to
// act, the current pick, explanations, divergence). The engine session lives in a module variable, never in
// reactive state (docs/architecture.md "State and side effects").
import { defineStore } from 'pinia';
import {
  applyAction,
  type CompiledGame,
  type Json,
  type Outcome,
  type Replay,
  type SeatOccupant,
} from '../../../engine';
import { getHostApi } from '../services/host-api';
import { PlaySession, type Divergence, type LogLine } from '../services/play-session';
import type { LogEntry, TableState } from '../../../shared/session-protocol';
import { useSettingsStore } from './settings';
import { replayFileName } from '../services/file-names';
import {
  emptyPick,
  exitCardsOfRules,
  chooseJoker,
  clickCard,
  clickSpot,
  type DogBoardFacts,
  type DogPick,
  type Spot,
} from '../kinds/dog/dog-clicks';
import { parseDogPosition } from '../kinds/dog/dog-position';
import { dogConfirmation, type PendingMove } from '../kinds/dog/dog-confirm';
import { translate } from '../i18n/messages';
import { refusalText, seatText, type Translate } from '../components/format';
import { DEFAULT_BOT_LEVEL, peopleAt, seatDisplayName } from '../services/table-seats';

let session: PlaySession | null = null;
/**
 * A session client's action sender (the join page): set while the table shows a seat of a session kept by a host.
 * Then the store holds only what the seat's messages told it and `play` sends the action instead of applying it.
 */
let remoteSend: ((notation: string) => void) | null = null;

/** The open session (for composables that need engine access, e.g. the bot runner). */
export function currentSession(): PlaySession | null {
  return session;
}

export interface LoggedEvent {
  readonly step: number;
  readonly type: string;
  readonly rule: string;
  readonly seat?: number;
  readonly detail: string;
}

export const useTableStore = defineStore('table', {
  state: () => ({
    status: 'idle' as 'idle' | 'ready' | 'error',
    error: null as string | null,
    rulesetId: '',
    rulesetName: '',
    /** The ruleset's name per language (`names:`). */
    rulesetNames: {} as Record<string, string>,
    /** The ruleset's rule texts (`texts:`, per rule ID a string or `{ de, en }`), shown behind every rule ID. */
    ruleTexts: {} as Record<string, Json>,
    kind: '',
    seed: '',
    /** Who sits where (bot parameters stay with the play session; the store keeps what the seat menus show). */
    seats: [] as Omit<SeatOccupant, 'params'>[],
    seatCount: 0,
    active: [] as number[],
    /** Seats by team (`TableLayout.teams`), e.g. [[0, 2], [1, 3]]. */
    teams: [] as number[][],
    fieldsPerSegment: 16,
    /**
     * Dog: the hand-card letters whose card-table entry brings a piece out (DOG-020), from the compiled rules; null
     * where the rules are not at hand (a session seat on the join page).
     */
    exitCards: null as string[] | null,
    /** Bones a Gassi move marked `bone` spends (the ruleset's `boneBypassCost`, GAS-042); 1 where unknown. */
    boneBypassCost: 1,
    log: [] as { seat: number; notation: string }[],
    events: [] as LoggedEvent[],
    /** Bumped on every applied action, with the events of that action (animations follow them). */
    lastEvents: {
      tick: 0,
      events: [] as { type: string; rule?: string; from?: string; to?: string; seat?: number; owner?: number }[],
    },
    position: '',
    toAct: [] as number[],
    outcome: null as Outcome | null,
    handCounts: [] as number[],
    /** The first person among the seats to act (null: a bot acts, or the game is over). */
    acting: null as number | null,
    hand: [] as string[],
    legal: [] as string[],
    pick: emptyPick() as DogPick,
    jokerValues: null as string[] | null,
    /**
     * A person's move waiting for a second click: the card given to the partner
     * (DOG-014) or a move sending home the person's own or the partner's piece (DOG-023/050/068). The same click
     * again, or the confirm button, plays `notation`; any other click drops it.
     */
    pending: null as PendingMove | null,
    message: null as { text: string; rule: string | null } | null,
    divergence: null as Divergence | null,
    rerunSteps: null as number | null,
    parent: null as { file: string; step: number } | null,
    branches: [] as { file: string; step: number }[],
    savedFile: null as string | null,
    /** Seat whose view is shown (null = all-seeing); 'acting' follows the person to act. */
    perspective: 'acting' as 'acting' | number | null,
    /** The view of `perspective`, pretty-printed JSON (the generic table shows it). */
    viewText: '',
    /** Bots wait while paused (the bot runner; "step" plays one bot move). */
    paused: false,
    /** Counts started games, so a view can restart on "same deal again" (same seed, same rules). */
    gameNo: 0,
    /** The person whose hand is shown: the person to act, else the perspective's seat, else the first person. */
    mySeat: null as number | null,
    /** The move log in sentences as the log's viewer sees it (`perspective`; 'acting' → `mySeat`), oldest first. */
    lines: [] as LogLine[],
    rulesHash: '',
    /**
     * Hot seat (two or more people on one screen): the person who holds the device now, i.e. whose hand and view
     * the table shows (null: nobody has taken it yet). With one person it is that person.
     */
    holder: null as number | null,
    /**
     * Hot seat: the person to act who has not taken the device yet (null: none). While set, the table shows only the
     * hand-over screen ("Gib das Gerät an Carla weiter"): no hand, no legal actions, no view of any seat.
     */
    handOver: null as number | null,
    /**
     * One person plays every person seat on purpose (the rules editor's table, where the designer tries the rules
     * from each seat in turn): no hand-over screen, the acting seat's view is shown.
     */
    solo: false,
  }),
  getters: {
    /**
     * Whether views other than the person's own may be shown (another seat's, all-seeing): only while no person
     * sits in the game or once it has ended. While a person plays, a seat is never shown what it may not see
     * (hidden information: DOG-014 exchange cards, GAS-016 face-down dogs).
     */
    otherViewsAllowed: (s) => s.outcome !== null || !s.active.some((seat) => s.seats[seat]?.occupant === 'human'),
  },
  actions: {
    /** Starts a game (or a branch: `prefix` actions replayed first, `parent` recorded in its replay). */
    start(
      game: CompiledGame,
      seed: string,
      seats: SeatOccupant[],
      opts: { prefix?: { seat: number; notation: string }[]; parent?: Replay['parent']; solo?: boolean } = {},
    ) {
      remoteSend = null;
      session = new PlaySession(game, seed, seats, opts.parent ?? null);
      // Replaced whole: a `$patch` would merge into the texts of the ruleset before.
      this.ruleTexts = { ...(game.ruleset.texts as Record<string, Json>) };
      for (const a of opts.prefix ?? []) {
        const r = session.apply(a);
        if (!r.ok) {
          this.status = 'error';
          this.error = uiText()('table.prefixIllegal', {
            step: session.length + 1,
            action: a.notation,
            why: r.message,
          });
          break;
        }
      }
      this.$patch({
        status: 'ready',
        error: null,
        rulesetId: game.ruleset.id,
        rulesetName: game.ruleset.name,
        rulesetNames: { ...(game.ruleset.names ?? {}) },
        kind: game.kind.id,
        seed,
        seats: seats.map(({ params: _params, ...s }) => s),
        seatCount: game.layout.seatCount,
        active: [...game.layout.active],
        teams: game.layout.teams.map((team) => [...team]),
        fieldsPerSegment:
          typeof game.options['trackFieldsPerSegment'] === 'number' ? game.options['trackFieldsPerSegment'] : 16,
        boneBypassCost: typeof game.options['boneBypassCost'] === 'number' ? game.options['boneBypassCost'] : 1,
        exitCards: dogExitCards(game),
        parent: opts.parent ?? null,
        branches: [],
        savedFile: null,
        divergence: null,
        rerunSteps: null,
        events: [],
        pick: emptyPick(),
        jokerValues: null,
        message: null,
        pending: null,
        lastEvents: movedBy(this.lastEvents.tick, []),
        rulesHash: game.hash,
        gameNo: this.gameNo + 1,
        holder: null,
        handOver: null,
        solo: opts.solo === true,
      });
      this.refresh();
    },
    /**
     * Shows a seat of a session kept by a host (the join page): everything comes from the seat's own messages
     * (`TableState` and log entries as the seat may see them); `send` plays an action (an `act` message). The seat
     * never holds another seat's hidden cards, so nothing here can show them.
     */
    showRemote(state: TableState, log: readonly LogEntry[], send: (notation: string) => void) {
      session = null;
      remoteSend = send;
      const seats = state.seats.map((x) => ({
        ...(x.occupant === 'bot'
          ? { occupant: 'bot' as const, bot: x.level ?? 'normal' }
          : { occupant: 'human' as const }),
        name: x.name ?? '',
      }));
      const teams: number[][] = [];
      for (const x of state.seats) if (x.team !== null) (teams[x.team] ??= []).push(x.seat);
      const view = (state.view ?? null) as { handCounts?: number[] } | null;
      const you = state.you;
      const ownHand = you === null ? '' : (state.hands[String(you)] ?? '');
      const viewHand = (view as { hand?: unknown } | null)?.hand;
      const lines: LogLine[] = log
        .filter((e) => e.action !== null)
        .map((e) => ({
          step: e.step,
          seat: e.action!.seat,
          notation: e.action!.notation,
          text: e.text ?? '',
          events: e.lines.map((l) => ({ type: l.type, rule: l.rule, text: l.text })),
        }));
      const newGame = this.status !== 'ready' || this.gameNo !== state.game || this.rulesetId !== state.ruleset.id;
      const lastStep = log.at(-1);
      const moved = lastStep && lastStep.step !== this.log.length && lastStep.action !== null;
      const acting = you !== null && state.legal.length > 0 ? you : null;
      this.$patch({
        status: 'ready',
        error: null,
        rulesetId: state.ruleset.id,
        rulesetName: state.ruleset.name,
        rulesetNames: { ...state.ruleset.names },
        kind: state.ruleset.kind,
        exitCards: null, // the rules stay with the host
        seats,
        seatCount: state.seats.length,
        active: state.seats.map((x) => x.seat),
        teams,
        log: lines.map((l) => ({ seat: l.seat, notation: l.notation })),
        position: state.position ?? '',
        toAct: [...state.toAct],
        outcome: state.outcome
          ? { winners: [...state.outcome.winners], team: state.outcome.team, reason: '', rule: state.outcome.rule }
          : null,
        handCounts: view?.handCounts ?? [],
        acting,
        mySeat: you,
        holder: you,
        handOver: null,
        perspective: 'acting',
        hand: Array.isArray(viewHand) ? viewHand.map(String) : ownHand.split(' ').filter((c) => c && c !== '?'),
        legal: state.legal.map((a) => a.notation),
        lines,
        viewText: state.view === null ? '' : JSON.stringify(state.view, null, 2),
        rulesHash: state.ruleset.hash,
        gameNo: state.game,
        seed: '',
        parent: null,
        divergence: null,
        rerunSteps: null,
      });
      if (newGame) this.$patch({ pick: emptyPick(), jokerValues: null, message: null, pending: null, events: [] });
      if (moved)
        this.lastEvents = movedBy(
          this.lastEvents.tick,
          lastStep.events.map((e) => ({ ...e, type: String(e['type']), rule: String(e['rule'] ?? '') })),
        );
      if (acting === null) this.$patch({ pick: emptyPick(), jokerValues: null, pending: null });
    },
    /** A refused action of a session seat, in words (the host's message). */
    remoteRefused(text: string) {
      this.$patch({ message: { text, rule: null }, pick: emptyPick(), pending: null });
    },
    /** Leaves a session (the local table works on its own engine again). */
    leaveRemote() {
      remoteSend = null;
    },
    /** Recomputes everything shown from the session. */
    refresh() {
      const s = session;
      if (!s) return;
      // A person sits in a running game: only their own view (a seat changed to a person, a rematch, … included).
      if (
        this.perspective !== 'acting' &&
        s.snapshot.outcome === null &&
        this.active.some((seat) => this.seats[seat]?.occupant === 'human')
      )
        this.perspective = 'acting';
      const toAct = s.toAct();
      const acting = toAct.find((seat) => this.seats[seat]?.occupant !== 'bot') ?? null;
      const seatView = (seat: number | null) => s.view(seat) as { hand?: string | string[]; handCounts?: number[] };
      const people = peopleAt(this.seats, this.active);
      const firstPerson = people[0] ?? null;
      // Hot seat: two or more people share this screen in a running game. Only the person holding the device is
      // shown their hand and view; when another person is to act, the hand-over screen comes first (nothing of
      // anyone's hand meanwhile). With one person, that person always holds the device.
      const hotSeat = !this.solo && people.length > 1 && s.snapshot.outcome === null;
      const holder = hotSeat
        ? this.holder !== null && people.includes(this.holder)
          ? this.holder
          : null
        : firstPerson;
      const handOver = hotSeat && acting !== null && acting !== holder ? acting : null;
      const mySeat = hotSeat
        ? handOver === null
          ? holder
          : null
        : (acting ?? (typeof this.perspective === 'number' ? this.perspective : firstPerson));
      const own = mySeat === null ? null : seatView(mySeat);
      const persp = this.perspective === 'acting' ? mySeat : this.perspective;
      const settings = useSettingsStore();
      // The log's names: the given ones ('' lets the engine say "Platz n"/"Seat n"; a hot seat's "Du" too).
      const names = this.seats.map((_, x) => seatDisplayName(this.seats, this.active, x, () => ''));
      // Nobody at the screen yet (hot seat before the first hand-over): no seat's view at all, not the all-seeing one.
      const hidden = hotSeat && mySeat === null;
      this.$patch({
        log: s.actions.map((a) => ({ seat: a.seat, notation: a.notation })),
        position: s.position(),
        toAct,
        outcome: s.snapshot.outcome,
        acting: handOver === null ? acting : null,
        mySeat,
        holder,
        handOver,
        lines: hidden ? [] : s.log(persp, { lang: settings.locale, names }),
        hand:
          typeof own?.hand === 'string'
            ? own.hand.split(' ').filter(Boolean)
            : Array.isArray(own?.hand)
              ? own.hand.map(String)
              : [], // Dog: "A 7 X"; Gassi: [names]
        legal: acting === null || handOver !== null ? [] : s.legal(acting).map((a) => a.notation),
        handCounts: seatView(null).handCounts ?? [],
        viewText: hidden ? '' : JSON.stringify(s.view(persp), null, 2),
      });
    },
    /** Hot seat: the person the hand-over screen names takes the device; their hand and view are shown. */
    takeOver() {
      if (this.handOver === null) return;
      this.holder = this.handOver;
      this.refresh();
    },
    /** Seats a person or a bot at `seat`: `bot` is a random bot, a level name (`easy`, `normal`, `strong`, `expert`) that bot. */
    setSeat(seat: number, occupant: 'human' | 'bot' | string) {
      const name = this.seats[seat]?.name;
      const bot = occupant === 'bot' ? 'random' : occupant;
      this.seats[seat] = {
        ...(occupant === 'human' ? { occupant: 'human' as const } : { occupant: 'bot' as const, bot }),
        ...(name === undefined ? {} : { name }),
      };
      if (session) session.seats = this.seats.map((x) => ({ ...x }));
      this.refresh();
    },
    /** Renames the player at `seat` (shown on the board, in the log, recorded in the replay). */
    setName(seat: number, name: string) {
      const cur = this.seats[seat];
      if (!cur) return;
      this.seats[seat] = { ...cur, name: name.slice(0, 40) };
      if (session) session.seats = this.seats.map((x) => ({ ...x }));
      this.refresh();
    },
    setPaused(paused: boolean) {
      this.paused = paused;
    },
    /** Shows the view of seat `p` (null = all-seeing, 'acting' = the person's own); other views only when `otherViewsAllowed`. */
    setPerspective(p: 'acting' | number | null) {
      this.perspective = this.otherViewsAllowed ? p : 'acting';
      this.refresh();
    },
    /** Applies an action notation for `seat`, made by `by` (`human` or a bot level, for the replay); explains a refusal. */
    play(seat: number, notation: string, by = 'human'): boolean {
      if (remoteSend) {
        if (seat !== this.acting) return false;
        remoteSend(notation);
        this.$patch({ pick: emptyPick(), jokerValues: null, message: null, pending: null });
        return true;
      }
      if (!session) return false;
      const r = session.apply({ seat, notation }, by);
      if (!r.ok) {
        const t = uiText();
        this.message = {
          text: refusalText(r, notation, seat, t, (x) =>
            seatDisplayName(this.seats, this.active, x, (y) => seatText(y, t)),
          ),
          rule: null,
        };
        this.pick = emptyPick();
        return false;
      }
      const step = session.length;
      const events = r.events.map((e) => ({
        step,
        type: e.type,
        rule: e.rule,
        ...(e.seat === undefined ? {} : { seat: e.seat }),
        detail: describeEvent(e),
      }));
      this.events = [...this.events, ...events].slice(-300);
      this.lastEvents = movedBy(this.lastEvents.tick, r.events);
      this.$patch({ pick: emptyPick(), jokerValues: null, message: null, pending: null });
      this.refresh();
      return true;
    },
    /** Lets the first bot among the seats to act play once; false when no bot is to act. */
    botStep(): boolean {
      if (!session || session.snapshot.outcome) return false;
      const bot = session.toAct().find((seat) => this.seats[seat]?.occupant === 'bot');
      if (bot === undefined) return false;
      const choice = session.botChoice(bot);
      return choice ? this.play(bot, choice.notation, this.seats[bot]?.bot ?? DEFAULT_BOT_LEVEL) : false;
    },
    /** Bots play for every seat (people too) for up to `n` actions: a quick way to reach a middle game. */
    fastForward(n: number) {
      if (!session) return;
      let last: Parameters<typeof movedBy>[1] | null = null;
      for (let i = 0; i < n && !session.snapshot.outcome; i++) {
        const seat = session.toAct()[0];
        if (seat === undefined) break;
        const choice = session.botChoice(seat);
        // The seat's bot level, or the default level that plays a person's seat here (PlaySession.botChoice).
        const r = choice ? session.apply(choice, this.seats[seat]?.bot ?? DEFAULT_BOT_LEVEL) : null;
        if (!r?.ok) break;
        last = r.events;
      }
      // The board's trail shows the last action's moves: after the jump, the last one made here, never a move
      // from before it (a stale trail on the other side of the board).
      if (last) this.lastEvents = movedBy(this.lastEvents.tick, last);
      this.$patch({ pick: emptyPick(), jokerValues: null, message: null, pending: null });
      this.refresh();
    },
    // The pick's clicks: Dog's click model (kinds/dog/dog-clicks.ts), driven by Dog's hand and board (DogHand.vue,
    // DogLiveBoard.vue). Gassi's board keeps its picks in its own component and plays through `play`.
    /** A click on hand card `card` (`A`, `7`, `X`, …) by the person to act: picks it, asks the Joker's value, or plays. */
    clickCard(card: string) {
      if (this.acting === null) return;
      this.handle(clickCard(this.legal, this.acting, card, this.pick, uiText()));
    },
    /** The Joker's declared value (`A`, `2`, … `K`) chosen from the offered `jokerValues`. */
    chooseJoker(value: string) {
      this.pick = chooseJoker(value);
      this.jokerValues = null;
    },
    /** A click on a board spot (track field, finish slot, kennel) by the person to act: extends the pick or plays. */
    clickSpot(spot: Spot) {
      if (this.acting === null) return;
      this.handle(clickSpot(this.legal, spot, this.pick, this.facts(), uiText()));
    },
    /** Drops the pick, the Joker question, the message and the move waiting for confirmation. */
    cancelPick() {
      this.$patch({ pick: emptyPick(), jokerValues: null, message: null, pending: null });
    },
    /**
     * The name of the seat that receives `seat`'s exchange card (DOG-014, the engine's `give` event for the first
     * legal `give:`), or the catalogue's "your partner" when no exchange is due.
     */
    receiverName(seat: number): string {
      const t = uiText();
      if (remoteSend) {
        // A session's seat has no snapshot to preview with: the receiver is the partner (DOG-014, teams of two).
        const mate = this.teams.find((tm) => tm.includes(seat))?.find((x) => x !== seat);
        return mate === undefined
          ? t('table.partner')
          : seatDisplayName(this.seats, this.active, mate, (y) => seatText(y, t));
      }
      const give = this.legal.find((n) => n.startsWith('give:'));
      const r = give && session ? applyAction(session.game, session.snapshot, { seat, notation: give }) : null;
      const to = r?.ok ? r.value.events.find((e) => e.type === 'give')?.to : undefined;
      return typeof to === 'number'
        ? seatDisplayName(this.seats, this.active, to, (y) => seatText(y, t))
        : t('table.partner');
    },
    /** Plays the move waiting for confirmation (`pending`). */
    confirmPending() {
      const p = this.pending;
      if (p && this.acting !== null) this.play(this.acting, p.notation);
    },
    /**
     * Whether the person's click-made move `notation` needs a second click, and what to say (Dog's second click,
     * kinds/dog/dog-confirm.ts: the exchange DOG-014, sending home an own or the partner's piece
     * DOG-023/050/068). Previewed with the engine (`applyAction` on the current snapshot); null for other moves.
     */
    confirmation(seat: number, notation: string): PendingMove | null {
      const t = uiText();
      return dogConfirmation(seat, notation, {
        remote: remoteSend !== null,
        preview: (x, n) => {
          const r = session ? applyAction(session.game, session.snapshot, { seat: x, notation: n }) : null;
          return r?.ok ? r.value.events : null;
        },
        receiverName: (x) => this.receiverName(x),
        name: (x) => seatDisplayName(this.seats, this.active, x, (y) => seatText(y, t)),
        teams: this.teams,
        t,
      });
    },
    /**
     * Applies the click model's answer: plays a move (after its second click when `confirmation` asks for one),
     * asks the Joker's value, keeps the new pick, or keeps it with the explanation of an illegal click.
     */
    handle(r: ReturnType<typeof clickCard>) {
      if (r.kind === 'play') {
        if (this.acting === null) return;
        const ask = this.pending?.notation === r.notation ? null : this.confirmation(this.acting, r.notation);
        if (ask)
          this.$patch((s) => {
            s.pending = ask;
            s.message = null;
          });
        else this.play(this.acting, r.notation);
        return;
      }
      this.pending = null;
      if (r.kind === 'ask-joker') this.jokerValues = [...r.values];
      // Replace the pick whole: `$patch({ pick })` would merge into the object held.
      else if (r.kind === 'pick')
        this.$patch((s) => {
          s.pick = { ...r.pick };
          s.message = null;
        });
      else
        this.$patch((s) => {
          s.pick = { ...r.pick };
          s.message = { text: r.message, rule: r.rule };
        });
    },
    /** What the Dog click model needs of the board: the acting seat, field counts, who stands where, seat names. */
    facts(): DogBoardFacts {
      const per = this.fieldsPerSegment;
      const segments = parseDogPosition(this.position);
      const occ = new Map<number, { seat: number; blocking: boolean }>();
      for (const { seat, pieces } of segments)
        for (const p of pieces) if (p.at === 'track') occ.set(p.field, { seat, blocking: p.blocking });
      const t = uiText();
      const names = this.seats.map((_, x) => seatDisplayName(this.seats, this.active, x, (y) => seatText(y, t)));
      return {
        acting: this.acting ?? 0,
        fieldCount: per * this.seatCount,
        fieldsPerSegment: per,
        occupant: (f) => occ.get(f) ?? null,
        name: (s) => names[s]!,
        ...(this.exitCards ? { exitCards: this.exitCards } : {}),
      };
    },
    /** Live reload: new rules, the log re-run; the longest legal prefix stays, the first illegal action is shown. */
    setRules(game: CompiledGame) {
      if (!session) return;
      const { divergence } = session.rerun(game);
      this.ruleTexts = { ...(game.ruleset.texts as Record<string, Json>) };
      this.$patch({
        divergence,
        rerunSteps: session.length,
        rulesHash: game.hash,
        exitCards: dogExitCards(game),
        pick: emptyPick(),
        jokerValues: null,
        message: null,
      });
      this.refresh();
    },
    /**
     * Undo for practice: the current line is saved as its own replay (never rewritten), the table goes back to
     * the last decision of a person, and the new line records that replay and step as its parent.
     */
    async undo() {
      if (!session || session.length === 0) return;
      const old = await this.saveReplay('line');
      let step = session.length - 1;
      while (step > 0 && this.seats[session.actions[step]!.seat]?.occupant === 'bot') step--;
      const game = session.game;
      const prefix = session.actions.slice(0, step);
      const seats = this.seats.map((s) => ({ ...s }));
      const branches = old ? [...this.branches, { file: old, step }] : this.branches;
      this.start(game, session.seed, seats, { prefix, parent: old ? { file: old, step } : (this.parent ?? undefined) });
      this.branches = branches;
    },
    /** Saves the game so far as a replay file; returns its name. */
    async saveReplay(tag = 'game'): Promise<string | null> {
      if (!session) return null;
      const replay = session.record();
      const file = replayFileName(`${session.game.ruleset.id}-${tag}`, `${session.seed}-${Date.now().toString(36)}`);
      const r = await getHostApi().invoke('replays:save', {
        file,
        replay: replay as unknown as { [key: string]: Json },
      });
      if (!r.ok) {
        this.message = { text: r.message, rule: null };
        return null;
      }
      this.savedFile = r.file;
      return r.file;
    },
  },
});

/** The catalogue in the UI's language (settings store), for the click explanations made here. */
function uiText(): Translate {
  const locale = useSettingsStore().locale;
  return (key, params) => translate(locale, key, params);
}

/**
 * The moves of one action for the board's animation and trail (`lastEvents`): each event's type, rule, from/to
 * references (`P12`, `F1@0`, `K`), acting seat and piece owner, under the next tick.
 */
function movedBy(
  tick: number,
  events: readonly {
    readonly type: string;
    readonly rule: string;
    readonly seat?: number;
    readonly [k: string]: unknown;
  }[],
) {
  return {
    tick: tick + 1,
    events: events.map((e) => ({
      type: e.type,
      rule: e.rule,
      ...(typeof e.from === 'string' ? { from: e.from } : {}),
      ...(typeof e.to === 'string' ? { to: e.to } : {}),
      ...(e.seat === undefined ? {} : { seat: e.seat }),
      ...(typeof e.owner === 'number' ? { owner: e.owner } : {}),
    })),
  };
}

function describeEvent(e: { readonly type: string; readonly [k: string]: unknown }): string {
  const parts = Object.entries(e)
    .filter(([k]) => k !== 'type' && k !== 'rule' && k !== 'seat')
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join('/') : String(v)}`);
  return parts.join(', ');
}

/** Dog's exit cards (DOG-020) from the compiled card table of `game` (`DogRules.cards.exit`); null without one. */
function dogExitCards(game: CompiledGame): string[] | null {
  return exitCardsOfRules(game.rules);
}
