// Terminal play draws the table as text (issue 16): the Dog ring with start fields, pieces by seat, blocking pieces,
// kennels and finishes, and a legend; the Gassi table with face-down dogs masked (GAS-016) — from one seat's view.
import { describe, expect, it } from 'vitest';
import { snapshotFromState, viewFor, type CompiledGame, type ScenarioSituation } from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { dogBoardText, gassiTableText } from '../src/cli/board-text';

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}
function view(game: CompiledGame, sit: ScenarioSituation, seat: number) {
  const r = game.kind.fromScenario(game.rules, sit);
  if (!r.ok) throw new Error(r.error.message);
  return viewFor(game, snapshotFromState(game, r.value), seat);
}

describe('dogBoardText', () => {
  const game = compiled('dog/standard');
  const text = dogBoardText(game, view(game, { position: 'F1P0*|P17||P63', turn: 0, hands: { 0: ['A'] } }, 0), { lang: 'en', names: ['Anna'] });
  const rows = text.split('\n');

  it('draws the 64 fields as a ring: P0 top left, P16 top right, P32 bottom right, P48 bottom left', () => {
    expect(rows[0]).toMatch(/^Board: 64 fields/);
    // Top row: P0 holds seat 0's blocking piece (DOG-040), P16 is seat 1's free start field.
    expect(rows[1]).toBe(`P0  *0*${' . '.repeat(15)} +  P16`);
    // Second row: P63 (seat 3's piece) on the left, P17 (seat 1's piece) on the right.
    expect(rows[2]).toBe(`P63  3 ${'   '.repeat(15)} 1  P17`);
    expect(rows[17]).toBe(`P48  + ${' . '.repeat(15)} +  P32`);
  });

  it("lists each seat's kennel, start field and finish, marks the viewer, and explains the signs", () => {
    expect(text).toContain('> 0 Anna (team 1): kennel oo__ · start field P0 · finish [_ o _ _]');
    expect(text).toContain('  1 Seat 1 (team 2): kennel ooo_ · start field P16 · finish [_ _ _ _]');
    expect(text).toContain('  2 Seat 2 (team 1): kennel oooo');
    expect(text).toMatch(/Legend: \. = a free field, \+ = a free start field, 0…3 = a piece of that seat, \*2\* = .*blocking/);
  });

  it('German: Zwinger, Startfeld, Ziel, Spielstein', () => {
    const de = dogBoardText(game, view(game, { position: 'F1P0*|P17||P63', turn: 0, hands: { 0: ['A'] } }, 0), { lang: 'de' });
    expect(de).toContain('> 0 Platz 0 (Team 1): Zwinger oo__ · Startfeld P0 · Ziel [_ o _ _]');
    expect(de).toMatch(/Legende: .*Spielstein/);
  });
});

describe('gassiTableText', () => {
  const game = compiled('gassi/gassi-2.5.3');
  const sit: ScenarioSituation = {
    position: { turn: 1, starter: 0, bones: [0, 1, 1], hadDog: [true, true, true], draw: 20, dogs: { a1: { owner: 0, realm: 'STREETS', hidden: true }, b1: { owner: 1, realm: 'WOODS' } } },
    turn: 1,
    hands: { 0: ['HIPPO'], 1: ['POOP', 'CATCHER'], 2: ['BOAR', 'FLEA'] },
  };

  it("masks another seat's face-down dog (GAS-016) but shows the owner its own", () => {
    const other = gassiTableText(game, view(game, sit, 1), { lang: 'en' });
    expect(other).toContain('  dog a1: ?, WALKING (face down), pile [?]');
    expect(other).toContain('  dog b1: WOODS, WALKING, pile [WOOD]');
    expect(other).not.toMatch(/a1: STREETS/);
    expect(gassiTableText(game, view(game, sit, 0), { lang: 'de' })).toContain('  Hund a1: STREETS, WALKING (verdeckt), Stapel [STREET]');
  });
});

describe('play --lang and --names', () => {
  it('--lang de|en, else the environment (LANG=de… → German); other values and too many names are usage errors', async () => {
    const { parseLang, parseNames } = await import('../src/cli/play');
    expect(parseLang(undefined, 'de_CH.UTF-8')).toBe('de');
    expect(parseLang(undefined, 'C.UTF-8')).toBe('en');
    expect(parseLang(undefined, undefined)).toBe('en');
    expect(parseLang('de', 'en_US')).toBe('de');
    expect(() => parseLang('fr')).toThrow('--lang must be de or en, got "fr"');
    expect(parseNames('Anna, Ben,,Dani', 4)).toEqual(['Anna', 'Ben', '', 'Dani']);
    expect(() => parseNames('a,b,c', 2)).toThrow('--names: 3 names for 2 seats');
  });
});
