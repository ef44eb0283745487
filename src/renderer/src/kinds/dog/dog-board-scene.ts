// Pixi scene of a Dog board: track ring, start fields, kennels, finishes, pieces (from position notation),
// the card just played in the centre, seat labels and hand counts. Imports pixi.js only — no Vue, no Pinia.
import { Graphics, Text } from 'pixi.js';
import { StillScene } from '../../table/still-scene';
import { seatColour } from '../../table/seat-colours';
import { layoutDogBoard, type DogBoardGeometry, type Point } from './dog-board-layout';
import { parseDogPosition } from './dog-position';

/** Everything the scene draws; plain data, built by the renderer from the engine's outputs. */
export interface DogBoardModel {
  readonly seatCount: number;
  /** Seats that take part (the 3-player form leaves one seat empty). */
  readonly active: readonly number[];
  readonly fieldsPerSegment?: number;
  readonly piecesPerSeat?: number;
  /** Position notation, e.g. `P0*F1|P14P16|F0F3|P36P48*`. */
  readonly position: string;
  /**
   * Per seat: the label (name, team; unused for a position no one sits at) and hand size; `handText` is
   * the size in words in the UI language ("5 Karten"). The scene writes no words of its own.
   */
  readonly seats: readonly { readonly label: string; readonly handCount: number | null; readonly handText?: string }[];
  readonly toAct: readonly number[];
  /** The card of the action just played, if any. */
  readonly lastPlay: { readonly seat: number; readonly rank: string; readonly text: string } | null;
}

const INK = 0x2d2a26;
const FIELD = 0xfdfaf3;
const BOARD = 0xe9dcc3;
const EMPTY = 0x9a9a9a;

export class DogBoardScene extends StillScene {
  constructor() {
    super({ testId: 'board-canvas', background: 0xf6f1e7 });
  }

  private model: DogBoardModel | null = null;

  render(model: DogBoardModel): void {
    this.model = model;
    this.draw();
  }

  protected hasModel(): boolean {
    return this.model !== null;
  }

  protected paint(g: Graphics, width: number, height: number): void {
    const m = this.model!;
    const geo = layoutDogBoard({ seatCount: m.seatCount, fieldsPerSegment: m.fieldsPerSegment, width, height });
    const scale = Math.min(width / 2 / geo.extentX, height / 2 / geo.extentY);
    this.root.position.set(width / 2, height / 2);
    const px = (p: Point) => ({ x: p.x * scale, y: p.y * scale });
    const r = geo.fieldRadius * scale;
    // The board: the area inside the track, and the track itself as a band under the fields.
    const outline = geo.outline.map(px);
    g.poly(outline.flatMap((p) => [p.x, p.y])).fill(BOARD);
    g.poly(outline.flatMap((p) => [p.x, p.y])).stroke({ width: 2.6 * r + 6, color: BOARD, join: 'round' });
    g.poly(outline.flatMap((p) => [p.x, p.y])).stroke({ width: 1.2, color: mix(BOARD, INK, 0.25), join: 'round' });
    this.drawTrack(g, geo, m, px, r);
    this.drawPieces(g, geo, m, px, r);
    this.drawLabels(geo, m, px, scale);
    this.drawCentre(m, scale);
  }

  private drawTrack(g: Graphics, geo: DogBoardGeometry, m: DogBoardModel, px: (p: Point) => Point, r: number): void {
    const perSeg = geo.fieldCount / geo.seatCount;
    geo.fields.forEach((f, i) => {
      const owner = Math.floor(i / perSeg);
      const p = px(f);
      const isStart = i % perSeg === 0 && m.active.includes(owner);
      // DOG-120: the empty seat's segment (3-player form) is plain track, drawn neutral
      const tint = m.active.includes(owner) ? seatColour(owner) : EMPTY;
      g.circle(p.x, p.y, r)
        .fill(mix(tint, FIELD, isStart ? 0.55 : 0.9))
        .stroke({ width: 1.5, color: mix(tint, INK, 0.35) });
      if (isStart) g.circle(p.x, p.y, r + 3).stroke({ width: 3, color: seatColour(owner) });
    });
    for (const s of m.active) {
      const colour = seatColour(s);
      const start = px(geo.fields[geo.startFields[s]!]!);
      const last = px(geo.finishes[s]!.at(-1)!);
      g.moveTo(start.x, start.y)
        .lineTo(last.x, last.y)
        .stroke({ width: r * 0.9, color: mix(colour, BOARD, 0.6) });
      for (const f of geo.finishes[s]!) {
        const p = px(f);
        g.circle(p.x, p.y, r)
          .fill(mix(colour, FIELD, 0.8))
          .stroke({ width: 2, color: colour });
      }
      for (const k of geo.kennels[s]!) {
        const p = px(k);
        g.circle(p.x, p.y, r)
          .fill(mix(colour, FIELD, 0.85))
          .stroke({ width: 1.5, color: mix(colour, INK, 0.3) });
      }
    }
  }

  private drawPieces(g: Graphics, geo: DogBoardGeometry, m: DogBoardModel, px: (p: Point) => Point, r: number): void {
    const segments = parseDogPosition(m.position, m.piecesPerSeat ?? 4);
    // A notation that lists only the seats taking part (3-player form) maps its segments onto `active`.
    const compact = segments.length === m.active.length && m.active.length < m.seatCount;
    for (const { seat: index, pieces } of segments) {
      const seat = compact ? m.active[index]! : index;
      if (seat >= geo.seatCount || !m.active.includes(seat)) continue;
      const colour = seatColour(seat);
      for (const piece of pieces) {
        const spot =
          piece.at === 'track'
            ? geo.fields[piece.field]
            : piece.at === 'finish'
              ? geo.finishes[seat]![piece.slot]
              : geo.kennels[seat]![piece.slot];
        if (!spot) continue;
        const p = px(spot);
        g.circle(p.x, p.y, r * 0.78)
          .fill(colour)
          .stroke({ width: 2, color: INK });
        g.circle(p.x - r * 0.22, p.y - r * 0.22, r * 0.22).fill({ color: 0xffffff, alpha: 0.45 });
        if (piece.at === 'track' && piece.blocking) {
          // A blocking piece (DOG-040): a thick dark ring with a white gap, readable on every seat colour.
          g.circle(p.x, p.y, r * 1.05).stroke({ width: 2.5, color: 0xffffff });
          g.circle(p.x, p.y, r * 1.28).stroke({ width: 3, color: INK });
        }
      }
    }
  }

  private drawLabels(geo: DogBoardGeometry, m: DogBoardModel, px: (p: Point) => Point, scale: number): void {
    const size = Math.min(17, Math.max(11, Math.round(scale * 0.05)));
    // The label's box (geometry.labelHalf) keeps clear of every spot; the text shrinks to fit it.
    const boxW = 2 * geo.labelHalf.x * scale - 12;
    const boxH = 2 * geo.labelHalf.y * scale - 6;
    for (let s = 0; s < geo.seatCount; s++) {
      // A position no one sits at (the 3-player boards, DOG-120) gets no label: the board names only the players,
      // as the seat list does.
      if (!m.active.includes(s)) continue;
      const info = m.seats[s];
      // Words come from the caller in the UI language (label, handText).
      const hand = info?.handCount == null ? '' : `\n${info.handText ?? info.handCount}`;
      const write = (fontSize: number) =>
        new Text({
          text: `${info?.label ?? s}${hand}`,
          style: {
            fontFamily: 'system-ui, sans-serif',
            fontSize,
            fontWeight: m.toAct.includes(s) ? '700' : '400',
            fill: mix(seatColour(s), INK, 0.45),
            align: 'center',
          },
        });
      let text = write(size);
      const fit = Math.min(1, boxW / Math.max(1, text.width), boxH / Math.max(1, text.height));
      if (fit < 1) {
        text.destroy();
        text = write(Math.max(9, Math.floor(size * fit)));
      }
      text.anchor.set(0.5);
      const p = px(geo.labels[s]!);
      text.position.set(p.x, p.y);
      if (m.toAct.includes(s)) {
        const marker = new Graphics()
          .roundRect(p.x - text.width / 2 - 8, p.y - text.height / 2 - 4, text.width + 16, text.height + 8, 8)
          .fill({ color: seatColour(s), alpha: 0.18 })
          .stroke({ width: 2, color: seatColour(s) });
        this.root.addChild(marker);
      }
      this.root.addChild(text);
    }
  }

  private drawCentre(m: DogBoardModel, scale: number): void {
    const play = m.lastPlay;
    if (!play) return;
    const w = scale * 0.22;
    const h = w * 1.4;
    const colour = seatColour(play.seat);
    const card = new Graphics()
      .roundRect(-w / 2, -h / 2 - scale * 0.06, w, h, w * 0.12)
      .fill(0xffffff)
      .stroke({ width: 3, color: colour });
    const rank = new Text({
      text: play.rank,
      style: {
        fontFamily: 'Georgia, serif',
        fontSize: Math.round(h * (play.rank.length > 2 ? 0.2 : 0.42)),
        fontWeight: '700',
        fill: INK,
      },
    });
    rank.anchor.set(0.5);
    rank.position.set(0, -scale * 0.06);
    const by = new Text({
      text: play.text,
      style: {
        fontFamily: 'system-ui, sans-serif',
        fontSize: Math.max(10, Math.round(scale * 0.04)),
        fill: mix(colour, INK, 0.4),
        align: 'center',
        wordWrap: true,
        wordWrapWidth: scale * 0.9,
      },
    });
    by.anchor.set(0.5, 0);
    by.position.set(0, h / 2 - scale * 0.06 + 8);
    this.root.addChild(card, rank, by);
  }
}

/** Linear mix of two 0xRRGGBB colours; t = 0 gives `a`, 1 gives `b`. */
function mix(a: number, b: number, t: number): number {
  const ch = (c: number, sh: number) => (c >> sh) & 0xff;
  const m = (sh: number) => Math.round(ch(a, sh) * (1 - t) + ch(b, sh) * t) << sh;
  return m(16) | m(8) | m(0);
}
