// @vitest-environment happy-dom
// A Gassi seat's header (name, bones, hand count) stays inside its own zone at every width: on a 390 px phone the two
// opponents' zones sit side by side about 165 px wide, where the full row ran into the next zone; such a narrow
// header is compact (one bone and the number, one card back and the count). pixi.js is the scene-graph stand-in
// (../../table/fake-pixi.ts: 7 px per character).
import { describe, expect, it, vi } from 'vitest';
import { startGame, viewFor, type Json } from '../../../../engine';
import { Container, Graphics, Text } from '../../table/fake-pixi';
import { compiledGame } from '../../../../../tests/support/dog-test-game';
import { gassiShape, layoutGassiTable } from './gassi-layout';
import { readGassiView } from './gassi-model';
import { GassiTableScene } from './gassi-table-scene';

vi.mock('pixi.js', () => import('../../table/fake-pixi'));

/** The texts drawn in each seat's header row, with the header's rectangle, at a canvas of `w` × `h` px. */
function headers(w: number, h: number) {
  const game = compiledGame('gassi/gassi-2.5.3');
  const snap = startGame(game, 'fit');
  const view = readGassiView(viewFor(game, snap, 0) as Json)!;
  const scene = new GassiTableScene();
  scene.render(view, [], 0, { labels: ['Anna', 'Bot (mittel)', 'Bot (mittel)'] });
  const inner = scene as unknown as {
    root: Container;
    drawZone: (g: Graphics, v: unknown, geo: unknown, seat: number, playable: Set<string>) => void;
  };
  const geo = layoutGassiTable(gassiShape(view, 0, null), w, h);
  // Each zone drawn on its own, so every text is known to belong to the seat whose header drew it.
  return geo.zones.flatMap((z) => {
    if (!z) return [];
    const before = inner.root.children.length;
    inner.drawZone(new Graphics(), view, geo, z.seat, new Set());
    const row = z.header;
    const inRow = inner.root.children
      .slice(before)
      .filter((c): c is Text => c instanceof Text && c.y === Math.round(row.y + row.h / 2));
    return [{ seat: z.seat, row, inRow }];
  });
}

describe('Gassi seat headers fit their zone', () => {
  for (const [w, h] of [
    [350, 430],
    [700, 600],
    [940, 680],
  ] as const)
    it(`at ${w}×${h} px every header text ends inside its own header`, () => {
      const rows = headers(w, h);
      expect(rows).toHaveLength(3);
      for (const { seat, row, inRow } of rows) {
        expect(inRow.length, `seat ${seat}`).toBeGreaterThanOrEqual(3); // name, bones, hand
        for (const t of inRow)
          expect(t.x + t.width, `seat ${seat}: "${t.text}" at ${t.x}`).toBeLessThanOrEqual(row.x + row.w);
      }
    });
});
