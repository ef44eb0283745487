// `npm run fuzz`: the long robustness campaign of issue 9. Prints per category how many inputs were tried, how
// many crashes (uncaught exceptions) and property violations were found, and timings. Counts are configurable:
//   npm run fuzz -- --rulesets 10000 --replays 10000 --actions 100000 --games 10000 [--seed 1] [--only games]
// (defaults are the acceptance figures). Exit code 1 if anything failed. Reproduce a failure with its seed.
import { performance } from 'node:perf_hooks';
import {
  Rand, bundledGame, bundledRulesets, checkActions, checkRandomGame, checkReplayInput, checkRulesetText, mutateReplay, mutateRuleset, randomActions, snapshotsOf,
  RULESET_MUTATIONS, REPLAY_MUTATIONS, SLOW_VALIDATION_MS,
} from '../tests/robustness/fuzz-lib';
import type { Replay } from '../src/engine';

const args = process.argv.slice(2);
const opt = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const only = (() => {
  const i = args.indexOf('--only');
  return i >= 0 ? args[i + 1]!.split(',') : null;
})();
const COUNTS = { rulesets: opt('rulesets', 10_000), replays: opt('replays', 10_000), actions: opt('actions', 100_000), games: opt('games', 10_000) };
const SEED = opt('seed', 1);
const run = (c: string) => !only || only.includes(c);

interface Tally { tried: number; crashes: number; violations: number; ms: number; notes: string[] }
const tally = (): Tally => ({ tried: 0, crashes: 0, violations: 0, ms: 0, notes: [] });
const report: Record<string, Tally> = {};
const note = (t: Tally, what: string) => {
  if (t.notes.length < 10) t.notes.push(what);
};
const isCrash = (p: string) => /threw/.test(p);

const bundled = bundledRulesets();
const log = (s: string) => process.stdout.write(`${s}\n`);
log(`rulebench fuzz campaign — seed ${SEED}; ${bundled.length} bundled rulesets; counts ${JSON.stringify(COUNTS)}`);

// 1. Rulesets
if (run('rulesets')) {
  const t = (report.rulesets = tally());
  const perOp: Record<string, number> = {};
  let maxMs = 0;
  let maxOp = '';
  let valid = 0;
  const t0 = performance.now();
  for (let i = 0; i < COUNTS.rulesets; i++) {
    const r = new Rand(SEED * 1_000_003 + i);
    const base = bundled[i % bundled.length]!;
    const { text, op } = mutateRuleset(base, r, RULESET_MUTATIONS[Math.floor(i / bundled.length) % RULESET_MUTATIONS.length]);
    const c = checkRulesetText(text, base.file);
    t.tried++;
    perOp[op] = (perOp[op] ?? 0) + 1;
    if (c.valid) valid++;
    if (c.ms > maxMs) [maxMs, maxOp] = [c.ms, op];
    if (c.ms > SLOW_VALIDATION_MS) {
      t.violations++;
      note(t, `#${i} ${op} on ${base.file}: slow (${c.ms.toFixed(0)} ms)`);
    }
    for (const p of c.problems) {
      if (isCrash(p)) t.crashes++;
      else t.violations++;
      note(t, `#${i} ${op} on ${base.file}: ${p}`);
    }
    if ((i + 1) % 1000 === 0) log(`  rulesets ${i + 1}/${COUNTS.rulesets} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${t.crashes} crashes, ${t.violations} violations so far)`);
  }
  t.ms = performance.now() - t0;
  t.notes.unshift(`per mutation: ${JSON.stringify(perOp)}; still valid after mutation: ${valid}; slowest validation ${maxMs.toFixed(0)} ms (${maxOp})`);
}

// 2. Random games per bundled ruleset (invariants, replays verify, views leak nothing); keeps some replays for 3.
const replays: Replay[] = [];
if (run('games') || run('replays')) {
  const gamesPer = run('games') ? COUNTS.games : Math.max(3, Math.ceil(COUNTS.replays / 1000 / bundled.length));
  for (const b of bundled) {
    const t = (report[`games ${b.source.data.id}`] = tally());
    const game = bundledGame(b);
    let steps = 0;
    let views = 0;
    const t0 = performance.now();
    for (let i = 0; i < gamesPer; i++) {
      const seed = `fuzz-${SEED}-${i}`;
      const c = checkRandomGame(game, seed, 11);
      t.tried++;
      steps += c.steps;
      views += c.viewChecks;
      if (c.replay && i < 3) replays.push(c.replay);
      for (const p of c.problems) {
        if (isCrash(p)) t.crashes++;
        else t.violations++;
        note(t, `seed ${seed}: ${p}`);
      }
      if ((i + 1) % 1000 === 0) log(`  ${b.source.data.id} ${i + 1}/${gamesPer} games (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
    t.ms = performance.now() - t0;
    t.notes.unshift(`${steps} actions checked, ${views} view-leak comparisons`);
  }
}

// 3. Replays
if (run('replays')) {
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
      if (isCrash(p)) t.crashes++;
      else t.violations++;
      note(t, `#${i} ${m.op} on ${base.ruleset.id}: ${p}`);
    }
    if ((i + 1) % 1000 === 0) log(`  replays ${i + 1}/${COUNTS.replays} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${t.crashes} crashes, ${t.violations} violations so far)`);
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
          if (isCrash(p)) t.crashes++;
          else t.violations++;
          note(t, `${b.source.data.id} game ${g} step ${snap.step}: ${p}`);
        }
      }
    }
  }
  t.ms = performance.now() - t0;
  t.notes.unshift(`accepted as a canonical form of a legal action: ${accepted}`);
}

log('\ncategory                              tried   crashes  violations   time');
let failed = false;
for (const [name, t] of Object.entries(report)) {
  log(`${name.padEnd(36)} ${String(t.tried).padStart(7)} ${String(t.crashes).padStart(9)} ${String(t.violations).padStart(11)}   ${(t.ms / 1000).toFixed(1)} s`);
  for (const n of t.notes) log(`    ${n}`);
  if (t.crashes || t.violations) failed = true;
}
log(failed ? '\nFAILED' : '\nOK: 0 crashes, 0 violations');
process.exit(failed ? 1 : 0);
