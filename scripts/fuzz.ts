// `npm run fuzz`: the long robustness campaign (docs/robustness.md). Prints per category how many inputs were tried,
// how many crashes (uncaught exceptions), hangs (an input over its CPU-time limit — CPU time, `process.cpuUsage`,
// so a busy machine does not fail the campaign), unclear errors (a message leaking an internal error) and other
// property violations were found, and timings. Counts are configurable:
//   npm run fuzz -- --rulesets 10000 --scenarios 10000 --replays 10000 --actions 100000 --host 10000 --games 10000 --queue 400 [--seed 1] [--only games]
// (defaults are the acceptance figures). Exit code 1 if anything failed. Reproduce a failure with its seed.
// The games category can be split over processes and resumed (game i always has the seed `fuzz-<seed>-<i>`):
//   --ruleset dog/standard,gassi/gassi-2.5.3   only these bundled rulesets (default: all)
//   --shard 1/2                                only games whose index i has i % 2 === 0 (shard k/n: i % n === k-1)
//   --from 4000                                start at game index 4000 (resume; --games stays the end index)
//   --view-every 11                            view-leak comparisons every 11th step (+ start and last step)
//   --replay-every 50                          recordReplay + verifyReplay for every 50th game (index % 50 === 0)
import { performance } from 'node:perf_hooks';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Rand,
  bundledGame,
  bundledRulesets,
  bundledScenarios,
  checkActions,
  checkHostAnswer,
  checkRandomGame,
  checkReplayInput,
  checkRulesetText,
  checkScenarioText,
  cpuNowMs,
  mutateReplay,
  mutateRuleset,
  mutateScenario,
  randomActions,
  randomHostRequest,
  snapshotsOf,
  RULESET_MUTATIONS,
  REPLAY_MUTATIONS,
  SCENARIO_MUTATIONS,
  SLOW_VALIDATION_MS,
} from '../tests/robustness/fuzz-lib';
import { runQueueJobFuzz, WORKER_RSS_LIMIT_MB } from '../tests/robustness/queue-fuzz';
import { REDIS_SERVER } from '../tests/queue/processes';
import type { Replay } from '../src/engine';
import type { LoadResult } from '../src/host/rulesets';
import { startHostServer, TOKEN_HEADER } from '../src/host/server';
import { createHostService } from '../src/host/service';
import { INVOKE_CHANNELS } from '../src/shared/ipc-contract';

const FLAGS = [
  'rulesets',
  'scenarios',
  'replays',
  'actions',
  'host',
  'games',
  'queue',
  'seed',
  'only',
  'ruleset',
  'shard',
  'from',
  'view-every',
  'replay-every',
];
const args = process.argv.slice(2);
const usage = (why: string): never => {
  process.stderr.write(`fuzz: ${why}\nflags: ${FLAGS.map((f) => `--${f} <value>`).join(' ')}\n`);
  process.exit(2);
};
for (let i = 0; i < args.length; i += 2) {
  if (!args[i]!.startsWith('--') || !FLAGS.includes(args[i]!.slice(2))) usage(`unknown argument ${args[i]}`);
  if (args[i + 1] === undefined) usage(`${args[i]} needs a value`);
}
const str = (name: string): string | null => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : null;
};
const opt = (name: string, def: number, min = 0) => {
  const v = str(name);
  if (v === null) return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) usage(`--${name} must be an integer ≥ ${min}, not ${v}`);
  return n;
};
const only = str('only')?.split(',') ?? null;
const COUNTS = {
  rulesets: opt('rulesets', 10_000),
  scenarios: opt('scenarios', 10_000),
  replays: opt('replays', 10_000),
  actions: opt('actions', 100_000),
  host: opt('host', 10_000),
  games: opt('games', 10_000),
  queue: opt('queue', 400),
};
const SEED = opt('seed', 1);
const FROM = opt('from', 0);
const VIEW_EVERY = opt('view-every', 11, 1);
const REPLAY_EVERY = opt('replay-every', 50, 1);
const SHARD = (() => {
  const v = str('shard');
  if (v === null) return { k: 1, n: 1 };
  const m = /^(\d+)\/(\d+)$/.exec(v);
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || k < 1 || k > n) usage(`--shard must be k/n with 1 ≤ k ≤ n, not ${v}`);
  return { k, n };
})();
const run = (c: string) => !only || only.includes(c);
/** The non-default rates, for a rerun command line. */
const rates = `${VIEW_EVERY !== 11 ? ` --view-every ${VIEW_EVERY}` : ''}${REPLAY_EVERY !== 50 ? ` --replay-every ${REPLAY_EVERY}` : ''}`;

interface Tally {
  tried: number;
  crashes: number;
  hangs: number;
  unclear: number;
  violations: number;
  ms: number;
  cpuMs: number;
  notes: string[];
}
const tally = (): Tally => ({ tried: 0, crashes: 0, hangs: 0, unclear: 0, violations: 0, ms: 0, cpuMs: 0, notes: [] });
/** Counts one problem in its column: a throw is a crash, an unclear message is unclear, anything else a violation. */
const count = (t: Tally, p: string) => {
  if (isCrash(p)) t.crashes++;
  else if (/^unclear message|unclear message \(/.test(p)) t.unclear++;
  else t.violations++;
};
/** Time limit per input, CPU ms (the same 5 s as the validation limit). */
const HANG_CPU_MS = SLOW_VALIDATION_MS;
const report: Record<string, Tally> = {};
const note = (t: Tally, what: string) => {
  if (t.notes.length < 10) t.notes.push(what);
};
const isCrash = (p: string) => /threw/.test(p);
const cpuMs = cpuNowMs;

const bundled = bundledRulesets();
const rulesetIds = str('ruleset')?.split(',') ?? null;
for (const id of rulesetIds ?? [])
  if (!bundled.some((b) => b.source.data.id === id))
    usage(`no bundled ruleset ${id} (there are ${bundled.map((b) => b.source.data.id).join(', ')})`);
const gameRulesets = rulesetIds ? bundled.filter((b) => rulesetIds.includes(b.source.data.id)) : bundled;
const log = (s: string) => process.stdout.write(`${s}\n`);
log(`rulebench fuzz campaign — seed ${SEED}; ${bundled.length} bundled rulesets; counts ${JSON.stringify(COUNTS)}`);
if (run('games')) {
  log(
    `games: ${gameRulesets.map((b) => b.source.data.id).join(', ')}; indices ${FROM}…${COUNTS.games - 1}${SHARD.n > 1 ? ` with i % ${SHARD.n} === ${SHARD.k - 1} (shard ${SHARD.k}/${SHARD.n})` : ''}; view-leak checks every ${VIEW_EVERY}th step (+ start and last); recordReplay + verifyReplay for every ${REPLAY_EVERY}th game`,
  );
}

// 1. Rulesets
if (run('rulesets')) {
  const t = (report.rulesets = tally());
  const perOp: Record<string, number> = {};
  let maxMs = 0;
  let maxOp = '';
  let valid = 0;
  const t0 = performance.now();
  const c0 = cpuMs();
  for (let i = 0; i < COUNTS.rulesets; i++) {
    const r = new Rand(SEED * 1_000_003 + i);
    const base = bundled[i % bundled.length]!;
    const { text, op } = mutateRuleset(
      base,
      r,
      RULESET_MUTATIONS[Math.floor(i / bundled.length) % RULESET_MUTATIONS.length],
    );
    const c = checkRulesetText(text, base.file);
    t.tried++;
    perOp[op] = (perOp[op] ?? 0) + 1;
    if (c.valid) valid++;
    if (c.cpuMs > maxMs) [maxMs, maxOp] = [c.cpuMs, op];
    // Judged in CPU time: a validation that took 5.9 s of wall time on a loaded machine but 1 s of CPU is no hang.
    if (c.cpuMs > HANG_CPU_MS) {
      t.hangs++;
      note(
        t,
        `#${i} ${op} on ${base.file}: over the time limit (${c.cpuMs.toFixed(0)} ms CPU, ${c.ms.toFixed(0)} ms wall)`,
      );
    }
    for (const p of c.problems) {
      count(t, p);
      note(t, `#${i} ${op} on ${base.file}: ${p}`);
    }
    if ((i + 1) % 1000 === 0)
      log(
        `  rulesets ${i + 1}/${COUNTS.rulesets} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${t.crashes} crashes, ${t.hangs} hangs, ${t.unclear} unclear, ${t.violations} violations so far)`,
      );
  }
  t.ms = performance.now() - t0;
  t.cpuMs = cpuMs() - c0;
  t.notes.unshift(
    `per mutation: ${JSON.stringify(perOp)}; still valid after mutation: ${valid}; slowest validation ${maxMs.toFixed(0)} ms CPU (${maxOp})`,
  );
}

// 1b. Scenario files: mutated copies of the repository's scenario files, run by the host's runner from a
//     temporary folder (the folder tree being run); a `ruleset:` outside it must be refused unread.
if (run('scenarios')) {
  const t = (report.scenarios = tally());
  const bases = bundledScenarios();
  const perOp: Record<string, number> = {};
  const perStatus: Record<string, number> = {};
  const dir = mkdtempSync(join(tmpdir(), 'rulebench-fuzz-scenarios-'));
  const cache = new Map<string, LoadResult>();
  let maxMs = 0;
  const t0 = performance.now();
  const c0 = cpuMs();
  try {
    for (let i = 0; i < COUNTS.scenarios; i++) {
      const r = new Rand(SEED * 5_000_011 + i);
      const base = bases[i % bases.length]!;
      const m = mutateScenario(base.text, r, SCENARIO_MUTATIONS[Math.floor(i / 7) % SCENARIO_MUTATIONS.length]);
      const c = checkScenarioText(m.text, dir, m.outside, cache);
      t.tried++;
      perOp[m.op] = (perOp[m.op] ?? 0) + 1;
      perStatus[c.status] = (perStatus[c.status] ?? 0) + 1;
      maxMs = Math.max(maxMs, c.cpuMs);
      if (c.cpuMs > HANG_CPU_MS) {
        t.hangs++;
        note(t, `#${i} ${m.op} on ${base.file}: over the time limit (${c.cpuMs.toFixed(0)} ms CPU)`);
      }
      for (const p of c.problems) {
        count(t, p);
        note(t, `#${i} ${m.op} on ${base.file}: ${p}`);
      }
      if (cache.size > 200) cache.clear();
      if ((i + 1) % 1000 === 0)
        log(
          `  scenarios ${i + 1}/${COUNTS.scenarios} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${t.crashes} crashes, ${t.hangs} hangs, ${t.unclear} unclear, ${t.violations} violations so far)`,
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  t.ms = performance.now() - t0;
  t.cpuMs = cpuMs() - c0;
  t.notes.unshift(
    `per mutation: ${JSON.stringify(perOp)}; results: ${JSON.stringify(perStatus)}; slowest ${maxMs.toFixed(0)} ms CPU`,
  );
}

// 2. Random games per bundled ruleset (invariants, replays verify, views leak nothing); keeps some replays for 3.
//    Per game (checkRandomGame): card conservation and state invariants at every step; an independent
//    re-execution compared snapshot by snapshot; view-leak comparisons every VIEW_EVERY-th step; and for every
//    REPLAY_EVERY-th game the engine's recordReplay + verifyReplay.
const replays: Replay[] = [];
const gamesTotal = { tried: 0, crashes: 0, violations: 0, steps: 0, compared: 0, views: 0, engineReplays: 0 };
if (run('games') || run('replays')) {
  const games = run('games');
  const gamesEnd = games ? COUNTS.games : Math.max(3, Math.ceil(COUNTS.replays / 1000 / bundled.length));
  for (const b of games ? gameRulesets : bundled) {
    const id = b.source.data.id;
    const t = (report[`games ${id}`] = tally());
    const game = bundledGame(b);
    let steps = 0;
    let compared = 0;
    let views = 0;
    let engineReplays = 0;
    let kept = 0;
    let first = -1;
    let last = -1;
    const t0 = performance.now();
    const c0 = cpuMs();
    for (let i = games ? FROM : 0; i < gamesEnd; i++) {
      if (games && i % SHARD.n !== SHARD.k - 1) continue;
      const seed = `fuzz-${SEED}-${i}`;
      const engineReplay = !games || i % REPLAY_EVERY === 0;
      const c = checkRandomGame(game, seed, { viewEvery: VIEW_EVERY, engineReplay });
      t.tried++;
      if (first < 0) first = i;
      last = i;
      steps += c.steps;
      compared += c.replayedSteps;
      views += c.viewChecks;
      if (c.replay) engineReplays++;
      if (c.replay && kept < 3) {
        replays.push(c.replay);
        kept++;
      }
      for (const p of c.problems) {
        if (isCrash(p)) t.crashes++;
        else t.violations++;
        note(
          t,
          `game ${i} (seed ${seed}; rerun: npm run fuzz -- --only games --seed ${SEED} --ruleset ${id} --from ${i} --games ${i + 1}${rates}): ${p}`,
        );
      }
      if (t.tried % 500 === 0) {
        log(
          `  ${id}: ${t.tried} games, last index ${i} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${t.crashes} crashes, ${t.violations} violations so far)`,
        );
      }
    }
    t.ms = performance.now() - t0;
    t.cpuMs = cpuMs() - c0;
    gamesTotal.tried += t.tried;
    gamesTotal.crashes += t.crashes;
    gamesTotal.violations += t.violations;
    gamesTotal.steps += steps;
    gamesTotal.compared += compared;
    gamesTotal.views += views;
    gamesTotal.engineReplays += engineReplays;
    t.notes.unshift(
      `indices ${first}…${last}${games && SHARD.n > 1 ? ` (shard ${SHARD.k}/${SHARD.n})` : ''}: ${steps} actions checked, ${compared} snapshots re-executed and compared, ` +
        `${views} view-leak comparisons, ${engineReplays} replays recorded and verified by the engine; ` +
        (t.tried
          ? `${(t.tried / (t.ms / 1000)).toFixed(1)} games/s (${(t.tried / (t.cpuMs / 1000)).toFixed(1)} per CPU second)`
          : 'no game in range'),
    );
    log(
      `  ${id}: done, ${t.tried} games in ${(t.ms / 1000).toFixed(0)} s (${t.crashes} crashes, ${t.violations} violations)`,
    );
  }
}

// 3. Replays
if (run('replays')) {
  if (!replays.length)
    usage(
      'the replays category mutates recorded games, and none was recorded: leave out --from/--shard, or include a game index that is a multiple of --replay-every',
    );
  const t = (report.replays = tally());
  const perOp: Record<string, number> = {};
  let opened = 0;
  const t0 = performance.now();
  for (let i = 0; i < COUNTS.replays; i++) {
    const r = new Rand(SEED * 7_000_003 + i);
    const base = replays[Math.floor(i / REPLAY_MUTATIONS.length) % replays.length]!;
    const m = mutateReplay(base, r, REPLAY_MUTATIONS[i % REPLAY_MUTATIONS.length]);
    const c = checkReplayInput(m);
    t.tried++;
    perOp[m.op] = (perOp[m.op] ?? 0) + 1;
    if (c.opened) opened++;
    for (const p of c.problems) {
      count(t, p);
      note(t, `#${i} ${m.op} on ${base.ruleset.id}: ${p}`);
    }
    if ((i + 1) % 1000 === 0)
      log(
        `  replays ${i + 1}/${COUNTS.replays} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${t.crashes} crashes, ${t.violations} violations so far)`,
      );
  }
  t.ms = performance.now() - t0;
  t.notes.unshift(`per mutation: ${JSON.stringify(perOp)}; opened as a (prefix) session: ${opened}`);
}

// 4. Actions
if (run('actions')) {
  const t = (report.actions = tally());
  let accepted = 0;
  const t0 = performance.now();
  const perRuleset = Math.ceil(COUNTS.actions / bundled.length);
  for (const [bi, b] of bundled.entries()) {
    const game = bundledGame(b);
    let done = 0;
    for (let g = 0; done < perRuleset; g++) {
      const snaps = snapshotsOf(game, `act-${SEED}-${g}`, 3);
      const r = new Rand(SEED * 31 + bi * 1000 + g);
      for (const snap of snaps) {
        if (done >= perRuleset) break;
        const actions = randomActions(game, snap, r, Math.min(20, perRuleset - done));
        const c = checkActions(game, snap, actions);
        done += actions.length;
        t.tried += actions.length;
        accepted += c.accepted;
        for (const p of c.problems) {
          count(t, p);
          note(t, `${b.source.data.id} game ${g} step ${snap.step}: ${p}`);
        }
      }
    }
  }
  t.ms = performance.now() - t0;
  t.notes.unshift(`accepted as a canonical form of a legal action: ${accepted}`);
}

// 5. Host API: random POST /api/invoke bodies to a browser-mode host over a temporary workspace (the
//    bundled Dog rulesets and one replay): never a 500, every refusal names why in clear words, and no file of the
//    workspace changes (checked every 1,000 requests and at the end). Each request must answer within the limit.
if (run('host')) {
  const t = (report['host API'] = tally());
  const ws = mkdtempSync(join(tmpdir(), 'rulebench-fuzz-host-'));
  cpSync(join(import.meta.dirname, '..', 'rulesets', 'dog'), join(ws, 'rulesets', 'dog'), { recursive: true });
  mkdirSync(join(ws, 'replays'));
  const files = () => {
    const out: Record<string, string> = {};
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) walk(p);
        else out[p] = readFileSync(p, 'utf8');
      }
    };
    walk(ws);
    return JSON.stringify(out);
  };
  const server = await startHostServer({
    service: createHostService({ root: ws, replayDir: join(ws, 'replays'), playtestWorkers: 0 }),
    maxBodyBytes: 256 * 1024,
  });
  const post = (body: string) =>
    new Promise<{ status: number; text: string }>((ok) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/invoke',
          method: 'POST',
          headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.token },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => ok({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', (e) => ok({ status: 0, text: String(e) }));
      req.end(body);
    });
  const before = files();
  const perStatus: Record<string, number> = {};
  let slowest = 0;
  const t0 = performance.now();
  const c0 = cpuMs();
  try {
    for (let i = 0; i < COUNTS.host; i++) {
      const body = randomHostRequest(new Rand(SEED * 9_000_011 + i), INVOKE_CHANNELS);
      const q0 = cpuMs();
      const a = await post(body);
      const spent = cpuMs() - q0; // server and client share this process: the CPU the request cost
      slowest = Math.max(slowest, spent);
      t.tried++;
      perStatus[a.status] = (perStatus[a.status] ?? 0) + 1;
      if (spent > HANG_CPU_MS) {
        t.hangs++;
        note(t, `#${i}: over the time limit (${spent.toFixed(0)} ms CPU) for ${body.slice(0, 120)}`);
      }
      for (const p of checkHostAnswer(body, a.status, a.text)) {
        if (p.startsWith('status 5') || p.startsWith('status 0')) t.crashes++;
        else count(t, p);
        note(t, `#${i}: ${p}`);
      }
      if ((i + 1) % 1000 === 0) {
        if (files() !== before) {
          t.violations++;
          note(t, `the workspace changed by request ${i + 1} (a refused write wrote something)`);
        }
        log(
          `  host API ${i + 1}/${COUNTS.host} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${t.crashes} crashes, ${t.hangs} hangs, ${t.unclear} unclear, ${t.violations} violations so far)`,
        );
      }
    }
    if (files() !== before) {
      t.violations++;
      note(t, 'the workspace changed (a refused write wrote something)');
    }
  } finally {
    await server.close();
    rmSync(ws, { recursive: true, force: true });
  }
  t.ms = performance.now() - t0;
  t.cpuMs = cpuMs() - c0;
  t.notes.unshift(`answers by status: ${JSON.stringify(perStatus)}; slowest request ${slowest.toFixed(0)} ms CPU`);
}

// 6. Queue jobs: malformed, oversized, deep and hostile-key shard jobs written into a private redis-server and
//    played by a real `rulebench worker`; its peak resident set (VmHWM) must stay under the limit.
if (run('queue')) {
  const t = (report.queue = tally());
  if (!REDIS_SERVER) {
    t.violations++;
    note(t, 'redis-server is not installed: the queue category cannot run (apt-get install -y redis-server)');
  } else {
    const t0 = performance.now();
    const r = await runQueueJobFuzz(COUNTS.queue, SEED, log);
    t.ms = performance.now() - t0;
    t.tried = r.tried;
    t.crashes = r.crashes;
    t.hangs = r.hangs;
    t.unclear = r.unclear;
    t.violations = r.violations;
    t.notes.push(
      `outcomes per mutation: ${JSON.stringify(r.outcomes)}; worker peak resident set ${r.peakRssMb.toFixed(0)} MB (limit ${WORKER_RSS_LIMIT_MB} MB), ${r.endRssMb.toFixed(0)} MB at the end`,
      ...r.notes,
    );
  }
}

log('\ncategory                              tried   crashes   hangs  unclear  violations   time');
let failed = false;
for (const [name, t] of Object.entries(report)) {
  const cpu = t.cpuMs ? ` (CPU ${(t.cpuMs / 1000).toFixed(1)} s)` : '';
  log(
    `${name.padEnd(36)} ${String(t.tried).padStart(7)} ${String(t.crashes).padStart(9)} ${String(t.hangs).padStart(7)} ${String(t.unclear).padStart(8)} ${String(t.violations).padStart(11)}   ${(t.ms / 1000).toFixed(1)} s${cpu}`,
  );
  for (const n of t.notes) log(`    ${n}`);
  if (t.crashes || t.hangs || t.unclear || t.violations) failed = true;
}
if (gamesTotal.tried) {
  const g = gamesTotal;
  log(
    `\ngames in all: ${g.tried} tried, ${g.crashes} crashes, ${g.violations} violations; ${g.steps} actions checked, ${g.compared} snapshots re-executed and compared, ${g.views} view-leak comparisons, ${g.engineReplays} engine-verified replays`,
  );
}
log(failed ? '\nFAILED' : '\nOK: 0 crashes, 0 hangs, 0 unclear errors, 0 violations');
process.exit(failed ? 1 : 0);
