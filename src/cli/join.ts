// `rulebench join URL [--lang de|en] [--name N]`: plays one seat of a session at the terminal, as `rulebench play`
// does, through an invite link (docs/sessions.md). Everything shown comes from the host's messages for this seat
// only — the board drawn from the seat's view, its own hand, its own legal actions, the log sentences the host
// rendered for it — so nothing hidden from the seat can be printed. Actions are typed or piped by number or
// notation, one per line, read only when it is the seat's turn. From a terminal an illegal action is explained and
// asked again; from a pipe or file the first illegal line ends the command (exit 1). A lost connection is retried
// (the host keeps the seat); the command ends when the game is over (after the feedback form, if answered).
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import {
  compileRuleset,
  message,
  seatName,
  type CompiledGame,
  type MessageKey,
  type MessageParams,
  type Ruleset,
} from '../engine';
import {
  SESSION_PROTOCOL_VERSION,
  SESSION_WS_PATH,
  parseInviteUrl,
  type ClientMessage,
  type HostMessage,
  type LogEntry,
  type TableState,
} from '../shared/session-protocol';
import { UsageError, parse } from './args';
import { boardText } from './board-text';
import { listActions, parseLang, readEntry, shownHand, type PlayInput } from './play';

/** Legal actions printed before a decision (`legal` prints all). */
const SHOWN_ACTIONS = 40;
/** Reconnection attempts after a lost connection (about a minute with the back-off). */
const RECONNECT_TRIES = 20;

/** Options for tests: the input lines and where text goes. */
export interface JoinIo {
  readonly input: PlayInput;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** Runs the command. Exit 0 when the game is over (or `quit`), 1 when the link is refused or a scripted line is illegal, 2 for usage errors. */
export async function joinCommand(argv: readonly string[], io: JoinIo = stdio()): Promise<number> {
  const { values, positionals } = parse(argv, { lang: { type: 'string' }, name: { type: 'string' } });
  if (positionals.length !== 1) throw new UsageError('join needs exactly one invite link');
  const link = parseInviteUrl(positionals[0]!);
  if (!link)
    throw new UsageError(
      `"${positionals[0]!.slice(0, 200)}" is not an invite link (http://HOST:PORT/#/join/<table>/<secret>)`,
    );
  const lang = parseLang(values.lang);
  const name = values.name?.trim();
  if (name !== undefined && (name.length > 40 || /[\u0000-\u001f]/.test(name)))
    throw new UsageError(`--name must be at most 40 characters without control characters`);
  const t = (key: MessageKey, p?: MessageParams) => message(lang, key, p);
  const client = new JoinClient(link, lang, name, io, t);
  return client.run();
}

/** One seat's terminal client: keeps the latest state, prints new log lines, asks for an action on its turn. */
class JoinClient {
  private ws: WebSocket | null = null;
  private game: CompiledGame | null = null;
  private state: TableState | null = null;
  private seq = -1;
  private printedGame = -1;
  private printedStep = -1;
  private promptedAt = '';
  private waitingShown = '';
  private pending: number | null = null;
  private cseq = 0;
  private form: number | null = null;
  private finished = false;
  private code = 0;
  private tries = 0;
  private lineNo = 0;
  private wake: (() => void) | null = null;
  private readonly lines: AsyncIterator<string>;
  private role: 'seat' | 'spectator' | 'host' = 'seat';

  constructor(
    private readonly link: { origin: string; table: string; secret: string },
    private readonly lang: 'de' | 'en',
    private readonly name: string | undefined,
    private readonly io: JoinIo,
    private readonly t: (key: MessageKey, p?: MessageParams) => string,
  ) {
    this.lines = io.input.lines[Symbol.asyncIterator]();
  }

  async run(): Promise<number> {
    this.connect();
    while (!this.finished) {
      if (!this.dirty) await new Promise<void>((ok) => (this.wake = ok));
      this.wake = null;
      this.dirty = false;
      await this.step();
    }
    this.io.input.close?.();
    this.ws?.removeAllListeners();
    this.ws?.close();
    return this.code;
  }

  /** Something changed: run `step` again (at once if the loop waits, else as soon as the current step returns). */
  private poke(): void {
    this.dirty = true;
    this.wake?.();
  }

  private dirty = false;

  private end(code: number): void {
    this.code = code;
    this.finished = true;
    this.poke();
  }

  private connect(): void {
    const ws = new WebSocket(`${this.link.origin.replace(/^http/, 'ws')}${SESSION_WS_PATH}`);
    this.ws = ws;
    ws.on('open', () => {
      this.tries = 0;
      this.send({
        type: 'hello',
        v: SESSION_PROTOCOL_VERSION,
        table: this.link.table,
        secret: this.link.secret,
        lang: this.lang,
        ...(this.name ? { name: this.name } : {}),
        ...(this.seq >= 0 ? { seen: this.seq } : {}),
      });
    });
    ws.on('message', (data) => {
      let msg: HostMessage;
      try {
        msg = JSON.parse(String(data)) as HostMessage;
      } catch {
        return;
      }
      this.receive(msg);
    });
    ws.on('error', () => undefined); // 'close' follows
    ws.on('close', () => {
      if (this.finished || this.ws !== ws) return;
      if (++this.tries > RECONNECT_TRIES) {
        this.io.err(this.t('term.join.gone', { origin: this.link.origin, message: 'no connection' }));
        return this.end(1);
      }
      if (this.tries === 1) this.io.err(this.t('term.join.lost'));
      this.pending = null; // the answer may be lost: the state after reconnecting says what happened
      setTimeout(() => this.connect(), Math.min(3000, 100 * 2 ** this.tries)).unref?.();
    });
  }

  private send(msg: ClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  private receive(msg: HostMessage): void {
    switch (msg.type) {
      case 'welcome': {
        this.role = msg.role;
        this.compile(msg.rules);
        return;
      }
      case 'rules-changed':
        this.compile(msg.rules);
        this.io.out(this.t('term.join.rulesChanged', { list: msg.sentences.join(' ') }));
        return;
      case 'state':
        this.state = msg.state;
        this.seq = msg.seq;
        this.showLog(msg.log, true);
        return this.poke();
      case 'update':
        if (msg.seq !== this.seq + 1) return this.send({ type: 'sync' }); // missed one: ask for everything
        this.state = msg.state;
        this.seq = msg.seq;
        this.showLog(msg.log, false);
        return this.poke();
      case 'ack':
        if (msg.cseq === this.pending) this.pending = null;
        return this.poke();
      case 'error':
        if (msg.code === 'session/bad-link' || msg.code === 'session/link-expired' || msg.code === 'session/version') {
          this.io.err(this.t('term.join.badLink', { message: msg.message }));
          return this.end(1);
        }
        if (msg.code === 'session/rate-limit' && this.pending !== null && this.lastAct) {
          // Dropped unread: send the same action again a little later (the same cseq is applied at most once).
          const again = this.lastAct;
          setTimeout(() => this.send(again), 300).unref?.();
          return;
        }
        if (msg.cseq !== undefined && msg.cseq === this.pending) {
          this.pending = null;
          this.refused = msg.message;
        } else this.io.err(this.t('term.join.refused', { message: msg.message }));
        return this.poke();
      case 'feedback-form':
        this.form = msg.game;
        return this.poke();
      case 'feedback-saved':
        this.io.out(this.t('term.join.feedbackSaved'));
        this.form = null;
        this.formDone = true;
        return this.poke();
      default:
        return;
    }
  }

  private refused: string | null = null;
  private lastAct: ClientMessage | null = null;
  private formDone = false;

  private compile(rules: { resolved: unknown; overrides: Readonly<Record<string, unknown>> }): void {
    const r = compileRuleset(rules.resolved as Ruleset, rules.overrides as Record<string, never>);
    this.game = r.ok ? r.value : null;
  }

  private names(): (string | null)[] {
    return this.state?.seats.map((s) => s.name) ?? [];
  }

  /** Prints log entries not printed yet (a full state after a reconnect prints only what is new). */
  private showLog(log: readonly LogEntry[], full: boolean): void {
    const st = this.state!;
    if (st.game !== this.printedGame) {
      this.printedGame = st.game;
      this.printedStep = -1;
      this.promptedAt = '';
      if (this.role === 'seat' && st.you !== null)
        this.io.out(
          this.t('term.join.joined', {
            name: seatName(st.you, { lang: this.lang, names: this.names() }),
            ruleset: st.ruleset.names[this.lang] ?? st.ruleset.name,
            table: st.table,
          }),
        );
      else
        this.io.out(
          this.t('term.join.spectator', { ruleset: st.ruleset.names[this.lang] ?? st.ruleset.name, table: st.table }),
        );
      if (st.phase === 'lobby') this.io.out(this.t('term.join.lobby'));
    }
    void full;
    for (const e of log) {
      if (e.step <= this.printedStep) continue;
      this.printedStep = e.step;
      if (e.text) this.io.out(`  ${e.step}. ${e.text}`);
      for (const l of e.lines) if (e.action === null) this.io.out(`  ${l.text}`);
    }
  }

  /** After every change: say whom we wait for, ask for this seat's action, or finish. */
  private async step(): Promise<void> {
    const st = this.state;
    if (!st || this.finished) return;
    if (st.phase === 'over' && st.outcome) {
      if (this.printedOutcome !== st.game) {
        this.printedOutcome = st.game;
        this.io.out(this.t('common.gameOver', { steps: st.step, result: `${st.outcome.text} (${st.outcome.rule})` }));
      }
      if (this.role !== 'seat') return this.end(0);
      if (this.formDone) return this.end(0);
      if (this.form === null) {
        // The form follows the final state at once; give it a moment, then finish without it.
        if (!this.formTimer) this.formTimer = setTimeout(() => this.end(0), 2000);
        return;
      }
      if (this.askedForm === this.form) return;
      this.askedForm = this.form;
      if (this.formTimer) clearTimeout(this.formTimer);
      this.io.out(this.t('term.join.feedback', { game: this.form }));
      const next = await this.lines.next();
      const line = next.done ? '' : next.value.trim();
      const m =
        /^feedback\s+([1-5])\s+([1-5])(?:\s+([A-Z]{2,5}-[0-9A-Za-z-]+(?:,[A-Z]{2,5}-[0-9A-Za-z-]+)*))?(?:\s+(.*))?$/.exec(
          line,
        );
      if (!m) return this.end(0);
      this.send({
        type: 'feedback',
        game: this.form,
        fun: Number(m[1]),
        clarity: Number(m[2]),
        unclear: m[3] ? m[3].split(',') : [],
        text: (m[4] ?? '').slice(0, 2000),
      });
      this.formTimer = setTimeout(() => this.end(0), 5000);
      return;
    }
    if (st.phase !== 'playing') return;
    const waiting = st.waitingFor.filter((s) => s !== st.you);
    const key = waiting.join(',');
    if (key !== this.waitingShown) {
      this.waitingShown = key;
      if (waiting.length)
        this.io.out(
          this.t('term.join.waiting', {
            names: waiting.map((s) => seatName(s, { lang: this.lang, names: this.names() })).join(', '),
          }),
        );
    }
    if (this.refused !== null) {
      const why = this.refused;
      this.refused = null;
      if (!this.io.input.interactive) {
        this.io.err(this.t('term.line', { line: this.lineNo, name: this.me(), entry: this.lastEntry, why }));
        return this.end(1);
      }
      this.io.out(this.t('term.tryAgain', { why }));
      this.promptedAt = '';
    }
    if (this.pending !== null || !st.legal.length || this.role !== 'seat') return;
    const at = `${st.game}:${st.step}:${st.legal.length}`;
    if (this.promptedAt === at) return;
    this.promptedAt = at;
    this.io.out(this.turnText(st));
    for (;;) {
      if (this.io.input.interactive) process.stdout.write(`${this.me()}> `);
      const next = await this.lines.next();
      if (next.done) return this.end(0);
      this.lineNo++;
      const line = next.value.trim();
      if (line === '' || line.startsWith('#')) continue;
      if (line === 'quit' || line === 'exit') return this.end(0);
      const cur = this.state!;
      if (line === 'legal') {
        this.io.out(listActions(this.game!, cur.legal, Infinity, this.lang));
        continue;
      }
      if (line === 'show') {
        this.io.out(this.turnText(cur));
        continue;
      }
      const entry = this.game ? readEntry(this.game, line) : line;
      const n = /^\d+$/.test(entry) ? Number(entry) : NaN;
      const notation = Number.isInteger(n) && n >= 1 && n <= cur.legal.length ? cur.legal[n - 1]!.notation : entry;
      if (/^\d+$/.test(entry) && notation === entry) {
        const why = this.t('term.why.number', { n: entry, count: cur.legal.length });
        if (!this.io.input.interactive) {
          this.io.err(this.t('term.line', { line: this.lineNo, name: this.me(), entry: line, why }));
          return this.end(1);
        }
        this.io.out(this.t('term.tryAgain', { why }));
        continue;
      }
      this.lastEntry = line;
      this.cseq = Math.max(this.cseq + 1, cur.nextCseq);
      this.pending = this.cseq;
      this.lastAct = { type: 'act', cseq: this.cseq, notation };
      this.send(this.lastAct);
      return;
    }
  }

  private printedOutcome = -1;
  private askedForm: number | null = null;
  private formTimer: ReturnType<typeof setTimeout> | null = null;
  private lastEntry = '';

  private me(): string {
    return seatName(this.state?.you ?? 0, { lang: this.lang, names: this.names() });
  }

  /** The table before this seat's decision: step and position, the board from the seat's view, its hand, its legal actions. */
  private turnText(st: TableState): string {
    const game = this.game;
    const opts = { lang: this.lang, names: this.names() };
    const you = st.you ?? 0;
    const board = game ? boardText(game, st.view as never, opts) : null;
    const table = board === null ? [] : [board];
    const hand = game ? shownHand(game, st.hands[String(you)]) : (st.hands[String(you)] ?? '');
    return [
      `${this.t('term.step', { step: st.step })}: ${st.position ?? ''}`,
      ...table,
      this.t('term.toAct', { name: this.me(), hand: hand || this.t('term.empty') }),
      game
        ? listActions(game, st.legal, SHOWN_ACTIONS, this.lang)
        : st.legal.map((a, i) => `${i + 1}) ${a.notation}`).join('  '),
    ].join('\n');
  }
}

/** Standard input as lines (interactive when it is a terminal), standard output and error. */
function stdio(): JoinIo {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  return {
    input: { lines: rl, interactive: process.stdin.isTTY === true, close: () => rl.close() },
    out: (text) => void process.stdout.write(`${text}\n`),
    err: (text) => void process.stderr.write(`${text}\n`),
  };
}
