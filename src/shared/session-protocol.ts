// The session protocol: the messages between a session host (src/host/session) and its clients — a person's
// browser (the join page), `rulebench join` at a terminal, a spectator, and the host's own lobby screen — over one
// WebSocket per client. JSON text frames, one message per frame, every client→host message validated with the zod
// schemas below before anything reads it. The host tells each client only what its seat may see (the engine's
// sight functions): never the full state, another seat's hand, an exchange card not yet received or another team's
// secret signal. docs/sessions.md describes the flow; this file is the contract both sides compile against.
//
// Shared by Node (host, CLI) and the renderer: pure TypeScript plus zod, no I/O.
import { z } from 'zod';

/** Protocol version: a client sends it in `hello`; a host speaking another version answers `session/version`. */
export const SESSION_PROTOCOL_VERSION = 1;

/** Path of the session WebSocket on the session listener (`ws://HOST:PORT/session`). */
export const SESSION_WS_PATH = '/session';

/** Largest client→host frame the host reads, in bytes (UTF-8); larger frames close the socket (code 1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 8 * 1024;

/** Longest player name, in characters (no control characters). */
export const MAX_NAME_CHARS = 40;

/** Longest free text of a feedback form, in characters. */
export const MAX_FEEDBACK_CHARS = 2000;

/** Longest action notation a client may send, in characters (the engine refuses longer ones too). */
export const MAX_NOTATION_CHARS = 500;

/**
 * A capability secret as it appears in links and `hello`: 22 to 64 base64url characters (the host makes 32 random
 * bytes = 43 characters, 256 bits; at least 128 bits are required).
 */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** A table id: 1 to 32 lowercase letters, digits or `-` (the host makes 8 random base32 characters). */
export const TABLE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * The hash route of an invite link, after `#`: `/join/<table>/<secret>`. The secret stays in the fragment, which a
 * browser never sends to a server (no secret in request lines, logs or Referer headers); the page hands it to the
 * host in `hello`. Seat links, the spectator link and the host's lobby link share this form: the host tells them
 * apart by the secret.
 */
export function inviteHash(table: string, secret: string): string {
  return `#/join/${table}/${secret}`;
}

/** Reads `#/join/<table>/<secret>` (as `inviteHash` writes it); null for anything else. */
export function parseInviteHash(hash: string): { table: string; secret: string } | null {
  const m = /^#\/join\/([^/?#]+)\/([^/?#]+)$/.exec(hash);
  if (!m || !TABLE_ID_PATTERN.test(m[1]!) || !SECRET_PATTERN.test(m[2]!)) return null;
  return { table: m[1]!, secret: m[2]! };
}

/** A full invite link: `http://HOST:PORT/` plus `inviteHash`. `origin` has no trailing slash. */
export function inviteUrl(origin: string, table: string, secret: string): string {
  return `${origin}/${inviteHash(table, secret)}`;
}

/** Reads a full invite link (`http://…/#/join/<table>/<secret>`): the origin and the hash parts; null if malformed. */
export function parseInviteUrl(text: string): { origin: string; table: string; secret: string } | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const parts = parseInviteHash(url.hash);
  return parts ? { origin: url.origin, ...parts } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Client → host

const secret = z.string().regex(SECRET_PATTERN);
const name = z
  .string()
  .max(MAX_NAME_CHARS)
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'no control characters');
/** A client sequence number: counts the client's `act` messages from 1; repeated numbers are answered, not replayed. */
const cseq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const lang = z.enum(['de', 'en']);
const seatNo = z.number().int().min(0).max(63);

/**
 * First message of every connection: who the client is (the link's table and secret) and what it wants.
 * `lang`: the language of the log sentences the host renders for it (default `en`); `name`: the person's name
 * for the seat (seat links only; the lobby shows it); `seen`: the last host `seq` the client has applied (on
 * reconnect: the host then still sends a full `state`, the client may compare).
 */
export const helloSchema = z.strictObject({
  type: z.literal('hello'),
  v: z.number().int(),
  table: z.string().regex(TABLE_ID_PATTERN),
  secret,
  lang: lang.optional(),
  name: name.optional(),
  seen: z.number().int().min(0).optional(),
});

/**
 * Play an action for the client's own seat: `notation` as the legal actions list it (or any spelling the kind
 * accepts, e.g. another order of a Dog 7 split), or `index`, the 0-based position in the `legal` list of the state
 * whose `seq` is `at`. `cseq` makes it idempotent: the host applies each `cseq` at most once per seat and answers a
 * repeat with the first answer. Real-time kinds: the host stamps the time of arrival (first come, first served).
 */
export const actSchema = z.strictObject({
  type: z.literal('act'),
  cseq,
  notation: z.string().min(1).max(MAX_NOTATION_CHARS).optional(),
  index: z.number().int().min(0).max(100_000).optional(),
  at: z.number().int().min(0).optional(),
});

/** Ask for a full `state` again (the client saw a gap in `seq`, or wants to re-render). */
export const syncSchema = z.strictObject({ type: z.literal('sync') });

/** Change the language of the host-rendered sentences; answered by a full `state`. */
export const langSchema = z.strictObject({ type: z.literal('lang'), lang });

/** Set the person's name for the client's own seat (seat links only). */
export const nameSchema = z.strictObject({ type: z.literal('name'), name });

/** Round-trip measurement: the host answers `pong` with the same `t` at once (client clock, ms; opaque to the host). */
export const pingSchema = z.strictObject({ type: z.literal('ping'), t: z.number().finite() });

/**
 * Answer to a `feedback-form` for game `game` (seat links only, once per person and game; a second answer
 * replaces the first). `fun` and `clarity` 1–5; `unclear`: rule IDs from the form's list (at most 10); `text` free.
 */
export const feedbackSchema = z.strictObject({
  type: z.literal('feedback'),
  game: z.number().int().min(1),
  fun: z.number().int().min(1).max(5),
  clarity: z.number().int().min(1).max(5),
  unclear: z.array(z.string().min(1).max(40)).max(10),
  text: z.string().max(MAX_FEEDBACK_CHARS),
});

/** What a lobby seat is given to: a person (who joins by the seat's link) or a bot of a level (`normal`, …). */
export const occupantSchema = z.union([
  z.strictObject({ kind: z.literal('person') }),
  z.strictObject({ kind: z.literal('bot'), level: z.string().min(1).max(20) }),
]);

/**
 * The host's controls (the host's lobby link only, and only from the host machine's loopback address):
 * give a seat to a person or a bot (in the lobby, or a running game's absent person to a bot and back), set the
 * time after which an absent person's seat goes to a bot (`null`: never), start the next game, switch to the
 * edited ruleset between games, and renew a seat's link (the old link stops working).
 */
export const hostControlSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('seat'), cseq, seat: seatNo, occupant: occupantSchema }),
  z.strictObject({
    type: z.literal('away-timeout'),
    cseq,
    ms: z.number().int().min(0).max(86_400_000).nullable(),
  }),
  z.strictObject({ type: z.literal('start'), cseq, seed: z.string().min(1).max(100).optional() }),
  z.strictObject({ type: z.literal('renew-link'), cseq, seat: seatNo }),
]);

/** Every client→host message. */
export const clientMessageSchema = z.union([
  helloSchema,
  actSchema,
  syncSchema,
  langSchema,
  nameSchema,
  pingSchema,
  feedbackSchema,
  hostControlSchema,
]);

/** A client→host message (after validation). */
export type ClientMessage = z.infer<typeof clientMessageSchema>;
/** The `hello` message. */
export type HelloMessage = z.infer<typeof helloSchema>;
/** The `act` message. */
export type ActMessage = z.infer<typeof actSchema>;
/** The `feedback` message. */
export type FeedbackMessage = z.infer<typeof feedbackSchema>;
/** A host control message (host link only). */
export type HostControlMessage = z.infer<typeof hostControlSchema>;
/** A seat's occupant as the host sets it. */
export type OccupantChoice = z.infer<typeof occupantSchema>;

/**
 * Parses one client frame: JSON, then the schema. Returns the message or an error with code `session/bad-json` or
 * `session/bad-message` (the zod path and problem of the first issue, at most 200 characters). Never throws.
 */
export function parseClientMessage(
  text: string,
): { ok: true; message: ClientMessage } | { ok: false; code: SessionErrorCode; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, code: 'session/bad-json', message: 'The message is not JSON.' };
  }
  const r = clientMessageSchema.safeParse(data);
  if (r.success) return { ok: true, message: r.data };
  const type =
    typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string'
      ? String((data as { type: string }).type).slice(0, 40)
      : null;
  const issue = r.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return {
    ok: false,
    code: 'session/bad-message',
    message: `Not a valid ${type ? `"${type}" ` : ''}message${where}: ${issue?.message ?? 'unknown shape'}`.slice(
      0,
      200,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Host → client

/** Error codes of the protocol (`error` messages, and the close reason where the host closes the socket). */
export const SESSION_ERROR_CODES = [
  /** The frame is not JSON. */
  'session/bad-json',
  /** The JSON is not a message of this protocol (or has extra fields). */
  'session/bad-message',
  /** The frame is over `MAX_CLIENT_MESSAGE_BYTES`; the socket is closed. */
  'session/too-large',
  /** Too many messages in a short time; the message was dropped (the socket is closed when it goes on). */
  'session/rate-limit',
  /** `hello` with another protocol version. */
  'session/version',
  /** Any message before `hello`, or a second `hello`. */
  'session/no-hello',
  /** No table with that id, or a secret that is no link of it (forged or renewed link). */
  'session/bad-link',
  /** The link was valid but has expired. */
  'session/link-expired',
  /** The message needs a seat link (spectators and the host link cannot act or give feedback). */
  'session/not-a-seat',
  /** A host control from a client that is not the host link on the host machine. */
  'session/not-host',
  /** The seat is played by a bot now (the host gave it away); the person's link still watches the seat. */
  'session/seat-is-bot',
  /** No game is running (lobby, or the game is over). */
  'session/no-game',
  /** It is not this seat's turn. */
  'session/not-your-turn',
  /** The action is not legal now (or `index` is past the list, or `at` is not the current state). */
  'session/not-legal',
  /** A lobby control that does not fit (unknown seat, bot level unknown or unable to play this kind…). */
  'session/bad-control',
  /** Feedback for a game without a form for this seat, or with a rule ID not in the form's list. */
  'session/bad-feedback',
  /** The host failed internally (a bug); the message changed nothing. */
  'session/internal',
] as const;

/** One of `SESSION_ERROR_CODES`. */
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/** A seat as every client sees it (no secrets): who sits there, whether a person is connected, team. */
export interface SeatInfo {
  readonly seat: number;
  /** The person's name, or the host's name for the seat; null: unnamed ("Seat n" / "Platz n", counted from 1). */
  readonly name: string | null;
  /** `person`: played by a person by the seat's link; `bot`: by a bot of `level`. */
  readonly occupant: 'person' | 'bot';
  /** Bot level (`easy`, `normal`, `strong`, `expert`, `random`…), for bot seats and person seats the host handed to a bot. */
  readonly level: string | null;
  /** A person seat whose link has at least one open connection. Bots: always true. */
  readonly connected: boolean;
  /** A person seat currently played by a bot because the person was away longer than the host allowed. */
  readonly standIn: boolean;
  /** Team index in the game's layout (`layout.teams`), or null when the seat is in no team. */
  readonly team: number | null;
  /**
   * Round-trip time estimate of the seat's connection in ms: the smoothed RTT of its ping samples (RFC 6298, 7/8 old
   * + 1/8 new; the first sample as is), or null before the first sample or when nobody is connected.
   */
  readonly rttMs: number | null;
}

/**
 * One entry of a seat's log: an action as the seat may see it (redacted notation, redacted events) and the
 * sentences the host rendered for this seat in the client's language from exactly those. `step` counts actions
 * from 1 within the game; setup (the deal) is step 0 with `action` null.
 */
export interface LogEntry {
  readonly step: number;
  /** The action as this viewer may see it (`actionFor`: Dog `give:?` for others), or null for the setup. */
  readonly action: { readonly seat: number; readonly notation: string; readonly time?: number } | null;
  /** The events as this viewer may see them (`eventsFor`), in order; hidden ones left out, hidden fields `?`. */
  readonly events: readonly Record<string, unknown>[];
  /** The step as a sentence for this viewer (`describeStep`), or null for the setup. */
  readonly text: string | null;
  /** Event sentences for this viewer (`eventLines`: type, rule ID, sentence). */
  readonly lines: readonly { readonly type: string; readonly rule: string; readonly text: string }[];
  /** For real-time kinds: the input was refused with this engine error code (it still moved the clock). */
  readonly rejected?: string;
}

/** The table's state as one client sees it (the `state` message, and `update` carries the changed parts). */
export interface TableState {
  readonly table: string;
  /** `lobby`: seats being filled; `playing`; `over`: the last game ended (a new one may start). */
  readonly phase: 'lobby' | 'playing' | 'over';
  /** Games started at this table so far (1 = the first game); 0 in the first lobby. */
  readonly game: number;
  readonly ruleset: {
    readonly id: string;
    readonly kind: string;
    readonly name: string;
    /** Names per language (`de`, `en`) where the ruleset has them. */
    readonly names: Readonly<Record<string, string>>;
    /** `CompiledGame.hash` of the rules in force (kind, id, every option value, tables). */
    readonly hash: string;
    readonly realtime: boolean;
  };
  readonly seats: readonly SeatInfo[];
  /** The client's own seat (seat links), else null (spectator, host). */
  readonly you: number | null;
  readonly role: 'seat' | 'spectator' | 'host';
  /** The kind's view for this client (`viewFor` with its seat; spectators a view with every hand hidden); null in the lobby. */
  readonly view: unknown;
  /** Position notation as this client may see it (`positionFor`), or null. */
  readonly position: string | null;
  /** Hands per seat as this client may see them (`handsFor`: own hand in full, others `?` per card). */
  readonly hands: Readonly<Record<string, string>>;
  /** The legal actions of the client's own seat now (empty when it may not act, for spectators and the host). */
  readonly legal: readonly { readonly notation: string }[];
  /** Seats that may act now. */
  readonly toAct: readonly number[];
  /** Person seats that are to act but not connected ("waiting for Carla"); bots never appear here. */
  readonly waitingFor: readonly number[];
  /** Actions applied in the current game. */
  readonly step: number;
  /** The game's result once it is over, with a sentence for this client; else null. */
  readonly outcome: {
    readonly winners: readonly number[];
    readonly team: number | null;
    readonly rule: string;
    readonly text: string;
  } | null;
  /** Time (ms) after which an absent person's seat goes to a bot; null: never. */
  readonly awayTimeoutMs: number | null;
  /**
   * Real-time kinds: inputs are held by the slowest connected seat's one-way delay (RTT/2) minus the sender's, so
   * arrival order compares sending times (docs/sessions.md "Real-time games").
   */
  readonly latencyEqualization: boolean;
  /**
   * The `cseq` the client's next `act` should carry: one more than the highest the host has seen from this seat
   * (a reloaded page continues from here instead of from 1). 1 for spectators and the host.
   */
  readonly nextCseq: number;
  /** The host's invite links (host link only; every other client gets null). */
  readonly links: {
    readonly seats: readonly { readonly seat: number; readonly url: string }[];
    readonly spectator: string;
  } | null;
}

/**
 * The rules in force, for clients that draw the table or word sentences themselves: the resolved ruleset (plain
 * JSON, as replays store it), the option overrides and `CompiledGame.hash`. Rules are public: every player may read
 * them. A client compiles them with the engine's `compileRuleset` and should check the hash.
 */
export interface RulesPayload {
  readonly resolved: unknown;
  readonly overrides: Readonly<Record<string, unknown>>;
  readonly hash: string;
}

/** First answer to a valid `hello`: the protocol version, the client's role and the rules. A full `state` follows. */
export interface WelcomeMessage {
  readonly type: 'welcome';
  readonly v: typeof SESSION_PROTOCOL_VERSION;
  readonly table: string;
  readonly role: 'seat' | 'spectator' | 'host';
  readonly seat: number | null;
  readonly rules: RulesPayload;
}

/**
 * Everything the client needs to draw its table, at sequence number `seq`. Sent after `welcome`, after `sync`,
 * `lang`, a new game and a rules change. `log` is the current game's log as this client may see it.
 */
export interface StateMessage {
  readonly type: 'state';
  readonly seq: number;
  readonly state: TableState;
  readonly log: readonly LogEntry[];
}

/**
 * A change at `seq` (exactly one more than the last `seq` the client saw; otherwise it has missed one and sends
 * `sync`). `state` is the whole new table state for this client; `log` the entries added since `seq - 1`.
 */
export interface UpdateMessage {
  readonly type: 'update';
  readonly seq: number;
  readonly state: TableState;
  readonly log: readonly LogEntry[];
}

/** An `act` or host control was applied (or had been: a repeated `cseq` is answered again, not replayed). */
export interface AckMessage {
  readonly type: 'ack';
  readonly cseq: number;
  /** The host `seq` after which the change is visible. */
  readonly seq: number;
}

/** Something the client sent was refused; nothing changed. `cseq` when it answers an `act` or control. */
export interface ErrorMessage {
  readonly type: 'error';
  readonly code: SessionErrorCode;
  readonly message: string;
  readonly cseq?: number;
}

/** Answer to `ping`: the client's `t` back, and the host's clock (ms since the epoch) for one-way estimates. */
export interface PongMessage {
  readonly type: 'pong';
  readonly t: number;
  readonly host: number;
}

/**
 * The host switched the table to an edited ruleset (between games only): the differences in sentences in the
 * client's language (`formatRulesetDiff`), old and new hash. A new `state` follows.
 */
export interface RulesChangedMessage {
  readonly type: 'rules-changed';
  readonly from: string;
  readonly to: string;
  readonly sentences: readonly string[];
  /** The new rules (as in `welcome`). */
  readonly rules: RulesPayload;
}

/**
 * After each game, to every person seat: the feedback form for game `game`. `rules` lists the ruleset's rule IDs
 * with their text in the client's language (for "which rule was unclear?").
 */
export interface FeedbackFormMessage {
  readonly type: 'feedback-form';
  readonly game: number;
  readonly rules: readonly { readonly id: string; readonly text: string }[];
}

/** The feedback for game `game` was stored (a later answer for the same game replaces it). */
export interface FeedbackSavedMessage {
  readonly type: 'feedback-saved';
  readonly game: number;
}

/** Every host→client message. */
export type HostMessage =
  | FeedbackSavedMessage
  | WelcomeMessage
  | StateMessage
  | UpdateMessage
  | AckMessage
  | ErrorMessage
  | PongMessage
  | RulesChangedMessage
  | FeedbackFormMessage;
