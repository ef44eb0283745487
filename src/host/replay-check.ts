// What a replay's label is worth: whether the rules it carries are the bundled ruleset its id names. A replay is
// tamper-evident, not signed (its hashes are unkeyed), so a game of `dog/standard` relabelled `dog/maerki` with every
// hash recomputed still verifies; comparing its rules with the bundled `dog/maerki` shows the relabelling.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  HEADER_CHECKED_BY_REPLAY,
  changedOption,
  compileRuleset,
  findKind,
  gameHashProblem,
  headerChange,
  replayFormatNote,
  resolveRuleset,
  rulesetDifferences,
  rulesetDifferenceList,
  type Json,
  type OptionScalar,
  type RulesetDifference,
  type Replay,
  type Ruleset,
} from '../engine';
import type { ReplayHeaderProblem, ReplayRulesCheck, ReplaySummary } from '../shared/ipc-contract';
import { PROJECT_ROOT, RulesetIndex, listRulesetFiles, overrideText } from './rulesets';
import { readReplayFile } from './replays';

/**
 * How a replay's rules compare with the bundled ruleset of the same id:
 * - `bundled`: the replay names a bundled ruleset and carries exactly its rules (option overrides, as a playtest
 *   sets them, are listed in `text`);
 * - `differs`: it names a bundled ruleset but its rules differ; `differences` lists what (`rulesetDifferences`:
 *   `name`, `option decks 2 (not 1)`, `text DOG-020`, …) and `text` says "differs from the bundled dog/maerki: …";
 * - `not-bundled`: its id names no bundled ruleset (a user's own file), so there is nothing to compare with.
 */
export interface BundledCheck {
  readonly status: 'bundled' | 'differs' | 'not-bundled';
  readonly id: string;
  readonly differences: readonly string[];
  readonly text: string;
  /** The same as data, for the replay list. */
  readonly detail: ReplayRulesCheck;
}

/** Most differences named in `BundledCheck.text`; the rest are counted. */
const NAMED_DIFFERENCES = 8;

let cache: { key: string; rulesets: Map<string, Ruleset> } | null = null;

/**
 * The identity of the bundled rulesets' files (path, size and modification time of each, under `root`): it changes
 * when a bundled ruleset file is added, removed or edited. Cheap (one `stat` per file, nothing parsed), so the replay
 * list can check it on every call on the main thread.
 */
export function bundledRulesetsStamp(root: string = PROJECT_ROOT): string {
  const files = listRulesetFiles(join(root, 'rulesets'));
  const key = files
    .map((f) => {
      try {
        const st = statSync(f);
        return `${f}:${st.size}:${st.mtimeMs}`;
      } catch {
        return `${f}:?`;
      }
    })
    .join('\n');
  return `${root}\n${key}`;
}

/**
 * The bundled rulesets (the app's own `rulesets/` folder, `extends` resolved) by id. Re-read when a file's size or
 * modification time changed (`bundledRulesetsStamp`; in a development checkout the bundled files are editable);
 * broken files are left out.
 */
export function bundledRulesets(root: string = PROJECT_ROOT): ReadonlyMap<string, Ruleset> {
  const key = bundledRulesetsStamp(root);
  if (cache?.key === key) return cache.rulesets;
  const index = new RulesetIndex(root);
  const rulesets = new Map<string, Ruleset>();
  for (const source of index.all()) {
    const r = resolveRuleset(source, (id) => index.get(id));
    if (!r.ok) continue;
    const { file: _file, ...resolved } = r.value;
    rulesets.set(resolved.id, resolved);
  }
  cache = { key, rulesets };
  return rulesets;
}

/**
 * Compares the resolved rules recorded in `replay` with the bundled ruleset its `ruleset.id` names (see
 * `BundledCheck`). Pure apart from reading the bundled rulesets (`bundledRulesets`). Run it on a replay whose header
 * has been verified (`openReplay`/`verifyReplay`): it says whether the label is true, not whether the file is intact.
 */
export function checkBundledRules(
  replay: Pick<Replay, 'ruleset'>,
  bundled: ReadonlyMap<string, Ruleset> = bundledRulesets(),
): BundledCheck {
  const id = replay.ruleset.id;
  const shownId = id.slice(0, 80);
  const own = bundled.get(id);
  if (!own)
    return {
      status: 'not-bundled',
      id,
      differences: [],
      text: `rules of ${shownId} (not a bundled ruleset)`,
      detail: { status: 'not-bundled', id: shownId },
    };
  const resolved = replay.ruleset.resolved;
  const kind = findKind(own.kind);
  const list: RulesetDifference[] = kind
    ? rulesetDifferenceList(kind, resolved, own)
    : [{ what: 'field', field: 'kind' }];
  if (list.length) {
    const differences = kind ? rulesetDifferences(kind, resolved, own) : ['kind'];
    const named = differences.slice(0, NAMED_DIFFERENCES).join('; ');
    const more = Math.max(0, differences.length - NAMED_DIFFERENCES);
    return {
      status: 'differs',
      id,
      differences,
      text: `differs from the bundled ${shownId}: ${named}${more ? `; and ${more} more` : ''}`,
      detail: {
        status: 'differs',
        id: shownId,
        differences: list.slice(0, NAMED_DIFFERENCES).map(cutDifference),
        more,
      },
    };
  }
  const overrides = Object.entries(replay.ruleset.overrides as Record<string, Json>);
  const set = overrides.length
    ? ` with ${overrides.map(([k, v]) => `${k}=${overrideText(v).slice(0, 40)}`).join(', ')} set`
    : '';
  return {
    status: 'bundled',
    id,
    differences: [],
    text: `the bundled ${shownId}${set}`,
    detail: {
      status: 'bundled',
      id: shownId,
      overrides: overrides.slice(0, 20).map(([k, v]) => ({ option: k.slice(0, 80), value: cutValue(v) })),
    },
  };
}

/**
 * The replay list's entry for `replay` (read from `file`): what the header check found (`ReplaySummary.check`) and
 * the header fields only where that check holds. The header check is `openReplay`'s (recorded rules' hash, integrity
 * record) and the game hash (`gameHashProblem`, which covers the recorded steps too), plus `checkBundledRules`; the
 * moves are not re-played here (opening the replay does that).
 */
export function summarizeReplay(
  file: string,
  replay: Replay,
  bundled: ReadonlyMap<string, Ruleset> = bundledRulesets(),
): ReplaySummary {
  const olderFormat = replayFormatNote(replay) === null ? null : Number(replay.format.split('/')[1]);
  const problem = headerProblem(replay);
  if (problem !== null)
    return {
      file,
      check: 'changed',
      checkText: problem.text,
      checkDetail: { status: 'changed', problem: problem.problem, olderFormat },
      rulesetId: null,
      seed: null,
      steps: null,
      outcome: null,
    };
  const label = checkBundledRules(replay, bundled);
  const note = replayFormatNote(replay);
  const check = label.status === 'differs' ? 'differs' : note ? 'older-format' : 'ok';
  return {
    file,
    check,
    checkText: note ? `${label.text}; ${note}` : label.text,
    checkDetail: { ...label.detail, olderFormat },
    rulesetId: replay.ruleset.id,
    seed: replay.seed,
    steps: replay.steps.length,
    outcome: replay.outcome,
  };
}

/**
 * Why the header of a shape-checked replay does not hold, or null: its rules do not compile, their hash is not the
 * recorded one, a header field differs from its integrity hash (`headerChange`) or the game hash does not hold
 * (`gameHashProblem`). `openReplay`'s header checks without its second shape check.
 */
function headerProblem(replay: Replay): { text: string; problem: ReplayHeaderProblem } | null {
  const game = compileRuleset(replay.ruleset.resolved, replay.ruleset.overrides);
  if (!game.ok)
    return {
      text: game.error[0]?.message ?? 'The rules in the replay do not compile.',
      problem: { problem: 'rules-do-not-compile', diagnostic: (game.error[0]?.code ?? 'ruleset/invalid').slice(0, 80) },
    };
  if (game.value.hash !== replay.ruleset.hash)
    return {
      text: `The ruleset in the replay does not match its recorded hash (${replay.ruleset.hash.slice(0, 40)}); the file was changed.`,
      problem: { problem: 'rules-hash' },
    };
  const changed = replay.ruleset.effective ? changedOption(replay.ruleset.effective, game.value.options) : null;
  if (changed !== null)
    return {
      text: `The recorded effective value of option "${changed.slice(0, 60)}" differs from the rules in the header.`,
      problem: { problem: 'option', option: changed.slice(0, 60) },
    };
  const field = headerChange(replay, HEADER_CHECKED_BY_REPLAY);
  if (field)
    return {
      text: field.message,
      problem:
        field.field === 'integrity'
          ? { problem: 'no-integrity' }
          : {
              problem: 'field',
              field: field.field.slice(0, 120),
              change: field.change,
              ...(field.field.startsWith('seats') && field.change !== 'added' ? { seats: replay.seats.length } : {}),
            },
    };
  const hash = gameHashProblem(replay);
  if (hash === null) return null;
  return {
    text: hash,
    problem: replay.gameHash === undefined ? { problem: 'no-game-hash' } : { problem: 'game-hash' },
  };
}

/** A difference as the replay list sends it: names and values cut (the rules come from an untrusted file). */
function cutDifference(d: RulesetDifference): RulesetDifference {
  if (d.what === 'option') return { ...d, option: d.option.slice(0, 80) };
  if (d.what === 'text') return { ...d, rule: d.rule.slice(0, 80) };
  return d;
}

/** An override value as the replay list sends it (`OptionScalar`): a list or map as its JSON text, text over 40 characters cut ("…" last). */
function cutValue(v: Json): OptionScalar {
  const scalar = typeof v === 'object' && v !== null ? JSON.stringify(v) : v;
  return typeof scalar === 'string' && scalar.length > 40 ? `${scalar.slice(0, 39)}…` : scalar;
}

/**
 * The list entry (`summarizeReplay`) of the replay file at `path` (shown as `file`), read through the untrusted-file
 * reader in chunks (regular files of at most `MAX_REPLAY_BYTES`, strict UTF-8) and shape-checked (`readReplayFile`); null
 * when it cannot be read as a replay (such files are left out of the list). Synchronous and uncached: the replay
 * list runs it in its worker thread (replay-summary-worker.ts) and caches by file identity (replay-listing.ts).
 */
export function summarizeReplayPath(path: string, file: string, root?: string): ReplaySummary | null {
  const parsed = readReplayFile(path, file);
  return parsed.ok ? summarizeReplay(file, parsed.replay, bundledRulesets(root)) : null;
}
