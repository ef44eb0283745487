// Measures the host's `replays:list` over large replays (docs/robustness.md "Large files"): writes `--count`
// valid replays of about `--mb` MB each (a recorded Dog game whose annotations fill the file, the largest shape
// the 50 MB limit allows) into the folder `--dir` (when it holds no replay yet), then, in a new process under
// `/usr/bin/time -v`, calls `replays:list` `--calls` times and prints the time of each call, the longest stall of
// the event loop during it (how long any other request to the host had to wait) and the process's peak RSS.
//   node --import tsx scripts/bench-replays-list.ts --count 4 --mb 49 --calls 3 --dir /tmp/big-replays
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostService } from '../src/host/service';
import { loadCompiledGame } from '../src/host/rulesets';
import { serializeReplay } from '../src/host/replays';
import { randomBot, recordReplay, runKindTrial, simulatedSeats } from '../src/engine';
import { scriptOption } from './script-args';

const count = Number(scriptOption('count', '4'));
const mb = Number(scriptOption('mb', '49'));
const calls = Number(scriptOption('calls', '3'));
const dir = scriptOption('dir', join(tmpdir(), 'rb-replays-list'));

/** Writes `count` replays of about `mb` MB into `dir`. */
function writeReplays(): void {
  const loaded = loadCompiledGame('dog/standard');
  if (!loaded.ok) throw new Error('dog/standard does not load');
  const game = loaded.game;
  const trial = runKindTrial(
    game,
    Array.from({ length: game.layout.seatCount }, () => randomBot),
    'big-1',
  );
  const recorded = recordReplay(game, simulatedSeats(game), 'big-1', trial.actions, {});
  if (!recorded.ok) throw new Error(recorded.error.message);
  const small = serializeReplay(recorded.value).length;
  const notes = Math.max(0, Math.floor((mb * 1e6 - small) / 10_030));
  const replay = {
    ...recorded.value,
    annotations: Array.from({ length: notes }, (_, i) => ({
      step: i % recorded.value.steps.length,
      text: `Note ${i} `.padEnd(10_000, 'xyz abc '),
    })),
  };
  const text = serializeReplay(replay);
  mkdirSync(dir, { recursive: true });
  for (let k = 1; k <= count; k++) writeFileSync(join(dir, `big-${k}.replay.json`), text);
  console.log(
    `${count} replays of ${(text.length / 1e6).toFixed(1)} MB (${replay.steps.length} steps, ${notes} notes) in ${dir}`,
  );
}

/** Lists `dir` `calls` times through the host service, printing time, longest event-loop stall and RSS per call. */
async function listing(): Promise<void> {
  const host = createHostService({ root: dir, replayDir: dir, playtestWorkers: 0 });
  for (let c = 1; c <= calls; c++) {
    // A 1 ms ticker stands for the other requests: the longest gap between its ticks is how long they waited.
    let last = performance.now();
    let stall = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      stall = Math.max(stall, now - last);
      last = now;
    }, 1);
    const t0 = performance.now();
    const list = await host['replays:list']();
    const ms = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 20));
    clearInterval(ticker);
    console.log(
      `call ${c}: ${list.length} replays listed in ${ms.toFixed(0)} ms; longest event-loop stall ${stall.toFixed(0)} ms; rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
  }
}

if (process.env['RB_LIST_ONLY']) await listing();
else {
  if (!existsSync(dir) || !readdirSync(dir).some((f) => f.endsWith('.replay.json'))) writeReplays();
  const r = spawnSync('/usr/bin/time', ['-v', process.execPath, '--import', 'tsx', ...process.argv.slice(1)], {
    env: { ...process.env, RB_LIST_ONLY: '1' },
    encoding: 'utf8',
  });
  process.stdout.write(r.stdout);
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr);
  console.log(peak ? `listing process peak RSS ${(Number(peak[1]) / 1024).toFixed(0)} MB` : r.stderr);
}
