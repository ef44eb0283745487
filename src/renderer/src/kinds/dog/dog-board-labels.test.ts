// @vitest-environment happy-dom
// The Dog board names only the players: on a 3-player board (Märki, DOG-120) the position no one sits at has no
// label, where it said "Platz 3 (leer)" beside a seat list naming Carla third. pixi.js is the scene-graph stand-in
// (../../table/fake-pixi.ts), which keeps every text drawn.
import { describe, expect, it, vi } from 'vitest';
import { drawnTexts, resetFakePixi } from '../../table/fake-pixi';
import { DogBoardScene, type DogBoardModel } from './dog-board-scene';

vi.mock('pixi.js', () => import('../../table/fake-pixi'));
vi.mock('pixi.js/unsafe-eval', () => ({}));

/** The texts the board draws for `model` on a 900 × 700 px canvas. */
async function texts(model: DogBoardModel): Promise<string[]> {
  resetFakePixi();
  const host = document.createElement('div');
  Object.defineProperty(host, 'clientWidth', { value: 900 });
  Object.defineProperty(host, 'clientHeight', { value: 700 });
  document.body.append(host);
  const scene = new DogBoardScene();
  await scene.mount(host);
  scene.render(model);
  const out = drawnTexts();
  scene.dispose();
  host.remove();
  return out;
}

const seat = (label: string) => ({ label, handCount: 6, handText: '6 Karten' });

describe('Dog board labels (DOG-120)', () => {
  it('a 3-player board labels the three players and nothing at the empty position', async () => {
    const drawn = await texts({
      seatCount: 4,
      active: [0, 1, 3],
      position: '|||',
      seats: [seat('Du · Team 1'), seat('Beat · Team 2'), seat('unused'), seat('Carla · Team 2')],
      toAct: [0],
      lastPlay: null,
    });
    const joined = drawn.join('\n');
    for (const name of ['Du · Team 1', 'Beat · Team 2', 'Carla · Team 2']) expect(joined).toContain(name);
    expect(joined).not.toMatch(/unused|leer|empty|Platz 3/);
  });

  it('a 4-player board labels every seat', async () => {
    const drawn = await texts({
      seatCount: 4,
      active: [0, 1, 2, 3],
      position: '|||',
      seats: ['A', 'B', 'C', 'D'].map((n) => seat(n)),
      toAct: [],
      lastPlay: null,
    });
    for (const n of ['A', 'B', 'C', 'D']) expect(drawn.some((t) => t.startsWith(`${n}\n`))).toBe(true);
  });
});
