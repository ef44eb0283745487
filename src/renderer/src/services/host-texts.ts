// The host's messages in the app's language. The host (src/host: service.ts,
// playtest-jobs.ts, ladder-job.ts, shard-queue.ts) answers in English, as the CLI prints it; each message the UI
// shows is one of the known forms below, read back into its parts and worded from the catalogue (`host.*`).
// Parts that are themselves host messages (`Options to sweep: …`, the reason of a failed shard) are worded the same
// way; names, ids, paths and numbers stay as written. A message of no known form (an engine diagnostic, an OS error)
// is shown as written. Pure.
import type { Translate } from '../components/format';
import type { MessageKey } from '../i18n/messages';

/** One known form: the English pattern (named groups = the catalogue text's placeholders) and its key. */
interface Form {
  readonly re: RegExp;
  readonly key: MessageKey;
  /** Groups that are host messages themselves, worded recursively. */
  readonly nested?: readonly string[];
}

/** `shard 2/4 of A: dog/standard (games 51…100)` (shard-queue.ts `shardName`). */
const SHARD = String.raw`shard (?<k>\d+)/(?<n>\d+) of (?<label>.+?) \(games (?<from>\d+)…(?<to>\d+)\)`;

/** The host's message forms, most specific first. Kept in step with the host by tests/ui-languages.test.ts. */
const FORMS: readonly Form[] = [
  // shard-queue.ts: the queue's event lines (Playtest view, "Queue events").
  {
    re: new RegExp(`^${SHARD}: attempt (?<attempt>\\S+) of (?<of>\\d+) failed \\((?<why>.*)\\); retrying$`),
    key: 'host.queue.retrying',
    nested: ['why'],
  },
  { re: new RegExp(`^${SHARD}: retried on worker (?<worker>.+)$`), key: 'host.queue.retried' },
  {
    re: new RegExp(`^${SHARD}: its worker stopped answering \\(stalled\\); put back in the queue for another worker$`),
    key: 'host.queue.stalled',
  },
  {
    re: new RegExp(`^${SHARD}: the part from worker (?<worker>\\S+) is unusable: (?<why>.*)$`),
    key: 'host.queue.unusable',
    nested: ['why'],
  },
  {
    re: /^no worker has taken a shard yet \((?<count>\d+) connected to (?<addr>\S+)\); start one with: rulebench worker (?<addr2>\S+)$/,
    key: 'host.queue.noWorker',
  },
  {
    re: /^1 shard job of up to (?<games>\d+) games on (?<addr>\S+) \(run (?<run>[^)]+)\)$/,
    key: 'host.queue.enqueuedOne',
  },
  {
    re: /^(?<count>\d+) shard jobs of up to (?<games>\d+) games on (?<addr>\S+) \(run (?<run>[^)]+)\)$/,
    key: 'host.queue.enqueued',
  },
  {
    re: /^cancelled: 1 shard job removed from the queue, (?<left>\d+) being played finish on their workers$/,
    key: 'host.queue.cancelledOne',
  },
  {
    re: /^cancelled: (?<removed>\d+) shard jobs removed from the queue, (?<left>\d+) being played finish on their workers$/,
    key: 'host.queue.cancelled',
  },
  // playtest-jobs.ts and ladder-job.ts: a run that cannot start, or ends.
  { re: /^Cancelled\.$/, key: 'host.pt.cancelled' },
  { re: /^A sweep needs one or two options with values\.$/, key: 'host.pt.sweepNeeds' },
  { re: /^A comparison needs a ruleset B\.$/, key: 'host.pt.needsB' },
  { re: /^Every ruleset of a run must seat the same number of players\.$/, key: 'host.pt.sameSeats' },
  { re: /^Options to sweep: "(?<option>[^"]+)" is varied twice\.$/, key: 'host.pt.variedTwice' },
  { re: /^Options to sweep: (?<message>[\s\S]+)$/, key: 'playtest.err.axes', nested: ['message'] },
  { re: /^Options (?<side>[AB]): (?<message>[\s\S]+)$/, key: 'playtest.err.options', nested: ['message'] },
  { re: /^Seed "(?<seed>[^"]+)" is not game (?<n>\d+) of a batch\.$/, key: 'host.pt.seedNotGame' },
  { re: /^(?<id>\S+) is played in real time: a ladder compares turn-based bots\.$/, key: 'host.ladder.realtime' },
  { re: /^A ladder needs at least two bots, e\.g\. random, normal, strong\.$/, key: 'host.ladder.twoBots' },
  { re: /^"(?<bot>[^"]+)" is not a bot\.$/, key: 'host.ladder.notBot' },
  { re: /^The ladder names "(?<bot>[^"]+)" twice\.$/, key: 'host.ladder.twice' },
  // service.ts: files and rulesets.
  { re: /^No ruleset with id "(?<id>[^"]+)"\.$/, key: 'host.noRuleset' },
  { re: /^(?<file>.+): ruleset files must be inside rulesets\/\.$/, key: 'host.insideRulesets' },
  { re: /^Replay files must be inside the replay folder\.$/, key: 'host.insideReplays' },
  { re: /^The replay nests lists or maps too deeply; it is not a Rulebench replay\.$/, key: 'host.replayTooDeep' },
  {
    re: /^(?<file>.+) was changed elsewhere \((?<when>[^)]*)\) since it was opened; nothing was written\.$/,
    key: 'host.changedElsewhere',
  },
  {
    re: /^(?<file>.+) was removed elsewhere since it was opened; nothing was written\.$/,
    key: 'host.removedElsewhere',
  },
  { re: /^Printing the PDF failed: (?<why>[\s\S]*)$/, key: 'host.pdfFailed' },
  { re: /^Cannot write (?<file>.+): the name is too long\.$/, key: 'host.write.nameTooLong' },
  { re: /^Cannot write (?<file>.+): no space left on the device\.$/, key: 'host.write.noSpace' },
  { re: /^Cannot write (?<file>.+): permission denied\.$/, key: 'host.write.denied' },
  { re: /^Cannot write (?<file>.+): read-only file system\.$/, key: 'host.write.readOnly' },
  { re: /^Cannot write (?<file>.+): a folder has that name\.$/, key: 'host.write.isFolder' },
  { re: /^Cannot write (?<file>.+): a part of the path is not a folder\.$/, key: 'host.write.notFolder' },
  { re: /^Cannot write (?<file>.+): (?<why>[\s\S]*)\.$/, key: 'host.write.other' },
  // host-api.ts / server.ts: the transport.
  { re: /^No host token: open the address printed by `npm run web`\.$/, key: 'host.noToken' },
  { re: /^Host answered (?<status>\d+)$/, key: 'host.answered' },
  { re: /^Missing or wrong token$/, key: 'host.badToken' },
];

/**
 * `text` (one or more lines from the host) in the language of `t`: each line of a known form worded from the
 * catalogue, any other line as written. E.g. `No ruleset with id "dog/x".` → „Kein Regelwerk mit der Id „dog/x“.“
 */
export function hostText(text: string, t: Translate): string {
  return text
    .split('\n')
    .map((line) => hostLine(line, t))
    .join('\n');
}

function hostLine(line: string, t: Translate): string {
  for (const f of FORMS) {
    const m = f.re.exec(line);
    if (!m) continue;
    const params: Record<string, string> = { ...(m.groups ?? {}) };
    for (const n of f.nested ?? []) if (params[n] !== undefined) params[n] = hostLine(params[n]!, t);
    return t(f.key, params);
  }
  return line;
}

/** The catalogue keys the forms word (for tests: each has a text in both languages). */
export const HOST_TEXT_KEYS: readonly MessageKey[] = FORMS.map((f) => f.key);
