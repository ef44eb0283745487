// @vitest-environment happy-dom
// A dog box's band names the realm (or "verdeckt" for another seat's face-down first dog, GAS-016) on the left and
// the dog ("Hund 1", GAS-050) on the right. With five players at 1024×700 the boxes are about 68 px wide: the realm
// text, shrunk to no less than 60 %, then ran into the dog's name ("VERDECKT" over "Hund 1"). A text that does not
// fit even shrunk is shortened with an ellipsis instead. pixi.js is the scene-graph stand-in
// (../../table/fake-pixi.ts: 7 px per character; anchors are not applied, so a right-anchored text ends at its x).
import { describe, expect, it, vi } from 'vitest';
import type { GassiDogView } from './gassi-model';
import { Container, Graphics, Text } from '../../table/fake-pixi';
import { GassiTableScene } from './gassi-table-scene';

vi.mock('pixi.js', () => import('../../table/fake-pixi'));

const DOG: GassiDogView = {
  id: 'b1',
  owner: 1,
  state: 'WALKING',
  realm: null,
  hidden: true,
  pile: [null],
  pileCount: 1,
  attacker: null,
  beast: null,
  attackers: [],
  beasts: [],
  draw: 0,
  beneficiary: null,
  roundsLeft: 0,
};

/** The band texts of one dog drawn in a box `w` px wide, in `lang`: [left (realm), right (name)]. */
function band(
  w: number,
  dog: GassiDogView,
  lang: 'de' | 'en',
): { left: Text; name: Text; rect: { x: number; w: number } } {
  const scene = new GassiTableScene();
  const inner = scene as unknown as {
    root: Container;
    extras: unknown;
    drawDog: (g: Graphics, dog: GassiDogView, r: { x: number; y: number; w: number; h: number }, last: boolean) => void;
  };
  inner.extras = { lang, labels: ['Du', 'Beat', 'Carla', 'Dario', 'Elsa'] };
  const rect = { x: 100, y: 50, w, h: 150 };
  inner.drawDog(new Graphics(), dog, rect, false);
  const texts = inner.root.children.filter((c): c is Text => c instanceof Text);
  // drawn in this order: the dog's name (right), then the realm or "face down" (left)
  return { name: texts[0]!, left: texts[1]!, rect };
}

describe('Gassi dog band: realm and dog name side by side', () => {
  for (const w of [68, 90, 140])
    for (const lang of ['de', 'en'] as const)
      it(`GAS-016/GAS-050: in a ${w} px box (${lang}) the left text ends before the dog's name begins`, () => {
        const { left, name, rect } = band(w, DOG, lang);
        const nameStart = rect.x + rect.w - 8 - name.width; // right-anchored at r.x + r.w − 8
        expect(left.x + left.width, `"${left.text}" runs into "${name.text}"`).toBeLessThanOrEqual(nameStart);
        expect(left.text.length).toBeGreaterThan(0);
      });

  it('a text that fits keeps every letter; one that does not is shortened with an ellipsis', () => {
    expect(band(140, { ...DOG, realm: 'WOODS', hidden: false }, 'de').left.text).toBe('WOODS');
    expect(band(68, DOG, 'de').left.text).toMatch(/…$/);
  });
});

describe('Gassi centre band: the draw pile caption', () => {
  it('GAS-015: "Nachziehstapel" ends before the discard pile begins, at 1024 and 1400 px wide tables', async () => {
    const { startGame, viewFor } = await import('../../../../engine');
    const { compiledGame } = await import('../../../../../tests/support/dog-test-game');
    const { gassiShape, layoutGassiTable } = await import('./gassi-layout');
    const { readGassiView } = await import('./gassi-model');
    const game = compiledGame('gassi/gassi-2.5.3');
    const view = readGassiView(viewFor(game, startGame(game, 'centre'), 0) as never)!;
    for (const [w, h] of [
      [700, 540],
      [950, 740],
    ] as const) {
      const scene = new GassiTableScene();
      const inner = scene as unknown as {
        root: Container;
        extras: unknown;
        drawCentre: (g: Graphics, v: unknown, geo: ReturnType<typeof layoutGassiTable>) => void;
      };
      inner.extras = { lang: 'de' };
      (scene as unknown as { t: (k: string) => string }).t = (k: string) =>
        k === 'gassi.drawPile' ? 'Nachziehstapel' : k;
      const geo = layoutGassiTable(gassiShape(view, 0, null), w, h);
      inner.drawCentre(new Graphics(), view, geo);
      const caption = inner.root.children.find((c): c is Text => c instanceof Text && c.text === 'Nachziehstapel');
      expect(caption, 'the caption is drawn whole').toBeDefined();
      expect(caption!.x + caption!.width).toBeLessThanOrEqual(geo.discard.x);
    }
  });
});
