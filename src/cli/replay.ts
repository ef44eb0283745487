// `rulebench replay verify <file>... [--ruleset R] [--json]`, `rulebench replay show <file> [--step K] [--seat S]
// [--lang de|en] [--json]` and `rulebench replay export <file> --step K [--seat S] [--out FILE]`.
import { resolve } from 'node:path';
import {
  formatDiagnostic,
  formatPosition,
  openReplay,
  recheckReplay,
  recheckStatus,
  replayFrameFor,
  seatsToAct,
  verifyReplay,
  type CompiledGame,
  type Outcome,
  type ReplayRecheck,
  type ReplaySession,
  type SheetLang,
} from '../engine';
import { parseLang } from './play';
import { readReplayFile } from '../host/replays';
import { checkBundledRules } from '../host/replay-check';
import { UsageError, intOption, parse } from './args';
import { exportScenario, formatScenarioYaml } from '../engine';
import { prepareOutput, writeOutput } from './output';
import { loadGame } from './playtest-args';

/** Dispatches the `replay` subcommands. */
export async function replayCommand(argv: readonly string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'verify') return verify(rest);
  if (sub === 'show') return show(rest);
  if (sub === 'export') return exportStep(rest);
  throw new UsageError(
    sub
      ? `unknown replay subcommand "${sub}" (verify, show, export)`
      : 'replay needs a subcommand: verify, show or export',
  );
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

/**
 * Verifies each replay; prints `ok <file> (N steps, outcome; game hash H, tamper-evident, not signed; rules)` or
 * `FAIL <file>: step K: …`, or `differs <file>: differs from the bundled <id>: …` when every hash holds but the file
 * names a bundled ruleset whose rules it does not carry (`checkBundledRules`); exit 1 on any failure or difference.
 * An older format's note (`replayFormatNote`) is added to its line. The hashes are unkeyed, so `ok` means the file is
 * consistent, not that it comes from anyone in particular: compare the game hash with a trusted copy's. With
 * `--ruleset R` (a file or a bundled id) the replays are re-checked under those rules instead (`recheck`).
 */
async function verify(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ruleset: { type: 'string' }, json: { type: 'boolean' } });
  if (!positionals.length) throw new UsageError('replay verify needs at least one replay file');
  if (values.ruleset !== undefined) return recheck(positionals, values.ruleset, values.json === true);
  if (values.json) throw new UsageError('--json goes with --ruleset (replay verify prints one line per file)');
  let failed = 0;
  for (const file of positionals) {
    const session = open(file);
    if (!session) {
      failed++;
      continue;
    }
    const r = verifyReplay(session.replay, session.game);
    if (r.ok) {
      const v = r.value;
      const label = checkBundledRules(session.replay);
      const what = `${v.steps} steps, ${describeOutcome(v.outcome)}; game hash ${v.gameHash}, tamper-evident, not signed${v.note ? `; ${v.note}` : ''}`;
      if (label.status === 'differs') {
        failed++;
        process.stdout.write(
          `differs ${file}: ${label.text}; the moves verify under the rules the file carries (${what})\n`,
        );
      } else process.stdout.write(`ok ${file} (${what}; ${label.text})\n`);
    } else {
      failed++;
      process.stdout.write(`FAIL ${file}: ${r.error.step > 0 ? '' : 'step 0: '}${r.error.message} [${r.error.code}]\n`);
    }
  }
  return failed ? 1 : 0;
}

/** How a replay fares under other rules (`recheckStatus`). */
type RecheckStatus = ReturnType<typeof recheckStatus>;

/**
 * `replay verify <file>... --ruleset R`: re-runs each replay's actions under the rules R (docs/architecture.md "Replays": a rule
 * change re-checks the recorded games) and prints one line per file — `same`, `changed` (every step still legal, but
 * positions or the outcome differ from step K on) or `diverges` (step K is refused now, with the reason) — and a
 * summary. `--json`: one object per file instead. Exit 0 iff every replay is `same`; 1 otherwise, or when a file or
 * the rules cannot be read (their problems go to stderr, as file:line:col where there is a position).
 */
async function recheck(files: readonly string[], ref: string, json: boolean): Promise<number> {
  const game: CompiledGame | null = loadGame(ref);
  if (!game) return 1;
  const under = game.ruleset.id;
  const counts: Record<RecheckStatus | 'unreadable', number> = { same: 0, changed: 0, diverges: 0, unreadable: 0 };
  const out: unknown[] = [];
  for (const file of files) {
    const session = open(file);
    if (!session) {
      counts.unreadable++;
      continue;
    }
    const r = recheckReplay(session.replay, game);
    if (!r.ok) {
      counts.unreadable++;
      process.stderr.write(`${file}: ${r.error.message} [${r.error.code}]\n`);
      continue;
    }
    const status = recheckStatus(r.value);
    counts[status]++;
    if (json) out.push({ file, ruleset: under, recorded: session.replay.ruleset.id, status, ...r.value });
    else process.stdout.write(`${recheckLine(file, under, status, r.value)}\n`);
  }
  if (json) process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  else {
    const parts = [
      `${counts.same} same`,
      `${counts.changed} changed`,
      `${counts.diverges} diverge`,
      ...(counts.unreadable ? [`${counts.unreadable} not checked`] : []),
    ];
    process.stdout.write(`under ${under}: ${parts.join(', ')} (of ${files.length})\n`);
  }
  return counts.same === files.length ? 0 : 1;
}

/** One line of `recheck`: the status, where positions start to differ, the refused step and the outcomes. */
function recheckLine(file: string, under: string, status: RecheckStatus, r: ReplayRecheck): string {
  const from =
    r.firstDifference === null
      ? null
      : r.firstDifference === 0
        ? 'the start position differs'
        : `positions differ from step ${r.firstDifference} on`;
  if (status === 'same')
    return `same ${file} under ${under}: all ${r.steps} steps hold, same positions and outcome (${describeOutcome(r.outcome)})`;
  if (status === 'changed') {
    return `changed ${file} under ${under}: all ${r.steps} steps hold; ${from ?? 'same positions'}; outcome ${describeOutcome(r.outcome)} (recorded: ${describeOutcome(r.recordedOutcome)})`;
  }
  const d = r.divergence!;
  return `diverges ${file} under ${under}: step ${d.step}: seat ${d.seat} "${d.action}" ${d.message}; ${r.applied} of ${r.steps} steps hold${from ? `; ${from}` : ''}`;
}

/** `won by seats 1,3` or `unfinished`. */
function describeOutcome(o: Outcome | null): string {
  return o ? `won by seats ${o.winners.join(',')}` : 'unfinished';
}

/** `--seat S`: a seat of the replay's table whose perspective is shown, or undefined for all-seeing. */
function seatOption(value: string | undefined, session: ReplaySession): number | undefined {
  if (value === undefined) return undefined;
  const active = session.game.layout.active;
  if (!/^(0|[1-9]\d*)$/.test(value) || !active.includes(Number(value)))
    throw new UsageError(`--seat: "${value}" is not a seat of this table (${active.join(', ')})`);
  return Number(value);
}

/**
 * Prints the situation after K actions (default: the end): position, whose turn, hands, last action. With `--seat S`
 * only what seat S may see (`replayFrameFor`: others' hands as `?`, `give:?`), the last action and the events as
 * sentences in `--lang`.
 */
async function show(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    step: { type: 'string' },
    json: { type: 'boolean' },
    seat: { type: 'string' },
    lang: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('replay show needs exactly one replay file');
  const lang = parseLang(values.lang);
  const session = open(positionals[0]);
  if (!session) return 1;
  const step = intOption('step', values.step, session.length, 0, session.length);
  const seat = seatOption(values.seat, session);
  if (seat !== undefined) return showSeat(session, positionals[0]!, step, seat, lang, values.json === true);
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
    ...(info.outcome
      ? [`outcome: seats ${info.outcome.winners.join(',')} won (${info.outcome.reason}, ${info.outcome.rule})`]
      : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

/** `replay show --seat S`: the step as seat S sees it, with the last action and the events in sentences. */
function showSeat(
  session: ReplaySession,
  file: string,
  step: number,
  seat: number,
  lang: SheetLang,
  json: boolean,
): number {
  const names = session.replay.seats.map((o) => o.name);
  const r = replayFrameFor(session, step, seat, { lang, names });
  if (!r.ok) {
    process.stderr.write(`${file}: ${r.error.message}\n`);
    return 1;
  }
  const f = r.value;
  if (json) {
    const { view: _view, ...rest } = f;
    process.stdout.write(
      `${JSON.stringify({ ruleset: session.replay.ruleset.id, steps: session.length, ...rest }, null, 2)}\n`,
    );
    return 0;
  }
  const lines = [
    `ruleset: ${session.replay.ruleset.id}`,
    `step: ${step} / ${session.length} (seat ${seat})`,
    `position: ${f.position}`,
    `last action: ${f.lastAction ? `seat ${f.lastAction.seat}: ${f.lastAction.notation}` : '(none)'}`,
    ...(f.lastText ? [`  ${f.lastText}`] : []),
    ...f.events.map((e) => `  [${e.rule}] ${e.text}`),
    `to act: ${f.toAct.length ? f.toAct.map((s) => `seat ${s}`).join(', ') : '(nobody)'}`,
    'hands:',
    ...Object.entries(f.hands).map(([s, hand]) => `  seat ${s}: ${hand || '(empty)'}`),
    ...(f.outcomeText ? [`outcome: ${f.outcomeText} (${f.outcome!.rule})`] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

/**
 * `replay export <file> --step K [--out FILE]`: the situation after K actions as a scenario file (YAML) — position,
 * seat, hands, the seat's legal actions, the recorded next action and the position it led to — to settle a dispute
 * or keep the situation as a test. The scenario is run against the replay's rules before it is written; when it
 * does not reproduce the step (state the scenario notation cannot carry), it is still written, and the first failing
 * check goes to stderr with exit 1. Without `--out` the YAML goes to stdout. With `--seat S` the file is the situation
 * as seat S sees it (own hand only, no stock order, others' next action left out); it names no card
 * hidden from S and so may not reproduce the step — that is said on stderr, with exit 0.
 */
async function exportStep(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    step: { type: 'string' },
    out: { type: 'string' },
    mkdir: { type: 'boolean' },
    seat: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('replay export needs exactly one replay file');
  if (values.out && resolve(values.out) === resolve(positionals[0]!))
    throw new UsageError(`--out ${values.out} is the replay itself: write the scenario to another file`);
  if (values.step === undefined)
    throw new UsageError('replay export needs --step K (the situation after K actions; 0 = the start)');
  if (values.out) prepareOutput('--out', values.out, { mkdir: values.mkdir });
  const session = open(positionals[0]!);
  if (!session) return 1;
  const step = intOption('step', values.step, 0, 0, session.length);
  const seat = seatOption(values.seat, session);
  const r = exportScenario(session, step, seat === undefined ? {} : { viewer: seat });
  if (!r.ok) {
    process.stderr.write(`${positionals[0]}: ${r.error.message}\n`);
    return 1;
  }
  const header =
    seat === undefined
      ? [
          `Exported by \`rulebench replay export ${positionals[0]} --step ${step}\`: the situation after step ${step} of ${session.length},`,
          "the seat's legal actions and the recorded next action with the position it led to. Add what the dispute is about.",
        ]
      : [
          `Exported by \`rulebench replay export ${positionals[0]} --step ${step} --seat ${seat}\`: the situation after step ${step} of ${session.length}`,
          `as seat ${seat} sees it (its own hand only; cards hidden from it are left out or written ?).`,
        ];
  const text = formatScenarioYaml(r.value.scenario, header);
  if (values.out) writeOutput(values.out, text);
  else process.stdout.write(text);
  const checks = r.value.report.checks.length;
  if (r.value.problem && seat !== undefined) {
    process.stderr.write(
      `note: as seat ${seat} sees it, the scenario does not reproduce step ${step}: ${r.value.problem}\n(cards hidden from seat ${seat} are left out)${values.out ? `; written to ${values.out}` : ''}\n`,
    );
    return 0;
  }
  if (r.value.problem) {
    process.stderr.write(
      `self-check failed: ${r.value.problem}\n(the situation needs state that the scenario notation does not carry; edit the file before using it)\n`,
    );
    return 1;
  }
  process.stderr.write(
    `self-check: the scenario reproduces step ${step} (${checks} checks passed)${values.out ? `; written to ${values.out}` : ''}\n`,
  );
  return 0;
}
