// The browser side of the session protocol (src/shared/session-protocol.ts): one WebSocket to the session listener
// that served the page, `hello` with the invite link's table and secret, then `state`/`update` messages by
// sequence number. A gap in `seq` asks for a full `sync`; a lost connection (network, a reloaded host) reconnects
// with backoff and says hello again, which answers with the full current state — no action is replayed or lost
// because every `act` carries a client sequence number (`cseq`) the host applies at most once. Pings measure the
// round-trip time the host shows in its lobby. No Vue, no host API: the join page reaches only the session socket.
import {
  SESSION_PROTOCOL_VERSION,
  SESSION_WS_PATH,
  type FeedbackFormMessage,
  type HostMessage,
  type LogEntry,
  type SessionErrorCode,
  type TableState,
} from '../../../shared/session-protocol';

/** What the client knows at one sequence number: the table state and the current game's log as this seat sees it. */
export interface SessionSnapshot {
  readonly seq: number;
  readonly state: TableState;
  readonly log: readonly LogEntry[];
}

/** Connection status shown on the page. */
export type SessionStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** Callbacks of a session client (all optional except `onState`). */
export interface SessionClientEvents {
  /** A new state (after `welcome`, every `update`, a `sync`): the whole table as this client sees it. */
  onState(snap: SessionSnapshot): void;
  onStatus?(status: SessionStatus, error?: { code: SessionErrorCode | 'closed'; message: string }): void;
  /** A refused action or message (`error`), e.g. `session/not-legal`. */
  onError?(error: { code: SessionErrorCode; message: string; cseq?: number }): void;
  onFeedbackForm?(form: FeedbackFormMessage): void;
  onFeedbackSaved?(game: number): void;
  onRulesChanged?(sentences: readonly string[]): void;
  /** Round-trip time of the latest ping, in ms. */
  onRtt?(ms: number): void;
}

/** Options: the link's parts, language and name; `url` of the socket (default: this page's origin + /session). */
export interface SessionClientOptions {
  readonly table: string;
  readonly secret: string;
  readonly lang: 'de' | 'en';
  readonly name?: string;
  readonly url?: string;
  /** Ping period in ms (default 5000). */
  readonly pingMs?: number;
}

/** Errors after which reconnecting cannot help (the link is wrong or gone, another protocol). */
const FINAL: readonly string[] = ['session/bad-link', 'session/link-expired', 'session/version'];

/** A live connection to one table. `close()` ends it for good. */
export class SessionClient {
  private ws: WebSocket | null = null;
  private seq = 0;
  private snap: SessionSnapshot | null = null;
  private nextCseq = 1;
  private retry = 0;
  private closed = false;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lang: 'de' | 'en';

  constructor(
    private readonly opts: SessionClientOptions,
    private readonly on: SessionClientEvents,
  ) {
    this.lang = opts.lang;
    this.connect();
  }

  /** The socket's address: `ws://` (or `wss://`) + this page's host + `/session`. */
  static defaultUrl(): string {
    const u = new URL(SESSION_WS_PATH, window.location.origin);
    u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
    return u.toString();
  }

  /** The last state received, or null before the first. */
  get current(): SessionSnapshot | null {
    return this.snap;
  }

  /** Plays `notation` for this client's seat; returns the `cseq` it carries (answered by `ack` or `error`). */
  act(notation: string): number {
    const cseq = this.nextCseq++;
    this.send({ type: 'act', cseq, notation });
    return cseq;
  }

  /** Switches the language of the host's sentences (log, outcome, feedback form); a full state follows. */
  setLang(lang: 'de' | 'en'): void {
    this.lang = lang;
    this.send({ type: 'lang', lang });
  }

  /** Sets this person's name for the seat (seat links only). */
  setName(name: string): void {
    this.send({ type: 'name', name });
  }

  /** Sends the feedback form's answer for game `game`. */
  feedback(answer: { game: number; fun: number; clarity: number; unclear: string[]; text: string }): void {
    this.send({ type: 'feedback', ...answer });
  }

  /** Ends the connection for good (no reconnect). */
  close(): void {
    this.closed = true;
    this.stopTimers();
    this.ws?.close(1000, 'bye');
    this.ws = null;
  }

  private send(msg: object): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  private connect(): void {
    if (this.closed) return;
    this.on.onStatus?.(this.snap ? 'reconnecting' : 'connecting');
    const ws = new WebSocket(this.opts.url ?? SessionClient.defaultUrl());
    this.ws = ws;
    ws.onopen = () => {
      ws.send(
        JSON.stringify({
          type: 'hello',
          v: SESSION_PROTOCOL_VERSION,
          table: this.opts.table,
          secret: this.opts.secret,
          lang: this.lang,
          ...(this.opts.name ? { name: this.opts.name } : {}),
          ...(this.seq ? { seen: this.seq } : {}),
        }),
      );
    };
    ws.onmessage = (ev) => {
      let msg: HostMessage;
      try {
        msg = JSON.parse(String(ev.data)) as HostMessage;
      } catch {
        return; // the host sends JSON only; anything else is ignored
      }
      this.receive(msg);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopTimers();
      if (this.closed) return;
      if (FINAL.includes(ev.reason)) {
        this.closed = true;
        this.on.onStatus?.('refused', { code: ev.reason as SessionErrorCode, message: ev.reason });
        return;
      }
      // Back off 0.5 s, 1 s, 2 s … up to 8 s; the next hello brings the whole current state.
      const wait = Math.min(8000, 500 * 2 ** this.retry++);
      this.on.onStatus?.('reconnecting');
      this.retryTimer = setTimeout(() => this.connect(), wait);
    };
  }

  private receive(msg: HostMessage): void {
    switch (msg.type) {
      case 'welcome':
        this.retry = 0;
        this.on.onStatus?.('open');
        this.stopTimers();
        this.pingTimer = setInterval(() => this.send({ type: 'ping', t: performance.now() }), this.opts.pingMs ?? 5000);
        this.send({ type: 'ping', t: performance.now() });
        return;
      case 'state':
        this.apply(msg.seq, msg.state, msg.log, true);
        return;
      case 'update':
        if (msg.seq !== this.seq + 1) {
          // Missed a message: ask for the whole state again instead of guessing.
          this.send({ type: 'sync' });
          return;
        }
        this.apply(msg.seq, msg.state, msg.log, false);
        return;
      case 'pong':
        this.on.onRtt?.(Math.max(0, Math.round(performance.now() - msg.t)));
        return;
      case 'error':
        if (FINAL.includes(msg.code)) {
          this.closed = true;
          this.on.onStatus?.('refused', { code: msg.code, message: msg.message });
          this.ws?.close();
          return;
        }
        this.on.onError?.({
          code: msg.code,
          message: msg.message,
          ...(msg.cseq === undefined ? {} : { cseq: msg.cseq }),
        });
        return;
      case 'feedback-form':
        this.on.onFeedbackForm?.(msg);
        return;
      case 'feedback-saved':
        this.on.onFeedbackSaved?.(msg.game);
        return;
      case 'rules-changed':
        this.on.onRulesChanged?.(msg.sentences);
        return;
      case 'ack':
        return;
    }
  }

  private apply(seq: number, state: TableState, log: readonly LogEntry[], full: boolean): void {
    const prev = this.snap;
    // An update's log holds the entries added since the last seq; a new game starts its log afresh.
    const merged =
      full || !prev || prev.state.game !== state.game
        ? log
        : [...prev.log.filter((e) => !log.some((n) => n.step === e.step)), ...log].sort((a, b) => a.step - b.step);
    this.seq = seq;
    this.nextCseq = Math.max(this.nextCseq, state.nextCseq);
    this.snap = { seq, state, log: merged };
    this.on.onState(this.snap);
  }

  private stopTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }
}
