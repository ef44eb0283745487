// `rulebench replay verify <file>...` and `rulebench replay show <file> [--step K] [--json]`.
import { formatDiagnostic, formatPosition, openReplay, seatsToAct, verifyReplay, type ReplaySession } from '../engine';
import { readReplayFile } from '../host/replays';
import { UsageError, intOption, parse } from './args';

/** Dispatches the `replay` subcommands. */
export async function replayCommand(argv: readonly string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'verify') return verify(rest);
  if (sub === 'show') return show(rest);
  throw new UsageError(sub ? `unknown replay subcommand "${sub}" (verify, show)` : 'replay needs a subcommand: verify or show');
}

function open(file: string): ReplaySession | null {
  const read = readReplayFile(file);
  if (!read.ok) {
    for (const d of read.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return null;
  }
  const session = openReplay(read.replay);
  if (!session.ok) {
    for (const d of session.error) process.stderr.write(`${formatDiagnostic({ ...d, file })}\n`);
    return null;
  }
  return session.value;
}

/** Verifies each replay; prints `ok <file> (N steps)` or `FAIL <file>: step K: …`; exit 1 on any failure. */
async function verify(argv: readonly string[]): Promise<number> {
  const { positionals } = parse(argv, {});
  if (!positionals.length) throw new UsageError('replay verify needs at least one replay file');
  let failed = 0;
  for (const file of positionals) {
    const session = open(file);
    if (!session) {
      failed++;
      continue;
    }
    const r = verifyReplay(session.replay, session.game);
    if (r.ok) process.stdout.write(`ok ${file} (${r.value.steps} steps, ${r.value.outcome ? `won by seats ${r.value.outcome.winners.join(',')}` : 'unfinished'})\n`);
    else {
      failed++;
      process.stdout.write(`FAIL ${file}: ${r.error.step > 0 ? '' : 'step 0: '}${r.error.message} [${r.error.code}]\n`);
    }
  }
  return failed ? 1 : 0;
}

/** Prints the situation after K actions (default: the end): position, whose turn, hands, last action. */
async function show(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, { step: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('replay show needs exactly one replay file');
  const session = open(positionals[0]);
  if (!session) return 1;
  const step = intOption('step', values.step, session.length, 0, session.length);
  const frame = session.seek(step);
  if (!frame.ok) {
    process.stderr.write(`${positionals[0]}: ${frame.error.message}\n`);
    return 1;
  }
  const { snapshot, action } = frame.value;
  const game = session.game;
  const info = {
    ruleset: session.replay.ruleset.id,
    step,
    steps: session.length,
    position: formatPosition(game, snapshot),
    toAct: seatsToAct(game, snapshot),
    hands: game.kind.formatHands(game.rules, snapshot.state),
    lastAction: action ? `seat ${action.seat}: ${action.notation}` : null,
    outcome: snapshot.outcome,
  };
  if (values.json) {
    process.stdout.write(`${JSON.stringify(info, null, 2)}\n`);
    return 0;
  }
  const lines = [
    `ruleset: ${info.ruleset}`,
    `step: ${step} / ${info.steps}`,
    `position: ${info.position}`,
    `last action: ${info.lastAction ?? '(none)'}`,
    `to act: ${info.toAct.length ? info.toAct.map((s) => `seat ${s}`).join(', ') : '(nobody)'}`,
    'hands:',
    ...Object.entries(info.hands).map(([seat, hand]) => `  seat ${seat}: ${hand || '(empty)'}`),
    ...(info.outcome ? [`outcome: seats ${info.outcome.winners.join(',')} won (${info.outcome.reason}, ${info.outcome.rule})`] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
