// The booklet's Dog board: a coloured inline SVG of the whole board — the track as a ring of fields,
// each person's Zwinger (kennel), Startfeld (start field) and Ziel (finish) in their colour, the pieces as
// coloured discs, a blocking piece with a heavy ring. With `labels` it names the parts of the board for the
// material picture; with `names` it writes each person's name beside their kennel. Pure.
import type { SheetLang } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { PIECES } from './geometry';
import { escapeHtml } from '../../rulesheet/html';
import { GLOSSARY } from '../../rulesheet/glossary';

/** Seat colours of the booklet: the seed's Peter red, Sonja yellow, Simone blue, Jesse green (001), then two more for six players. */
export const SEAT_COLOURS: readonly { fill: string; ink: string; tint: string }[] = [
  { fill: '#d62828', ink: '#fff', tint: '#f8d3d3' },
  { fill: '#f2b705', ink: '#000', tint: '#fcefc2' },
  { fill: '#1d5fbf', ink: '#fff', tint: '#d3e1f6' },
  { fill: '#2a9d3f', ink: '#fff', tint: '#d3eed9' },
  { fill: '#7b3fa0', ink: '#fff', tint: '#e6d8ef' },
  { fill: '#333333', ink: '#fff', tint: '#dddddd' },
];

/** What to draw besides the board and the pieces. */
export interface DogBoardOptions {
  /** Name the parts (Zwinger, Startfeld, Ziel, direction of play) at the bottom seat. */
  readonly labels?: boolean;
  /** Names per seat, written beside each kennel. */
  readonly names?: readonly string[];
  /** Size in px of the square picture (the viewBox is 300 × 300). */
  readonly size?: number;
  /** Track fields to mark with a ring (e.g. where a move starts and ends). */
  readonly marks?: readonly number[];
}

const r1 = (x: number) => (Math.round(x * 10) / 10).toString();

/**
 * The whole Dog board of `rules` with the pieces of `state` (only `pos` and `blk` are read). Field 0 is at
 * the bottom, play runs counter-clockwise (DOG-003), each finish branches inward at its entry field.
 */
export function dogBoardSvg(
  rules: DogRules,
  state: Pick<DogState, 'pos' | 'blk'>,
  lang: SheetLang,
  opts: DogBoardOptions = {},
): string {
  const N = rules.N;
  const W = 300;
  const c = W / 2;
  const R = 98;
  const step = (2 * Math.PI * R) / N;
  const fieldR = Math.min(4.2, step * 0.38);
  const at = (p: number, rad: number) => {
    const a = (-90 + (360 * p) / N) * (Math.PI / 180);
    return { x: c + rad * Math.cos(a), y: c - rad * Math.sin(a) };
  };
  const out: string[] = [];
  const size = opts.size ?? 300;
  const g = GLOSSARY;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${W}" width="${size}" height="${size}" role="img" aria-label="${escapeHtml(g.board[lang])}" class="board" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  out.push(
    `<rect x="2" y="2" width="${W - 4}" height="${W - 4}" rx="14" fill="#f6efe1" stroke="#8a6d3b" stroke-width="1.5"/>`,
  );
  const starts = new Map(rules.active.map((s) => [rules.start[s]!, s]));
  for (let p = 0; p < N; p++) {
    const { x, y } = at(p, R);
    const seat = starts.get(p);
    if (seat !== undefined) {
      const col = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
      out.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(fieldR + 1.6)}" fill="${col.tint}" stroke="${col.fill}" stroke-width="2"/>`,
      );
    } else
      out.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(fieldR)}" fill="#fff" stroke="#9c8a6a" stroke-width="0.7"/>`,
      );
  }
  for (const p of opts.marks ?? []) {
    if (p < 0 || p >= N) continue;
    const { x, y } = at(p, R);
    out.push(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(fieldR + 4)}" fill="none" stroke="#000" stroke-width="1" stroke-dasharray="2 1.5"/>`,
    );
  }
  const finishAt = (seat: number, k: number) => at(rules.entry[seat]!, R - 11 - 9.5 * k);
  // A kennel is a 2 × 2 square of holes just outside the track, beside the start field (before it in play).
  const kennelAt = (seat: number, j: number) => {
    const k = at(rules.start[seat]! - 2.2 * (N / 64), R + 22);
    return { x: k.x + (j % 2 === 0 ? -6 : 6), y: k.y + (j < 2 ? -6 : 6) };
  };
  const kennel = new Array<number>(rules.seats).fill(0);
  const pieces: string[] = [];
  state.pos.forEach((loc, i) => {
    const seat = (i / PIECES) | 0;
    if (!rules.active.includes(seat)) return;
    const blocking = ((state.blk >>> i) & 1) === 1;
    if (loc < 0) {
      const k = kennelAt(seat, kennel[seat]!++);
      pieces.push(disc(k.x, k.y, 5.2, seat, false));
    } else if (loc < N) {
      const { x, y } = at(loc, R);
      pieces.push(disc(x, y, 6.2, seat, blocking));
    } else {
      const f = finishAt(seat, loc - N);
      pieces.push(disc(f.x, f.y, 5, seat, false));
    }
  });
  for (const seat of rules.active) {
    const col = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
    for (let k = 0; k < 4; k++) {
      const f = finishAt(seat, k);
      out.push(
        `<circle cx="${r1(f.x)}" cy="${r1(f.y)}" r="4.6" fill="${col.tint}" stroke="${col.fill}" stroke-width="1.4"/>`,
      );
    }
    for (let j = 0; j < PIECES; j++) {
      const k = kennelAt(seat, j);
      out.push(
        `<circle cx="${r1(k.x)}" cy="${r1(k.y)}" r="5" fill="none" stroke="${col.fill}" stroke-width="1" stroke-dasharray="1.6 1.2"/>`,
      );
    }
    const name = opts.names?.[seat];
    if (name) {
      const l = at(rules.start[seat]! + 3 * (N / 64), R + 24);
      out.push(
        `<text x="${r1(l.x)}" y="${r1(l.y + 3.5)}" font-size="13" font-weight="bold" text-anchor="middle" fill="${col.fill === '#f2b705' ? '#8a6500' : col.fill}">${escapeHtml(name)}</text>`,
      );
    }
  }
  out.push(...pieces);
  if (opts.labels) {
    // The parts of the board at the bottom seat (seat 0), with leader lines.
    const seat = rules.active[0]!;
    const start = at(rules.start[seat]!, R);
    const fin = finishAt(seat, 2);
    const k0 = kennelAt(seat, 2);
    const k1 = kennelAt(seat, 3);
    const ken = { x: (k0.x + k1.x) / 2, y: (k0.y + k1.y) / 2 };
    const label = (text: string, x: number, y: number, tx: number, ty: number, anchor: string) =>
      `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(tx)}" y2="${r1(ty - 3)}" stroke="#000" stroke-width="0.7"/><text x="${r1(tx)}" y="${r1(ty + (ty < y ? -1 : 8))}" font-size="10.5" text-anchor="${anchor}" fill="#000">${escapeHtml(text)}</text>`;
    out.push(label(g.start[lang], start.x + 5, start.y + 4, start.x + 42, W - 14, 'start'));
    out.push(label(g.kennel[lang], ken.x, ken.y + 5, ken.x + 6, W - 14, 'end'));
    out.push(label(g.finish[lang], fin.x - 5, fin.y, c - 8, c + 46, 'end'));
    // direction of play: an arrow counter-clockwise round the free middle of the board, the words in the middle —
    // never between two finishes, which the finishes of a six-seat board run through
    const ar = 30;
    const a0 = at(N * 0.3, ar);
    const a1 = at(N * 0.45, ar);
    out.push(
      '<defs><marker id="dir-arrow" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0 L6 3 L0 6 z" fill="#555"/></marker></defs>',
    );
    out.push(
      `<path d="M${r1(a0.x)} ${r1(a0.y)} A${ar} ${ar} 0 0 0 ${r1(a1.x)} ${r1(a1.y)}" fill="none" stroke="#555" stroke-width="1.2" marker-end="url(#dir-arrow)"/>`,
    );
    const dl = { x: c, y: c + 4 };
    out.push(
      `<text x="${r1(dl.x)}" y="${r1(dl.y)}" font-size="10.5" text-anchor="middle" fill="#555">${escapeHtml(g.direction[lang])}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}

function disc(x: number, y: number, r: number, seat: number, blocking: boolean): string {
  const col = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
  const ring = blocking
    ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r + 2.6)}" fill="none" stroke="#000" stroke-width="2"/>`
    : '';
  return `${ring}<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${col.fill}" stroke="#fff" stroke-width="1.2"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r + 0.6)}" fill="none" stroke="#000" stroke-width="0.5"/>`;
}
