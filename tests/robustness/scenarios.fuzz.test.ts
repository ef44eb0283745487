// Scenario-file fuzzing, small counts of the campaign's category (`npm run fuzz -- --only scenarios`):
// mutated scenario files never crash the runner, every error is coded and clear, and a `ruleset:` outside the
// folder being run is refused unread. Also: the campaign's judges (clear messages, host answers) fail when they must.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadResult } from '../../src/host/rulesets';
import {
  Rand,
  SCENARIO_MUTATIONS,
  bundledScenarios,
  checkHostAnswer,
  checkScenarioText,
  mutateScenario,
  unclearMessage,
} from './fuzz-lib';

const dir = mkdtempSync(join(tmpdir(), 'rb-scenario-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scenario fuzzing', () => {
  it(`${SCENARIO_MUTATIONS.length * 2} mutated scenario files: no crash, coded clear errors, outside rulesets refused`, () => {
    const bases = bundledScenarios();
    expect(bases.length).toBeGreaterThan(100);
    const cache = new Map<string, LoadResult>();
    const problems: string[] = [];
    for (let i = 0; i < SCENARIO_MUTATIONS.length * 2; i++) {
      const m = mutateScenario(
        bases[(i * 37) % bases.length]!.text,
        new Rand(1000 + i),
        SCENARIO_MUTATIONS[i % SCENARIO_MUTATIONS.length],
      );
      const c = checkScenarioText(m.text, dir, m.outside, cache);
      problems.push(...c.problems.map((p) => `#${i} ${m.op}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('the judges flag what they must: stack traces and internal errors, 500s, unrefused outside rulesets', () => {
    expect(unclearMessage('Maximum call stack size exceeded')).toMatch(/unclear/);
    expect(unclearMessage("TypeError: Cannot read properties of undefined (reading 'x')")).toMatch(/unclear/);
    expect(unclearMessage('Error\n    at foo (x.ts:1:1)')).toMatch(/unclear/);
    expect(unclearMessage('')).toMatch(/empty/);
    expect(unclearMessage('x.yaml:3:5: "decks" must be a whole number (got "abc").')).toBeNull();
    expect(checkHostAnswer('{}', 500, '{"error":{"code":"host/internal","message":"Internal error"}}')).toHaveLength(1);
    expect(
      checkHostAnswer('{}', 400, '{"error":{"code":"host/bad-args","message":"0.file: at most 200 characters"}}'),
    ).toEqual([]);
    const cache = new Map<string, LoadResult>();
    // A scenario whose ruleset is an id passes the outside check only if it was really refused: the judge catches a runner that read it.
    expect(
      checkScenarioText(
        'ruleset: dog/standard\nrules: [DOG-020]\ntitle: t\nposition: "P0|||"\n',
        dir,
        true,
        cache,
      ).problems.join(),
    ).toMatch(/not refused/);
  });
});
