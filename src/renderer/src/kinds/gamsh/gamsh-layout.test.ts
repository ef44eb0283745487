// The Gämsh table layout: no seat's cards or emote bubble overlap the middle, the draw pile or another seat, for
// 2 and 3 teams at several sizes (the replay view's narrower board included); the perspective seat sits at the bottom.
import { describe, expect, it } from 'vitest';
import { cardTextPlaces, layoutGamshTable, MIN_TEXT_PX, SCORES_COMPACT, type Rect } from './gamsh-layout';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const hull = (rs: Rect[]): Rect => {
  const x = Math.min(...rs.map((r) => r.x)),
    y = Math.min(...rs.map((r) => r.y));
  return { x, y, w: Math.max(...rs.map((r) => r.x + r.w)) - x, h: Math.max(...rs.map((r) => r.y + r.h)) - y };
};

describe('layoutGamshTable', () => {
  for (const seats of [4, 6])
    for (const [w, h] of [
      [745, 640],
      [806, 680],
      [1360, 620],
      [1000, 800],
      [795, 310],
      [1080, 565],
    ] as const)
      for (const middle of [4, 6])
        it(`${seats} seats, ${w}×${h}, ${middle} middle cards: nothing overlaps`, () => {
          const g = layoutGamshTable(seats, 1, middle, w, h);
          expect(g.seats[1]!.bottom).toBe(true);
          const centre = [...g.middle, g.draw];
          for (const s of g.seats) {
            const hand = hull(s.cards);
            for (const r of centre) expect(overlap(hand, r), `seat ${s.seat}`).toBe(false);
            for (const o of g.seats)
              if (o.seat !== s.seat) expect(overlap(hand, hull(o.cards)), `seats ${s.seat}/${o.seat}`).toBe(false);
            expect(hand.x).toBeGreaterThanOrEqual(0);
            expect(hand.x + hand.w).toBeLessThanOrEqual(w);
            // the emote bubble (what a seat signals) covers neither the middle nor any hand
            for (const r of centre)
              expect(overlap(s.bubble, r), `bubble of seat ${s.seat} over the middle`).toBe(false);
            for (const o of g.seats)
              expect(overlap(s.bubble, hull(o.cards)), `bubble of seat ${s.seat} over seat ${o.seat}`).toBe(false);
            expect(s.bubble.x).toBeGreaterThanOrEqual(0);
            expect(s.bubble.x + s.bubble.w).toBeLessThanOrEqual(w);
            expect(s.bubble.y).toBeGreaterThanOrEqual(0);
          }
        });
});

describe('layoutGamshTable: banner and score board', () => {
  // The canvas at a 1024×700 window (688×520 CSS px, the controls beside the table) and at 1400×900 (1080×565), and
  // the replay view's board (745×640): the phase banner and the score board cover no seat's name plate or cards (with three teams
  // the upper side seats reach into the banner's row and the score board's corner).
  for (const seats of [4, 6])
    for (const [w, h] of [
      [688, 520],
      [745, 640],
      [1080, 565],
    ] as const)
      it(`${seats} seats, ${w}×${h}: banner and score board clear of every seat, inside the table`, () => {
        const g = layoutGamshTable(seats, 0, 4, w, h);
        for (const s of g.seats)
          for (const r of [s.plate, ...s.cards]) {
            expect(overlap(g.banner, r), `banner over seat ${s.seat}`).toBe(false);
            expect(overlap(g.scores, r), `score board over seat ${s.seat}`).toBe(false);
          }
        for (const r of [g.banner, g.scores]) {
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.x + r.w).toBeLessThanOrEqual(w);
          expect(r.y).toBeGreaterThanOrEqual(0);
          expect(r.y + r.h).toBeLessThanOrEqual(h);
        }
        expect(g.banner.w).toBeGreaterThanOrEqual(160);
      });

  // A phone (390×844, the join page): the table is about 352×430 px. No corner has room for the full board; the
  // compact one sits in a corner clear of every seat (the full one covered the partner's name plate and two of its
  // cards), with two teams and with three.
  for (const seats of [4, 6])
    it(`${seats} seats at a phone's 352×430: the compact score board, clear of every seat`, () => {
      const g = layoutGamshTable(seats, 0, 4, 352, 430);
      expect(g.scoresCompact).toBe(true);
      expect(g.scores.w).toBe(SCORES_COMPACT.w);
      for (const s of g.seats)
        for (const r of [s.plate, ...s.cards])
          expect(overlap(g.scores, r), `score board over seat ${s.seat}`).toBe(false);
      expect(g.scores.x).toBeGreaterThanOrEqual(0);
      expect(g.scores.y).toBeGreaterThanOrEqual(0);
      // the full board wherever it fits (the sizes above)
      expect(layoutGamshTable(seats, 0, 4, 688, 520).scoresCompact).toBe(false);
    });

  // At 1024×700 the canvas beside the controls is about 688×520 px: the person's hand cards at least 50 px wide.
  it('4 and 6 seats, 688×520: the hand cards at the bottom are at least 50 px wide', () => {
    for (const seats of [4, 6]) {
      const g = layoutGamshTable(seats, 0, 4, 688, 520);
      expect(g.seats[0]!.cards[0]!.w).toBeGreaterThanOrEqual(50);
    }
  });
});

describe('cardTextPlaces', () => {
  // The canvas at a 1024×700 window (795×310 CSS px, measured in tests/e2e/target-size.e2e.ts's screenshot) and at
  // 1400×900 (1080×565): every card of every seat, the middle's included, a revealed quartet at a side seat the smallest.
  for (const seats of [4, 6])
    for (const [w, h] of [
      [795, 310],
      [1080, 565],
    ] as const)
      it(`${seats} seats, ${w}×${h}: card texts are at least ${MIN_TEXT_PX} px and the detail starts below the motif`, () => {
        const g = layoutGamshTable(seats, 0, 4, w, h);
        const cards = [...g.seats.flatMap((s) => s.cards), ...g.middle];
        for (const r of cards) {
          const { motif, detail } = cardTextPlaces(r);
          expect(motif.size).toBeGreaterThanOrEqual(MIN_TEXT_PX);
          expect(detail.size).toBeGreaterThanOrEqual(MIN_TEXT_PX);
          // a line is 1.2 of the font size; the detail's line begins after the motif's ends
          expect(detail.y).toBeGreaterThanOrEqual(motif.y + motif.size * 1.2);
          expect(motif.y).toBeGreaterThanOrEqual(r.y);
          expect(detail.x).toBeGreaterThanOrEqual(r.x);
        }
      });
});
