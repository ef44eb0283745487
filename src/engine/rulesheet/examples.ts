// Worked examples of a rule sheet: the ruleset's `examples:` (scenario-shaped) are run by the engine with the
// scenario runner; a failing or malformed example is a Diagnostic naming its title and its line. Passing
// examples become sheet sections with position notation and the kind's small board pictures. Pure.
import type { CompiledGame } from '../core/game';
import type { Diagnostic, Json, RuleSheetBlock, RuleSheetSection, SheetLang } from '../core/types';
import type { SheetBlock, SheetExample } from './model';
import { compileRuleset } from '../compile';
import { diag } from '../ruleset/diagnostics';
import type { RulesetSource } from '../ruleset/types';
import {
  firstFailure,
  parseScenario,
  runScenario,
  type ActionRef,
  type Scenario,
  type ScenarioStep,
} from '../scenario';
import { formatValue, label } from './labels';
import { SEAT_NAMES } from './booklet/common';

/**
 * Keys a ruleset example may carry on top of the scenario shape: per-language title, explanation (reference),
 * `story` (the booklet's telling with named players) and `claims` (what the story states beyond the example's own
 * play, checked by the engine like the play itself: see `checkStoryClaims`).
 */
export const EXAMPLE_SHEET_KEYS = ['titles', 'text', 'story', 'claims'] as const;
const SHEET_KEYS = EXAMPLE_SHEET_KEYS;

/** An example after checking: the scenario, its sheet texts, and the game it runs on. */
export interface CheckedExample {
  readonly index: number;
  readonly scenario: Scenario;
  readonly titles: Readonly<Record<string, Json>>;
  readonly text: Readonly<Record<string, Json>>;
  readonly story: Readonly<Record<string, Json>>;
  readonly game: CompiledGame;
}

/**
 * Runs every example of `game.ruleset` and returns the sheet section, or the diagnostics of the examples
 * that failed (code `rulesheet/example-failed` or `rulesheet/example-invalid`), each at the example's line.
 * `source` locates examples in the ruleset file; without it, lines are unknown (1).
 */
export function runExamples(
  game: CompiledGame,
  lang: SheetLang,
  source?: RulesetSource,
): { ok: true; section: RuleSheetSection | null } | { ok: false; diagnostics: Diagnostic[] } {
  const checked = checkExamples(game, source);
  if (!checked.ok) return checked;
  if (!checked.examples.length) return { ok: true, section: null };
  return {
    ok: true,
    section: {
      id: 'examples',
      title: label('examples', lang),
      blocks: [{ type: 'paragraph', text: label('examplesIntro', lang) }],
      sections: checked.examples.map((ex) => exampleSection(ex, lang)),
    },
  };
}

/**
 * Runs every example of `game.ruleset` with the engine (scenario runner) and returns them checked, or the
 * diagnostics of those that fail (`rulesheet/example-failed`, `rulesheet/example-invalid`, at the example's line).
 */
export function checkExamples(
  game: CompiledGame,
  source?: RulesetSource,
): { ok: true; examples: CheckedExample[] } | { ok: false; diagnostics: Diagnostic[] } {
  const examples = game.ruleset.examples;
  const file = source?.file ?? game.ruleset.file ?? game.ruleset.id;
  const problems: Diagnostic[] = [];
  const checked: CheckedExample[] = [];
  examples.forEach((raw, index) => {
    const at = source?.locate(['examples', index]);
    const path = ['examples', index];
    const rawTitle = isObject(raw) && typeof raw['title'] === 'string' ? raw['title'] : `#${index + 1}`;
    if (!isObject(raw)) {
      problems.push(
        diag(file, at, 'rulesheet/example-invalid', `Example ${index + 1} is not a map of scenario fields.`, path),
      );
      return;
    }
    const data: Record<string, Json> = { ruleset: game.ruleset.id };
    for (const [k, v] of Object.entries(raw)) if (!(SHEET_KEYS as readonly string[]).includes(k)) data[k] = v;
    const parsed = parseScenario(data);
    if (!parsed.ok) {
      const issue = parsed.issues[0]!;
      const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
      problems.push(
        diag(
          file,
          at,
          'rulesheet/example-invalid',
          `Example "${rawTitle}" (line ${at?.line ?? 1}) is not a valid scenario${where}: ${issue.message}`,
          path,
        ),
      );
      return;
    }
    const scenario = parsed.scenario;
    const compiled = compileRuleset(
      game.ruleset,
      { ...game.overrides, ...((scenario.options ?? {}) as Record<string, Json>) },
      source,
    );
    if (!compiled.ok) {
      problems.push(
        diag(
          file,
          at,
          'rulesheet/example-invalid',
          `Example "${scenario.title}" (line ${at?.line ?? 1}): its options do not compile: ${compiled.error[0]?.message ?? ''}`,
          path,
        ),
      );
      return;
    }
    const report = runScenario(compiled.value, scenario);
    const claimProblem = report.ok ? checkStoryClaims(compiled.value, data, raw['claims']) : null;
    if (claimProblem) {
      problems.push(
        diag(
          file,
          at,
          'rulesheet/example-failed',
          `Example "${scenario.title}" (line ${at?.line ?? 1}): its story claims what the engine does not show: ${claimProblem}`,
          path,
        ),
      );
      return;
    }
    if (!report.ok) {
      problems.push(
        diag(
          file,
          at,
          'rulesheet/example-failed',
          `Example "${scenario.title}" (line ${at?.line ?? 1}) fails: ${firstFailure(report) ?? 'a check did not hold'}`,
          path,
        ),
      );
      return;
    }
    checked.push({
      index,
      scenario,
      titles: objectOr(raw['titles']),
      text: objectOr(raw['text']),
      story: objectOr(raw['story']),
      game: compiled.value,
    });
  });
  if (problems.length) return { ok: false, diagnostics: problems };
  return { ok: true, examples: checked };
}

/** The steps of an example, the first one carrying the scenario's starting situation. */
function stepsOf(scenario: Scenario): ScenarioStep[] {
  return scenario.steps
    ? scenario.steps.map((s, i) =>
        i === 0
          ? {
              position: scenario.position,
              turn: scenario.turn,
              hands: scenario.hands,
              extra: scenario.extra,
              ...defined(s),
            }
          : s,
      )
    : [pickStep(scenario)];
}

/**
 * True if step `i` is an alternative play: it starts again from the position the step before started from (not
 * from where that step ended), e.g. Dog T-09's second play of the same hand.
 */
function isAlternative(
  step: ScenarioStep,
  i: number,
  lastAfter: string | undefined,
  lastBefore: string | undefined,
): boolean {
  return (
    i > 0 &&
    !step.continue &&
    step.position !== undefined &&
    step.position !== lastAfter &&
    String(step.position) === lastBefore
  );
}

/** How many steps of `steps` show a picture after a play that is not an alternative (`isAlternative`). */
function countPlays(steps: readonly ScenarioStep[]): number {
  let n = 0;
  let lastAfter: string | undefined;
  let lastBefore: string | undefined;
  steps.forEach((step, i) => {
    const alternative = isAlternative(step, i, lastAfter, lastBefore);
    const position = step.continue ? undefined : (step.position ?? lastAfter);
    if (position !== undefined) lastBefore = String(position);
    if (step.after !== undefined) {
      if (!alternative) n += 1;
      lastAfter = step.after;
    }
  });
  return n;
}

/** An example's title without its catalogue number ("T-09 — Landen …" → "Landen …"). */
export function exampleTitle(ex: CheckedExample, lang: SheetLang): string {
  const title = typeof ex.titles[lang] === 'string' ? (ex.titles[lang] as string) : ex.scenario.title;
  return title.replace(/^[A-Z]{1,3}-?\d+[a-z]?\s*[—–-]\s*/, '');
}

/**
 * A worked example for a booklet, titled "Beispiel: …" / "Example: …": its story with named players (`story:` of
 * the example, else its explanation), then the kind's picture before the play and after each play — replayed by the
 * engine, with the picture `draw` gives for a situation (coloured boards for Dog). No notation in the text. It
 * carries the example's rule IDs, so that the booklet prints it after the rule it shows (`placeExamples`).
 */
export function bookletExample(
  ex: CheckedExample,
  lang: SheetLang,
  draw: (
    game: CompiledGame,
    situation: { position: string; turn?: number; hands?: Json; extra?: Json },
    before?: string,
  ) => string | null,
): SheetExample {
  const story =
    typeof ex.story[lang] === 'string'
      ? (ex.story[lang] as string)
      : typeof ex.text[lang] === 'string'
        ? (ex.text[lang] as string)
        : '';
  const blocks: SheetBlock[] = story ? [{ type: 'paragraph', text: story }] : [];
  const figures: { svg: string; caption?: string }[] = [];
  let lastAfter: string | undefined;
  let lastBefore: string | undefined;
  const steps = stepsOf(ex.scenario);
  // Several pictures after plays are told apart by whose turn led to each ("Nach Sonjas Zug"), not all "Nachher".
  const playsShown = countPlays(steps);
  let shown = 0;
  steps.forEach((step, i) => {
    const alternative = isAlternative(step, i, lastAfter, lastBefore);
    const position = step.continue ? undefined : (step.position ?? lastAfter);
    if (position !== undefined) lastBefore = String(position);
    if (i === 0 && position !== undefined) {
      const svg = draw(ex.game, {
        position: String(position),
        turn: step.turn,
        hands: step.hands as Json | undefined,
        extra: step.extra as Json | undefined,
      });
      if (svg) figures.push({ svg, caption: label('bookletBefore', lang) });
    }
    if (step.after !== undefined) {
      const svg = draw(ex.game, { position: step.after }, lastBefore);
      if (!alternative) shown += 1;
      const caption = alternative
        ? label('bookletAlternative', lang)
        : playsShown > 1
          ? afterTurnCaption(step.turn, shown, lang)
          : label('bookletAfter', lang);
      if (svg) figures.push({ svg, caption });
      lastAfter = step.after;
    }
  });
  if (figures.length) blocks.push({ type: 'figures', figures });
  return {
    type: 'example',
    id: `example-${ex.index + 1}`,
    title: `${label('bookletExample', lang)}: ${exampleTitle(ex, lang)}`,
    rules: ex.scenario.rules,
    blocks,
  };
}

/**
 * The caption of the picture after the `n`-th play of an example with several: "Nach Sonjas Zug" / "After Sonja's
 * turn" when the step names the seat to move (`turn`, named as in `SEAT_NAMES`), else "Nach dem 2. Zug".
 */
export function afterTurnCaption(turn: number | undefined, n: number, lang: SheetLang): string {
  const name = typeof turn === 'number' ? SEAT_NAMES[turn] : undefined;
  if (!name) return lang === 'de' ? `Nach dem ${n}. Zug` : `After play ${n}`;
  return lang === 'de' ? `Nach ${name}${/[sxzß]$/.test(name) ? '’' : 's'} Zug` : `After ${name}'s turn`;
}

function exampleSection(ex: CheckedExample, lang: SheetLang): RuleSheetSection {
  const { scenario, game } = ex;
  const title = typeof ex.titles[lang] === 'string' ? (ex.titles[lang] as string) : scenario.title;
  const blocks: RuleSheetBlock[] = [];
  blocks.push({ type: 'paragraph', text: `${label('rules', lang)}: ${scenario.rules.join(', ')}` });
  const explain = typeof ex.text[lang] === 'string' ? (ex.text[lang] as string) : null;
  if (explain) blocks.push({ type: 'paragraph', text: explain });
  if (scenario.options && Object.keys(scenario.options).length) {
    const opts = Object.entries(scenario.options)
      .map(([k, v]) => `${k} = ${formatValue(v, lang)}`)
      .join(', ');
    blocks.push({ type: 'paragraph', text: `${label('withOptions', lang)}: ${opts}` });
  }
  const steps = stepsOf(scenario);
  let lastAfter: string | undefined;
  let lastBefore: string | undefined;
  let shown = 0;
  steps.forEach((step, i) => {
    // An alternative play starts again from the same position: it is "Oder" (or), not the next step (T-09).
    const alternative = isAlternative(step, i, lastAfter, lastBefore);
    if (!step.continue && (step.position ?? lastAfter) !== undefined) lastBefore = String(step.position ?? lastAfter);
    if (alternative) blocks.push({ type: 'paragraph', text: label('alternative', lang) });
    else if (steps.length > 1)
      blocks.push({
        type: 'paragraph',
        text: `${label('step', lang)} ${++shown}${step.continue ? ` (${label('continued', lang)})` : ''}`,
      });
    if (step.note) blocks.push({ type: 'paragraph', text: step.note });
    const position = step.continue ? undefined : (step.position ?? lastAfter);
    const items: string[] = [];
    if (position !== undefined) items.push(`${label('position', lang)}: ${position || '—'}`);
    const seat = step.seat ?? step.turn;
    if (step.turn !== undefined) items.push(`${label('toMove', lang)}: ${label('seat', lang)} ${step.turn + 1}`);
    if (step.hands) {
      for (const [s, cards] of Object.entries(step.hands))
        items.push(
          `${label('hand', lang)} (${label('seat', lang)} ${Number(s) + 1}): ${cards.length ? cards.join(' ') : '—'}`,
        );
    }
    if (step.legal?.length)
      items.push(`${label('legal', lang)} ✓ ${step.legal.map((a) => actionText(a, seat)).join('  ·  ')}`);
    if (step.illegal?.length)
      items.push(`${label('illegal', lang)} ✗ ${step.illegal.map((a) => actionText(a, seat)).join('  ·  ')}`);
    if (step.only?.length) items.push(`${label('only', lang)}: ${step.only.join('  ·  ')}`);
    if (step.play !== undefined)
      items.push(
        `${label('play', lang)}: ${(Array.isArray(step.play) ? step.play : [step.play]).map((a) => actionText(a, seat)).join(', ')}`,
      );
    if (step.after !== undefined) items.push(`${label('after', lang)}: ${step.after || '—'}`);
    if (step.outcome !== undefined) {
      items.push(
        `${label('outcome', lang)}: ${step.outcome === null ? label('running', lang) : `${label('winners', lang)} ${step.outcome.winners.map((w) => w + 1).join(', ')}`}`,
      );
    }
    if (items.length) blocks.push({ type: 'list', items });
    const figures: { svg: string; caption?: string }[] = [];
    const before =
      position !== undefined
        ? picture(
            game,
            {
              position: String(position),
              turn: step.turn,
              hands: step.hands as Json | undefined,
              extra: step.extra as Json | undefined,
            },
            lang,
          )
        : null;
    if (before) figures.push({ svg: before, caption: `${label('before', lang)}: ${position || '—'}` });
    const after = step.after !== undefined ? picture(game, { position: step.after }, lang) : null;
    if (after) figures.push({ svg: after, caption: `${label('after', lang)}: ${step.after || '—'}` });
    if (figures.length) blocks.push({ type: 'figures', figures });
    if (step.after !== undefined) lastAfter = step.after;
  });
  return { id: `example-${ex.index + 1}`, title, blocks };
}

/** The kind's picture of a scenario situation, or null (no `illustrate`, or the kind cannot read it). */
function picture(
  game: CompiledGame,
  situation: { position: string; turn?: number; hands?: Json; extra?: Json },
  lang: SheetLang,
): string | null {
  if (!game.kind.illustrate) return null;
  const built = game.kind.fromScenario(game.rules, situation);
  return built.ok ? game.kind.illustrate(game.rules, built.value, lang) : null;
}

function actionText(a: ActionRef, seat: number | undefined): string {
  if (typeof a === 'string') return a;
  return a.seat === seat ? a.action : `${a.action} (${a.seat})`;
}

function pickStep(s: Scenario): ScenarioStep {
  const { ruleset: _r, options: _o, rules: _ru, title: _t, seed: _s, steps: _st, expect: _e, ...step } = s;
  return step;
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function isObject(v: unknown): v is Record<string, Json> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function objectOr(v: Json | undefined): Readonly<Record<string, Json>> {
  return isObject(v) ? v : {};
}

/**
 * Checks an example's `claims:` against the engine; null when every claim holds, else the first one that does not,
 * in words. Shapes: `hand: [cards]` — the hand of the seat to move in the first step, as the story states it (order
 * free); `alternatives: [{ play, after }]` — other plays the story names from the same starting situation, each
 * legal there and leading to `after` (position notation of the kind). A story that names a hand or a move must carry
 * it here, so that advice like "splitting the 7 would have saved the piece" is replayed, not only the example's play.
 */
export function checkStoryClaims(
  game: CompiledGame,
  data: Record<string, Json>,
  claims: Json | undefined,
): string | null {
  if (claims === undefined) return null;
  if (!isObject(claims)) return 'claims must be a map with hand and/or alternatives';
  const steps = Array.isArray(data['steps']) ? (data['steps'] as Json[]) : null;
  const first: Record<string, Json> = steps && isObject(steps[0]) ? (steps[0] as Record<string, Json>) : data;
  const hand = claims['hand'];
  if (hand !== undefined) {
    const turn = String(first['turn'] ?? data['turn'] ?? 0);
    const hands = isObject(first['hands']) ? first['hands'] : isObject(data['hands']) ? data['hands'] : {};
    const actual = hands[turn];
    const norm = (v: Json | undefined): string =>
      Array.isArray(v)
        ? v
            .map((c) => JSON.stringify(c))
            .sort()
            .join(' ')
        : '(none)';
    if (norm(hand) !== norm(actual))
      return `the story's hand ${norm(hand)} is not the replayed hand ${norm(actual)} of seat ${turn}`;
  }
  const alternatives = claims['alternatives'];
  if (alternatives !== undefined) {
    if (!Array.isArray(alternatives)) return 'claims.alternatives must be a list of { play, after }';
    for (const alt of alternatives) {
      if (!isObject(alt) || alt['play'] === undefined || alt['after'] === undefined)
        return 'each of claims.alternatives needs play and after';
      const variant: Record<string, Json> = { ...data };
      if (steps) variant['steps'] = [{ ...first, play: alt['play'], after: alt['after'] }];
      else {
        variant['play'] = alt['play'];
        variant['after'] = alt['after'];
        delete variant['afterView'];
      }
      const parsed = parseScenario(variant);
      if (!parsed.ok)
        return `alternative ${JSON.stringify(alt['play'])} is not a valid play: ${parsed.issues[0]?.message ?? ''}`;
      const run = runScenario(game, parsed.scenario);
      if (!run.ok)
        return `alternative ${JSON.stringify(alt['play'])} does not lead to ${JSON.stringify(alt['after'])}: ${firstFailure(run) ?? 'a check did not hold'}`;
    }
  }
  return null;
}
