// A session host: the tables of one session folder, each with its timers and storage. No sockets here (server.ts
// listens); the app and `rulebench session` create tables and read links through this class, and tests drive it
// directly with a fake clock.
import { randomBytes } from 'node:crypto';
import type { CompiledGame } from '../../engine';
import type { OccupantChoice } from '../../shared/session-protocol';
import { SessionTable, type TableEnv } from './table';
import { TableStore, ownerOnlyDir, readSessionDir } from './store';

/** Timers and clock of a host (real ones by default; tests pass fakes). */
export interface HostClock {
  now(): number;
  setTimer(fn: () => void, ms: number): () => void;
}

/** The real clock: `Date.now` and `setTimeout` (unref'd, so a timer never keeps a finished process alive). */
export const realClock: HostClock = {
  now: () => Date.now(),
  setTimer: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return () => clearTimeout(t);
  },
};

/** Options of a session host. */
export interface SessionHostOptions {
  /** The session folder (created with mode 0700 if missing); its tables are resumed. */
  readonly dir: string;
  readonly clock?: HostClock;
  /** Delay before a bot plays, in ms (default 0). */
  readonly botDelayMs?: number;
  /** Called when a timer-driven change (a bot move) fails: a bug; the table stops where it was. */
  readonly onError?: (table: string, e: unknown) => void;
  /** Called after every change of any table (`TableEnv.onChange`). */
  readonly onChange?: (table: SessionTable) => void;
}

/** A new table id: 8 random base32 characters (lowercase letters and digits 2–7). */
export function newTableId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(8)].map((b) => alphabet[b & 31]).join('');
}

/**
 * The tables of one session folder. `origin` (set by the listener once it knows its port) is what the invite
 * links name.
 */
export class SessionHost {
  readonly tables = new Map<string, SessionTable>();
  origin = 'http://127.0.0.1:0';
  private readonly clock: HostClock;

  /**
   * Opens (or creates) the session folder and resumes every stored table.
   * @throws Error naming the file when a stored table cannot be read or replayed (`readSessionDir`).
   */
  constructor(private readonly opts: SessionHostOptions) {
    this.clock = opts.clock ?? realClock;
    ownerOnlyDir(opts.dir);
    for (const stored of readSessionDir(opts.dir)) {
      const table = SessionTable.resume(stored.record, stored.game, this.env(stored.record.id));
      this.tables.set(table.id, table);
    }
  }

  /**
   * A new table in the lobby (stored at once). `seats` per seat: a person or a bot level, with an optional name.
   * @throws RangeError for a bot level that cannot play the game (naming the seat).
   */
  createTable(
    game: CompiledGame,
    opts: {
      seed: string;
      seats?: readonly (OccupantChoice & { name?: string | null })[];
      awayTimeoutMs?: number | null;
      linksExpireAt?: number | null;
      /** Real-time kinds: hold inputs to equalize the seats' one-way delays (`TableRecord.latencyEqualization`). */
      latencyEqualization?: boolean;
      id?: string;
    },
  ): SessionTable {
    const id = opts.id ?? newTableId();
    if (this.tables.has(id)) throw new RangeError(`a table "${id}" exists already`);
    const table = SessionTable.create(id, game, opts.seed, opts.seats ?? [], this.env(id), {
      awayTimeoutMs: opts.awayTimeoutMs ?? null,
      linksExpireAt: opts.linksExpireAt ?? null,
      latencyEqualization: opts.latencyEqualization === true,
    });
    this.tables.set(id, table);
    return table;
  }

  /** Stops every table's timers and flushes their files (the records stay as last stored). */
  close(): void {
    for (const t of this.tables.values()) t.close();
    for (const s of this.stores) s.flush();
  }

  /** Resolves once every table's background write has landed (after `close`, before removing the folder). */
  async settled(): Promise<void> {
    await Promise.all(this.stores.map((s) => s.settled()));
  }

  private readonly stores: TableStore[] = [];

  private env(id: string): TableEnv {
    const onError = this.opts.onError;
    const store = new TableStore(this.opts.dir, id, (e) => {
      if (onError) onError(id, e);
      else console.error(`[session] table ${id}: cannot store the table:`, e);
    });
    this.stores.push(store);
    const clock = this.clock;
    return {
      now: () => clock.now(),
      setTimer: (fn, ms) =>
        clock.setTimer(() => {
          try {
            fn();
          } catch (e) {
            if (onError) onError(id, e);
            else console.error(`[session] table ${id}:`, e);
          }
        }, ms),
      // A failed write (disk full, folder removed) is reported, never a crash of the host: the game goes on in
      // memory and the next change writes the whole record again.
      persist: (record) => {
        try {
          store.write(record);
        } catch (e) {
          if (onError) onError(id, e);
          else console.error(`[session] table ${id}: cannot store the table:`, e);
        }
      },
      saveReplay: (game, replay) => store.writeReplay(game, replay),
      saveFeedback: (game, seat, answer) => store.writeFeedback(game, seat, answer),
      origin: () => this.origin,
      botDelayMs: this.opts.botDelayMs ?? 0,
      ...(this.opts.onChange ? { onChange: this.opts.onChange } : {}),
    };
  }
}
