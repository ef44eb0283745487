// Scenario reports: one entry per check, with expected vs actual for failures. Pure types and helpers.

/** One check of a scenario: what was checked, whether it held, and (when not) expected vs actual. */
export interface ScenarioCheck {
  /** 1-based number in `steps`; 0 for a scenario without `steps` and for `expect` checks. */
  readonly step: number;
  readonly kind:
    | 'setup'
    | 'toAct'
    | 'legal'
    | 'illegal'
    | 'only'
    | 'play'
    | 'after'
    | 'afterHands'
    | 'toActAfter'
    | 'afterView'
    | 'outcome'
    | 'layout'
    | 'deals';
  /** Short label, e.g. `legal 7:P3>P10`. */
  readonly label: string;
  readonly ok: boolean;
  /** For failures: expected vs actual. For passes: a short confirmation. */
  readonly message: string;
}

export interface ScenarioReport {
  readonly title: string;
  readonly rules: readonly string[];
  readonly ok: boolean;
  readonly checks: readonly ScenarioCheck[];
}

export function pass(step: number, kind: ScenarioCheck['kind'], label: string, message: string): ScenarioCheck {
  return { step, kind, label, ok: true, message };
}

export function fail(step: number, kind: ScenarioCheck['kind'], label: string, message: string): ScenarioCheck {
  return { step, kind, label, ok: false, message };
}

/** The first failed check as one line: `step 3: only (seat 0) …: missing …`. */
export function firstFailure(report: ScenarioReport): string | null {
  const c = report.checks.find((x) => !x.ok);
  return c ? `${c.step ? `step ${c.step}: ` : ''}${c.label}: ${c.message}` : null;
}
