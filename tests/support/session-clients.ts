// Test support for sessions: a manual clock whose timers run when a test drains them, and a recording client that
// keeps every message it was sent and applies them as a real client would (state, then updates in `seq` order).
import type { CompiledGame } from '../../src/engine';
import type { HostMessage, LogEntry, OccupantChoice, TableState } from '../../src/shared/session-protocol';
import { SessionHost, type HostClock } from '../../src/host/session/host';
import type { SessionTable, TableClient } from '../../src/host/session/table';

/**
 * A clock that only moves when told; timers fire in time order from `drain`/`advance`. With `earlyMs`, a timer set
 * outside a timer's callback (while handling a message, at the start of a game) fires that many ms before its time
 * as `now()` reads it, as Node's timers can: they count from the event loop's cached time, which lags behind
 * `Date.now()` after synchronous work. A timer set inside a timer's callback counts from a fresh time and is exact.
 */
export class ManualClock implements HostClock {
  private t = 1_700_000_000_000;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private ids = 0;
  private firing = false;

  constructor(private readonly opts: { earlyMs?: number } = {}) {}

  now(): number {
    return this.t;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const id = ++this.ids;
    const early = this.firing ? 0 : (this.opts.earlyMs ?? 0);
    this.timers.push({ at: this.t + Math.max(0, ms - early), fn, id });
    return () => {
      this.timers = this.timers.filter((x) => x.id !== id);
    };
  }

  /** Runs a timer's callback (timers it sets count from the exact time). */
  private fire(fn: () => void): void {
    const was = this.firing;
    this.firing = true;
    try {
      fn();
    } finally {
      this.firing = was;
    }
  }

  /** Timers waiting. */
  pending(): number {
    return this.timers.length;
  }

  /** Moves the clock by `ms`, firing every timer due on the way, in order. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.timers[0];
      if (!next || next.at > end) break;
      this.timers.shift();
      this.t = next.at;
      this.fire(next.fn);
    }
    this.t = end;
  }

  /** Fires timers (moving the clock to each) until none is left or `limit` have fired. Returns how many fired. */
  drain(limit = 100_000): number {
    let n = 0;
    while (this.timers.length && n < limit) {
      this.timers.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.timers.shift()!;
      this.t = Math.max(this.t, next.at);
      this.fire(next.fn);
      n++;
    }
    return n;
  }
}

/** A client that records what it was sent and keeps its table state and log as the join page would. */
export class RecordingClient implements TableClient {
  readonly messages: HostMessage[] = [];
  rttMs: number | null = null;
  state: TableState | null = null;
  log: LogEntry[] = [];
  seq = -1;
  gaps = 0;
  closed: string | null = null;
  private cseq = 0;

  constructor(
    readonly role: 'seat' | 'spectator' | 'host',
    readonly seat: number | null,
    public lang: 'de' | 'en' = 'en',
    readonly local = true,
  ) {}

  send(msg: HostMessage): void {
    // Every message crosses the wire as JSON: keep what a remote client would get.
    const wire = JSON.parse(JSON.stringify(msg)) as HostMessage;
    this.messages.push(wire);
    if (wire.type === 'state') {
      this.state = wire.state;
      this.log = [...wire.log];
      this.seq = wire.seq;
    } else if (wire.type === 'update') {
      if (wire.seq !== this.seq + 1) this.gaps++;
      this.state = wire.state;
      this.log.push(...wire.log);
      this.seq = wire.seq;
    }
  }

  close(reason: string): void {
    this.closed = reason;
  }

  /** The next client sequence number (continuing after the host's `nextCseq`). */
  nextCseq(): number {
    this.cseq = Math.max(this.cseq + 1, this.state?.nextCseq ?? 1);
    return this.cseq;
  }

  /** Messages of one type. */
  of<T extends HostMessage['type']>(type: T): Extract<HostMessage, { type: T }>[] {
    return this.messages.filter((m): m is Extract<HostMessage, { type: T }> => m.type === type);
  }
}

/** One game of a scripted playtest evening: the rules it is played under (default: the table's) and the answers. */
export interface EveningGame {
  /** Rules switched to before this game (between games, as the host may; stamped into its replay). */
  readonly rules?: CompiledGame;
  /** Feedback forms answered after the game, by person seat. */
  readonly feedback: readonly {
    readonly seat: number;
    readonly fun: number;
    readonly clarity: number;
    readonly unclear: readonly string[];
    readonly text: string;
  }[];
}

/**
 * Plays a scripted playtest evening through the session code, as at a real table: a `SessionHost` on `dir`, one
 * table of `game` with `seats` (person seats named by `names`), each person a `RecordingClient` that plays its
 * first legal action (bots play as the table makes them), every game to its end, then the people's feedback forms
 * sent as `feedback` messages. The folder then holds the replays and feedback files a real evening leaves, every
 * background write landed (`SessionHost.settled`). Resolves to the table id. Rejects when a game cannot go on (nobody
 * may move) or a message is refused.
 */
export async function playEvening(
  dir: string,
  game: CompiledGame,
  opts: {
    readonly seed: string;
    readonly seats: readonly OccupantChoice[];
    readonly names: Readonly<Record<number, string>>;
    readonly games: readonly EveningGame[];
    readonly id?: string;
  },
): Promise<string> {
  const clock = new ManualClock();
  const host = new SessionHost({ dir, clock });
  try {
    const table = host.createTable(game, { seed: opts.seed, seats: opts.seats, ...(opts.id ? { id: opts.id } : {}) });
    const people = opts.seats.flatMap((s, seat) => (s.kind === 'person' ? [new RecordingClient('seat', seat)] : []));
    const boss = new RecordingClient('host', null);
    for (const p of people) table.attach(p, opts.names[p.seat!]);
    table.attach(boss);
    let cseq = 0;
    opts.games.forEach((g, i) => {
      if (g.rules) {
        const why = table.switchRules(g.rules, () => []);
        if (why) throw new Error(`game ${i + 1}: ${why}`);
      }
      table.handle(boss, { type: 'start', cseq: ++cseq });
      playToEnd(clock, table, people);
      for (const f of g.feedback) {
        const client = people.find((p) => p.seat === f.seat);
        if (!client) throw new Error(`game ${i + 1}: seat ${f.seat} is not a person seat`);
        const before = client.of('feedback-saved').length;
        table.handle(client, { type: 'feedback', game: i + 1, ...f, unclear: [...f.unclear] });
        if (client.of('feedback-saved').length !== before + 1)
          throw new Error(
            `game ${i + 1}: seat ${f.seat}'s feedback was refused: ${JSON.stringify(client.of('error').at(-1))}`,
          );
      }
    });
    return table.id;
  } finally {
    host.close();
    await host.settled();
  }
}

/**
 * People play their first legal action and bots move (timers drained) until the game ends.
 * @throws Error when nobody can move in an unfinished game, or the game has not ended after `maxSteps` inputs.
 */
export function playToEnd(
  clock: ManualClock,
  table: SessionTable,
  people: readonly RecordingClient[],
  maxSteps = 20_000,
): void {
  for (let i = 0; i < maxSteps; i++) {
    clock.drain();
    if (table.current?.outcome) return;
    const mover = people.find((c) => c.state && c.state.legal.length > 0);
    if (!mover) throw new Error('nobody can move but the game is not over');
    table.handle(mover, { type: 'act', cseq: mover.nextCseq(), index: 0, at: mover.seq });
  }
  throw new Error(`the game did not end within ${maxSteps} steps`);
}
