// An example's story is checked by the engine as its steps are: the hand and the alternative plays a story names
// (`claims:` of a ruleset example) are replayed, and a claim the engine does not show fails the example.
import { describe, expect, it } from 'vitest';
import type { CompiledGame, Json } from '../src/engine';
import { checkExamples } from '../src/engine/rulesheet';
import { checkStoryClaims } from '../src/engine/rulesheet/examples';
import { loadCompiledGame } from '../src/host/rulesets';

function game(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.game;
}

/** The Dog example whose English title contains `title`, as ruleset data. */
function example(g: CompiledGame, title: string): Record<string, Json> {
  const ex = g.ruleset.examples.find(
    (e) => typeof e === 'object' && e !== null && String((e as Record<string, Json>)['title']).includes(title),
  );
  if (!ex) throw new Error(`no example ${title}`);
  return ex as Record<string, Json>;
}

/** Scenario data of an example without its sheet keys, as checkExamples passes it. */
function data(g: CompiledGame, ex: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = { ruleset: g.ruleset.id };
  for (const [k, v] of Object.entries(ex)) if (!['titles', 'text', 'story', 'claims'].includes(k)) out[k] = v;
  return out;
}

describe('story claims of examples (DOG-065, DOG-066, DOG-068, DOG-062)', () => {
  const dog = game('dog/standard');

  it('every Dog example, its claims included, holds in the engine', () => {
    const r = checkExamples(dog);
    expect(r.ok ? [] : r.diagnostics.map((d) => d.message)).toEqual([]);
  });

  it('the 7 example advises only splits that keep both pieces (DOG-068)', () => {
    const ex = example(dog, 'T-15');
    expect(checkStoryClaims(dog, data(dog, ex), ex['claims'])).toBeNull();
    // The split the booklet once advised (2 with the front piece, 5 with the rear one) sends the front piece home.
    const wrong = { alternatives: [{ play: '7:P5>P7,P3>P8', after: 'P7P8|||' }] };
    expect(checkStoryClaims(dog, data(dog, ex), wrong)).toMatch(/does not lead to/);
    const story = ex['story'] as Record<string, string>;
    expect(story['de']).not.toMatch(/2 Schritte mit dem vorderen und 5 mit dem hinteren/);
    expect(story['de']).toMatch(/1 Schritt mit dem hinteren und 6 mit dem vorderen/);
    expect(story['en']).toMatch(/1 step with the rear piece and 6 with the front one/);
  });

  it('the 4-back example states the hand it replays, 4 5 6 8 9 (DOG-062)', () => {
    const ex = example(dog, 'T-12');
    expect(checkStoryClaims(dog, data(dog, ex), ex['claims'])).toBeNull();
    expect(checkStoryClaims(dog, data(dog, ex), { hand: [4, 5, 6, 7, 8] })).toMatch(/not the replayed hand/);
    const story = ex['story'] as Record<string, string>;
    expect(story['de']).toContain('4, 5, 6, 8 und 9 auf der Hand');
    expect(story['en']).toContain('Her hand is 4, 5, 6, 8 and 9');
  });
});
