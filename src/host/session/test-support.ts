// Test support for sessions: a manual clock whose timers run when a test drains them, and a recording client that
// keeps every message it was sent and applies them as a real client would (state, then updates in `seq` order).
import type { HostMessage, LogEntry, TableState } from '../../shared/session-protocol';
import type { HostClock } from './host';
import type { TableClient } from './table';

/** A clock that only moves when told; timers fire in time order from `drain`/`advance`. */
export class ManualClock implements HostClock {
  private t = 1_700_000_000_000;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private ids = 0;

  now(): number {
    return this.t;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const id = ++this.ids;
    this.timers.push({ at: this.t + Math.max(0, ms), fn, id });
    return () => {
      this.timers = this.timers.filter((x) => x.id !== id);
    };
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
      next.fn();
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
      next.fn();
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
