// Where things go on the Gassi table, in CSS pixels: one zone per seat (header, dog piles, hand) and a centre
// band (draw pile, discard, last move). The seat whose perspective is shown sits at the bottom with its hand
// face up and large; the others share the top. Pure: the Pixi scene draws at these rectangles and the Vue
// component lays its click targets over the same ones.
import { handOf, seatCountOf, type GassiView } from './gassi-model';
import type { Rect } from '../../table/rect';

export { inside, overlaps, type Rect } from '../../table/rect';

/** What the layout needs to know about the table. */
export interface GassiTableShape {
  readonly seatCount: number;
  /** The seat at the bottom (the perspective); null = all-seeing, every seat alike. */
  readonly focus: number | null;
  /** Dog ids per seat, in the order they are drawn. */
  readonly dogs: readonly (readonly string[])[];
  /** Face-up hand size per seat; null = the hand is face down (drawn as a counted back in the header). */
  readonly faceUp: readonly (number | null)[];
  /** Leave a slot for a new dog (ADDDOG) after this seat's piles. */
  readonly newDogSeat?: number | null;
}

/** One seat's part of the table. */
export interface GassiSeatZone {
  readonly seat: number;
  readonly rect: Rect;
  /** Seat name, bones, hand count or face-down hand. */
  readonly header: Rect;
  /** Dog piles, in the order of `shape.dogs[seat]`. */
  readonly dogs: readonly { readonly id: string; readonly rect: Rect }[];
  /** Face-up hand cards (empty for a face-down hand). */
  readonly cards: readonly Rect[];
  /** Where a new dog would go (ADDDOG), if asked for. */
  readonly newDog: Rect | null;
  readonly big: boolean;
}

/** The whole table. */
export interface GassiTableGeometry {
  readonly width: number;
  readonly height: number;
  /** Indexed by seat. */
  readonly zones: readonly GassiSeatZone[];
  readonly centre: Rect;
  readonly drawPile: Rect;
  readonly discard: Rect;
  /** Turn, round, last move, result. */
  readonly info: Rect;
}

/** Shape of the table for `view` seen from `perspective` (the layout's input). */
export function gassiShape(
  view: GassiView,
  perspective: number | null,
  newDogSeat: number | null = null,
): GassiTableShape {
  const n = seatCountOf(view);
  return {
    seatCount: n,
    focus: perspective,
    dogs: Array.from({ length: n }, (_, s) => view.dogs.filter((d) => d.owner === s).map((d) => d.id)),
    faceUp: Array.from({ length: n }, (_, s) => {
      const h = handOf(view, s);
      return 'faceUp' in h ? h.faceUp.length : null;
    }),
    newDogSeat,
  };
}

const PAD = 8;
const GAP = 8;
const HEADER = 24;
/** Smallest readable card (a name like FISHERMAN stays legible at 11 px). */
export const MIN_CARD_W = 50;
const MAX_CARD_W = 78;
const CARD_RATIO = 1.38;
const MAX_DOG_W = 150;

/** Lays out the Gassi table for a host of `width` × `height` CSS pixels. */
export function layoutGassiTable(shape: GassiTableShape, width: number, height: number): GassiTableGeometry {
  const w = Math.max(320, width);
  const h = Math.max(260, height);
  const centreH = clamp(Math.round(h * 0.12), 58, 88);
  const seats = Array.from({ length: shape.seatCount }, (_, s) => s);
  const focus = shape.focus !== null && shape.focus >= 0 && shape.focus < shape.seatCount ? shape.focus : null;
  const zones: GassiSeatZone[] = [];
  let centreY: number;

  if (focus !== null) {
    // Others clockwise from the focus seat, on top; the focus seat at the bottom.
    const others = seats.map((_, i) => (focus + 1 + i) % shape.seatCount).filter((s) => s !== focus);
    const usable = h - 2 * PAD - centreH - 2 * GAP;
    const bottomH = Math.round(usable * (others.length > 2 ? 0.44 : 0.48));
    const topH = usable - bottomH;
    gridZones(others, { x: PAD, y: PAD, w: w - 2 * PAD, h: topH }, shape, zones, false);
    centreY = PAD + topH + GAP;
    zones[focus] = zone(focus, { x: PAD, y: centreY + centreH + GAP, w: w - 2 * PAD, h: bottomH }, shape, true);
  } else {
    const usable = h - 2 * PAD - centreH - GAP;
    centreY = PAD;
    gridZones(seats, { x: PAD, y: PAD + centreH + GAP, w: w - 2 * PAD, h: usable }, shape, zones, false);
  }

  const centre = { x: PAD, y: centreY, w: w - 2 * PAD, h: centreH };
  const ch = centreH - 8;
  const cw = Math.round(ch / CARD_RATIO);
  const drawPile = { x: centre.x + 6, y: centre.y + 4, w: cw, h: ch };
  // room for the pile's caption beside it: "Nachziehstapel" is about 85 px at 11 px
  const discard = { x: drawPile.x + cw + 96, y: centre.y + 4, w: cw, h: ch };
  const infoX = discard.x + cw + 70;
  const info = { x: infoX, y: centre.y + 4, w: Math.max(60, centre.x + centre.w - infoX - 6), h: ch };
  return { width: w, height: h, zones, centre, drawPile, discard, info };
}

function gridZones(
  seats: readonly number[],
  area: Rect,
  shape: GassiTableShape,
  out: GassiSeatZone[],
  big: boolean,
): void {
  if (!seats.length) return;
  // Face-up hands (all-seeing) need height: one column up to three seats; otherwise two side by side.
  const anyFaceUp = seats.some((s) => shape.faceUp[s] != null);
  const cols =
    seats.length === 1
      ? 1
      : anyFaceUp && seats.length <= 3 && area.w < 1.6 * area.h * seats.length
        ? 1
        : Math.min(2, seats.length);
  const rows = Math.ceil(seats.length / cols);
  const zw = (area.w - GAP * (cols - 1)) / cols;
  const zh = (area.h - GAP * (rows - 1)) / rows;
  seats.forEach((seat, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    out[seat] = zone(seat, { x: area.x + c * (zw + GAP), y: area.y + r * (zh + GAP), w: zw, h: zh }, shape, big);
  });
}

function zone(seat: number, rect: Rect, shape: GassiTableShape, big: boolean): GassiSeatZone {
  const header = { x: rect.x, y: rect.y, w: rect.w, h: HEADER };
  const inner = { x: rect.x + 6, w: rect.w - 12 };
  const bodyTop = rect.y + HEADER + 4;
  const bodyH = rect.y + rect.h - bodyTop - 4;
  const handSize = shape.faceUp[seat];
  let cards: Rect[] = [];
  let dogsArea: Rect = { x: inner.x, y: bodyTop, w: inner.w, h: bodyH };
  if (handSize != null && !big && inner.w > 2.4 * bodyH && handSize > 0) {
    // A wide, low zone (all-seeing): the hand to the right of the dogs, so the piles keep their height.
    const handW = Math.min(inner.w * 0.5, handSize * (MAX_CARD_W + 6));
    const handH = Math.min(bodyH, 2 * 96);
    cards = layoutHand(handSize, { x: inner.x + inner.w - handW, y: bodyTop, w: handW, h: handH });
    dogsArea = { x: inner.x, y: bodyTop, w: inner.w - handW - GAP, h: bodyH };
  } else if (handSize != null && handSize > 0) {
    const handH = Math.round(clamp(bodyH * (big ? 0.42 : 0.36), 40, big ? 112 : 80));
    cards = layoutHand(handSize, { x: inner.x, y: rect.y + rect.h - 4 - handH, w: inner.w, h: handH });
    dogsArea = { ...dogsArea, h: Math.max(40, bodyH - handH - GAP) };
  }
  const ids = shape.dogs[seat] ?? [];
  const slot = shape.newDogSeat === seat;
  const { rects, newDog } = layoutDogs(ids.length, slot, dogsArea);
  return { seat, rect, header, dogs: ids.map((id, i) => ({ id, rect: rects[i]! })), cards, newDog, big };
}

/** Face-up cards in one row, or more rows when one row would make them narrower than MIN_CARD_W. */
export function layoutHand(n: number, area: Rect): Rect[] {
  if (n <= 0) return [];
  for (let rows = 1; rows <= 3; rows++) {
    const perRow = Math.ceil(n / rows);
    const cardH = (area.h - (rows - 1) * 4) / rows;
    const fit = (area.w - (perRow - 1) * 6) / perRow;
    if (fit >= MIN_CARD_W || rows === 3) {
      // One row keeps a card's shape; in more rows cards become wider than tall so that names stay legible.
      const w = Math.max(20, Math.min(MAX_CARD_W, fit, rows === 1 ? cardH / 1.1 : Infinity));
      const h = Math.min(cardH, w * 1.45);
      return Array.from({ length: n }, (_, i) => ({
        x: area.x + (i % perRow) * (w + 6),
        y: area.y + Math.floor(i / perRow) * (h + 4),
        w,
        h,
      }));
    }
  }
  return [];
}

/** Dog piles side by side (a second row when too many); `slot` adds the new-dog place at the end. */
export function layoutDogs(n: number, slot: boolean, area: Rect): { rects: Rect[]; newDog: Rect | null } {
  const count = n + (slot ? 1 : 0);
  if (count === 0) return { rects: [], newDog: null };
  const rows = count * 84 + (count - 1) * GAP > area.w && area.h > 200 ? 2 : 1;
  const perRow = Math.ceil(count / rows);
  const rowH = (area.h - (rows - 1) * GAP) / rows;
  // about as wide as high, but at least 110 px where the row has the room: a low zone (five players at 1024 px)
  // otherwise made 68 px boxes whose band could not hold the realm and the dog's name
  const dw = Math.min(MAX_DOG_W, (area.w - (perRow - 1) * GAP) / perRow, Math.max(rowH * 1.1, 110));
  const dh = Math.min(rowH, Math.max(dw * 1.8, 150)); // a pile of a few cards needs no more
  const at = (i: number): Rect => ({
    x: area.x + (i % perRow) * (dw + GAP),
    y: area.y + Math.floor(i / perRow) * (rowH + GAP),
    w: dw,
    h: dh,
  });
  const rects = Array.from({ length: n }, (_, i) => at(i));
  return { rects, newDog: slot ? at(n) : null };
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
