// The `rulebench` command for the e2e specs, run in the Playwright worker's own process (tests/support/cli.ts: the
// same exit code and output as `node bin/rulebench.mjs …`, commands one at a time). Specs compare the app with the
// CLI's answers (positions, replays, ladders, playtests): about 30 commands a run, each of which cost a Node process
// and the CLI bundle's start, 0.4–0.9 CPU-s, as a child process.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { rulebench, type CliRun } from '../../support/cli';

const repo = resolve(import.meta.dirname, '../../..');

/**
 * Runs `rulebench …args` as from the repository's folder (relative paths such as `rulesets/…` are the
 * repository's): its exit code, standard output and standard error.
 * @throws Error when the worker does not run in the repository's folder (Playwright starts it where the run was
 * started: run `playwright test` from the repository).
 */
export function cliRun(...args: string[]): Promise<CliRun> {
  if (process.cwd() !== repo)
    throw new Error(`the e2e specs run the CLI in ${process.cwd()}, not the repository ${repo}: start them there`);
  return rulebench(args);
}

/** `cliRun`'s standard output; fails the test with the command's output when it exits with another code than 0. */
export async function cliOut(...args: string[]): Promise<string> {
  const r = await cliRun(...args);
  expect(r.code, `rulebench ${args.join(' ')}\n${r.out}${r.err}`).toBe(0);
  return r.out;
}

/**
 * Plays one game of `ruleset` (an id or a path from the repository) with `rulebench simulate --games 1 --seed
 * <seed> …extra --out <replayDir>` and returns the file name of the replay it wrote there; fails the test unless
 * exactly one new replay appears.
 */
export async function simulateReplay(
  ruleset: string,
  seed: string,
  replayDir: string,
  extra: readonly string[] = [],
): Promise<string> {
  const before = new Set(readdirSync(replayDir));
  const out = await cliOut('simulate', ruleset, '--games', '1', '--seed', seed, ...extra, '--out', replayDir);
  const made = readdirSync(replayDir).filter((f) => !before.has(f) && f.endsWith('.replay.json'));
  expect(made, out).toHaveLength(1);
  return made[0]!;
}

/** The position at `step` of the replay `file` (a path), as `rulebench replay show <file> --step K` prints it. */
export async function cliPosition(file: string, step: number): Promise<string> {
  const out = await cliOut('replay', 'show', file, '--step', String(step));
  const line = out.split('\n').find((l) => l.startsWith('position: '));
  expect(line, out).toBeTruthy();
  return line!.slice('position: '.length).trim();
}
