// @vitest-environment happy-dom
// The real TablePanel with the Dog
// board and hand (pixi.js replaced by ../table/fake-pixi.ts), driven through the table store the way clicks are.
// - item 7: while a person plays (Dog, Gassi), the view selector offers only the person's own view and the store
//   refuses another (hidden information: DOG-014, GAS-016); all-seeing only with no person seated or after
//   the end. Gämsh's live table has no other view at all.
// - item 8: the partner exchange (DOG-014) names the receiver and gives a card only on the second click.
// - item 9: a hand with no playable card says so at once (DOG-093), before any click.
// - item 10: after a Jack's own piece the hint asks for the piece to swap with (DOG-035); a 7's piece marks the
//   fields it can reach and the hint counts steps in words ("noch 7 Schritte", DOG-065).
// - item 11: a move sending home one's own or the partner's piece (DOG-023/050/068) waits for a confirmation.
// - item 6: after "bots play 50" the board's trail is the last move's, not one from before the jump.
// Positions are found by walking seeded random games with the engine (the engine judges what is legal).
import { createApp, nextTick, type App } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  createRng,
  listLegalActions,
  seatsToAct,
  startGame,
  viewFor,
  type CompiledGame,
  type SeatOccupant,
  type Snapshot,
} from '../../../engine';
import TablePanel from '../components/TablePanel.vue';
import { useSettingsStore } from '../stores/settings';
import { useTableStore } from '../stores/table';
import { resetFakePixi } from '../table/fake-pixi';
import { clicksFor } from '../../../../tests/support/dog-click-plan';
import { compiledGame } from '../../../../tests/support/dog-test-game';

vi.mock('pixi.js', () => import('../table/fake-pixi'));
vi.mock('pixi.js/unsafe-eval', () => ({}));

const NAMES = ['Du', 'Beat', 'Carla', 'Dario', 'Elsa', 'Fritz'];
const seatsWithPerson = (game: CompiledGame, person: number | null): SeatOccupant[] =>
  Array.from({ length: game.layout.seatCount }, (_, s) =>
    s === person ? { occupant: 'human', name: NAMES[s]! } : { occupant: 'bot', bot: 'random', name: NAMES[s]! },
  );

let mounted: { app: App; el: HTMLElement } | null = null;
afterEach(() => {
  mounted?.app.unmount();
  mounted?.el.remove();
  mounted = null;
  resetFakePixi();
});
const settle = async () => {
  await nextTick();
  await new Promise((r) => setTimeout(r, 0));
  await nextTick();
};

/** Mounts TablePanel (German) for `game` after `prefix`, seat `person` a person (null: bots only), bots paused. */
async function open(
  game: CompiledGame,
  seed: string,
  person: number | null,
  prefix: { seat: number; notation: string }[] = [],
) {
  const pinia = createPinia();
  setActivePinia(pinia);
  useSettingsStore().setLocale('de');
  const table = useTableStore();
  table.setPaused(true);
  table.start(game, seed, seatsWithPerson(game, person), { prefix });
  const root = document.createElement('div');
  document.body.appendChild(root);
  mounted = { app: createApp(TablePanel).use(pinia), el: root };
  mounted.app.mount(root);
  await settle();
  return { table, root, hint: () => root.querySelector('[data-testid="table-hint"]')!.textContent!.trim() };
}

/**
 * Plays seeded random games of `game` until seat 0 is to act in a position where `pred` holds for its legal
 * actions; returns the seed, the actions before and the chosen action. Throws when none is found.
 */
function findPosition(
  game: CompiledGame,
  pred: (legal: string[], snap: Snapshot) => string | null,
  tries = 40,
): { seed: string; prefix: { seat: number; notation: string }[]; notation: string } {
  for (let g = 0; g < tries; g++) {
    const seed = `help-${g}`;
    const rng = createRng(seed);
    let snap = startGame(game, seed);
    const prefix: { seat: number; notation: string }[] = [];
    for (let step = 0; step < 600 && !snap.outcome; step++) {
      const seat = seatsToAct(game, snap)[0]!;
      const legal = listLegalActions(game, snap, seat).map((a) => a.notation);
      if (seat === 0) {
        const hit = pred(legal, snap);
        if (hit) return { seed, prefix, notation: hit };
      }
      const a = { seat, notation: legal[rng.int(0, legal.length - 1)]! };
      const r = applyAction(game, snap, a);
      if (!r.ok) throw new Error(r.error.message);
      snap = r.value.snapshot;
      prefix.push(a);
    }
  }
  throw new Error('no such position');
}

/** Makes the clicks of `notation` for seat 0 through the store (as DogHand and DogTable forward them). */
function clickPlan(table: ReturnType<typeof useTableStore>, notation: string): void {
  for (const c of clicksFor(notation, 0)) {
    if (c.kind === 'card') table.clickCard(c.card);
    else if (c.kind === 'joker') table.chooseJoker(c.value);
    else if (c.kind === 'spot') table.clickSpot(c.spot);
    else table.play(0, 'discard');
  }
}

const options = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLOptionElement>('[data-testid="table-perspective"] option')).map((o) => o.value);

describe('a seat is never shown what it may not see', () => {
  for (const id of ['dog/standard', 'gassi/gassi-2.5.3']) {
    it(`${id}: with a person seated only the own view is offered; all-seeing with bots only or after the end`, async () => {
      const game = compiledGame(id);
      const { table, root } = await open(game, 'sight-1', 0);
      expect(options(root)).toEqual(['acting']);
      table.setPerspective(null);
      table.setPerspective(1);
      expect(table.perspective).toBe('acting');
      expect(table.viewText).toBe(JSON.stringify(viewFor(game, startGame(game, 'sight-1'), 0), null, 2));
      // Every seat a bot: the rule keeper may look at everything.
      table.setSeat(0, 'bot');
      await settle();
      expect(options(root)).toContain('all');
      table.setPerspective(null);
      expect(table.viewText).toBe(JSON.stringify(viewFor(game, startGame(game, 'sight-1'), null), null, 2));
      // A person sits down again: back to the own view at once.
      table.setSeat(0, 'human');
      await settle();
      expect(table.perspective).toBe('acting');
      expect(options(root)).toEqual(['acting']);
      // After the end everything may be shown.
      table.fastForward(5000);
      await settle();
      expect(table.outcome).not.toBeNull();
      expect(options(root)).toContain('all');
      table.setPerspective(null);
      expect(table.perspective).toBeNull();
    }, 60_000);
  }

  it('gamsh/gamsh-alpin-foehn: the live table offers no view but the person’s', async () => {
    const game = compiledGame('gamsh/gamsh-alpin-foehn');
    const { root } = await open(game, 'sight-g', 0);
    expect(root.querySelector('[data-testid="gamsh-live"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="table-perspective"]')).toBeNull();
    const values = Array.from(root.querySelectorAll('option')).map((o) => o.textContent ?? '');
    expect(values.some((v) => /allsehend|all-seeing/.test(v))).toBe(false);
  });
});

describe('the Dog table explains before it acts', () => {
  const game = compiledGame('dog/standard');

  it('partner exchange: the hint names the receiver; a card goes only on the second click (DOG-014)', async () => {
    const { table, root, hint } = await open(game, 'give-1', 0);
    expect(table.legal.every((n) => n.startsWith('give:'))).toBe(true);
    expect(hint()).toContain('Carla'); // seat 2, the partner of seat 0 (DOG-001)
    const [a, b] = [...new Set(table.hand)];
    table.clickCard(a!);
    await settle();
    expect(table.log).toEqual([]);
    expect(hint()).toMatch(new RegExp(`an Carla geben`));
    expect(root.querySelector('[data-testid="confirm-pending"]')?.getAttribute('data-notation')).toBe(`give:${a}`);
    table.clickCard(b!); // another card changes the choice, still nothing given
    expect(table.log).toEqual([]);
    expect(table.pending?.notation).toBe(`give:${b}`);
    table.clickCard(b!);
    expect(table.log).toEqual([{ seat: 0, notation: `give:${b}` }]);
  });

  it('no playable card: the hint says so at once and what happens (DOG-093)', async () => {
    const pos = findPosition(game, (legal) => (legal.length === 1 && legal[0] === 'discard' ? 'discard' : null));
    const { root, hint } = await open(game, pos.seed, 0, pos.prefix);
    expect(hint()).toContain('Keine Karte deiner Hand ist spielbar');
    expect(hint()).toContain('Hand abwerfen');
    expect(root.querySelector('[data-testid="discard"]')).not.toBeNull();
  });

  it('Jack: after the own piece the hint asks for the piece to swap with (DOG-035)', async () => {
    const pos = findPosition(game, (legal) => legal.find((n) => n.startsWith('J:')) ?? null);
    const { table, hint } = await open(game, pos.seed, 0, pos.prefix);
    const [from] = pos.notation.slice(2).split('<>');
    table.clickCard('J');
    table.clickSpot({ at: 'track', field: Number(from!.slice(1)) });
    await settle();
    expect(hint()).toBe('Jetzt den Spielstein klicken, mit dem du tauschst (markiert).');
  });

  it('7: the chosen piece’s reachable fields are marked, the steps counted in words (DOG-065)', async () => {
    const pos = findPosition(game, (legal) => legal.find((n) => /^7:P\d+>P\d+(,|$)/.test(n)) ?? null);
    const { table, root, hint } = await open(game, pos.seed, 0, pos.prefix);
    table.clickCard('7');
    await settle();
    expect(hint()).toContain('noch 7 Schritte');
    const from = /^7:(P\d+)>/.exec(pos.notation)![1]!;
    table.clickSpot({ at: 'track', field: Number(from.slice(1)) });
    await settle();
    const expected = new Set(
      table.legal
        .filter((n) => n.startsWith(`7:${from}>`))
        .map((n) => n.slice(2).split(',')[0]!.split('>')[1]!)
        .map((r) => (/^F\d$/.test(r) ? `${r}@0` : r)),
    );
    const marked = new Set(
      Array.from(root.querySelectorAll('[data-testid="board-overlay"] [data-hot]')).map((e) =>
        e.getAttribute('data-spot'),
      ),
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(marked).toEqual(expected);
  });

  it('a move sending home one’s own or the partner’s piece waits for a confirmation naming whose (DOG-023/050/068)', async () => {
    let whose = -1;
    const pos = findPosition(game, (legal, snap) => {
      for (const n of legal) {
        if (n.startsWith('give:')) continue;
        const r = applyAction(game, snap, { seat: 0, notation: n });
        const hit = r.ok
          ? r.value.events.find((e) => e.type === 'sent-home' && (e.seat === 0 || e.seat === 2))
          : undefined;
        if (hit) {
          whose = hit.seat as number;
          return n;
        }
      }
      return null;
    });
    const { table, root, hint } = await open(game, pos.seed, 0, pos.prefix);
    const before = table.log.length;
    clickPlan(table, pos.notation);
    await settle();
    expect(table.log.length, 'nothing played yet').toBe(before);
    expect(hint()).toContain(whose === 0 ? 'deinen eigenen Spielstein' : 'den Spielstein von Carla');
    expect(hint()).toContain('heim');
    const confirm = root.querySelector<HTMLButtonElement>('[data-testid="confirm-pending"]')!;
    expect(confirm.getAttribute('data-notation')).toBe(pos.notation);
    confirm.click();
    expect(table.log.at(-1)).toEqual({ seat: 0, notation: pos.notation });
  });

  it('after "bots play 50" the trail shows the last move made, not one from before the jump (item 6)', async () => {
    const { table } = await open(game, 'trail-1', 0);
    table.clickCard(table.hand[0]!);
    table.clickCard(table.hand[0]!);
    const tick = table.lastEvents.tick;
    table.fastForward(50);
    expect(table.lastEvents.tick).toBe(tick + 1);
    // The engine's events of the last action, from the position before it.
    let snap = startGame(game, 'trail-1');
    let events: readonly { type: string }[] = [];
    for (const a of table.log) {
      const r = applyAction(game, snap, a);
      if (!r.ok) throw new Error(r.error.message);
      events = r.value.events;
      snap = r.value.snapshot;
    }
    expect(table.lastEvents.events.map((e) => e.type)).toEqual(events.map((e) => e.type));
  });
});
