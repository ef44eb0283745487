// A replay step as a scenario file (docs/architecture.md "Replays": a club settles a dispute by stepping through the replay; scenarios
// are the shared language with the rules documents): the situation after K actions in the kind's scenario terms,
// the seat's complete list of legal actions (`only`), the next recorded action (`play`) and the position it led to
// (`after`) — checked by running the scenario against the replay's own rules. Pure.
import { formatPosition, listLegalActions, seatsToAct } from '../core/game';
import { toAction, type ReplaySession } from '../core/replay';
import type { GameEvent, Json, Result, ScenarioSituation, Seat } from '../core/types';
import type { CompiledGame } from '../core/game';
import { actionFor, positionFor } from '../core/sight';
import { firstFailure, type ScenarioReport } from './report';
import { runScenario } from './run';
import { parseScenario } from './schema';
import { Document, isCollection, isMap } from 'yaml';

/** An exported scenario: the data to write (YAML or JSON) and the result of running it against the replay's rules. */
export interface ExportedScenario {
  /** `ruleset`, `options` (the replay's overrides), `rules`, `title`, `position`, `turn`, `hands`, `extra`, `seat`, `only`, `play`, `after`. */
  readonly scenario: { readonly [key: string]: Json };
  /** Passes when the rebuilt situation lists the recorded seat's actions exactly and the recorded action leads to the recorded position. */
  readonly report: ScenarioReport;
  /** The first failing check of `report` as text, or null. */
  readonly problem: string | null;
}

/**
 * Exports the situation after `step` actions of `session`'s replay (0 = the start) as a scenario. The next recorded
 * action, if any, becomes `play` with its resulting position as `after` and the rule IDs its events cite as `rules`
 * (at the end of the game: the outcome's rule). Errors: `scenario/cannot-export` for kinds without `toScenario`
 * (real-time kinds) or when nobody is to act at that step; `replay/bad-step` and `replay/illegal-action` from seeking.
 * With `opts.viewer` (a seat's perspective) the file names no card that seat may not see: the kind's
 * `toScenarioFor` situation (own hand only, no stock order, others' face-down cards `?`), the seat's own legal
 * actions and next action only when it is that seat's turn (else the seats to act), the recorded action redacted in
 * the title. Such a file may not reproduce the step (others' hands are unknown); `problem` then says why.
 */
export function exportScenario(
  session: ReplaySession,
  step: number,
  opts: { readonly viewer?: Seat } = {},
): Result<ExportedScenario> {
  const { game, replay } = session;
  const kind = game.kind;
  if (!kind.toScenario)
    return {
      ok: false,
      error: {
        code: 'scenario/cannot-export',
        message: `${kind.id} situations cannot be exported as scenarios (real-time games have no turn to stop at).`,
      },
    };
  const frame = session.seek(step);
  if (!frame.ok) return frame;
  const snap = frame.value.snapshot;
  const viewer = opts.viewer ?? null;
  if (viewer !== null && !game.layout.active.includes(viewer))
    return {
      ok: false,
      error: {
        code: 'scenario/cannot-export',
        message: `Seat ${viewer} does not play at this table (seats ${game.layout.active.join(', ')}).`,
      },
    };
  const situation = viewer === null ? kind.toScenario(game.rules, snap.state) : situationFor(game, snap.state, viewer);
  const recorded = step < replay.steps.length ? replay.steps[step]! : null;
  // Seen from a seat, the next action is part of the scenario only when it is the seat's own (others' cards stay hidden).
  const own = viewer === null || recorded?.seat === viewer || (!recorded && seatsToAct(game, snap).includes(viewer));
  const seat = viewer ?? recorded?.seat ?? seatsToAct(game, snap)[0];
  if (seat === undefined)
    return {
      ok: false,
      error: { code: 'scenario/cannot-export', message: `Nobody is to act after step ${step}: the game is over.` },
    };
  let rules: string[] = [];
  let after: string | null = null;
  let shown = recorded?.action ?? '';
  if (recorded) {
    const next = session.seek(step + 1);
    if (!next.ok) return next;
    rules = ruleIds(next.value.events);
    if (own)
      after =
        viewer === null ? formatPosition(game, next.value.snapshot) : positionFor(game, next.value.snapshot, viewer);
    shown = actionFor(game, toAction(recorded), viewer, next.value.snapshot).notation;
  }
  if (!rules.length && snap.outcome) rules = [snap.outcome.rule];
  if (!rules.length) rules = ruleIds(frame.value.events);
  const scenario: { [key: string]: Json } = {
    ruleset: replay.ruleset.id,
    ...(Object.keys(replay.ruleset.overrides).length ? { options: replay.ruleset.overrides } : {}),
    rules,
    title: `${replay.ruleset.id} seed ${replay.seed}, after step ${step}${recorded ? `: seat ${recorded.seat} plays ${shown}` : ''}${viewer === null ? '' : `, as seat ${viewer} sees it`}`,
    position: situation.position,
    ...(situation.turn !== undefined ? { turn: situation.turn } : {}),
    ...(situation.hands !== undefined ? { hands: situation.hands } : {}),
    ...(situation.extra !== undefined ? { extra: situation.extra } : {}),
    seat,
    ...(own ? { only: listLegalActions(game, snap, seat).map((a) => a.notation) } : { toAct: seatsToAct(game, snap) }),
    ...(recorded && own ? { play: recorded.action, after: after! } : {}),
  };
  const parsed = parseScenario(scenario);
  if (!parsed.ok)
    return {
      ok: false,
      error: {
        code: 'scenario/cannot-export',
        message: `The exported scenario is not valid: ${parsed.issues.map((i) => i.message).join('; ')}`,
      },
    };
  const report = runScenario(game, parsed.scenario);
  return { ok: true, value: { scenario, report, problem: firstFailure(report) } };
}

/** The situation as `viewer` sees it: the kind's `toScenarioFor`, else `toScenario` without the other seats' hands. */
function situationFor(game: CompiledGame, state: unknown, viewer: Seat): ScenarioSituation {
  if (game.kind.toScenarioFor) return game.kind.toScenarioFor(game.rules, state, viewer);
  const full = game.kind.toScenario!(game.rules, state);
  const hands = (full.hands ?? {}) as { [seat: string]: Json };
  return { ...full, hands: hands[String(viewer)] === undefined ? {} : { [String(viewer)]: hands[String(viewer)]! } };
}

/** The distinct rule IDs (`DOG-068` form, as scenarios cite them) that `events` name, in order. */
function ruleIds(events: readonly GameEvent[]): string[] {
  return [...new Set(events.map((e) => e.rule).filter((r) => /^[A-Z]{3}-\d{3}$/.test(r)))];
}

/**
 * Scenario data as YAML in the style of the hand-written files: `comment` lines first (`# ` added), then the keys in
 * order, with `options`, `rules`, `hands` and `only` on one line each (flow style), `extra` one key per line (each
 * value on one line: a draw pile or stock is long), no line wrapping.
 */
export function formatScenarioYaml(
  scenario: { readonly [key: string]: Json },
  comment: readonly string[] = [],
): string {
  const doc = new Document(scenario);
  for (const key of ['options', 'rules', 'hands', 'only']) {
    const node = doc.get(key, true);
    if (isCollection(node)) node.flow = true;
  }
  const extra = doc.get('extra', true);
  if (isMap(extra)) for (const pair of extra.items) if (isCollection(pair.value)) pair.value.flow = true;
  return `${comment.map((c) => `# ${c}\n`).join('')}${doc.toString({ lineWidth: 0, flowCollectionPadding: false })}`;
}
