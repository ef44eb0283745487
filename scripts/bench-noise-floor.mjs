// The false-alarm check of `compare --self`: a ruleset compared with itself on 100 disjoint seed pairs (default),
// at a small game count; fails (exit 1) when more than 5 % of the runs have any significant primary row, the
// rate Holm's correction promises to stay under. Prints the summary line of the run and the measured rate.
//
// Usage: nice node scripts/bench-noise-floor.mjs [RULESET=gassi/gassi-2.5.3] [--runs 100] [--games 20] [--bots normal]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const ruleset = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'gassi/gassi-2.5.3';
const runs = flag('runs', '100');
const games = flag('games', '20');
const bots = flag('bots', 'normal');
const root = join(import.meta.dirname, '..');
const started = Date.now();
const r = spawnSync(
  process.execPath,
  [
    join(root, 'bin', 'rulebench.mjs'),
    'compare',
    ruleset,
    '--self',
    '--runs',
    runs,
    '--games',
    games,
    '--bots',
    bots,
    '--json',
    '--quiet',
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (r.status !== 0) {
  process.stderr.write(r.stderr);
  process.exit(2);
}
const out = JSON.parse(r.stdout);
const rate = out.anyPrimary / out.runs;
const seconds = ((Date.now() - started) / 1000).toFixed(0);
process.stdout.write(
  `${out.ruleset}, bots ${out.bots}, ${out.runs} self-comparisons of ${out.games} games per side: ` +
    `${out.anyPrimary} with a significant primary row (${(100 * rate).toFixed(1)} %), ${out.anyRow} with any significant row; ` +
    `fair balance at this size ${(100 * (out.fairBalance?.median ?? 0)).toFixed(1)} pp (95 %: ${(100 * (out.fairBalance?.p95 ?? 0)).toFixed(1)} pp); ${seconds} s\n`,
);
if (rate > 0.05) {
  process.stderr.write(`more than 5 % false alarms on primary rows\n`);
  process.exit(1);
}
