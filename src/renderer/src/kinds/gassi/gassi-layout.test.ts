import { describe, expect, it } from 'vitest';
import {
  gassiShape,
  inside,
  layoutDogs,
  layoutGassiTable,
  layoutHand,
  MIN_CARD_W,
  overlaps,
  type GassiTableGeometry,
  type Rect,
} from './gassi-layout';
import { readGassiView } from './gassi-model';

const VIEW = {
  seat: 0,
  turn: 1,
  toAct: [1],
  round: 4,
  starter: 0,
  deals: 1,
  drawCount: 40,
  discard: [],
  bones: [1, 0, 2],
  handCounts: [5, 6, 6],
  dogs: [
    {
      id: 'b1',
      owner: 1,
      state: 'WALKING',
      realm: 'WOODS',
      hidden: false,
      pile: ['WOOD'],
      pileCount: 1,
      attacker: null,
      beast: null,
      attackers: [],
      beasts: [],
      draw: 0,
      beneficiary: null,
      roundsLeft: 0,
    },
    {
      id: 'a1',
      owner: 0,
      state: 'DEFENDED',
      realm: 'RIVERS',
      hidden: false,
      pile: ['RIVER', 'FISHERMAN', 'FISH'],
      pileCount: 3,
      attacker: null,
      beast: null,
      attackers: [],
      beasts: [],
      draw: 0,
      beneficiary: null,
      roundsLeft: 0,
    },
    {
      id: 'c2',
      owner: 2,
      state: 'ATTACKED',
      realm: 'WOODS',
      hidden: false,
      pile: ['WOOD', 'FLEA'],
      pileCount: 2,
      attacker: 'FLEA',
      beast: null,
      attackers: ['FLEA'],
      beasts: [],
      draw: 1,
      beneficiary: null,
      roundsLeft: 1,
    },
  ],
  lastMove: { seat: 0, notation: 'DEFEND FISH a1', move: 'DEFEND', dog: 'a1' },
  over: null,
  hand: ['COINS', 'SACK', 'CAT', 'CAT', 'BOAR'],
};

/** Every drawn rectangle of the geometry, with a name for the failure message. */
function allRects(g: GassiTableGeometry): [string, Rect][] {
  const out: [string, Rect][] = [['centre', g.centre]];
  g.zones.forEach((z) => {
    if (!z) return;
    z.dogs.forEach((d) => out.push([`dog ${d.id}`, d.rect]));
    z.cards.forEach((c, i) => out.push([`card ${z.seat}/${i}`, c]));
    out.push([`header ${z.seat}`, z.header]);
    if (z.newDog) out.push([`new ${z.seat}`, z.newDog]);
  });
  return out;
}

describe('layoutGassiTable', () => {
  it('puts the perspective seat at the bottom with its hand face up, the others on top, nothing overlapping', () => {
    const v = readGassiView(VIEW)!;
    const g = layoutGassiTable(gassiShape(v, 0, 0), 1000, 700);
    expect(g.zones.map((z) => z.seat)).toEqual([0, 1, 2]);
    expect(g.zones[0]!.rect.y).toBeGreaterThan(g.centre.y);
    expect(g.zones[1]!.rect.y).toBeLessThan(g.centre.y);
    expect(g.zones[1]!.rect.x).toBeLessThan(g.zones[2]!.rect.x); // clockwise from seat 0: 1 left, 2 right
    expect(g.zones[0]!.cards).toHaveLength(5);
    expect(g.zones[1]!.cards).toHaveLength(0); // face down: counted in the header
    expect(g.zones[0]!.newDog).not.toBeNull();
    const rects = allRects(g);
    for (const [name, r] of rects) expect(inside(r, { x: 0, y: 0, w: 1000, h: 700 }), name).toBe(true);
    for (const z of g.zones)
      for (const r of [...z.dogs.map((d) => d.rect), ...z.cards]) expect(inside(r, z.rect)).toBe(true);
    const parts = rects.filter(([n]) => !n.startsWith('header'));
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++)
        expect(overlaps(parts[i]![1], parts[j]![1]), `${parts[i]![0]} × ${parts[j]![0]}`).toBe(false);
  });

  it('shows every hand face up in the all-seeing view, cards readable at 1000×700', () => {
    const v = readGassiView({
      ...VIEW,
      seat: null,
      hand: undefined,
      hands: [
        ['COINS', 'SACK'],
        ['STREET', 'WOOD', 'CATCHER', 'FISHERMAN', 'SACK', 'BOAR', 'POLICE'],
        ['WOOD', 'HUNTER'],
      ],
    })!;
    expect(v.seat).toBeNull();
    const g = layoutGassiTable(gassiShape(v, null), 1000, 700);
    expect(g.zones.map((z) => z.cards.length)).toEqual([2, 7, 2]);
    for (const z of g.zones) for (const c of z.cards) expect(c.w).toBeGreaterThanOrEqual(MIN_CARD_W);
    expect(g.centre.y).toBeLessThan(g.zones[0]!.rect.y);
  });

  it.each([2, 4, 5])('lays out %i seats without overlap', (n) => {
    const shape = {
      seatCount: n,
      focus: 0,
      dogs: Array.from({ length: n }, (_, s) => [`${'abcde'[s]}1`, `${'abcde'[s]}2`]),
      faceUp: Array.from({ length: n }, (_, s) => (s === 0 ? 9 : null)),
    };
    const g = layoutGassiTable(shape, 1000, 700);
    const zones = g.zones.map((z) => z.rect);
    for (let i = 0; i < zones.length; i++)
      for (let j = i + 1; j < zones.length; j++) expect(overlaps(zones[i]!, zones[j]!)).toBe(false);
    for (const z of zones) expect(overlaps(z, g.centre)).toBe(false);
  });
});

describe('layoutHand / layoutDogs', () => {
  it('wraps a long hand into rows rather than making cards narrower than MIN_CARD_W', () => {
    const rects = layoutHand(20, { x: 0, y: 0, w: 600, h: 110 });
    expect(rects).toHaveLength(20);
    expect(rects.every((r) => r.w >= MIN_CARD_W)).toBe(true);
    expect(new Set(rects.map((r) => r.y)).size).toBeGreaterThan(1);
  });

  it('puts the new-dog slot after the piles', () => {
    const { rects, newDog } = layoutDogs(2, true, { x: 0, y: 0, w: 600, h: 160 });
    expect(rects).toHaveLength(2);
    expect(newDog!.x).toBeGreaterThan(rects[1]!.x);
  });
});
