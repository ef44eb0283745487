// @vitest-environment happy-dom
// After the editor re-runs the game under edited rules, the move log and the Events list show
// only the steps that still stand — no events of discarded steps, no step listed twice.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { compiledGame } from '../../../../tests/support/dog-test-game';
import { useTableStore } from './table';

describe('the log after a re-run under edited rules', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('drops the events of discarded steps and lists each kept step once', () => {
    const table = useTableStore();
    const people = Array.from({ length: 4 }, () => ({ occupant: 'human' as const }));
    // Bots' choices for every seat for 300 steps: 7s pass pieces and send them home (DOG-068) on the way.
    table.start(compiledGame('dog/standard'), 'bug5-1', people);
    table.fastForward(300);
    expect(table.log.length).toBeGreaterThan(100);
    const before = table.log.length;
    // Re-run the same actions under a rule that changes what a 7 does: the log is cut back.
    table.setRules(compiledGame('dog/standard', { sevenSendsHomePassed: false }));
    expect(table.divergence).not.toBeNull();
    const kept = table.log.length;
    expect(kept).toBeLessThan(before);
    // Four people share this screen (hot seat): the log is shown once the person to act has taken the device.
    table.takeOver();
    const steps = table.lines.map((l) => l.step);
    expect(steps).toEqual(Array.from({ length: kept }, (_, i) => i + 1));
    // The Events list is built from these lines: nothing of a discarded step is left in the store.
    expect(table.lines.every((l) => l.step <= kept)).toBe(true);
  });
});
