// Real-time fairness benchmark of session tables (docs/sessions.md "Real-time fairness"): identical Gämsh bots play
// as clients of a session table, each team behind an in-process delay proxy that adds a fixed one-way delay to every
// message in both directions (host → client: states and updates; client → host: inputs). Three teams of two (the
// ruleset's `teams: 3`, six seats) sit behind delays of 0, 40 and 120 ms (default), so one game compares all three;
// the delays rotate over the teams game by game (all 6 orders), so a team's table position cancels out. Every game is
// played twice, with latency equalization off and on, from the same seed (paired). Prints the win rate per delay
// with its 95 % Wilson interval, and with `--write-docs` puts the table into docs/sessions.md between the markers.
//
// The table runs on a virtual clock (`ManualClock`): the session core takes its time and timers from its `TableEnv`,
// so a game of three simulated minutes takes well under a second and the result does not depend on the machine's
// load. The clients' bots are the kind's default agents (level `normal` unless `--level`), seeded per game and seat
// from the engine's seeded generator; each sees only its seat's messages (state, updates, its log entries).
//
// Usage: nice node --import tsx scripts/bench-fairness.ts [--games 200] [--delays 0,40,120] [--level normal]
//          [--seed fair] [--equalization both|off|on] [--json FILE] [--write-docs]
// (`npm run bench:fairness -- --games 200 --write-docs`)
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  applyInput,
  createRng,
  startGameWithEvents,
  deriveSeed,
  realtimeLevelParams,
  type Action,
  type AgentPlan,
  type EngineError,
  type GameEvent,
  type Json,
  type RealtimeAgent,
  wilson,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { SessionTable, type TableClient, type TableEnv } from '../src/host/session/table';
import { ManualClock } from '../tests/support/session-clients';
import type { ClientMessage, HostMessage, LogEntry } from '../src/shared/session-protocol';
import { scriptOption } from './script-args';

/** Interval of the listener's ping frames (ms; `server.ts`): each sample is the proxy's round trip, 2 × delay. */
const PING_EVERY_MS = 2000;
/** A game that has not ended after this much game time (ms) is counted as unfinished (none has, so far). */
const MAX_GAME_MS = 60 * 60_000;

/**
 * A bot playing one seat as a client of the table, behind a one-way delay of `delayMs` in each direction. It knows
 * only what the table sends its seat. While one of its inputs is on the way it does not send another: it waits for
 * the input's result (its log entry, or the refusal), as the agent expects to hear of each input before the next.
 */
class DelayedBotClient implements TableClient {
  readonly role = 'seat' as const;
  readonly local = false;
  lang: 'de' | 'en' = 'en';
  rttMs: number | null = null;
  private view: Json = null;
  private planTimer: (() => void) | null = null;
  private inFlight: { cseq: number; notation: string } | null = null;
  /** A plan made while an input was on the way, used if the agent keeps its plan after hearing the result. */
  private deferred: AgentPlan | null | undefined = undefined;
  private cseq = 0;
  table: SessionTable | null = null;

  constructor(
    readonly seat: number,
    private readonly delayMs: number,
    private readonly agent: RealtimeAgent,
    private readonly clock: ManualClock,
    private readonly origin: () => number,
  ) {}

  /** Host → client: the proxy delivers the message `delayMs` later (order kept: equal delays fire in order). */
  send(msg: HostMessage): void {
    this.clock.setTimer(() => this.receive(msg), this.delayMs);
  }

  close(): void {}

  /** Game time (ms) on the client's clock, which agrees with the host's (the benchmark measures the network only). */
  private now(): number {
    return Math.max(0, this.clock.now() - this.origin());
  }

  private receive(msg: HostMessage): void {
    if (msg.type === 'state' || msg.type === 'update') {
      this.view = msg.state.view as Json;
      for (const entry of msg.log) this.hear(entry);
    } else if (msg.type === 'error' && this.inFlight && msg.cseq === this.inFlight.cseq) {
      // Refused before the engine saw it (no log entry will come): the agent hears the refusal.
      const { notation } = this.inFlight;
      this.resolve(notation, { code: msg.code, message: msg.message } as unknown as EngineError);
    }
  }

  private hear(entry: LogEntry): void {
    const own = entry.action !== null && entry.action.seat === this.seat;
    if (own && this.inFlight && entry.action!.notation === this.inFlight.notation) {
      this.resolve(
        this.inFlight.notation,
        entry.rejected ? ({ code: entry.rejected, message: entry.rejected } as unknown as EngineError) : null,
        entry.events as unknown as GameEvent[],
      );
      return;
    }
    this.update(entry.events as unknown as GameEvent[], null);
  }

  private resolve(notation: string, rejected: EngineError | null, events: readonly GameEvent[] = []): void {
    this.inFlight = null;
    const deferred = this.deferred;
    this.deferred = undefined;
    const plan = this.agent.update({
      seat: this.seat,
      now: this.now(),
      events,
      view: () => this.view,
      submitted: { notation, rejected },
    });
    this.setPlan(plan === undefined ? deferred : plan);
  }

  private update(events: readonly GameEvent[], submitted: null): void {
    const plan = this.agent.update({ seat: this.seat, now: this.now(), events, view: () => this.view, submitted });
    if (this.inFlight) {
      if (plan !== undefined) this.deferred = plan;
    } else this.setPlan(plan);
  }

  private setPlan(plan: AgentPlan | null | undefined): void {
    if (plan === undefined) return;
    this.planTimer?.();
    this.planTimer = null;
    if (!plan) return;
    const wait = Math.max(0, Math.round(plan.at) - this.now());
    this.planTimer = this.clock.setTimer(() => {
      this.planTimer = null;
      if (plan.notation === null) return this.update([], null);
      this.act(plan.notation);
    }, wait);
  }

  /** Client → host: the input reaches the table `delayMs` later. */
  private act(notation: string): void {
    const msg: ClientMessage = { type: 'act', cseq: ++this.cseq, notation };
    this.inFlight = { cseq: this.cseq, notation };
    this.clock.setTimer(() => this.table!.handle(this, msg), this.delayMs);
  }
}

/** Result of one game: the delay (ms) of each team that won (ties: every tied team), or null if unfinished. */
interface GameResult {
  readonly winnerDelays: readonly number[] | null;
  readonly inputs: number;
  readonly gameMs: number;
  /** Points scored by the team behind each delay, by source (`score` events: gamsh, counter, wrong calls …). */
  readonly points: Record<number, Record<string, number>>;
}

/** The 6 orders of three things, for rotating the delays over the teams. */
function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

function playOne(
  game: ReturnType<typeof compile>,
  teamDelays: readonly number[],
  seed: string,
  level: string,
  equalize: boolean,
): GameResult {
  const clock = new ManualClock();
  const env: TableEnv = {
    now: () => clock.now(),
    setTimer: (fn, ms) => clock.setTimer(fn, ms),
    persist: () => {},
    saveReplay: (n) => `game-${n}.replay.json`,
    saveFeedback: () => {},
    origin: () => 'http://127.0.0.1:1',
    botDelayMs: 0,
  };
  const seats = game.layout.seatCount;
  const table = SessionTable.create(
    'bench',
    game,
    seed,
    Array.from({ length: seats }, () => ({ kind: 'person' as const })),
    env,
    { latencyEqualization: equalize },
  );
  const teamOf = (seat: number) => game.layout.teams.findIndex((t) => t.includes(seat));
  const factory = game.kind.defaultAgent!(realtimeLevelParams(game.kind.id, level));
  let origin = 0;
  const clients = Array.from({ length: seats }, (_, seat) => {
    const agent = factory(seat, createRng(deriveSeed(`${seed}-1`, `client-${seat}`)));
    const c = new DelayedBotClient(seat, teamDelays[teamOf(seat)]!, agent, clock, () => origin);
    c.table = table;
    return c;
  });
  for (const c of clients) table.attach(c, `P${c.seat + 1}`);
  // The listener's first ping sample arrives before the game starts; later ones every PING_EVERY_MS.
  const ping = () => {
    for (const c of clients) table.noteRtt(c, 2 * teamDelays[teamOf(c.seat)]!);
  };
  ping();
  const pinger = () => {
    ping();
    if (!table.current?.outcome) clock.setTimer(pinger, PING_EVERY_MS);
  };
  clock.setTimer(pinger, PING_EVERY_MS);
  const boss: TableClient = {
    role: 'host',
    seat: null,
    lang: 'en',
    rttMs: null,
    local: true,
    send: () => {},
    close: () => {},
  };
  table.attach(boss);
  origin = clock.now();
  table.handle(boss, { type: 'start', cseq: 1, seed: `${seed}-1` });
  while (!table.current?.outcome && clock.now() - origin < MAX_GAME_MS) clock.advance(1000);
  const out = table.current?.outcome;
  table.close();
  const winners = out ? [...new Set(out.winners.map(teamOf))].map((t) => teamDelays[t]!) : null;
  return {
    winnerDelays: winners,
    inputs: table.actions.length,
    gameMs: clock.now() - origin,
    points: pointsBySource(game, `${seed}-1`, table.actions, teamDelays),
  };
}

/** Replays the game's inputs and sums its `score` events per team's delay and source (a wrong call: `wrong…`). */
function pointsBySource(
  game: ReturnType<typeof compile>,
  seed: string,
  actions: readonly Action[],
  teamDelays: readonly number[],
): Record<number, Record<string, number>> {
  const out: Record<number, Record<string, number>> = {};
  let snap = startGameWithEvents(game, seed).snapshot;
  for (const a of actions) {
    const r = applyInput(game, snap, a);
    snap = r.snapshot;
    for (const e of r.events) {
      if (e.type !== 'score') continue;
      const d = teamDelays['ABC'.indexOf(String(e['team']))]!;
      const by = (out[d] ??= {});
      by[String(e['source'])] = (by[String(e['source'])] ?? 0) + Number(e['delta']);
    }
  }
  return out;
}

function compile() {
  const r = loadCompiledGame('gamsh/gamsh-alpin', { overrides: { teams: 3 } });
  if (!r.ok) throw new Error(`gamsh/gamsh-alpin with teams: 3 does not load: ${JSON.stringify(r.diagnostics)}`);
  return r.game;
}

interface ConfigResult {
  readonly equalization: boolean;
  readonly games: number;
  readonly unfinished: number;
  readonly wins: Record<number, number>;
  readonly meanInputs: number;
  readonly meanGameMin: number;
  readonly cpuSeconds: number;
  /** Points per game of the team behind each delay, by source. */
  readonly points: Record<number, Record<string, number>>;
}

function runConfig(equalize: boolean, games: number, delays: readonly number[], level: string, seed: string) {
  const game = compile();
  const orders = permutations(delays);
  const wins: Record<number, number> = Object.fromEntries(delays.map((d) => [d, 0]));
  let unfinished = 0;
  const points: Record<number, Record<string, number>> = {};
  let inputs = 0;
  let gameMs = 0;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const r = playOne(game, orders[i % orders.length]!, `${seed}-${i}`, level, equalize);
    inputs += r.inputs;
    gameMs += r.gameMs;
    for (const [d, by] of Object.entries(r.points))
      for (const [src, x] of Object.entries(by)) {
        const acc = (points[Number(d)] ??= {});
        acc[src] = (acc[src] ?? 0) + x / games;
      }
    if (!r.winnerDelays) unfinished++;
    else for (const d of r.winnerDelays) wins[d]! += 1;
    if ((i + 1) % 25 === 0) process.stderr.write(`equalization ${equalize ? 'on' : 'off'}: ${i + 1}/${games} games\n`);
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    equalization: equalize,
    games,
    unfinished,
    wins,
    meanInputs: inputs / games,
    meanGameMin: gameMs / games / 60_000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    points,
  } satisfies ConfigResult;
}

const pct = (x: number) => (100 * x).toFixed(1);

/** The results as a Markdown table: per configuration and delay, wins / games, the rate and its Wilson interval. */
function markdown(results: readonly ConfigResult[], delays: readonly number[]): string {
  const head = `| equalization | ${delays.map((d) => `${d} ms`).join(' | ')} | slowest − fastest | games | inputs/game | game time |`;
  const rule = `|${'---|'.repeat(delays.length + 5)}`;
  const rows = results.map((r) => {
    const n = r.games - r.unfinished;
    const cells = delays.map((d) => {
      const w = wilson(r.wins[d]!, n);
      return `${pct(w.rate)} % (${r.wins[d]}/${n}; ${pct(w.lo)}–${pct(w.hi)})`;
    });
    const slow = Math.max(...delays);
    const fast = Math.min(...delays);
    const diff = (100 * (r.wins[slow]! - r.wins[fast]!)) / Math.max(1, n);
    return `| ${r.equalization ? 'on' : 'off'} | ${cells.join(' | ')} | ${diff >= 0 ? '+' : '−'}${Math.abs(diff).toFixed(1)} points | ${n}${r.unfinished ? ` (+${r.unfinished} unfinished)` : ''} | ${r.meanInputs.toFixed(0)} | ${r.meanGameMin.toFixed(1)} min |`;
  });
  return [head, rule, ...rows].join('\n');
}

/** Points per game by source for each configuration and delay, as a Markdown table. */
function pointsMarkdown(results: readonly ConfigResult[], delays: readonly number[]): string {
  const sources = [...new Set(results.flatMap((r) => Object.values(r.points).flatMap((by) => Object.keys(by))))].sort();
  const head = `| equalization | delay | ${sources.join(' | ')} |`;
  const rule = `|${'---|'.repeat(sources.length + 2)}`;
  const rows = results.flatMap((r) =>
    delays.map(
      (d) =>
        `| ${r.equalization ? 'on' : 'off'} | ${d} ms | ${sources.map((src) => (r.points[d]?.[src] ?? 0).toFixed(2)).join(' | ')} |`,
    ),
  );
  return [head, rule, ...rows].join('\n');
}

const BEGIN = '<!-- bench-fairness:begin -->';
const END = '<!-- bench-fairness:end -->';

function main(): void {
  const games = Number(scriptOption('games', '200'));
  const delays = scriptOption('delays', '0,40,120').split(',').map(Number);
  const level = scriptOption('level', 'normal');
  const seed = scriptOption('seed', 'fair');
  const which = scriptOption('equalization', 'both');
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games: ${games} is not a whole number ≥ 1`);
  if (delays.length !== 3 || delays.some((d) => !Number.isFinite(d) || d < 0))
    throw new Error(`--delays: "${delays.join(',')}" is not three delays in ms (three teams, one delay each)`);
  if (!['both', 'off', 'on'].includes(which)) throw new Error(`--equalization: "${which}" is not both, off or on`);
  const load0 = loadavg()[0]!;
  const wall0 = performance.now();
  const results = (which === 'both' ? [false, true] : [which === 'on']).map((eq) =>
    runConfig(eq, games, delays, level, seed),
  );
  const wall = (performance.now() - wall0) / 1000;
  const table = markdown(results, delays);
  const cpu = results.reduce((s, r) => s + r.cpuSeconds, 0);
  const summary =
    `${results.reduce((s, r) => s + r.games, 0)} games in ${wall.toFixed(0)} s wall, ${cpu.toFixed(0)} CPU-s ` +
    `(${((1000 * cpu) / results.reduce((s, r) => s + r.games, 0)).toFixed(0)} ms CPU per game), ` +
    `load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}; level ${level}, seed ${seed}`;
  console.log(table);
  console.log(`\nPoints per game of the team behind each delay, by source:\n${pointsMarkdown(results, delays)}\n`);
  console.log(summary);
  const json = scriptOption('json', '');
  if (json) writeFileSync(json, JSON.stringify({ delays, level, seed, results, wall, cpu }, null, 2) + '\n');
  if (process.argv.includes('--write-docs')) {
    const file = join(import.meta.dirname, '..', 'docs', 'sessions.md');
    const text = readFileSync(file, 'utf8');
    const a = text.indexOf(BEGIN);
    const b = text.indexOf(END);
    if (a < 0 || b < a) throw new Error(`${file}: no ${BEGIN} … ${END} block to write the figures into`);
    const block = `${BEGIN}\n${table}\n\nPoints per game of the team behind each delay, by source:\n\n${pointsMarkdown(results, delays)}\n\n${summary}.\n${END}`;
    writeFileSync(file, text.slice(0, a) + block + text.slice(b + END.length));
    console.log(`written to ${file}`);
  }
}

main();
