// Ruleset text → diagnostics and, when valid, a compiled game; the embedded `examples` run as scenarios.
// Uses the engine only (no Vue, no host): the caller supplies the other files of the kind for `extends`.
import {
  EXAMPLE_SHEET_KEYS,
  compileRuleset,
  parseRulesetText,
  resolveRuleset,
  validateRulesetText,
  type CompiledGame,
  type Diagnostic,
  type Json,
  type RulesetSource,
} from '../../../engine';
import { parseScenario, runScenario } from '../../../engine';
import { translate } from '../i18n/messages';
import type { Translate } from '../components/format';

/** English, when the caller passes no `t`. */
const english: Translate = (key, params) => translate('en', key, params);

/** What the editor shows for one text: every diagnostic, and the game when there are none. */
export interface CheckedRuleset {
  readonly diagnostics: readonly Diagnostic[];
  readonly game: CompiledGame | null;
  readonly source: RulesetSource | null;
}

/** One embedded example's result: its title and, if it failed, the first failing check. */
export interface ExampleResult {
  readonly title: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** Parses the texts of the other ruleset files (for `extends`) into a lookup by id. */
export function sourceLookup(
  files: readonly { file: string; text: string }[],
  except: string,
): (id: string) => RulesetSource | undefined {
  const byId = new Map<string, RulesetSource>();
  for (const f of files) {
    if (f.file === except) continue;
    const s = parseRulesetText(f.text, f.file).source;
    if (s && !byId.has(s.data.id)) byId.set(s.data.id, s);
  }
  return (id) => byId.get(id);
}

/**
 * Validates `text` with the engine's own diagnostics; compiles it when there are no errors. A valid text is
 * parsed once (parse → resolve → compile); only a text with problems goes through `validateRulesetText`,
 * which collects every diagnostic best effort (same result as calling it first, at half the cost per edit).
 */
export function checkRulesetText(
  text: string,
  file: string,
  lookup: (id: string) => RulesetSource | undefined,
): CheckedRuleset {
  const parsed = parseRulesetText(text, file);
  const source = parsed.source;
  if (source && parsed.diagnostics.length === 0) {
    const resolved = resolveRuleset(source, lookup);
    const game = resolved.ok ? compileRuleset(resolved.value, {}, source) : null;
    if (game?.ok) return { diagnostics: [], game: game.value, source };
  }
  return { diagnostics: validateRulesetText(text, file, lookup), game: null, source };
}

/** Runs every `examples` entry of the compiled ruleset as a scenario (with its own `options`); words in the language of `t`. */
export function runExamples(game: CompiledGame, t: Translate = english): ExampleResult[] {
  return game.ruleset.examples.map((raw, i) => {
    const parsed = parseScenario(asScenario(raw, game.ruleset.id));
    const fallback = t('editor.exampleN', { n: i + 1 });
    if (!parsed.ok)
      return {
        title: fallback,
        ok: false,
        detail: parsed.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; '),
      };
    const sc = parsed.scenario;
    const compiled = sc.options
      ? compileRuleset(game.ruleset, sc.options as Record<string, Json>)
      : { ok: true as const, value: game };
    if (!compiled.ok) return { title: sc.title, ok: false, detail: compiled.error.map((d) => d.message).join('; ') };
    try {
      const report = runScenario(compiled.value, sc);
      const bad = report.checks.find((c) => !c.ok);
      return {
        title: sc.title,
        ok: report.ok,
        detail: bad
          ? t('editor.exampleFailed', { step: bad.step, label: bad.label, message: bad.message })
          : t('editor.exampleChecks', { n: report.checks.length }),
      };
    } catch (e) {
      return { title: sc.title, ok: false, detail: (e as Error).message };
    }
  });
}

/**
 * An embedded example as a scenario: its ruleset is the one it sits in; the rule-sheet fields the engine's sheets
 * read (`EXAMPLE_SHEET_KEYS`: `titles`, `text`, `story`) are dropped, as the engine drops them before checking.
 */
function asScenario(raw: Json, rulesetId: string): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const rest: Record<string, Json> = { ...raw };
  for (const k of EXAMPLE_SHEET_KEYS) delete rest[k];
  return { ruleset: rulesetId, ...rest };
}
