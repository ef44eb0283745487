// The shape of `*.scenario.yaml` files (docs/architecture.md "Scenarios"): a situation, the actions checked in it, and what
// playing them must lead to. Pure zod; kind-neutral (positions, cards and notations are the kind's strings).
import { z } from 'zod';

const json: z.ZodType = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);

const seat = z.number().int().min(0).max(63);
const notation = z.string().min(1).max(500);
const position = z.string().max(2000);
/** A start position: the kind's notation, or structured data the kind reads (Gassi). */
const startPosition = z.union([position, z.record(z.string(), json)]);

/** One `afterView` entry: `seat` (a seat number, or null for the all-seeing view), `absent` (keys), other keys compared. */
const viewExpectation = z.record(z.string(), json).superRefine((v, ctx) => {
  if (
    v['seat'] !== undefined &&
    v['seat'] !== null &&
    !(typeof v['seat'] === 'number' && Number.isInteger(v['seat']) && v['seat'] >= 0 && v['seat'] <= 63)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: `seat must be a seat number (0…63) or null, got ${JSON.stringify(v['seat'])}`,
      path: ['seat'],
    });
  }
  const absent = v['absent'];
  if (absent !== undefined && !(Array.isArray(absent) && absent.every((k) => typeof k === 'string' && k.length > 0))) {
    ctx.addIssue({
      code: 'custom',
      message: 'absent must be a list of keys (dotted paths), e.g. [hands, gives]',
      path: ['absent'],
    });
  }
});

/** Hand cards may be written as YAML numbers (`[7, 5]`) or strings (`[A, X]`); both become strings. */
const card = z.union([z.string().min(1).max(20), z.number()]).transform((c) => String(c));

/** Hands by seat: `{ 0: [A, 7], 2: [] }` (YAML keys are strings). */
const hands = z.record(z.string().regex(/^\d+$/, 'a seat number'), z.array(card).max(60));

/**
 * An action: its notation (played by the check's seat) or `{ seat, action }` for another seat. Real-time
 * kinds: `time` (ms since game start; timers due by then fire first); in `illegal`, `reason` is the expected
 * rejection code (full, e.g. `gamsh/card-gone`, or its part after the slash).
 */
const actionRef = z.union([
  notation,
  z
    .object({ seat, action: notation, time: z.number().min(0).optional(), reason: z.string().max(100).optional() })
    .strict(),
]);

/** The expected result of the game after `play`: `null` (still running) or the winning seats. */
const outcome = z.union([
  z.null(),
  z.object({ winners: z.array(seat), team: z.number().int().nullable().optional() }).strict(),
]);

/** Fields shared by a single-situation scenario and by each of its `steps`. */
const checkFields = {
  /** Start from this position (the first step defaults to the top-level `position`). */
  position: startPosition.optional(),
  /** Keep the game state left by the previous step instead of rebuilding it (hands, history, phase). */
  continue: z.boolean().optional(),
  /** Seat to move, passed to the kind's `fromScenario`; with `continue`, asserted against the seats to act. */
  turn: seat.optional(),
  hands: hands.optional(),
  /** Kind-specific situation data for `fromScenario` (phase, round, dealer, …). */
  extra: json.optional(),
  /** Seat whose actions `legal`/`illegal`/`only`/`play` are (default: `turn`, else the first seat to act). */
  seat: seat.optional(),
  /** Seats expected to act in this situation (before any check). */
  toAct: z.array(seat).optional(),
  /** Each must be accepted by `applyAction`. */
  legal: z.array(actionRef).optional(),
  /** Each must be rejected, the snapshot unchanged. */
  illegal: z.array(actionRef).optional(),
  /** The complete set of legal actions of the seat, compared as a set of notations. */
  only: z.array(notation).optional(),
  /** Played in order; the later checks look at the result. */
  play: z.union([actionRef, z.array(actionRef).min(1)]).optional(),
  /** Position after `play`, in the kind's position notation. */
  after: position.optional(),
  /** Hands after `play` (only the seats given are compared, as multisets). */
  afterHands: hands.optional(),
  /** Seats to act after `play`. */
  toActAfter: z.array(seat).optional(),
  /**
   * Partial match against a view after `play`: `seat: S` picks the view of seat S (default the all-seeing
   * view), only the keys given are compared (objects partially at any depth, lists element by element), and
   * `absent: [key, …]` names keys that must not be in that view. A list checks several views (e.g. two seats).
   */
  afterView: z.union([viewExpectation, z.array(viewExpectation).min(1).max(16)]).optional(),
  /** Outcome after `play`: null while the game runs. */
  outcome: outcome.optional(),
  /** Free text: why this step is here, ambiguities resolved. Not checked. */
  note: z.string().max(5000).optional(),
};

export const scenarioStepSchema = z.object(checkFields).strict();

const STEP_KEYS = Object.keys(checkFields) as (keyof typeof checkFields)[];
/** Top-level fields that may stand next to `steps` (the first step's defaults, and notes). */
const START_KEYS: ReadonlySet<string> = new Set(['position', 'turn', 'hands', 'extra', 'note']);

/** Dealing over several rounds (kind-neutral through the round-info hook, see `rounds.ts`). */
export const dealsExpectationSchema = z
  .object({
    /** Seed of the game started with `startGame`. */
    seed: z.string().max(200).optional(),
    /** Number of deals to observe (the game is played on with the first legal action each turn). */
    rounds: z.number().int().min(1).max(60),
    /** The first dealer, if the kind's `extra` can set it (`fromScenario` with `extra.newGame`). */
    firstDealer: seat.optional(),
    handSizes: z.array(z.number().int().min(0)).optional(),
    dealers: z.array(seat).optional(),
    starters: z.array(seat).optional(),
    /** Cards left in the stock right after each deal. */
    stockAfterDeal: z.array(z.number().int().min(0)).optional(),
    /** Rounds (1-based) during whose deal the discard pile was shuffled into a new stock. */
    reshuffleRounds: z.array(z.number().int().min(1)).optional(),
    /** Seats to act right after each deal (e.g. every seat during a partner exchange). */
    toActAfterDeal: z.array(z.array(seat)).optional(),
  })
  .strict();

export const layoutExpectationSchema = z
  .object({
    seatCount: z.number().int().min(1).optional(),
    active: z.array(seat).optional(),
    teams: z.array(z.array(seat)).optional(),
  })
  .strict();

export const scenarioSchema = z
  .object({
    /** A ruleset id (`dog/standard`, resolved under `rulesets/`) or a path relative to the scenario file. */
    ruleset: z.string().min(1).max(500),
    /** Option overrides on top of the ruleset. */
    options: z.record(z.string(), json).optional(),
    /** Rule IDs this scenario checks, e.g. `[DOG-068]`. */
    rules: z.array(z.string().regex(/^[A-Z]{3}-\d{3}$/, 'a rule ID like DOG-068')).min(1),
    /** Human title citing the example, e.g. `T-15 — the 7 sends the player's own passed piece home`. */
    title: z.string().min(1).max(300),
    /** Seed of the snapshot's PRNG (default `scenario`). */
    seed: z.string().max(200).optional(),
    ...checkFields,
    /** Several situations in a row, starting from `position`. */
    steps: z.array(scenarioStepSchema).min(1).max(200).optional(),
    /** Checks that are not about one situation. */
    expect: z
      .object({ layout: layoutExpectationSchema.optional(), deals: dealsExpectationSchema.optional() })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const hasSingle = STEP_KEYS.some((k) => !START_KEYS.has(k) && s[k] !== undefined);
    if (s.steps && hasSingle) {
      ctx.addIssue({
        code: 'custom',
        message: 'With `steps`, put checks (legal, illegal, only, play, after, …) inside the steps.',
        path: ['steps'],
      });
    }
    if (!s.steps && s.position === undefined && !s.expect) {
      ctx.addIssue({
        code: 'custom',
        message: 'A scenario needs a `position`, `steps` or an `expect` block.',
        path: ['position'],
      });
    }
    if (s.continue)
      ctx.addIssue({ code: 'custom', message: '`continue` only makes sense in a later step.', path: ['continue'] });
    s.steps?.forEach((st, i) => {
      if (i === 0 && st.continue)
        ctx.addIssue({ code: 'custom', message: 'The first step cannot `continue`.', path: ['steps', i, 'continue'] });
      if (st.continue && (st.position !== undefined || st.hands !== undefined || st.extra !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          message: 'A `continue` step keeps the previous state: no `position`, `hands` or `extra`.',
          path: ['steps', i],
        });
      }
    });
  });

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioStep = z.output<typeof scenarioStepSchema>;
export type ActionRef = z.output<typeof actionRef>;
export type DealsExpectation = z.output<typeof dealsExpectationSchema>;
export type LayoutExpectation = z.output<typeof layoutExpectationSchema>;

/** Parses already-loaded scenario data (e.g. YAML turned into JS); zod issues on failure. */
export function parseScenario(
  data: unknown,
): { ok: true; scenario: Scenario } | { ok: false; issues: readonly z.core.$ZodIssue[] } {
  const r = scenarioSchema.safeParse(data);
  return r.success ? { ok: true, scenario: r.data } : { ok: false, issues: r.error.issues };
}
