// `rulebench merge PART… [--json] [--out FILE] [--csv FILE|-] [--all]`: joins the part files of a sharded `playtest`,
// `compare` or `sweep` run (`--shard K/N`, see shards.ts) and prints exactly what the unsharded command prints for the whole batch.
import { resolve } from 'node:path';
import { UsageError, parse } from './args';
import { prepareOutput } from './output';
import { printComparison } from './compare';
import { printPlaytest } from './playtest';
import { PartError, mergeParts } from './shards';
import { printSweep } from './sweep';
import { printLadder } from './ladder';
import { expandSweep } from '../engine';

/** Runs the command; exit 0 when the parts join into a whole batch, 1 (one line naming the file) when they do not. */
export async function mergeCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    json: { type: 'boolean' },
    out: { type: 'string' },
    csv: { type: 'string' },
    all: { type: 'boolean' },
    lang: { type: 'string' },
    mkdir: { type: 'boolean' },
  });
  let merged: ReturnType<typeof mergeParts>;
  // The results must not overwrite a part they are made of (that would lose a shard's games).
  for (const target of [values.out, values.csv]) {
    if (target && target !== '-' && positionals.some((p) => resolve(p) === resolve(target)))
      throw new UsageError(`${target} is one of the parts being merged: write the result to another file`);
  }
  // Before reading the parts (a large merge must not end in "cannot write").
  if (values.out) prepareOutput('--out', values.out, { mkdir: values.mkdir });
  if (values.csv) prepareOutput('--csv', values.csv, { mkdir: values.mkdir });
  try {
    merged = mergeParts(positionals);
  } catch (e) {
    if (!(e instanceof PartError)) throw e;
    process.stderr.write(`rulebench merge: ${e.message}\n`);
    return 1;
  }
  const { part, games, records } = merged;
  const bots = part.sides[0]!.bots;
  if (part.command === 'sweep') {
    if (values.all) throw new UsageError('--all goes with the parts of a compare run');
    if (!part.sweep || games.length !== expandSweep(part.sweep.axes).length) {
      process.stderr.write(
        `rulebench merge: ${positionals[0]}: a sweep part needs its axes and one side per grid point\n`,
      );
      return 1;
    }
    printSweep(part.sweep.axes, games, records, part.sweep.rulesetId, part.seed, part.games, part.sweep.base, values);
    return 0;
  }
  if (part.command === 'ladder') {
    if (values.all) throw new UsageError('--all goes with the parts of a compare run');
    const labels = part.botsText.split(',');
    if (labels.length < 2 || games.length !== ((labels.length * (labels.length - 1)) / 2) * configsPerPair(games[0]!)) {
      process.stderr.write(
        `rulebench merge: ${positionals[0]}: a ladder part needs one side per seat configuration of its bots\n`,
      );
      return 1;
    }
    printLadder(games[0]!, labels, records, part.seed, part.games, values);
    return 0;
  }
  if (part.command === 'playtest') {
    if (values.all) throw new UsageError('--all goes with the parts of a compare run');
    printPlaytest(games[0]!, bots, part.seed, part.games, records[0]!, values);
    return 0;
  }
  if (games.length !== 2 || part.labels.length !== 2) {
    process.stderr.write(`rulebench merge: ${positionals[0]}: a compare part needs two sides and two labels\n`);
    return 1;
  }
  printComparison(
    [games[0]!, games[1]!],
    [records[0]!, records[1]!],
    bots,
    [part.labels[0]!, part.labels[1]!],
    part.seed,
    part.games,
    part.botsText,
    values,
  );
  return 0;
}

/** Seat configurations per pairing of a ladder on `game`'s table (engine `ladderConfigs`: one per team, twice with more than two teams). */
function configsPerPair(game: import('../engine').CompiledGame): number {
  const t = game.layout.teams.length;
  return t > 2 ? 2 * t : t;
}
