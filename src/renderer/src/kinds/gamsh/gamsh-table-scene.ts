// Pixi scene of a Gämsh table: the seats around the middle (the perspective seat at the bottom, its hand face
// up; the others face down unless revealed by a call or all-seeing), the middle cards (Föhn cards orange,
// Snack claims marked), the draw pile, scores per team, the phase banner and emotes next to their sender.
// Draws on change only (no ticker; a redraw costs ~100 ms on software WebGL). Imports pixi.js only — no Vue,
// no Pinia (docs/architecture.md "Table scenes").
import type { GamshView } from '../../../../engine';
import { Graphics, Text } from 'pixi.js';
import { StillScene } from '../../table/still-scene';
import {
  cardTextPlaces,
  FOEHN,
  layoutGamshTable,
  MIN_TEXT_PX,
  motifOf,
  SCORES,
  SCORES_COMPACT,
  seatHand,
  TEAM_LETTERS,
  type Rect,
} from './gamsh-layout';
import { ENGLISH_WORDS, quotedSignal, type GamshWords } from './gamsh-words';

const INK = 0x2d2a26;
const PAPER = 0xfffdf8;
const TABLE = 0x2f5d3a;
const BACK = 0x6b4f3a;
const FOEHN_COLOUR = 0xf28c28;
const PICK = 0xe67e22;
/** Team colours (A, B, C). */
export const TEAM_COLOURS = [0x2e86de, 0xc0392b, 0x8e44ad] as const;
const MOTIF_COLOURS: Record<string, number> = {
  ALP: 0x8d6e63,
  M2: 0x43a047,
  M3: 0x1e88e5,
  M4: 0xfdd835,
  M5: 0xe53935,
  M6: 0x8e24aa,
  M7: 0x00acc1,
  M8: 0xec407a,
  M9: 0x546e7a,
};

/** Options of one drawing besides the view. */
export interface GamshSceneExtras {
  /** Seat names (default `Seat n`). */
  readonly labels?: readonly string[];
  /** The hand card just discarded or picked (outlined). */
  readonly highlight?: string | null;
  /** The table's words in the UI language (./gamsh-words.ts); English when absent. */
  readonly words?: GamshWords;
}

/** The Gämsh table drawn with Pixi; `render` redraws once per call, never per frame. */
export class GamshTableScene extends StillScene {
  constructor() {
    super({ testId: 'gamsh-canvas', background: TABLE, preserveDrawingBuffer: true });
  }

  private view: GamshView | null = null;
  private perspective: number | null = null;
  private extras: GamshSceneExtras = {};

  private get words(): GamshWords {
    return this.extras.words ?? ENGLISH_WORDS;
  }

  /** Draws `view` with `perspective` at the bottom (null = all-seeing, seat 0 at the bottom). */
  render(view: GamshView, perspective: number | null, extras: GamshSceneExtras = {}): void {
    this.view = view;
    this.perspective = perspective;
    this.extras = extras;
    this.draw();
  }

  protected hasModel(): boolean {
    return this.view !== null;
  }

  protected paint(g: Graphics, width: number, height: number): void {
    const v = this.view!;
    const geo = layoutGamshTable(v.seatTeams.length, this.perspective, v.middleCount, width, height);
    // Seats
    for (const s of geo.seats) {
      const team = v.seatTeams[s.seat] ?? 0;
      const name = this.extras.labels?.[s.seat] ?? this.words.seat(s.seat);
      const tags = [
        v.midSwap[s.seat] ? this.words.tag('swapping') : '',
        v.passed[s.seat] ? this.words.tag('pass') : '',
        v.partner === s.seat ? this.words.tag('partner') : '',
      ]
        .filter(Boolean)
        .join(' · ');
      // The name plate grows to its text (a long name with its bot level, "Dario (Echtzeit-Bot)") and stays inside
      // the canvas, moving left at the right edge: the text is never cut off.
      const label = this.text(
        `${TEAM_LETTERS[team]} · ${name}${tags ? ` · ${tags}` : ''}`,
        0,
        s.plate.y + 3,
        12,
        0xffffff,
        true,
      );
      const plateW = Math.min(Math.max(s.plate.w, label.width + 12), width - 4);
      const plateX = Math.max(2, Math.min(s.plate.x, width - 2 - plateW));
      g.roundRect(plateX, s.plate.y, plateW, s.plate.h, 5).fill(TEAM_COLOURS[team] ?? INK);
      label.x = plateX + 6;
      const hand = seatHand(v, s.seat);
      if ('faceUp' in hand)
        hand.faceUp.forEach((c, i) => s.cards[i] && this.card(g, s.cards[i]!, c, c === this.extras.highlight));
      else for (let i = 0; i < hand.count; i++) if (s.cards[i]) this.back(g, s.cards[i]!);
      const revealed = v.reveal?.hands[String(s.seat)];
      if (revealed)
        g.roundRect(s.cards[0]!.x - 4, s.cards[0]!.y - 4, s.plate.w + 8, s.cards[0]!.h + 8, 8).stroke({
          width: 3,
          color: v.reveal!.correct ? 0x2ecc71 : 0xe74c3c,
        });
    }
    // Middle
    const middle = v.middle;
    geo.middle.forEach((r, i) => {
      const c = middle ? middle[i] : i < v.middleCount ? '?' : undefined;
      if (c === undefined) {
        g.roundRect(r.x, r.y, r.w, r.h, 6).stroke({ width: 1, color: 0xffffff, alpha: 0.3 });
        return;
      }
      if (c === '?') this.back(g, r);
      else this.card(g, r, c, c === v.myDiscard);
      const claim = v.snack?.claims.find((x) => x.card === c);
      if (claim) {
        g.roundRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 8).stroke({
          width: 4,
          color: TEAM_COLOURS[v.seatTeams[claim.seat] ?? 0] ?? INK,
        });
        this.text(this.words.seat(claim.seat), r.x + 4, r.y + r.h + 4, 12, 0xffffff, true);
      }
    });
    // Draw pile
    this.back(g, geo.draw);
    this.text(
      this.words.draw(v.drawCount),
      geo.draw.x + geo.draw.w + 6,
      geo.draw.y + geo.draw.h / 2 - 8,
      12,
      0xffffff,
      true,
    );
    // Banner: its text wrapped at the banner's width; a text of more than one line (a narrow table, a long verdict)
    // makes the banner grow upwards, away from the middle's cards below it.
    const b = geo.banner;
    const said = this.text(this.words.phase(v), b.x + 10, b.y + 7, 14, 0xffffff, true, b.w - 20);
    const bh = Math.max(b.h, said.height + 12);
    said.y = b.y + b.h - bh + 6;
    g.roundRect(b.x, b.y + b.h - bh, b.w, bh, 8).fill({
      color: v.phase === 'pause' ? (v.reveal && !v.reveal.correct ? 0xe74c3c : 0xf1c40f) : 0x000000,
      alpha: 0.55,
    });
    // Scores
    // The box is as wide as its longest line plus a margin ("Team A: 0 (you)" touched its edge).
    const sc = geo.scores;
    const box = new Graphics();
    this.root.addChild(box);
    // The compact board (a narrow table): short lines ("A: 3 (you)"), smaller texts and lines, to fit beside the seats.
    const compact = geo.scoresCompact;
    const { line } = compact ? SCORES_COMPACT : SCORES;
    const lines = [this.text(this.words.score(v.target), sc.x + 8, sc.y + 5, compact ? MIN_TEXT_PX : 12, INK, true)];
    v.scores.forEach((x, t) => {
      const letter = TEAM_LETTERS[t] ?? '?';
      const mine = v.team === t;
      const said = compact ? this.words.teamShort(letter, x, mine) : this.words.team(letter, x, mine);
      lines.push(this.text(said, sc.x + 28, sc.y + 24 + line * t + (compact ? 1 : 2), compact ? 12 : 14, INK, mine));
    });
    const boxW = Math.max(sc.w, ...lines.map((t) => t.x + t.width + 12 - sc.x));
    box.roundRect(sc.x, sc.y, boxW, 24 + line * v.teams + 2, 8).fill({ color: PAPER, alpha: 0.92 });
    v.scores.forEach((_x, t) =>
      box.circle(sc.x + 16, sc.y + 24 + line * t + line / 2, compact ? 6 : 7).fill(TEAM_COLOURS[t] ?? INK),
    );
    // Emotes next to the sender (the view lists only recent ones, DIG-023)
    const latest = new Map<number, string>();
    for (const e of v.emotes) latest.set(e.seat, e.entry);
    for (const [seat, entry] of latest) {
      const s = geo.seats[seat];
      if (!s) continue;
      // The bubble grows around its text, closing quote included (it sat outside).
      const t = this.text(
        quotedSignal(this.words.signal(entry)),
        s.bubble.x + 10,
        s.bubble.y + 7,
        13,
        INK,
        true,
        Math.max(s.bubble.w - 20, 200),
      );
      const bw = Math.max(s.bubble.w, t.width + 20);
      const bh = Math.max(s.bubble.h, t.height + 14);
      const bx = Math.max(4, Math.min(s.bubble.x, width - bw - 4));
      t.x = bx + 10;
      const bubble = new Graphics()
        .roundRect(bx, s.bubble.y, bw, bh, 14)
        .fill(0xffffff)
        .stroke({ width: 2, color: TEAM_COLOURS[v.seatTeams[seat] ?? 0] ?? INK });
      this.root.addChildAt(bubble, this.root.getChildIndex(t));
    }
  }

  private card(g: Graphics, r: Rect, card: string, highlight: boolean): void {
    const foehn = (FOEHN as readonly string[]).includes(card);
    const night = card.endsWith('-N');
    g.roundRect(r.x, r.y, r.w, r.h, 6)
      .fill(foehn ? FOEHN_COLOUR : night ? 0x263238 : PAPER)
      .stroke({ width: highlight ? 4 : 1.5, color: highlight ? PICK : INK });
    // The motif's colour dot sits below both texts (on a small card it shrinks, and is left out where no room is left).
    const { detail } = cardTextPlaces(r);
    const top = detail.y + detail.size * 1.2;
    const radius = Math.min(Math.min(r.w, r.h) * 0.24, (r.y + r.h - 3 - top) / 2);
    if (!foehn && radius >= 3)
      g.circle(r.x + r.w / 2, Math.max(r.y + r.h * 0.62, top + radius), radius).fill(
        MOTIF_COLOURS[motifOf(card)] ?? 0x999999,
      );
    const fg = night ? 0xffffff : INK;
    // Föhn cards by their name in the UI language ("Wildhüter", "Gamekeeper"), shrunk to the card's width so the
    // whole word shows; motif cards by their motif.
    const label = foehn ? this.words.card(card) : motifOf(card);
    // Never below MIN_TEXT_PX: a Föhn name still wider than the card at that size is split with a hyphen onto more
    // lines inside the card ("Wild-" / "hüter") rather than broken without one or run into the next card.
    const at = cardTextPlaces(r);
    const t = this.text(label, at.motif.x, at.motif.y, at.motif.size, fg, true);
    if (t.width > r.w - 6) {
      const scale = Math.max(MIN_TEXT_PX / at.motif.size, (r.w - 6) / t.width);
      if (scale * t.width > r.w - 6) {
        // letters per line at this size, from the label's average letter width
        const perLine = Math.floor((label.length * (r.w - 6)) / (scale * t.width));
        t.text = hyphenateLongWords(label, perLine);
        t.style.wordWrap = true;
        t.style.breakWords = false;
        t.style.wordWrapWidth = (r.w - 6) / scale;
      }
      t.scale.set(scale);
    }
    if (!foehn) this.text(card.slice(card.indexOf('-') + 1), at.detail.x, at.detail.y, at.detail.size, fg, false);
  }

  private back(g: Graphics, r: Rect): void {
    g.roundRect(r.x, r.y, r.w, r.h, 6).fill(BACK).stroke({ width: 1.5, color: 0x3e2a1c });
    g.roundRect(r.x + 4, r.y + 4, r.w - 8, r.h - 8, 4).stroke({ width: 1, color: 0xd7ccc8, alpha: 0.6 });
  }

  /** Adds a text at (x, y) (top left), wrapped at `maxWidth` px when given; returns it (for measuring). */
  private text(s: string, x: number, y: number, size: number, fill: number, bold: boolean, maxWidth?: number): Text {
    const t = new Text({
      text: s,
      style: {
        fontFamily: 'system-ui, sans-serif',
        fontSize: size,
        fill,
        fontWeight: bold ? '700' : '400',
        ...(maxWidth ? { wordWrap: true, wordWrapWidth: maxWidth } : {}),
      },
    });
    t.x = x;
    t.y = y;
    this.root.addChild(t);
    return t;
  }
}

/**
 * `label` with every word longer than `perLine` letters split onto lines that end with a hyphen; words that fit,
 * and labels when `perLine` is under 3, are kept as they are. A word that fits in two pieces breaks before the
 * consonant-and-vowel pair nearest its middle, where a syllable begins ("Wild-hüter", "Game-keeper"); otherwise
 * (or with no such pair) into even pieces. Spaces between words stay, so the text's word wrap still breaks there.
 */
export function hyphenateLongWords(label: string, perLine: number): string {
  if (perLine < 3) return label;
  const vowel = (c: string | undefined): boolean => c !== undefined && /[aeiouyäöüAEIOUYÄÖÜ]/.test(c);
  return label
    .split(' ')
    .map((word) => {
      if (word.length <= perLine) return word;
      if (word.length <= 2 * (perLine - 1)) {
        let best = -1;
        for (let i = 2; i <= word.length - 2; i++) {
          const fits = i <= perLine - 1 && word.length - i <= perLine;
          if (
            fits &&
            !vowel(word[i]) &&
            vowel(word[i + 1]) &&
            (best < 0 || Math.abs(i - word.length / 2) < Math.abs(best - word.length / 2))
          )
            best = i;
        }
        if (best > 0) return `${word.slice(0, best)}-\n${word.slice(best)}`;
      }
      const pieces = Math.ceil(word.length / (perLine - 1));
      const size = Math.ceil(word.length / pieces);
      const out: string[] = [];
      for (let i = 0; i < word.length; i += size) out.push(word.slice(i, i + size));
      return out.map((p, i) => (i < out.length - 1 ? `${p}-` : p)).join('\n');
    })
    .join(' ');
}
