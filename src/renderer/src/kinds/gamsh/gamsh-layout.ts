// The Gämsh table's reading of a view (`GamshView`, declared by the engine in src/engine/kinds/gamsh/view-type.ts) and its
// geometry: the perspective seat at the bottom, the others around an ellipse, the middle in the centre. Used by
// the Pixi scene and by the DOM overlay of click targets, so both agree. Pure: no Pixi, no Vue.
import type { GamshView } from '../../../../engine';
import { overlaps, type Rect } from '../../table/rect';

export type { Rect };

/** Team letters as the notation writes them. */
export const TEAM_LETTERS = ['A', 'B', 'C'] as const;

/** The Föhn cards (GAM-050…067). */
export const FOEHN = ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'] as const;

/** Reads a Gämsh view (object or JSON text); null when it is not one. */
export function readGamshView(v: unknown): GamshView | null {
  let o: unknown = v;
  if (typeof v === 'string') {
    try {
      o = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (!o || typeof o !== 'object') return null;
  const x = o as Partial<GamshView>;
  return Array.isArray(x.scores) && Array.isArray(x.seatTeams) && typeof x.phase === 'string' ? (o as GamshView) : null;
}

/** What a seat's hand shows in this view: face-up cards (own, all-seeing, or revealed by a call) or a count. */
export function seatHand(v: GamshView, seat: number): { faceUp: readonly string[] } | { count: number } {
  if (v.seat === seat && v.hand) return { faceUp: v.hand };
  if (v.hands?.[seat]) return { faceUp: v.hands[seat]! };
  const shown = v.reveal?.hands[String(seat)];
  if (shown) return { faceUp: shown };
  return { count: v.handCounts[seat] ?? 0 };
}

/** Motif of a card id (`M4-D2` → `M4`), the Föhn card itself for Föhn cards. */
export function motifOf(card: string): string {
  const i = card.indexOf('-');
  return i < 0 ? card : card.slice(0, i);
}

/** Where a card's text goes: top left corner and font size in CSS px. */
export interface CardTextPlace {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** Smallest font size of any text on the Gämsh table, in CSS px: readable at 1024×700 as at 1400×900. */
export const MIN_TEXT_PX = 11;

/**
 * The two texts on a face-up card `r` (CSS px): the motif or Föhn name (`M4`, `Wildhüter`) at the top and the card's
 * detail (`D2`, `N1`) on the line below it, both at least MIN_TEXT_PX, growing with the card; the detail starts
 * below the motif's line, so the two never overlap however small the card (a revealed hand at a side seat).
 */
export function cardTextPlaces(r: Rect): { motif: CardTextPlace; detail: CardTextPlace } {
  const motif = { x: r.x + 4, y: r.y + 3, size: Math.max(MIN_TEXT_PX, r.w * 0.22) };
  const detail = { x: r.x + 4, y: motif.y + motif.size * 1.25, size: Math.max(MIN_TEXT_PX, r.w * 0.17) };
  return { motif, detail };
}

/** Geometry of one seat: name plate, hand cards, emote bubble. */
export interface GamshSeatGeometry {
  readonly seat: number;
  readonly plate: Rect;
  readonly cards: Rect[];
  readonly bubble: Rect;
  readonly bottom: boolean;
}

/**
 * The whole table: seats, the middle's card slots, the draw pile, the banner and the score board. `scoresCompact`:
 * the board is the narrow one (SCORES_COMPACT), where no corner has room for the full one (SCORES).
 */
export interface GamshTableGeometry {
  readonly seats: GamshSeatGeometry[];
  readonly middle: Rect[];
  readonly draw: Rect;
  readonly banner: Rect;
  readonly scores: Rect;
  readonly scoresCompact: boolean;
}

/** The full score board ("Team A: 3 (you)" lines): width and the height of a team's line, in CSS px. */
export const SCORES = { w: 170, line: 22 } as const;
/**
 * The compact score board ("A: 3 (you)" lines, smaller texts) for a phone's narrow table: width and the height of a
 * team's line, in CSS px. Either board is its title's 24 px high plus one line per team.
 */
export const SCORES_COMPACT = { w: 104, line: 18 } as const;

/**
 * Lays out `seatCount` seats for a `w`×`h` area with `bottom` at the bottom (null: seat 0), `middleCount`
 * middle cards (4, more while players are mid-swap) and `handSize` cards per hand slot.
 */
export function layoutGamshTable(
  seatCount: number,
  bottom: number | null,
  middleCount: number,
  w: number,
  h: number,
): GamshTableGeometry {
  const base = bottom ?? 0;
  const cw = Math.max(24, Math.min(64, w / 17, h / 11));
  const ch = cw * 1.4;
  const big = { w: cw * 1.3, h: ch * 1.3 };
  const cx = w / 2;
  const cy = h / 2 + ch * 0.1;
  const rx = w / 2 - cw * 2.6;
  const ry = h / 2 - ch * 0.95;
  const seats: GamshSeatGeometry[] = [];
  for (let seat = 0; seat < seatCount; seat++) {
    const k = (seat - base + seatCount) % seatCount;
    const a = Math.PI / 2 + (2 * Math.PI * k) / seatCount;
    const isBottom = k === 0;
    const size = isBottom ? big : { w: cw * 0.8, h: ch * 0.8 };
    const px = cx + rx * Math.cos(a);
    const py = isBottom ? h - size.h - 12 : cy + ry * Math.sin(a) - size.h / 2;
    const gap = 6;
    const n = 4;
    const total = n * size.w + (n - 1) * gap;
    const x0 = Math.max(4, Math.min(w - total - 4, px - total / 2));
    const y0 = Math.max(26, Math.min(h - size.h - 4, py));
    const cards = Array.from({ length: n }, (_, i) => ({ x: x0 + i * (size.w + gap), y: y0, w: size.w, h: size.h }));
    const plate = { x: x0, y: y0 - 22, w: total, h: 20 };
    seats.push({ seat, plate, cards, bubble: { x: 0, y: 0, w: 120, h: 32 }, bottom: isBottom });
  }
  const m = Math.max(4, middleCount);
  const mg = 10;
  const mw = cw * 1.1 * Math.min(1, 4.5 / m);
  const mh = mw * 1.4;
  const mtotal = m * mw + (m - 1) * mg;
  const middle = Array.from({ length: m }, (_, i) => ({
    x: cx - mtotal / 2 + i * (mw + mg),
    y: cy - mh / 2,
    w: mw,
    h: mh,
  }));
  const draw = { x: cx - cw * 0.45, y: cy + mh / 2 + 12, w: cw * 0.9, h: cw * 0.9 * 0.6 };
  // The banner over the middle, centred, as wide as the seats beside it leave free (the upper side seats of three
  // teams reach into its row), at most 460 px and at least 160 px.
  const seatRects = seats.flatMap((s) => [...s.cards, s.plate]);
  const by = cy - mh / 2 - 42;
  let bw = Math.min(w - 20, 460);
  while (bw > 160 && seatRects.some((r) => overlaps(r, { x: cx - bw / 2 - 6, y: by, w: bw + 12, h: 30 }))) bw -= 4;
  const banner = { x: cx - bw / 2, y: by, w: bw, h: 30 };
  // The score board in the first corner (top left, top right, bottom right, bottom left) that covers no seat; where
  // no corner has room for it (a phone's table), the compact board in the first free corner.
  const corners = (board: { w: number; line: number }): Rect[] => {
    const sw = board.w;
    const sh = 24 + board.line * Math.ceil(seatCount / 2);
    return [
      { x: 8, y: 8, w: sw, h: sh },
      { x: w - sw - 8, y: 8, w: sw, h: sh },
      { x: w - sw - 8, y: h - sh - 8, w: sw, h: sh },
      { x: 8, y: h - sh - 8, w: sw, h: sh },
    ];
  };
  const free = (c: Rect) => !seatRects.some((r) => overlaps(r, c));
  const full = corners(SCORES).find(free);
  const scores = full ?? corners(SCORES_COMPACT).find(free) ?? corners(SCORES_COMPACT)[0]!;
  return {
    seats: placeBubbles(seats, [...middle, draw, banner, scores], w, h),
    middle,
    draw,
    banner,
    scores,
    scoresCompact: !full,
  };
}

/**
 * Places each seat's emote bubble (120×32 px) beside its hand, right or left, else above its name plate, else below
 * its hand — the first spot inside the `w`×`h` area that covers neither `centre` (middle, draw pile, banner), any
 * hand, name plate or bubble placed before. With no free spot, right of the hand (clamped). Returns the seats with
 * their bubbles.
 */
function placeBubbles(
  seats: readonly GamshSeatGeometry[],
  centre: readonly Rect[],
  w: number,
  h: number,
): GamshSeatGeometry[] {
  const taken: Rect[] = [...centre, ...seats.flatMap((s) => [...s.cards, s.plate])];
  return seats.map((s) => {
    const first = s.cards[0]!;
    const last = s.cards[s.cards.length - 1]!;
    const bw = 120,
      bh = 32;
    const mid = first.y + first.h / 2 - bh / 2;
    const spots: Rect[] = [
      { x: last.x + last.w + 8, y: mid, w: bw, h: bh },
      { x: first.x - bw - 8, y: mid, w: bw, h: bh },
      { x: (first.x + last.x + last.w) / 2 - bw / 2, y: s.plate.y - bh - 4, w: bw, h: bh },
      { x: (first.x + last.x + last.w) / 2 - bw / 2, y: first.y + first.h + 6, w: bw, h: bh },
    ];
    const inside = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h;
    const free = spots.find((r) => inside(r) && !taken.some((t) => overlaps(r, t)));
    const bubble = free ?? { ...spots[0]!, x: Math.max(4, Math.min(w - bw - 4, spots[0]!.x)) };
    taken.push(bubble);
    return { ...s, bubble };
  });
}
