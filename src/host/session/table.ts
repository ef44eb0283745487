// One table of a playtest session: the rules, the seats (people by capability link, bots by level), the current
// game (seed, action log, snapshot) and everyone watching. The table is the only place a session's game changes:
// every client's action is checked against the legal actions of that client's own seat, and every client is told
// only what its seat may see (the engine's sight functions; spectators and the host screen the public view).
// Plain TypeScript: time, timers and storage come from a `TableEnv`, so tests drive it without sockets or a clock.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  applyInput,
  actionFor,
  createBot,
  createRng,
  deriveSeed,
  describeOutcome,
  eventsFor,
  handsFor,
  listLegalActions,
  message,
  parseBotSpec,
  botUnavailable,
  positionFor,
  recordReplay,
  restoreRng,
  seatsToAct,
  speechContext,
  spectatorAction,
  spectatorEvents,
  spectatorHands,
  spectatorPosition,
  spectatorView,
  startGameWithEvents,
  realtimeLevelParams,
  viewFor,
  type Action,
  type AgentPlan,
  type Bot,
  type EngineError,
  type RealtimeAgent,
  type CompiledGame,
  type GameEvent,
  type Json,
  type Replay,
  type RngState,
  type SeatOccupant,
  type SheetLang,
  type Snapshot,
  type Viewer,
} from '../../engine';
import {
  inviteUrl,
  type ClientMessage,
  type FeedbackMessage,
  type HostControlMessage,
  type HostMessage,
  type LogEntry,
  type OccupantChoice,
  type SeatInfo,
  type SessionErrorCode,
  type TableState,
} from '../../shared/session-protocol';

/** Bytes of randomness in a link secret: 32 bytes = 256 bits (base64url, 43 characters). */
export const SECRET_BYTES = 32;

/** Level of the bots that fill empty person seats at the start, and of stand-ins for absent people. */
export const DEFAULT_BOT_LEVEL = 'normal';

/** Answers remembered per seat for repeated `cseq`s (a client re-sending after a reconnect gets the same answer). */
const REMEMBERED_ANSWERS = 64;

/** A fresh capability secret: `SECRET_BYTES` from the OS's CSPRNG, base64url. */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** True iff `given` equals `secret`, compared in constant time (for equal lengths; a length mismatch is just false). */
export function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(secret, 'utf8');
  if (a.length !== b.length) {
    timingSafeEqual(b, b); // spend the same time as a comparison of the right length
    return false;
  }
  return timingSafeEqual(a, b);
}

/** A seat as the table keeps it (and writes it to the session folder). */
export interface SeatRecord {
  /** `person`: played by whoever holds the seat's link; `bot`: by a bot of `level`. */
  occupant: 'person' | 'bot';
  /** Bot level for bot seats; for person seats the level of a stand-in (`DEFAULT_BOT_LEVEL` unless set). */
  level: string;
  /** The person's name (set by the person or the host), or null. */
  name: string | null;
  /** The seat link's secret (base64url, `SECRET_BYTES` random bytes). */
  secret: string;
  /** A person seat played by a bot while its person is away (the person gets it back on reconnecting). */
  standIn: boolean;
  /** Highest `cseq` the seat's clients have sent (applied or refused); a reloaded page continues after it. */
  lastCseq: number;
}

/**
 * Everything needed to resume a table after a host restart: written to the session folder after every change
 * (`TableEnv.persist`). `actions` is the current game's input log (real-time inputs with their host-stamped times,
 * refused ones included, as replays record them, DIG-004).
 */
export interface TableRecord {
  readonly format: 'rulebench-session-table/1';
  readonly id: string;
  /** The resolved ruleset and option overrides in force, and `CompiledGame.hash` of them. */
  ruleset: { readonly resolved: Json; readonly overrides: Readonly<Record<string, Json>>; readonly hash: string };
  /** The session seed; game n is played with seed `<seed>-<n>`. */
  readonly seed: string;
  seats: SeatRecord[];
  spectatorSecret: string;
  hostSecret: string;
  /** Links stop working after this time (ms since the epoch); null: while the session runs. */
  linksExpireAt: number | null;
  /** An absent person's seat goes to a stand-in bot after this many ms of being waited for; null: never. */
  awayTimeoutMs: number | null;
  /**
   * Real-time kinds: hold each person's input for the slowest connected person's one-way delay minus its own
   * (RTT/2 estimates), so a slow connection is not always second (Zander, Leeder, Armitage 2005, "Achieving fairness
   * in multiplayer network games through automated latency balancing"). Absent in older records: off.
   */
  latencyEqualization?: boolean;
  phase: 'lobby' | 'playing' | 'over';
  /** Games started so far (the current or last game's number). */
  game: number;
  /** Seed of the current or last game (null before the first). */
  gameSeed: string | null;
  actions: Action[];
  /** The bots' own random stream (never the game's), saved so a resumed table goes on with the same bot choices. */
  botRng: RngState | null;
  /**
   * Finished games: number, the hash of the rules they were played under (the replay is stamped the same), the
   * replay's file and the person seats (who get a feedback form).
   */
  played: { game: number; hash: string; file: string; persons: number[] }[];
}

/** What the table needs from its surroundings. Times in ms since the epoch. */
export interface TableEnv {
  now(): number;
  /** Calls `fn` after `ms`; returns a function that cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
  /** Stores the record (atomically); called after every change. */
  persist(record: TableRecord): void;
  /** Stores a finished game's replay; returns the file name it was written under (relative to the table folder). */
  saveReplay(game: number, replay: Replay): string;
  /** Stores one person's feedback on game `game` next to its replay. */
  saveFeedback(game: number, seat: number, answer: StoredFeedback): void;
  /** `http://HOST:PORT` the invite links name. */
  origin(): string;
  /** Delay before a bot plays, in ms (0 in tests; a person can follow the bots at a live table). */
  readonly botDelayMs: number;
  /** Called after every change of the table (after the clients were told), e.g. to start a game once all have joined. */
  onChange?(table: SessionTable): void;
}

/** A feedback answer as stored next to the game's replay. */
export interface StoredFeedback {
  readonly game: number;
  readonly seat: number;
  readonly name: string | null;
  readonly rulesHash: string;
  readonly fun: number;
  readonly clarity: number;
  readonly unclear: readonly string[];
  readonly text: string;
  readonly at: string;
}

/** A client as the table sees it: its role, its seat, its language and how to reach it. */
export interface TableClient {
  readonly role: 'seat' | 'spectator' | 'host';
  readonly seat: number | null;
  lang: SheetLang;
  /** Latest round-trip time in ms, or null. */
  rttMs: number | null;
  /** Sends one message (the listener serialises it). Must not throw. */
  send(msg: HostMessage): void;
  /** The host link is accepted for controls only from the host machine's loopback address. */
  readonly local: boolean;
  /** Ends the connection (its seat's link was renewed); the table has already forgotten the client. */
  close(reason: string): void;
}

/** One applied input of the current game, with what each kind of viewer may see of it. */
interface Played {
  readonly step: number;
  readonly action: Action | null;
  readonly events: readonly GameEvent[];
  readonly after: Snapshot;
  readonly rejected?: string;
}

/** A viewer key: a seat number, or `public` for spectators and the host screen. */
type ViewerKey = number | 'public';

function viewerOf(client: TableClient): ViewerKey {
  return client.role === 'seat' && client.seat !== null ? client.seat : 'public';
}

/** Result of checking a link against a table. */
export type LinkCheck =
  | { ok: true; role: 'seat' | 'spectator' | 'host'; seat: number | null }
  | { ok: false; code: Extract<SessionErrorCode, 'session/bad-link' | 'session/link-expired'> };

/**
 * A session table. Create it with `SessionTable.create` (new) or `SessionTable.resume` (from a record); attach
 * clients after checking their link with `checkLink`; feed it their validated messages with `handle`.
 */
export class SessionTable {
  private game: CompiledGame;
  private snapshot: Snapshot | null = null;
  private log: Played[] = [];
  private seq = 0;
  private readonly clients = new Set<TableClient>();
  private readonly bots = new Map<number, Bot>();
  private botRng = createRng('unused');
  private botTimer: (() => void) | null = null;
  /** Real-time kinds: the agent of each seat a bot plays, its pending plan (engine ms) and the timer that runs it. */
  private readonly rtAgents = new Map<number, RealtimeAgent>();
  private readonly rtPlans = new Map<number, AgentPlan>();
  private rtTimer: (() => void) | null = null;
  private readonly awayTimers = new Map<number, () => void>();
  private readonly awaySince = new Map<number, number>();
  private readonly answers = new Map<number, Map<number, HostMessage>>();
  private readonly rendered = new Map<string, LogEntry[]>();
  /** Inputs latency equalization holds, by seat and `cseq`: the connections waiting for each one's answer. */
  private readonly held = new Map<number, Map<number, TableClient[]>>();
  /** Messages latency equalization holds for a seat client, in sending order, each with its due time (ms). */
  private readonly outbox = new Map<TableClient, { due: number; msg: HostMessage }[]>();
  private closed = false;

  private constructor(
    private readonly record: TableRecord,
    game: CompiledGame,
    private readonly env: TableEnv,
  ) {
    this.game = game;
  }

  /**
   * A new table in the lobby. `seats` per seat of the game's layout: a person or a bot level (checked with the
   * bot registry: `parseBotSpec` and `botUnavailable`); missing entries are person seats.
   * @throws RangeError naming the seat whose bot level is unknown or cannot play this kind.
   */
  static create(
    id: string,
    game: CompiledGame,
    seed: string,
    seats: readonly (OccupantChoice & { name?: string | null })[],
    env: TableEnv,
    opts: { awayTimeoutMs?: number | null; linksExpireAt?: number | null; latencyEqualization?: boolean } = {},
  ): SessionTable {
    const count = game.layout.seatCount;
    if (seats.length > count) throw new RangeError(`${seats.length} seats given for a table of ${count}`);
    const records: SeatRecord[] = Array.from({ length: count }, (_, s) => {
      const choice = seats[s] ?? { kind: 'person' as const };
      if (choice.kind === 'bot') {
        const why = levelProblem(game, choice.level);
        if (why) throw new RangeError(`seat ${s + 1}: ${why}`);
      }
      return {
        occupant: choice.kind,
        level: choice.kind === 'bot' ? choice.level : DEFAULT_BOT_LEVEL,
        name: seats[s]?.name ?? null,
        secret: newSecret(),
        standIn: false,
        lastCseq: 0,
      };
    });
    const record: TableRecord = {
      format: 'rulebench-session-table/1',
      id,
      ruleset: { resolved: rulesetJson(game), overrides: { ...game.overrides }, hash: game.hash },
      seed,
      seats: records,
      spectatorSecret: newSecret(),
      hostSecret: newSecret(),
      linksExpireAt: opts.linksExpireAt ?? null,
      awayTimeoutMs: opts.awayTimeoutMs ?? null,
      ...(opts.latencyEqualization ? { latencyEqualization: true } : {}),
      phase: 'lobby',
      game: 0,
      gameSeed: null,
      actions: [],
      botRng: null,
      played: [],
    };
    const table = new SessionTable(record, game, env);
    table.persist();
    return table;
  }

  /**
   * A table from its stored record (host restart): the current game is replayed from its action log, so every
   * client reconnecting with its old link sees exactly the state before the restart.
   * @throws Error when the record's actions do not replay under its rules (a damaged folder), naming the step.
   */
  static resume(record: TableRecord, game: CompiledGame, env: TableEnv): SessionTable {
    const table = new SessionTable(record, game, env);
    if (record.phase !== 'lobby' && record.game > 0) table.replayCurrent();
    table.reconsider();
    return table;
  }

  /** The table id (in links). */
  get id(): string {
    return this.record.id;
  }

  /** The compiled rules in force. */
  get rules(): CompiledGame {
    return this.game;
  }

  /** The current snapshot (all-seeing; for the host process and tests only, never sent to a client). */
  get current(): Snapshot | null {
    return this.snapshot;
  }

  /** The current game's inputs so far (all-seeing; host and tests only). */
  get actions(): readonly Action[] {
    return this.record.actions;
  }

  /** A copy of the stored record (secrets included: host process only). */
  toRecord(): TableRecord {
    return structuredClone(this.record);
  }

  /** The invite links: one per seat (person seats are the ones to hand out), the spectator's and the host's. */
  links(): { seats: { seat: number; url: string }[]; spectator: string; host: string } {
    const o = this.env.origin();
    return {
      seats: this.record.seats.map((s, seat) => ({ seat, url: inviteUrl(o, this.id, s.secret) })),
      spectator: inviteUrl(o, this.id, this.record.spectatorSecret),
      host: inviteUrl(o, this.id, this.record.hostSecret),
    };
  }

  /**
   * Who a link's secret belongs to: a seat, the spectator or the host. Every secret of the table is compared in
   * constant time (`sameSecret`), so the time taken says nothing about which one nearly matched. A link past
   * `linksExpireAt` is `session/link-expired`; an unknown secret `session/bad-link`.
   */
  checkLink(secret: string): LinkCheck {
    let found: LinkCheck | null = null;
    this.record.seats.forEach((s, seat) => {
      if (sameSecret(secret, s.secret)) found = { ok: true, role: 'seat', seat };
    });
    if (sameSecret(secret, this.record.spectatorSecret)) found = { ok: true, role: 'spectator', seat: null };
    if (sameSecret(secret, this.record.hostSecret)) found = { ok: true, role: 'host', seat: null };
    if (!found) return { ok: false, code: 'session/bad-link' };
    if (this.record.linksExpireAt !== null && this.env.now() > this.record.linksExpireAt)
      return { ok: false, code: 'session/link-expired' };
    return found;
  }

  /**
   * Adds a client whose link was checked: sends `welcome` and a full `state`, marks a person seat connected (its
   * stand-in bot, if any, gives the seat back) and tells everyone else. `name` sets the seat's person name.
   */
  attach(client: TableClient, name?: string): void {
    this.clients.add(client);
    client.send({
      type: 'welcome',
      v: 1,
      table: this.id,
      role: client.role,
      seat: client.seat,
      rules: this.record.ruleset,
    });
    // The newcomer's own first message is the full state below; the others hear of it in an update.
    if (client.role === 'seat' && client.seat !== null) {
      const seat = this.record.seats[client.seat]!;
      if (name !== undefined && name.trim()) seat.name = name.trim();
      this.awaySince.delete(client.seat);
      this.cancelAway(client.seat);
      if (seat.standIn) {
        seat.standIn = false;
        this.bots.delete(client.seat);
      }
      this.changed([], client);
    }
    this.sendState(client);
  }

  /** Removes a client (socket closed or lost). A person seat keeps its place; others see it as not connected. */
  detach(client: TableClient): void {
    if (!this.clients.delete(client)) return;
    this.outbox.delete(client); // its held messages go nowhere now; a reconnect gets a full state
    if (client.role === 'seat' && client.seat !== null && !this.isConnected(client.seat)) {
      this.awaySince.set(client.seat, this.env.now());
      this.changed([]);
    }
  }

  /** Handles one validated message from an attached client (never `hello`). Never throws for bad input. */
  handle(client: TableClient, msg: ClientMessage): void {
    if (!this.clients.has(client))
      return client.send(err('session/bad-link', 'This connection is no longer attached (its link was renewed).'));
    switch (msg.type) {
      case 'hello':
        return client.send(err('session/no-hello', 'This connection has already said hello.'));
      case 'sync':
        return this.sendState(client);
      case 'lang':
        client.lang = msg.lang;
        return this.sendState(client);
      case 'ping':
        return client.send({ type: 'pong', t: msg.t, host: this.env.now() });
      case 'name':
        if (client.role !== 'seat' || client.seat === null)
          return client.send(err('session/not-a-seat', 'Only a seat link can set a name.'));
        this.record.seats[client.seat]!.name = msg.name.trim() || null;
        this.rendered.clear(); // sentences name the seats
        return this.changed([]);
      case 'act':
        return this.act(client, msg);
      case 'feedback':
        return this.takeFeedback(client, msg);
      default:
        return this.control(client, msg);
    }
  }

  /**
   * Takes one round-trip sample (ms) of `client`'s connection into its estimate `rttMs`: the smoothed RTT of
   * RFC 6298 (first sample as is, then 7/8 old + 1/8 new), shown to the host next to the seat and used by latency
   * equalization.
   */
  noteRtt(client: TableClient, ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    client.rttMs = client.rttMs === null ? ms : Math.round(((client.rttMs * 7 + ms) / 8) * 10) / 10;
  }

  /**
   * How long (ms) latency equalization holds an input of `client`, and a message to it: the largest one-way delay
   * estimate (RTT/2) among connected seat clients minus `client`'s own; 0 when the option is off, the kind is
   * turn-based or RTTs are unknown.
   */
  holdMs(client: TableClient): number {
    if (!this.record.latencyEqualization || !this.game.kind.realtime || client.rttMs === null) return 0;
    let slowest = 0;
    for (const c of this.clients)
      if (c.role === 'seat' && c.seat !== null && c.rttMs !== null) slowest = Math.max(slowest, c.rttMs / 2);
    return Math.max(0, Math.round(slowest - client.rttMs / 2));
  }

  /**
   * Sends `msg` to `client`. With latency equalization a seat client's messages are held for `holdMs(client)`
   * first, as its inputs are: every seat then sees a change when the slowest seat sees it, so a fast seat neither
   * acts later nor sees earlier (Zander, Leeder, Armitage 2005 balance both directions). Held messages keep their
   * order (a message never overtakes an earlier one to the same client); a detached client's are dropped.
   */
  private post(client: TableClient, msg: HostMessage): void {
    const queue = this.outbox.get(client);
    const hold = client.role === 'seat' ? this.holdMs(client) : 0;
    if (!queue && hold <= 0) return client.send(msg);
    const now = this.env.now();
    const due = Math.max(now + hold, queue?.at(-1)?.due ?? 0);
    if (queue) return void queue.push({ due, msg });
    this.outbox.set(client, [{ due, msg }]);
    this.env.setTimer(() => this.flush(client), due - now);
  }

  /** Delivers `client`'s held messages that are due, and waits for the next. */
  private flush(client: TableClient): void {
    const queue = this.outbox.get(client);
    if (!queue) return;
    const now = this.env.now();
    while (queue.length && queue[0]!.due <= now) {
      const { msg } = queue.shift()!;
      if (this.clients.has(client)) client.send(msg);
    }
    if (!queue.length) this.outbox.delete(client);
    else this.env.setTimer(() => this.flush(client), queue[0]!.due - now);
  }

  /**
   * Switches the table to edited rules between games: at once in the lobby or after a game ended, else when the
   * next game starts (never within a game). The kind and the seat count must stay. Every client then gets
   * `rules-changed` with the differences in sentences in its language (`sentences`), then a new state.
   * @returns null, or why not (another kind or table size).
   */
  switchRules(next: CompiledGame, sentences: (lang: SheetLang) => readonly string[]): string | null {
    if (next.kind.id !== this.game.kind.id)
      return `the new rules are of kind ${next.kind.id}, not ${this.game.kind.id}`;
    if (next.layout.seatCount !== this.game.layout.seatCount)
      return `the new rules have ${next.layout.seatCount} seats, not ${this.game.layout.seatCount}`;
    if (next.hash === this.game.hash && this.pendingRules === null) return null;
    this.pendingRules = { game: next, sentences };
    if (this.record.phase !== 'playing') this.applyPendingRules(true);
    return null;
  }

  /** Rules waiting for the next game (`switchRules` during a game), or null. */
  get queuedRules(): CompiledGame | null {
    return this.pendingRules?.game ?? null;
  }

  private pendingRules: { game: CompiledGame; sentences: (lang: SheetLang) => readonly string[] } | null = null;

  private applyPendingRules(announce: boolean): void {
    const p = this.pendingRules;
    if (!p) return;
    this.pendingRules = null;
    const from = this.game.hash;
    this.game = p.game;
    this.record.ruleset = { resolved: rulesetJson(p.game), overrides: { ...p.game.overrides }, hash: p.game.hash };
    this.bots.clear();
    this.rtAgents.clear();
    this.rtPlans.clear();
    this.rendered.clear();
    if (this.record.phase === 'over') {
      // The finished game is recorded; the table shows the lobby of the next game under the new rules.
      this.record.phase = 'lobby';
      this.record.actions = [];
      this.snapshot = null;
      this.log = [];
    }
    for (const c of this.clients)
      c.send({
        type: 'rules-changed',
        from,
        to: p.game.hash,
        sentences: p.sentences(c.lang),
        rules: this.record.ruleset,
      });
    if (announce) this.changedFull();
  }

  /** Stops every timer (the host shuts down); the record stays as last persisted. */
  close(): void {
    this.closed = true;
    this.botTimer?.();
    this.botTimer = null;
    this.rtTimer?.();
    this.rtTimer = null;
    for (const cancel of this.awayTimers.values()) cancel();
    this.awayTimers.clear();
  }

  // ---- Lobby and host controls ---------------------------------------------------------------------------------

  /**
   * Starts the next game (from the lobby or after a game): person seats nobody has joined are played by a stand-in
   * bot of the seat's level (default `normal`) until their person comes. `seed`: this game's seed (default
   * `<session seed>-<n>`).
   */
  start(seed?: string): void {
    this.applyPendingRules(false);
    this.record.game += 1;
    this.record.phase = 'playing';
    this.record.actions = [];
    this.record.gameSeed = seed ?? `${this.record.seed}-${this.record.game}`;
    this.record.botRng = createRng(deriveSeed(this.record.gameSeed, 'bots')).save();
    this.record.seats.forEach((s, seat) => {
      s.standIn = s.occupant === 'person' && !this.isConnected(seat);
    });
    this.bots.clear();
    this.rtAgents.clear();
    this.rtPlans.clear();
    this.replayCurrent();
    this.changedFull();
  }

  /** Seed of the current game: the host's, else `<session seed>-<n>`. */
  private get currentSeed(): string {
    return this.record.gameSeed ?? `${this.record.seed}-${this.record.game}`;
  }

  /** Gives `seat` to a person or a bot (`level`); in a running game a person seat handed to a bot stays a bot's. */
  setOccupant(seat: number, choice: OccupantChoice): string | null {
    const s = this.record.seats[seat];
    if (!s) return `no seat ${seat + 1} at this table`;
    if (choice.kind === 'bot') {
      const why = levelProblem(this.game, choice.level);
      if (why) return why;
      s.occupant = 'bot';
      s.level = choice.level;
      s.standIn = false;
    } else {
      s.occupant = 'person';
      s.standIn = this.record.phase === 'playing' && !this.isConnected(seat);
    }
    this.bots.delete(seat);
    this.changed([]);
    return null;
  }

  /** Sets the away timeout (ms; null: never hand an absent person's seat to a bot). */
  setAwayTimeout(ms: number | null): void {
    this.record.awayTimeoutMs = ms;
    for (const cancel of this.awayTimers.values()) cancel();
    this.awayTimers.clear();
    this.changed([]);
  }

  /** A new secret for `seat`'s link; the old link is refused from now on and its open connections are closed by the caller. */
  renewLink(seat: number): string | null {
    const s = this.record.seats[seat];
    if (!s) return `no seat ${seat + 1} at this table`;
    s.secret = newSecret();
    for (const c of [...this.clients])
      if (c.role === 'seat' && c.seat === seat) {
        this.detach(c);
        c.close('link renewed');
      }
    this.changed([]);
    return null;
  }

  private control(client: TableClient, msg: HostControlMessage): void {
    if (client.role !== 'host' || !client.local)
      return client.send(err('session/not-host', 'Only the host link on the host machine can do this.', msg.cseq));
    let why: string | null = null;
    if (msg.type === 'seat') why = this.setOccupant(msg.seat, msg.occupant);
    else if (msg.type === 'away-timeout') this.setAwayTimeout(msg.ms);
    else if (msg.type === 'start') {
      if (this.record.phase === 'playing') why = 'a game is running';
      else this.start(msg.seed);
    } else if (msg.type === 'renew-link') why = this.renewLink(msg.seat);
    if (why) return client.send(err('session/bad-control', why, msg.cseq));
    client.send({ type: 'ack', cseq: msg.cseq, seq: this.seq });
  }

  // ---- Playing ----------------------------------------------------------------------------------------------------

  private act(client: TableClient, msg: Extract<ClientMessage, { type: 'act' }>): void {
    if (client.role !== 'seat' || client.seat === null)
      return client.send(err('session/not-a-seat', 'Only a seat link can play.', msg.cseq));
    const seat = client.seat;
    const rec = this.record.seats[seat]!;
    const seen = this.answers.get(seat)?.get(msg.cseq);
    if (seen) return this.post(client, seen); // a repeat: the first answer again, nothing applied twice
    const waiting = this.held.get(seat)?.get(msg.cseq);
    if (waiting) {
      // A repeat of an input latency equalization still holds: its answer goes to this connection too.
      if (!waiting.includes(client)) waiting.push(client);
      return;
    }
    if (msg.cseq <= rec.lastCseq)
      return client.send(
        err('session/not-legal', `Action number ${msg.cseq} was already used (next: ${rec.lastCseq + 1}).`, msg.cseq),
      );
    rec.lastCseq = msg.cseq;
    const hold = this.holdMs(client);
    if (hold > 0) {
      // Latency equalization: the input counts as arriving when the slowest seat's input sent at the same
      // moment would arrive (first come, first served then compares sending times, GAM-023).
      let byCseq = this.held.get(seat);
      if (!byCseq) this.held.set(seat, (byCseq = new Map()));
      const waiters = [client];
      byCseq.set(msg.cseq, waiters);
      this.env.setTimer(() => {
        byCseq.delete(msg.cseq);
        if (this.closed) return;
        const late = this.tryAct(seat, rec, msg);
        this.remember(seat, msg.cseq, late);
        for (const c of waiters) if (this.clients.has(c)) this.post(c, late);
        if (late.type === 'error') this.persist();
      }, hold);
      return;
    }
    const answer = this.tryAct(seat, rec, msg);
    this.remember(seat, msg.cseq, answer);
    this.post(client, answer);
    if (answer.type === 'error') this.persist(); // lastCseq moved
  }

  private tryAct(seat: number, rec: SeatRecord, msg: Extract<ClientMessage, { type: 'act' }>): HostMessage {
    const snap = this.snapshot;
    if (this.record.phase !== 'playing' || !snap || snap.outcome)
      return err('session/no-game', 'No game is running.', msg.cseq);
    if (rec.occupant === 'bot' || rec.standIn)
      return err('session/seat-is-bot', `Seat ${seat + 1} is played by a bot now.`, msg.cseq);
    const realtime = this.game.kind.realtime === true;
    if (!realtime && !seatsToAct(this.game, snap).includes(seat))
      return err('session/not-your-turn', `It is not seat ${seat + 1}'s turn.`, msg.cseq);
    let notation = msg.notation;
    if (msg.index !== undefined) {
      if (msg.at !== undefined && msg.at !== this.seq)
        return err(
          'session/not-legal',
          `The list of state ${msg.at} is no longer current (now ${this.seq}).`,
          msg.cseq,
        );
      const legal = listLegalActions(this.game, snap, seat);
      const pick = legal[msg.index];
      if (!pick)
        return err('session/not-legal', `There is no action ${msg.index + 1} (${legal.length} legal).`, msg.cseq);
      notation = pick.notation;
    }
    if (notation === undefined) return err('session/bad-message', 'Send a notation or an index.', msg.cseq);
    let action: Action = { seat, notation };
    if (realtime) {
      // First come, first served (GAM rules unchanged): the input takes the host's game time at its arrival, and
      // bot inputs and engine timers due up to that instant run first.
      const time = this.gameTime(snap);
      this.rtRun(time);
      if (this.record.phase !== 'playing' || !this.snapshot || this.snapshot.outcome)
        return err('session/no-game', 'No game is running.', msg.cseq);
      action = { seat, notation, time: Math.max(time, this.gameTime(this.snapshot)) };
    }
    const r = this.apply(action);
    if (r)
      return err(
        r.code === 'action/not-your-turn' ? 'session/not-your-turn' : 'session/not-legal',
        r.message,
        msg.cseq,
      );
    return { type: 'ack', cseq: msg.cseq, seq: this.seq };
  }

  /** Engine time of a real-time input: ms since the game's clock origin, never before the engine clock. */
  private gameTime(snap: Snapshot): number {
    const clock = this.game.kind.clock ? this.game.kind.clock(this.game.rules, snap.state) : 0;
    return Math.max(clock, Math.round(this.env.now() - this.clockOrigin));
  }

  private clockOrigin = 0;

  /**
   * Applies one input. Turn-based kinds keep only accepted actions; real-time kinds keep a refused timed input too
   * (it moved the clock, DIG-004), as replays do. Returns the engine's refusal, or null.
   */
  private apply(action: Action): { code: string; message: string } | null {
    const snap = this.snapshot!;
    const r = applyInput(this.game, snap, action);
    const keepRejected =
      this.game.kind.realtime === true && action.time !== undefined && r.rejected?.code !== 'action/malformed';
    if (r.rejected && !keepRejected) return r.rejected;
    this.snapshot = r.snapshot;
    this.record.actions.push(action);
    const played: Played = {
      step: this.record.actions.length,
      action,
      events: r.events,
      after: r.snapshot,
      ...(r.rejected ? { rejected: r.rejected.code } : {}),
    };
    this.log.push(played);
    if (this.game.kind.realtime) this.rtTell(r.events, action, r.rejected);
    if (r.snapshot.outcome) this.finish();
    this.changed([played]);
    return r.rejected ? r.rejected : null;
  }

  /** Rebuilds the current game's snapshot and log from the seed and the action log (start and resume). */
  private replayCurrent(): void {
    const seed = this.currentSeed;
    const start = startGameWithEvents(this.game, seed);
    let snap = start.snapshot;
    this.log = [{ step: 0, action: null, events: start.events, after: snap }];
    this.rendered.clear();
    this.record.actions.forEach((action, i) => {
      const r = applyInput(this.game, snap, action);
      if (r.rejected && !(this.game.kind.realtime && action.time !== undefined))
        throw new Error(
          `table ${this.id}: stored action ${i + 1} (${action.notation}) no longer applies: ${r.rejected.message}`,
        );
      snap = r.snapshot;
      this.log.push({
        step: i + 1,
        action,
        events: r.events,
        after: snap,
        ...(r.rejected ? { rejected: r.rejected.code } : {}),
      });
    });
    this.snapshot = snap;
    this.botRng = this.record.botRng ? restoreRng(this.record.botRng) : createRng(deriveSeed(seed, 'bots'));
    const clock = this.game.kind.clock ? this.game.kind.clock(this.game.rules, snap.state) : 0;
    this.clockOrigin = this.env.now() - clock; // real time goes on from the engine clock, also after a restart
  }

  /** The game ended: write its replay (stamped with the rules' hash) and hand every person a feedback form. */
  private finish(): void {
    this.record.phase = 'over';
    const occupants: SeatOccupant[] = this.record.seats.map((s) =>
      s.occupant === 'bot'
        ? { occupant: 'bot', bot: s.level, ...(s.name ? { name: s.name } : {}) }
        : { occupant: 'human', ...(s.name ? { name: s.name } : {}) },
    );
    const replay = recordReplay(this.game, occupants, this.currentSeed, this.record.actions, {
      date: new Date(this.env.now()).toISOString(),
    });
    if (!replay.ok) throw new Error(`table ${this.id}: the finished game cannot be recorded: ${replay.error.message}`);
    const file = this.env.saveReplay(this.record.game, replay.value);
    const persons = this.record.seats.flatMap((s, seat) => (s.occupant === 'person' ? [seat] : []));
    this.record.played.push({ game: this.record.game, hash: this.game.hash, file, persons });
    for (const c of this.clients)
      if (c.role === 'seat' && c.seat !== null && persons.includes(c.seat)) this.sendForm(c);
  }

  private sendForm(client: TableClient): void {
    const texts = this.game.ruleset.texts;
    const rules = Object.keys(texts)
      .sort()
      .map((id) => ({ id, text: ruleText(texts[id], client.lang) }));
    this.post(client, { type: 'feedback-form', game: this.record.game, rules });
  }

  private takeFeedback(client: TableClient, msg: FeedbackMessage): void {
    if (client.role !== 'seat' || client.seat === null)
      return client.send(err('session/not-a-seat', 'Only a seat link can give feedback.'));
    const played = this.record.played.find((p) => p.game === msg.game);
    if (!played || !played.persons.includes(client.seat))
      return client.send(err('session/bad-feedback', `No feedback form for game ${msg.game} and this seat.`));
    const known = this.game.ruleset.texts;
    const bad = msg.unclear.find((id) => !Object.hasOwn(known, id));
    if (bad !== undefined) return client.send(err('session/bad-feedback', `"${bad}" is not a rule of this ruleset.`));
    this.env.saveFeedback(msg.game, client.seat, {
      game: msg.game,
      seat: client.seat,
      name: this.record.seats[client.seat]!.name,
      rulesHash: played.hash,
      fun: msg.fun,
      clarity: msg.clarity,
      unclear: [...new Set(msg.unclear)],
      text: msg.text,
      at: new Date(this.env.now()).toISOString(),
    });
    client.send({ type: 'feedback-saved', game: msg.game });
  }

  // ---- Bots and absent people -------------------------------------------------------------------------------------

  /** Seats a bot plays now: bot seats and person seats with a stand-in. */
  private botPlays(seat: number): boolean {
    const s = this.record.seats[seat]!;
    return s.occupant === 'bot' || s.standIn;
  }

  private isConnected(seat: number): boolean {
    for (const c of this.clients) if (c.role === 'seat' && c.seat === seat) return true;
    return false;
  }

  /** True while a game is being played at the table: started, with a snapshot, not over. */
  private running(): boolean {
    return this.record.phase === 'playing' && this.snapshot !== null && !this.snapshot.outcome;
  }

  /** Schedules the next bot move and the away timers the current state calls for. */
  private reconsider(): void {
    if (this.closed) return;
    const snap = this.snapshot;
    const running = this.running();
    const toAct = running && snap ? seatsToAct(this.game, snap) : [];
    if (this.game.kind.realtime) this.rtReschedule(running);
    if (!this.game.kind.realtime && toAct.some((s) => this.botPlays(s)) && !this.botTimer) {
      this.botTimer = this.env.setTimer(() => {
        this.botTimer = null;
        this.playBot();
      }, this.env.botDelayMs);
    }
    for (const [seat, cancel] of this.awayTimers) {
      if (!toAct.includes(seat) || this.isConnected(seat) || this.botPlays(seat)) {
        cancel();
        this.awayTimers.delete(seat);
      }
    }
    const timeout = this.record.awayTimeoutMs;
    if (timeout === null) return;
    for (const seat of toAct) {
      if (this.botPlays(seat) || this.isConnected(seat) || this.awayTimers.has(seat)) continue;
      const since = this.awaySince.get(seat) ?? this.env.now();
      this.awaySince.set(seat, since);
      const wait = Math.max(0, since + timeout - this.env.now());
      this.awayTimers.set(
        seat,
        this.env.setTimer(() => {
          this.awayTimers.delete(seat);
          const s = this.record.seats[seat]!;
          if (s.occupant !== 'person' || this.isConnected(seat) || this.closed) return;
          s.standIn = true;
          this.changed([]);
        }, wait),
      );
    }
  }

  private cancelAway(seat: number): void {
    this.awayTimers.get(seat)?.();
    this.awayTimers.delete(seat);
  }

  /** One bot move for the first seat to act that a bot plays (bots see only their seat's view). */
  private playBot(): void {
    const snap = this.snapshot;
    if (this.closed || !snap || snap.outcome || this.record.phase !== 'playing') return;
    const seat = seatsToAct(this.game, snap).find((s) => this.botPlays(s));
    if (seat === undefined) return;
    let bot = this.bots.get(seat);
    if (!bot) {
      const level = this.record.seats[seat]!.level;
      bot = createBot(this.game, parseBotSpec(level) ?? { type: 'normal' });
      this.bots.set(seat, bot);
    }
    const legal = listLegalActions(this.game, snap, seat);
    const choice = bot.choose(() => viewFor(this.game, snap, seat), legal, this.botRng);
    this.record.botRng = this.botRng.save();
    const refused = this.apply({ seat, notation: choice.notation });
    if (refused) throw new Error(`a bot chose an illegal action: ${refused.message}`); // it chose from the legal list
  }

  // ---- Real-time bots -------------------------------------------------------------------------------------------

  /**
   * The agent of bot seat `seat` (the kind's `defaultAgent` at the seat's level, `realtimeLevelParams`), made on
   * first use with its own random stream (`<game seed>` / `bot-<seat>`, never the game's) and told the game so far
   * (the deal and every step, its own inputs with their result), so a stand-in or a resumed table catches up.
   */
  private rtAgent(seat: number): RealtimeAgent {
    const known = this.rtAgents.get(seat);
    if (known) return known;
    const kind = this.game.kind;
    const level = this.record.seats[seat]!.level ?? DEFAULT_BOT_LEVEL;
    const factory = kind.defaultAgent!(realtimeLevelParams(kind.id, level));
    const agent = factory(seat, createRng(deriveSeed(this.currentSeed, `bot-${seat}`)));
    this.rtAgents.set(seat, agent);
    let plan: AgentPlan | null | undefined = null;
    for (const p of this.log) {
      const mine = p.action !== null && p.action.seat === seat;
      const next = agent.update({
        seat,
        now: kind.clock!(this.game.rules, p.after.state),
        events: p.events,
        view: () => viewFor(this.game, p.after, seat),
        submitted: mine ? { notation: p.action!.notation, rejected: p.rejected ? rejection(p.rejected) : null } : null,
      });
      if (next !== undefined) plan = next;
    }
    if (plan) this.rtPlans.set(seat, plan);
    return agent;
  }

  /** Tells every bot agent what an input did (the actor also hears whether it was refused), as the simulator does. */
  private rtTell(events: readonly GameEvent[], action: Action, rejected: EngineError | null): void {
    const snap = this.snapshot!;
    const now = this.game.kind.clock!(this.game.rules, snap.state);
    for (const [seat, agent] of this.rtAgents) {
      const mine = seat === action.seat;
      if (!mine && !events.length) continue;
      const plan = agent.update({
        seat,
        now,
        events,
        view: () => viewFor(this.game, snap, seat),
        submitted: mine ? { notation: action.notation, rejected } : null,
      });
      this.setPlan(seat, plan, now);
    }
  }

  private setPlan(seat: number, plan: AgentPlan | null | undefined, now: number): void {
    if (plan === undefined) return;
    if (plan) this.rtPlans.set(seat, { at: Math.max(now, Math.round(plan.at)), notation: plan.notation });
    else this.rtPlans.delete(seat);
  }

  /**
   * Keeps one agent per seat a bot plays now and one host timer for the earliest of their plans and the engine's
   * next timer (`kind.nextTimer`), on the host's clock (`TableEnv.now`: game time = now − clock origin). The engine's
   * timers run on that clock at a table of people only too: the preview ends, pauses end, and every page is told,
   * with nobody acting (DIG-005).
   */
  private rtReschedule(running: boolean): void {
    this.rtTimer?.();
    this.rtTimer = null;
    if (!running) return;
    for (let seat = 0; seat < this.record.seats.length; seat++) {
      if (this.botPlays(seat)) this.rtAgent(seat);
      else {
        this.rtAgents.delete(seat);
        this.rtPlans.delete(seat);
      }
    }
    const kind = this.game.kind;
    const timer = kind.nextTimer!(this.game.rules, this.snapshot!.state);
    let next = timer ?? Infinity;
    for (const p of this.rtPlans.values()) next = Math.min(next, p.at);
    if (next === Infinity) return;
    const wait = Math.max(0, next - (this.env.now() - this.clockOrigin));
    this.rtTimer = this.env.setTimer(() => {
      this.rtTimer = null;
      this.rtRun(Math.round(this.env.now() - this.clockOrigin));
      // A timer can fire before the clock reaches its time: Node's timers count from the event loop's cached time,
      // which lags behind `Date.now()` after synchronous work (libuv timers fire up to a few ms early). Then nothing
      // was due, nothing changed, and no new timer was set: without this, the game would stand still until the next
      // input of a person (the preview never ends at a table of bots' and people's seats).
      if (!this.rtTimer && !this.closed) this.rtReschedule(this.running());
    }, wait);
  }

  /**
   * Runs every engine timer and bot plan due at or before game time `now` (ms), in time order: a timer due no later
   * than the next plan fires first (recorded as a `wait` input at its time, so the log and replays carry its
   * events, DIG-004); plans due at the same ms go in seat order. A plan without notation only wakes its agent.
   */
  private rtRun(now: number): void {
    const kind = this.game.kind;
    for (let i = 0; i < 10_000; i++) {
      const snap = this.snapshot;
      if (this.closed || this.record.phase !== 'playing' || !snap || snap.outcome) return;
      const timer = kind.nextTimer!(this.game.rules, snap.state);
      let seat = -1;
      for (const [s, p] of this.rtPlans)
        if (seat < 0 || p.at < this.rtPlans.get(seat)!.at || (p.at === this.rtPlans.get(seat)!.at && s < seat))
          seat = s;
      const plan = seat < 0 ? null : this.rtPlans.get(seat)!;
      if (timer !== null && timer <= now && (!plan || timer <= plan.at)) {
        this.apply({ seat: 0, notation: 'wait', time: timer });
        continue;
      }
      if (!plan || plan.at > now) return;
      this.rtPlans.delete(seat);
      const clock = kind.clock!(this.game.rules, snap.state);
      if (plan.notation === null) {
        const agent = this.rtAgents.get(seat)!;
        this.setPlan(
          seat,
          agent.update({ seat, now: plan.at, events: [], view: () => viewFor(this.game, snap, seat), submitted: null }),
          plan.at,
        );
        continue;
      }
      this.apply({ seat, notation: plan.notation, time: Math.max(clock, plan.at) });
    }
  }

  // ---- What each client sees -------------------------------------------------------------------------------------

  /**
   * Tells every client (but `except`) of a change, then stores the record: the sockets get their update before the
   * file is written (a few ms on a busy disk), so no seat waits for the disk; the write follows in the same call,
   * before any other message is handled.
   */
  private changed(played: readonly Played[], except: TableClient | null = null): void {
    this.seq += 1;
    for (const c of this.clients) {
      if (c === except) continue;
      const entries = played.map((p) => this.entryFor(viewerOf(c), c.lang, p));
      this.post(c, { type: 'update', seq: this.seq, state: this.stateFor(c), log: entries });
    }
    this.persist();
    this.reconsider();
    this.env.onChange?.(this);
  }

  /** A new game or rules: everyone gets a full state. */
  private changedFull(): void {
    this.seq += 1;
    for (const c of this.clients) this.sendState(c);
    this.persist();
    this.reconsider();
    this.env.onChange?.(this);
  }

  private sendState(client: TableClient): void {
    const viewer = viewerOf(client);
    this.post(client, {
      type: 'state',
      seq: this.seq,
      state: this.stateFor(client),
      log: this.log.map((p) => this.entryFor(viewer, client.lang, p)),
    });
    if (this.record.phase === 'over' && client.role === 'seat' && client.seat !== null) {
      const last = this.record.played.find((p) => p.game === this.record.game);
      if (last?.persons.includes(client.seat)) this.sendForm(client);
    }
  }

  /** The seats' names in `lang` (an unnamed bot seat is `Bot (<level in lang>)`, `seatName`). */
  private names(lang: SheetLang): (string | null)[] {
    return this.record.seats.map((s) => seatName(s, lang));
  }

  /** The table state as `client` may see it (`TableState`). */
  stateFor(client: TableClient): TableState {
    const viewer = viewerOf(client);
    const snap = this.snapshot;
    const g = this.game;
    const playing = snap !== null && this.record.phase !== 'lobby';
    const seat = viewer === 'public' ? null : viewer;
    const view = playing ? (seat === null ? spectatorView(g, snap) : viewFor(g, snap, seat)) : null;
    const toAct = playing ? seatsToAct(g, snap) : [];
    const rec = seat === null ? null : this.record.seats[seat]!;
    const legal =
      playing && seat !== null && rec && rec.occupant === 'person' && !rec.standIn && toAct.includes(seat)
        ? listLegalActions(g, snap, seat).map((a) => ({ notation: a.notation }))
        : [];
    const opts = { lang: client.lang, names: this.names(client.lang) };
    const links = client.role === 'host' ? this.links() : null;
    return {
      table: this.id,
      phase: this.record.phase,
      game: this.record.game,
      ruleset: {
        id: g.ruleset.id,
        kind: g.kind.id,
        name: g.ruleset.name,
        names: { ...(g.ruleset.names ?? {}) },
        hash: g.hash,
        realtime: g.kind.realtime === true,
      },
      seats: this.seatInfos(client.lang),
      you: seat,
      role: client.role,
      view,
      position: playing ? (seat === null ? spectatorPosition(g, snap) : positionFor(g, snap, seat)) : null,
      hands: playing ? stringKeys(seat === null ? spectatorHands(g, snap, view as Json) : handsFor(g, snap, seat)) : {},
      legal,
      toAct,
      waitingFor: toAct.filter((s) => !this.botPlays(s) && !this.isConnected(s)),
      step: playing ? snap.step : 0,
      outcome:
        playing && snap.outcome
          ? {
              winners: [...snap.outcome.winners],
              team: snap.outcome.team,
              rule: snap.outcome.rule,
              text: describeOutcome(snap.outcome, opts, seat),
            }
          : null,
      awayTimeoutMs: this.record.awayTimeoutMs,
      latencyEqualization: this.record.latencyEqualization === true,
      nextCseq: rec ? rec.lastCseq + 1 : 1,
      links: links ? { seats: links.seats, spectator: links.spectator } : null,
    };
  }

  /** The current phase. */
  get phase(): 'lobby' | 'playing' | 'over' {
    return this.record.phase;
  }

  /** Games started so far. */
  get gameNumber(): number {
    return this.record.game;
  }

  /** The seats as every client sees them (names in `lang`, occupants, connected). */
  seatInfos(lang: SheetLang = 'en'): SeatInfo[] {
    const rtt = new Map<number, number>();
    for (const c of this.clients) if (c.seat !== null && c.rttMs !== null) rtt.set(c.seat, c.rttMs);
    return this.record.seats.map((s, seat) => {
      const team = this.game.layout.teams.findIndex((t) => t.includes(seat));
      return {
        seat,
        name: seatName(s, lang),
        occupant: s.occupant,
        level: s.occupant === 'bot' || s.standIn ? s.level : null,
        connected: s.occupant === 'bot' || this.isConnected(seat),
        standIn: s.standIn,
        team: team < 0 ? null : team,
        rttMs: rtt.get(seat) ?? null,
      };
    });
  }

  /** One log entry as `viewer` may see it, with sentences in `lang` (cached per viewer and language). */
  private entryFor(viewer: ViewerKey, lang: SheetLang, p: Played): LogEntry {
    const key = `${viewer}|${lang}`;
    let list = this.rendered.get(key);
    if (!list) this.rendered.set(key, (list = []));
    const cached = list[p.step];
    if (cached) return cached;
    const g = this.game;
    const seat: Viewer = viewer === 'public' ? null : viewer;
    const action = p.action
      ? seat === null
        ? spectatorAction(g, p.action, p.after)
        : actionFor(g, p.action, seat, p.after)
      : null;
    const events = seat === null ? spectatorEvents(g, p.events) : eventsFor(g, p.events, seat);
    const ctx = speechContext(seat, { lang, names: this.names(lang) });
    const speech = g.kind.speech;
    const text = action
      ? speech
        ? speech.step(g.rules, action, events, ctx)
        : message(lang, 'common.actionBy', { name: ctx.name(action.seat), notation: action.notation })
      : null;
    const lines: { type: string; rule: string; text: string }[] = [];
    if (speech)
      for (const e of events) {
        const t = speech.event(g.rules, e, ctx);
        if (t !== null) lines.push({ type: e.type, rule: e.rule, text: t });
      }
    const entry: LogEntry = {
      step: p.step,
      action: action
        ? { seat: action.seat, notation: action.notation, ...(action.time === undefined ? {} : { time: action.time }) }
        : null,
      events: events.map((e) => ({ ...e })),
      text,
      lines,
      ...(p.rejected ? { rejected: p.rejected } : {}),
    };
    list[p.step] = entry;
    return entry;
  }

  private remember(seat: number, cseq: number, answer: HostMessage): void {
    let m = this.answers.get(seat);
    if (!m) this.answers.set(seat, (m = new Map()));
    m.set(cseq, answer);
    if (m.size > REMEMBERED_ANSWERS) m.delete(m.keys().next().value!);
  }

  private persist(): void {
    if (!this.closed) this.env.persist(this.record);
  }
}

/** Bot levels with a word in the engine's catalogue (`term.bot.*`: "mittel", "leicht" …). */
const LEVEL_WORDS = ['random', 'easy', 'normal', 'strong', 'expert', 'heuristic'] as const;

/**
 * The name a seat goes by on a client speaking `lang`: the person's (or host's) name; an unnamed bot seat is
 * `Bot (<level>)` with the level in that language ("Bot (mittel)", "Bot (normal)"; a level without a word, such as
 * `ismcts:400`, as written), so people's pages never call a bot "Seat n"; an unnamed person seat null.
 */
export function seatName(s: SeatRecord, lang: SheetLang = 'en'): string | null {
  if (s.name !== null) return s.name;
  if (s.occupant !== 'bot') return null;
  const word = (LEVEL_WORDS as readonly string[]).includes(s.level)
    ? message(lang, `term.bot.${s.level as (typeof LEVEL_WORDS)[number]}`)
    : s.level;
  return `Bot (${word})`;
}

/** Why `level` cannot play `game` (unknown level, or the kind has no such bot), or null. */
export function levelProblem(game: CompiledGame, level: string): string | null {
  const spec = parseBotSpec(level);
  if (!spec) return `"${level}" is not a bot level (easy, normal, strong, expert, random…)`;
  if (game.kind.realtime)
    return game.kind.defaultAgent ? null : `kind ${game.kind.id} has no real-time bot to take a seat`;
  return botUnavailable(game, spec);
}

/** An engine refusal from a log entry's stored code (the message is not kept in the log). */
function rejection(code: string): EngineError {
  return { code, message: code } as EngineError;
}

function err(code: SessionErrorCode, text: string, cseq?: number): HostMessage {
  return cseq === undefined ? { type: 'error', code, message: text } : { type: 'error', code, message: text, cseq };
}

function stringKeys(hands: Record<number, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(hands)) out[k] = v;
  return out;
}

/** A rule's text in `lang` from `ruleset.texts` (a string, or `{ de, en }`); empty when the ruleset has none. */
function ruleText(text: Json | undefined, lang: SheetLang): string {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object' && !Array.isArray(text)) {
    const t = text[lang] ?? text['en'] ?? text['de'];
    return typeof t === 'string' ? t : '';
  }
  return '';
}

/** The resolved ruleset as stored (without the informational `file`). */
function rulesetJson(game: CompiledGame): Json {
  const { file: _file, ...resolved } = game.ruleset as typeof game.ruleset & { file?: string };
  return resolved as unknown as Json;
}
