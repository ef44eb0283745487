// The app's live playtest sessions: what the designer's lobby screen (host API `sessions:create`, `sessions:lobby`,
// `sessions:control`, `sessions:stop`, `sessions:running`, `sessions:addresses`) drives. Each session is one
// SessionHost with one table in its own folder under the app's sessions folder, and its own session listener
// (server.ts) on loopback or on one LAN address of this machine. The host API itself stays on loopback (browser
// mode) or IPC (desktop); remote clients reach only the session listener, which serves the join page and the
// session WebSocket, never this module.
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { CompiledGame } from '../../engine';
import type { LobbyControl, LobbyState, SessionCreateRequest } from '../../shared/ipc-contract';
import { SessionHost } from './host';
import { startSessionServer, type SessionServer } from './server';
import { levelProblem, type SessionTable } from './table';

/** A session the app runs: its folder name, host, listener and the address its links name. */
interface LiveSession {
  readonly name: string;
  readonly host: SessionHost;
  readonly server: SessionServer;
  readonly table: SessionTable;
  readonly address: string;
  /** Person seats whose link has been opened at least once (since the session started or the link was renewed). */
  readonly joined: Set<number>;
}

/** This machine's non-internal IPv4 addresses (`os.networkInterfaces`), in interface order, without duplicates. */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal && !out.includes(a.address)) out.push(a.address);
  return out;
}

/** What the app-sessions manager needs: the sessions folder, the built renderer and a way to compile a ruleset. */
export interface AppSessionsConfig {
  /** The app's sessions folder; null: the host has none and cannot create sessions. */
  readonly sessionsDir: string | null;
  /** The built renderer (dist-web) the listener serves for the join page; absent: only the WebSocket. */
  readonly staticDir?: string;
  /** Compiles a ruleset by id: the game, or a message naming the problem. */
  readonly compile: (rulesetId: string) => { ok: true; game: CompiledGame } | { ok: false; message: string };
  /** Delay before a bot plays, in ms (default 600, so people can follow a bot's move). */
  readonly botDelayMs?: number;
  /** The machine's LAN addresses (default `lanAddresses`; tests pass their own). */
  readonly addresses?: () => string[];
}

/** Result of an app-sessions call: the lobby state, or a message naming the offending value. */
export type LobbyResult = { ok: true; lobby: LobbyState } | { ok: false; message: string };

/** The manager behind the lobby channels. */
export interface AppSessions {
  addresses(): { addresses: string[] };
  create(req: SessionCreateRequest): Promise<LobbyResult>;
  lobby(table: string): LobbyResult;
  control(table: string, control: LobbyControl): LobbyResult;
  stop(table: string): Promise<{ ok: boolean }>;
  running(): LobbyState[];
  /** Stops every session (the app quits): tables flushed, listeners closed. */
  closeAll(): Promise<void>;
}

/** A session folder name for now: `app-<ISO time>-<table id>` (plain characters only). */
function folderName(table: string, now: Date): string {
  return `app-${now.toISOString().replace(/[:.]/g, '-')}-${table}`;
}

/**
 * Creates the manager. Sessions live as long as the host process (or until stopped); their folders stay and the
 * Playtest view's People source reads their games.
 */
export function createAppSessions(config: AppSessionsConfig): AppSessions {
  const live = new Map<string, LiveSession>();
  const addresses = config.addresses ?? lanAddresses;

  function state(s: LiveSession): LobbyState {
    const t = s.table;
    const st = t.stateFor({
      role: 'host',
      seat: null,
      lang: 'en',
      rttMs: null,
      local: true,
      send: () => undefined,
      close: () => undefined,
    });
    const links = t.links();
    return {
      table: t.id,
      session: s.name,
      address: s.address,
      lan: s.address !== '127.0.0.1',
      origin: s.server.origin,
      phase: st.phase,
      game: st.game,
      ruleset: { id: st.ruleset.id, name: st.ruleset.name, names: st.ruleset.names, kind: st.ruleset.kind },
      seats: st.seats.map((seat) => ({
        ...seat,
        joined: seat.occupant === 'person' && (seat.connected || s.joined.has(seat.seat)),
        url: links.seats[seat.seat]!.url,
      })),
      spectator: links.spectator,
      toAct: st.toAct,
      waitingFor: st.waitingFor,
      step: st.step,
      winners: st.outcome ? st.outcome.winners : null,
      awayTimeoutMs: st.awayTimeoutMs,
    };
  }

  return {
    addresses: () => ({ addresses: addresses() }),

    async create(req) {
      if (!config.sessionsDir) return { ok: false, message: 'This host has no sessions folder.' };
      const compiled = config.compile(req.rulesetId);
      if (!compiled.ok) return compiled;
      const game = compiled.game;
      const count = game.layout.seatCount;
      if (req.seats.length !== count)
        return {
          ok: false,
          message: `seats: ${req.seats.length} given, but ${req.rulesetId} has ${count} seats`,
        };
      for (const [i, s] of req.seats.entries()) {
        if (s.kind !== 'bot') continue;
        const why = levelProblem(game, s.level);
        if (why) return { ok: false, message: `seats.${i}: ${why}` };
      }
      const address = req.address ?? '127.0.0.1';
      if (address !== '127.0.0.1' && !addresses().includes(address))
        return {
          ok: false,
          message: `address: ${address} is not a network address of this machine (${addresses().join(', ') || 'none'})`,
        };
      const now = new Date();
      let host: SessionHost | null = null;
      try {
        const probe = `${Date.now().toString(36)}`;
        const dir = join(config.sessionsDir, folderName(probe, now));
        const joined = new Set<number>();
        host = new SessionHost({
          dir,
          botDelayMs: config.botDelayMs ?? 600,
          onChange: (t) => {
            for (const x of t.seatInfos()) if (x.occupant === 'person' && x.connected) joined.add(x.seat);
          },
        });
        const table = host.createTable(game, {
          seed: req.seed ?? probe,
          seats: req.seats.map((s, i) => ({ ...s, name: req.names?.[i] ?? null })),
          awayTimeoutMs: req.awayTimeoutMs ?? null,
        });
        const server = await startSessionServer({
          host,
          bind: address,
          port: req.port ?? 0,
          ...(config.staticDir ? { staticDir: config.staticDir } : {}),
        });
        const s: LiveSession = { name: dir.split(/[\\/]/).pop()!, host, server, table, address, joined };
        live.set(table.id, s);
        return { ok: true, lobby: state(s) };
      } catch (e) {
        host?.close();
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EADDRINUSE') return { ok: false, message: `port: ${req.port} is in use on ${address}` };
        if (code === 'EACCES') return { ok: false, message: `port: ${req.port} may not be opened by this user` };
        if (code === 'EADDRNOTAVAIL') return { ok: false, message: `address: ${address} is not available` };
        return { ok: false, message: (e as Error).message };
      }
    },

    lobby(table) {
      const s = live.get(table);
      return s ? { ok: true, lobby: state(s) } : { ok: false, message: `No running session table "${table}".` };
    },

    control(table, control) {
      const s = live.get(table);
      if (!s) return { ok: false, message: `No running session table "${table}".` };
      const t = s.table;
      let why: string | null = null;
      if (control.type === 'seat') why = t.setOccupant(control.seat, control.occupant);
      else if (control.type === 'away-timeout') t.setAwayTimeout(control.ms);
      else if (control.type === 'renew-link') {
        why = t.renewLink(control.seat);
        if (!why) s.joined.delete(control.seat);
      } else if (t.phase === 'playing') why = 'a game is running';
      else t.start();
      return why ? { ok: false, message: why } : { ok: true, lobby: state(s) };
    },

    async stop(table) {
      const s = live.get(table);
      if (!s) return { ok: false };
      live.delete(table);
      s.host.close();
      await s.server.close();
      return { ok: true };
    },

    running: () => [...live.values()].map(state),

    async closeAll() {
      for (const id of [...live.keys()]) await this.stop(id);
    },
  };
}
