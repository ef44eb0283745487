// Terminal play draws the table as text: the Dog ring with start fields, pieces by seat, blocking pieces,
// kennels and finishes, and a legend; the Gassi table with face-down dogs masked (GAS-016) — from one seat's view.
import { describe, expect, it, vi } from 'vitest';
import { snapshotFromState, viewFor, type CompiledGame, type ScenarioSituation } from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { boardText } from '../src/cli/board-text';

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
  const text = boardText(game, view(game, { position: 'F1P0*|P17||P63', turn: 0, hands: { 0: ['A'] } }, 0), {
    lang: 'en',
    names: ['Anna'],
  });
  const rows = text!.split('\n');

  it('draws the 64 fields as a ring oriented as the app draws it (dog-board-layout.ts): P0 bottom left, counter-clockwise (DOG-003)', () => {
    expect(rows[0]).toMatch(/^Board: 64 fields, as in the app: P0 bottom left, numbered counter-clockwise/);
    // Top row: P48 (seat 3's start field) top left, P32 (seat 2's) top right — the top runs right to left.
    expect(rows[1]).toBe(`P48  + ${' . '.repeat(15)} +  P32`);
    // Second row from the bottom: P63 (seat 3's piece, drawn 4: seats counted from 1 as a person reads them, issue
    // 16) on the left, P17 (seat 1's piece, drawn 2) on the right. Fields keep the notation's numbers.
    expect(rows[16]).toBe(`P63  4 ${'   '.repeat(15)} 2  P17`);
    // Bottom row: P0 holds seat 0's blocking piece (DOG-040, drawn *1*) bottom left, P16 is seat 1's free start field.
    expect(rows[17]).toBe(`P0  *1*${' . '.repeat(15)} +  P16`);
  });

  it("lists each seat's kennel, start field and finish, marks the viewer, and explains the signs", () => {
    // Seats as the board draws their pieces and the app names them: from 1; a name stays the name.
    expect(text).toContain('> 1 Anna (team 1): kennel oo__ · start field P0 · finish [_ o _ _]');
    expect(text).toContain('  2 Seat 2 (team 2): kennel ooo_ · start field P16 · finish [_ _ _ _]');
    expect(text).toContain('  3 Seat 3 (team 1): kennel oooo');
    expect(text).toMatch(
      /Legend: \. = a free field, \+ = a free start field, 1…4 = a piece of that seat .*, \*2\* = .*blocking/,
    );
    expect(text).not.toMatch(/Seat 0|\b0 = /);
  });

  it('German: Zwinger, Startfeld, Ziel, Spielstein', () => {
    const de = boardText(game, view(game, { position: 'F1P0*|P17||P63', turn: 0, hands: { 0: ['A'] } }, 0), {
      lang: 'de',
    });
    expect(de).toContain('> 1 Platz 1 (Team 1): Zwinger oo__ · Startfeld P0 · Ziel [_ o _ _]');
    expect(de).toContain('  4 Platz 4 (Team 2): Zwinger ooo_ · Startfeld P48');
    expect(de).toMatch(/Legende: .*1…4 = Spielstein dieses Platzes/);
    expect(de).toMatch(/Legende: .*Spielstein/);
    expect(de).toMatch(/^Spielbrett: 64 Felder, wie in der App: P0 unten links, nummeriert gegen den Uhrzeigersinn/);
  });
});

describe('gassiTableText', () => {
  const game = compiled('gassi/gassi-2.5.3');
  const sit: ScenarioSituation = {
    position: {
      turn: 1,
      starter: 0,
      bones: [0, 1, 1],
      hadDog: [true, true, true],
      draw: 20,
      dogs: { a1: { owner: 0, realm: 'STREETS', hidden: true }, b1: { owner: 1, realm: 'WOODS' } },
    },
    turn: 1,
    hands: { 0: ['HIPPO'], 1: ['POOP', 'CATCHER'], 2: ['BOAR', 'FLEA'] },
  };

  it("masks another seat's face-down dog (GAS-016) but shows the owner its own", () => {
    const other = boardText(game, view(game, sit, 1), { lang: 'en' });
    expect(other).toContain('  dog a1: ?, WALKING (face down), pile [?]');
    expect(other).toContain('  dog b1: WOODS, WALKING, pile [WOOD]');
    expect(other).not.toMatch(/a1: STREETS/);
    expect(boardText(game, view(game, sit, 0), { lang: 'de' })).toContain(
      '  Hund a1: STREETS, WALKING (verdeckt), Stapel [STREET]',
    );
  });

  it('names the seats from 1 as the app does, the viewer marked', () => {
    const en = boardText(game, view(game, sit, 1), { lang: 'en' });
    expect(en).toMatch(/^> 2 Seat 2: /m);
    expect(en).toMatch(/^ {2}1 Seat 1: /m);
    expect(en).toMatch(/^ {2}3 Seat 3: /m);
    expect(boardText(game, view(game, sit, 0), { lang: 'de', names: ['Anna'] })).toMatch(
      /^> 1 Anna: [\s\S]*^ {2}2 Platz 2: /m,
    );
    expect(en).not.toMatch(/Seat 0/);
  });
});

describe('terminal play: the 10 and the live prompt', () => {
  it('shows a Dog 10 as 10, not T, and accepts 10 where the notation has T (docs/rules/dog.md notation: T = 10)', async () => {
    const { shownHand, readEntry } = await import('../src/cli/play');
    const game = compiled('dog/standard');
    const dogEntry = (line: string) => readEntry(game, line);
    expect(shownHand(game, '4 9 T Q K K')).toBe('4 9 10 Q K K');
    expect(shownHand(compiled('gassi/gassi-2.5.3'), 'T RIVER')).toBe('T RIVER');
    expect(dogEntry('10:P0>P10')).toBe('T:P0>P10');
    expect(dogEntry('X=10:P3>P13')).toBe('X=T:P3>P13');
    expect(dogEntry('give:10')).toBe('give:T');
    expect(dogEntry('10')).toBe('10'); // a number in the list of legal actions
    expect(dogEntry('K:exit')).toBe('K:exit');
    expect(readEntry(compiled('gassi/gassi-2.5.3'), 'ATTACK 10')).toBe('ATTACK 10');
  });

  it('at the live prompt an illegal entry is explained without a line number; the hand shows 10', async () => {
    const { playCommand } = await import('../src/cli/play');
    let out = '';
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out += String(chunk);
      return true;
    });
    async function* lines() {
      yield 'hallo';
      yield 'give:10'; // the exchange (DOG-013) with the 10 written as on the card
      yield 'quit';
    }
    try {
      // Seed 2: seat 0's first hand holds a 10; German, as a person at a terminal would see it.
      const code = await playCommand(['dog/standard', '--seed', '2', '--lang', 'de'], {
        lines: lines(),
        interactive: true,
      });
      expect(code).toBe(0);
    } finally {
      spy.mockRestore();
    }
    // Seat 0 (--people's default) reads "Platz 1" (seats counted from 1 in player-facing text), its partner
    // seat 2 "Platz 3"; the header names the people and bots the same way.
    expect(out).toMatch(/^Platz 1> Platz 1 „hallo“: das ist kein Zug dieses Spiels/m);
    expect(out).not.toMatch(/Zeile \d/);
    expect(out).toMatch(/^Platz 1 ist dran, Hand: 4 7 10 J Q X$/m);
    expect(out).toMatch(/^(Platz 1> )? {2}1\. Du gibst Platz 3 eine 10$/m);
    expect(out).toMatch(/Personen: Platz 1; Bots: Platz 2 \(.+\), Platz 3 \(.+\), Platz 4 \(.+\)/);
    expect(out).not.toMatch(/Platz 0/);
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
