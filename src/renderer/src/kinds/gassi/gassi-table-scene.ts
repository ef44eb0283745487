// Pixi scene of a Gassi table: per seat its dog piles (state badge, realm, owner, pile, attacker / beast on top),
// bones and hand (face up for the perspective seat, a counted back for the others), the draw pile, the discard,
// the last move (its dog outlined, its notation shown) and the result. Draws on change only (no ticker).
// Imports pixi.js only — no Vue, no Pinia (docs/architecture.md "Table scenes").
import { Graphics, Text, type TextStyleFontWeight } from 'pixi.js';
import { StillScene } from '../../table/still-scene';
import { translate, type MessageKey } from '../../i18n/messages';
import { seatText } from '../../components/format';
import { seatColour } from '../../table/seat-colours';
import { playableCards } from './gassi-clicks';
import { gassiShape, layoutGassiTable, type GassiTableGeometry, type Rect } from './gassi-layout';
import {
  cardLook,
  describeEnd,
  dogBoxLabel,
  handOf,
  realmColour,
  seatCountOf,
  stateColour,
  type GassiDogView,
  type GassiView,
} from './gassi-model';

const INK = 0x2d2a26;
const PAPER = 0xfffdf8;
const TABLE = 0xf6f1e7;
const BACK = 0x6b4f3a;
const LAST = 0xe67e22;
/**
 * Below this header width (px) a seat's header is compact: the full row (name up to 35 % of the width, "Bones",
 * four bones, the number, two card backs, "12 cards") needs about 0.35 × width + 240 px.
 */
const COMPACT_HEADER_PX = 370;

/** Options of one drawing besides the view. */
export interface GassiSceneExtras {
  /** Seat names (default `Seat n`). */
  readonly labels?: readonly string[];
  /** Leave the new-dog slot (ADDDOG) free in this seat's row. */
  readonly newDogSeat?: number | null;
  /** The UI's words (`t` of useI18n); English when absent. `lang` only makes a language switch redraw. */
  readonly t?: Translate;
  readonly lang?: string;
}

type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;
const english: Translate = (key, params) => translate('en', key, params);

/** The Gassi table drawn with Pixi; `render` redraws once per call, never per frame. */
export class GassiTableScene extends StillScene {
  constructor() {
    super({ testId: 'gassi-canvas', background: TABLE });
  }

  private view: GassiView | null = null;
  private legal: readonly string[] = [];
  private perspective: number | null = null;
  private extras: GassiSceneExtras = {};

  /** Draws `view` as `perspective` sees it (null = all-seeing); `legal` dims the cards no action uses. */
  render(view: GassiView, legal: readonly string[], perspective: number | null, extras: GassiSceneExtras = {}): void {
    this.view = view;
    this.legal = legal;
    this.perspective = perspective;
    this.extras = extras;
    this.draw();
  }

  protected hasModel(): boolean {
    return this.view !== null;
  }

  protected paint(g: Graphics, width: number, height: number): void {
    const v = this.view!;
    const geo = layoutGassiTable(gassiShape(v, this.perspective, this.extras.newDogSeat ?? null), width, height);
    const playable = playableCards(this.legal);
    for (const zone of geo.zones) {
      if (zone) this.drawZone(g, v, geo, zone.seat, playable);
    }
    this.drawCentre(g, v, geo);
  }

  private text(
    s: string,
    x: number,
    y: number,
    o: {
      size: number;
      colour?: number;
      weight?: TextStyleFontWeight;
      anchor?: [number, number];
      maxW?: number;
      font?: string;
    },
  ): Text {
    const t = new Text({
      text: s,
      style: {
        fontFamily: o.font ?? 'system-ui, DejaVu Sans, sans-serif',
        fontSize: o.size,
        fontWeight: o.weight ?? '400',
        fill: o.colour ?? INK,
      },
    });
    t.anchor.set(...(o.anchor ?? [0, 0]));
    if (o.maxW && t.width > o.maxW) {
      t.scale.set(Math.max(0.6, o.maxW / t.width));
      // Still too wide at 60 %: shorten it with an ellipsis rather than draw over its neighbour.
      for (let n = s.length - 1; n > 0 && t.width > o.maxW; n--) t.text = `${s.slice(0, n).trimEnd()}…`;
    }
    t.position.set(Math.round(x), Math.round(y));
    this.root.addChild(t);
    return t;
  }

  /** How the game ended (GAS-160/161/113/054) in the UI's words, with the players' names. */
  private end(over: NonNullable<GassiView['over']>): string {
    return describeEnd(
      over,
      (k, p) => this.t(k, p),
      (s) => this.label(s),
      this.view?.seat ?? null,
    );
  }

  private label(s: number): string {
    return this.extras.labels?.[s] ?? seatText(s, (k, p) => this.t(k, p));
  }

  private t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
    return (this.extras.t ?? english)(key, params);
  }

  private drawZone(g: Graphics, v: GassiView, geo: GassiTableGeometry, seat: number, playable: Set<string>): void {
    const zone = geo.zones[seat]!;
    const r = zone.rect;
    const colour = seatColour(seat);
    const toAct = v.toAct.includes(seat) && !v.over;
    const winner = v.over?.winners.includes(seat) ?? false;
    g.roundRect(r.x, r.y, r.w, r.h, 8)
      .fill(mix(colour, PAPER, 0.9))
      .stroke({ width: toAct || winner ? 3 : 1.5, color: toAct || winner ? colour : mix(colour, PAPER, 0.5) });
    // Header: name, to-act marker, bones, hand. A narrow header (two opponents side by side on a 390 px phone) is
    // compact: the bones as one bone and their number, the hand as one card back and its number, so the row fits
    // its zone instead of running into the next one.
    const h = zone.header;
    const compact = h.w < COMPACT_HEADER_PX;
    g.roundRect(h.x, h.y, h.w, h.h, 8).fill(mix(colour, PAPER, toAct ? 0.55 : 0.75));
    let x = h.x + 8;
    // "(you)" marks the seat whose view is shown, unless its name already says so (the person's default "Du"/"You").
    const you =
      v.seat === seat && this.t('gassi.you').trim().toLowerCase() !== `(${this.label(seat).toLowerCase()})`
        ? this.t('gassi.you')
        : '';
    const name = this.text(`${toAct ? '▶ ' : ''}${this.label(seat)}${you}`, x, h.y + h.h / 2, {
      size: 13,
      weight: '700',
      colour: mix(colour, INK, 0.55),
      anchor: [0, 0.5],
      maxW: h.w * (compact ? 0.45 : 0.35),
    });
    x += name.width + (compact ? 8 : 14);
    // Bones: one drawn bone per token up to 4 (compact: one), then the number.
    const bones = v.bones[seat] ?? 0;
    if (!compact) {
      const bonesLabel = this.text(this.t('gassi.bones'), x, h.y + h.h / 2, {
        size: 11,
        colour: 0x6a5f55,
        anchor: [0, 0.5],
      });
      x += bonesLabel.width + 6;
    }
    for (let i = 0; i < (compact ? 1 : Math.min(bones, 4)); i++) {
      drawBone(g, x + 9, h.y + h.h / 2, 16);
      x += 20;
    }
    const bt = this.text(String(bones), x + 2, h.y + h.h / 2, { size: 13, weight: '700', anchor: [0, 0.5] });
    x += bt.width + (compact ? 10 : 16);
    const hand = handOf(v, seat);
    const count = 'faceUp' in hand ? hand.faceUp.length : hand.faceDown;
    if (compact && 'faceDown' in hand) {
      // One card back and the number.
      g.roundRect(x, h.y + 3, 13, 18, 2)
        .fill(BACK)
        .stroke({ width: 1, color: PAPER });
      x += 17;
    } else if ('faceDown' in hand) {
      // A face-down hand: a small card back with the count.
      g.roundRect(x, h.y + 3, 13, 18, 2)
        .fill(BACK)
        .stroke({ width: 1, color: PAPER });
      g.roundRect(x + 4, h.y + 3, 13, 18, 2)
        .fill(BACK)
        .stroke({ width: 1, color: PAPER });
      x += 22;
    }
    const countText = this.text(
      count === null
        ? this.t('gassi.handHidden')
        : compact && 'faceDown' in hand
          ? String(count)
          : count === 1
            ? this.t('common.oneCard')
            : this.t('common.cards', { n: count }),
      x,
      h.y + h.h / 2,
      { size: 12, weight: 'faceDown' in hand ? '700' : '400', anchor: [0, 0.5] },
    );
    if (v.over) {
      // Winner mark and points, right-aligned in the room the hand count leaves; when both do not fit (a narrow
      // window, the longer German "★ GEWONNEN"), the points alone, the winner still told by the colour.
      const score = v.over.scores?.[seat];
      const parts = [
        winner ? this.t('gassi.winnerMark') : '',
        score === undefined ? '' : this.t('gassi.points', { n: score }),
      ].filter(Boolean);
      const right = h.x + h.w - 8;
      const room = right - (countText.x + countText.width) - 10;
      const style = {
        size: 13,
        weight: '700' as const,
        colour: winner ? 0xb9770e : INK,
        anchor: [1, 0.5] as [number, number],
        maxW: room,
      };
      let shown = parts.length ? this.text(parts.join('  '), right, h.y + h.h / 2, style) : null;
      if (shown && shown.width > room && parts.length > 1) {
        this.root.removeChild(shown);
        shown.destroy();
        shown = this.text(parts.at(-1)!, right, h.y + h.h / 2, style);
      }
    }

    if (!zone.dogs.length && !zone.newDog) {
      this.text(this.t('gassi.noDog'), r.x + 12, h.y + h.h + 10, { size: 12, colour: 0x8a8178 });
    }
    for (const d of zone.dogs) {
      const dog = v.dogs.find((x) => x.id === d.id);
      if (dog) this.drawDog(g, dog, d.rect, v.lastMove?.dog === dog.id);
    }
    if (zone.newDog) {
      const n = zone.newDog;
      g.roundRect(n.x, n.y, n.w, n.h, 8).stroke({ width: 2, color: 0xa89f94 });
      this.text(`${this.t('gassi.newDog')}\n(ADDDOG)`, n.x + n.w / 2, n.y + n.h / 2, {
        size: 12,
        colour: 0x8a8178,
        anchor: [0.5, 0.5],
        maxW: n.w - 8,
      });
    }
    if ('faceUp' in hand) {
      const dimOn = this.legal.length > 0 && v.toAct.includes(seat);
      hand.faceUp.forEach((c, i) => {
        const rect = zone.cards[i];
        if (rect) this.drawCard(g, c, rect, dimOn && !playable.has(c));
      });
    }
  }

  private drawCard(g: Graphics, name: string, r: Rect, dim: boolean): void {
    const look = cardLook(name);
    const rc = realmColour(look.realm);
    g.roundRect(r.x, r.y, r.w, r.h, 6)
      .fill(dim ? 0xeeeae4 : mix(rc, PAPER, 0.88))
      .stroke({ width: 2, color: dim ? 0xb8b0a6 : rc });
    const band = Math.min(16, r.h * 0.22);
    g.roundRect(r.x + 2, r.y + 2, r.w - 4, band, 4).fill(dim ? 0xb8b0a6 : rc);
    this.text(look.realm ?? '', r.x + r.w / 2, r.y + 2 + band / 2, {
      size: 9,
      weight: '700',
      colour: 0xffffff,
      anchor: [0.5, 0.5],
      maxW: r.w - 8,
    });
    this.text(name, r.x + r.w / 2, r.y + band + (r.h - band) * 0.42, {
      size: 13,
      weight: '700',
      colour: dim ? 0x8a8178 : INK,
      anchor: [0.5, 0.5],
      maxW: r.w - 6,
    });
    if (look.role && r.h > 48)
      this.text(look.role.toLowerCase(), r.x + r.w / 2, r.y + r.h - 5, {
        size: 10,
        colour: dim ? 0xa89f94 : mix(rc, INK, 0.3),
        anchor: [0.5, 1],
        maxW: r.w - 6,
      });
  }

  private drawDog(g: Graphics, dog: GassiDogView, r: Rect, last: boolean): void {
    const owner = seatColour(dog.owner);
    const rc = realmColour(dog.realm);
    if (last) g.roundRect(r.x - 4, r.y - 4, r.w + 8, r.h + 8, 11).stroke({ width: 4, color: LAST });
    g.roundRect(r.x, r.y, r.w, r.h, 8).fill(PAPER).stroke({ width: 2.5, color: owner });
    // Realm band with id and owner.
    const bandH = 20;
    g.roundRect(r.x + 3, r.y + 3, r.w - 6, bandH, 5).fill(dog.realm ? rc : BACK);
    // The dog by its number ("Hund 1"), not its id `c1`, on the right; the realm takes the room left of it.
    const name = dogBoxLabel(
      dog.id,
      dog.owner,
      this.view?.seat ?? null,
      this.extras.lang === 'de' ? 'de' : 'en',
      this.extras.labels,
      (k, p) => this.t(k, p),
    );
    const named = this.text(name, r.x + r.w - 8, r.y + 3 + bandH / 2, {
      size: 12,
      weight: '700',
      colour: 0xffffff,
      anchor: [1, 0.5],
      // at most 55 % of the band, and in a narrow box (five players at 1024 px) small enough to leave the realm 24 px
      maxW: Math.max(16, Math.min(r.w * 0.55, r.w - 22 - 24)),
    });
    this.text(dog.realm ?? this.t('gassi.dogFaceDown'), r.x + 8, r.y + 3 + bandH / 2, {
      size: 11,
      weight: '700',
      colour: 0xffffff,
      anchor: [0, 0.5],
      maxW: r.w - 22 - named.width,
    });
    // State badge.
    let y = r.y + bandH + 7;
    const badge = this.text(dog.state, 0, 0, { size: 11, weight: '700', colour: 0xffffff });
    const bw = Math.min(r.w - 10, badge.width + 12);
    if (badge.width > bw - 8) badge.scale.set((bw - 8) / badge.width);
    g.roundRect(r.x + 5, y, bw, 18, 9).fill(stateColour(dog.state));
    badge.anchor.set(0.5, 0.5);
    badge.position.set(Math.round(r.x + 5 + bw / 2), Math.round(y + 9));
    this.root.removeChild(badge);
    this.root.addChild(badge); // above the badge fill
    if (dog.hidden)
      this.text(this.t('gassi.hidden'), r.x + 10 + bw, y + 9, {
        size: 10,
        colour: 0x6a5f55,
        anchor: [0, 0.5],
        maxW: r.w - bw - 14,
      });
    y += 23;
    // (The owner is the zone's seat and the border's colour; a conquered dog moves to its new owner's zone.)

    // Footer: pile size, draw count, beneficiary, rounds.
    const footH = 14;
    const foot = [
      dog.pileCount === 1 ? this.t('gassi.pileOne') : this.t('gassi.pile', { n: dog.pileCount }),
      dog.draw > 0 ? this.t('gassi.drawN', { n: dog.draw }) : '',
      dog.beneficiary !== null ? `→ ${this.label(dog.beneficiary)}` : '',
      dog.roundsLeft > 1 ? this.t('gassi.roundsLeft', { n: dog.roundsLeft }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    this.text(foot, r.x + 6, r.y + r.h - 4, { size: 10, colour: 0x4a4038, anchor: [0, 1], maxW: r.w - 12 });

    // The threat on top: attacker / beast cards, larger (one line each when the pile is short).
    const threats: { role: string; card: string; colour: number }[] = [];
    if (dog.beast) threats.push({ role: 'BEAST', card: dog.beast, colour: 0x8e1c5c });
    if (dog.attacker) threats.push({ role: 'ATTACKER', card: dog.attacker, colour: 0xc0392b });
    const threatH = r.h >= 150 ? 30 : 19;
    const bottom = r.y + r.h - footH - 6 - threats.length * (threatH + 3);
    // Pile strips, top card first; as many as fit above the threats, then how many lie below.
    const stripH = 15;
    const room = Math.max(0, Math.floor((bottom - y) / stripH));
    const pile = [...dog.pile].reverse(); // top first
    const overflow = pile.length > room;
    const shown = pile.slice(0, overflow && room >= 2 ? room - 1 : room);
    let sy = y;
    shown.forEach((c, i) => {
      const look = c ? cardLook(c) : null;
      const col = c ? realmColour(look!.realm) : BACK;
      g.roundRect(r.x + 5, sy, r.w - 10, stripH - 2, 3)
        .fill(c ? mix(col, PAPER, 0.82) : BACK)
        .stroke({ width: 1, color: col });
      this.text(c ?? this.t('gassi.faceDown'), r.x + 10, sy + (stripH - 2) / 2, {
        size: 10,
        weight: i === 0 ? '700' : '400',
        colour: c ? INK : 0xffffff,
        anchor: [0, 0.5],
        maxW: r.w - 20,
      });
      sy += stripH;
    });
    if (overflow && room >= 2)
      this.text(this.t('gassi.below', { n: dog.pileCount - shown.length }), r.x + 8, sy + 1, {
        size: 10,
        colour: 0x6a5f55,
        maxW: r.w - 12,
      });
    let ty = r.y + r.h - footH - 6 - threats.length * (threatH + 3);
    for (const t of threats) {
      g.roundRect(r.x + 4, ty, r.w - 8, threatH, 5)
        .fill(mix(t.colour, PAPER, 0.85))
        .stroke({ width: 2, color: t.colour });
      if (threatH >= 30) {
        this.text(t.role, r.x + 9, ty + 3, { size: 9, weight: '700', colour: t.colour });
        this.text(t.card, r.x + r.w / 2, ty + threatH - 3, {
          size: 13,
          weight: '700',
          anchor: [0.5, 1],
          maxW: r.w - 14,
        });
      } else {
        const role = this.text(t.role === 'BEAST' ? 'BEAST' : 'ATT', r.x + 9, ty + threatH / 2, {
          size: 10,
          weight: '700',
          colour: t.colour,
          anchor: [0, 0.5],
        });
        this.text(t.card, r.x + 9 + role.width + 5, ty + threatH / 2, {
          size: 12,
          weight: '700',
          anchor: [0, 0.5],
          maxW: r.w - 28 - role.width,
        });
      }
      ty += threatH + 3;
    }
  }

  private drawCentre(g: Graphics, v: GassiView, geo: GassiTableGeometry): void {
    const c = geo.centre;
    g.roundRect(c.x, c.y, c.w, c.h, 8).fill(0xe9dcc3);
    const d = geo.drawPile;
    for (let i = 2; i >= 0; i--)
      g.roundRect(d.x + i * 2, d.y - i * 1.5, d.w, d.h, 5)
        .fill(v.drawCount > i ? BACK : 0xd8ccb6)
        .stroke({ width: 1.5, color: PAPER });
    this.text(String(v.drawCount), d.x + d.w / 2 + 2, d.y + d.h / 2, {
      size: 17,
      weight: '700',
      colour: 0xffffff,
      anchor: [0.5, 0.5],
    });
    this.text(this.t('gassi.drawPile'), d.x + d.w + 8, d.y + d.h / 2 - 8, {
      size: 11,
      colour: 0x4a4038,
      anchor: [0, 0.5],
      maxW: geo.discard.x - (d.x + d.w + 8) - 6, // never under the discard pile
    });
    this.text(
      v.drawCount === 1 ? this.t('common.oneCard') : this.t('common.cards', { n: v.drawCount }),
      d.x + d.w + 8,
      d.y + d.h / 2 + 8,
      { size: 12, weight: '700', anchor: [0, 0.5] },
    );
    const x = geo.discard;
    const top = v.discard.at(-1);
    if (top) this.drawCard(g, top, x, false);
    else g.roundRect(x.x, x.y, x.w, x.h, 5).stroke({ width: 1.5, color: 0xa89f94 });
    this.text(this.t('gassi.discard'), x.x + x.w + 8, x.y + x.h / 2 - 8, {
      size: 11,
      colour: 0x4a4038,
      anchor: [0, 0.5],
    });
    this.text(top ? `${v.discard.length}` : this.t('gassi.empty'), x.x + x.w + 8, x.y + x.h / 2 + 8, {
      size: 12,
      weight: '700',
      anchor: [0, 0.5],
    });

    const i = geo.info;
    const head = v.over
      ? `${this.t('gassi.over', { end: this.end(v.over) })}${v.over.winners.length ? this.t('gassi.winner', { names: v.over.winners.map((s) => this.label(s)).join(', ') }) : ''}`
      : `${this.t('gassi.round', { n: v.round, names: v.toAct.map((s) => this.label(s)).join(', ') || '—' })}${v.deals > 1 ? this.t('gassi.deal', { n: v.deals }) : ''}`;
    this.text(head, i.x, i.y + 4, { size: 13, weight: '700', colour: v.over ? 0xb9770e : INK, maxW: i.w });
    if (v.lastMove) {
      const lm = v.lastMove;
      const t = this.text(this.t('gassi.last', { name: this.label(lm.seat) }), i.x, i.y + i.h - 4, {
        size: 12,
        colour: 0x4a4038,
        anchor: [0, 1],
        maxW: i.w * 0.4,
      });
      const nx = i.x + t.width + 8;
      const n = this.text(lm.notation, nx + 6, i.y + i.h - 4, {
        size: 13,
        weight: '700',
        font: 'DejaVu Sans Mono, monospace',
        anchor: [0, 1],
        maxW: i.w - t.width - 24,
      });
      g.roundRect(nx, n.y - n.height - 2, n.width + 12, n.height + 4, 5)
        .fill(mix(LAST, PAPER, 0.75))
        .stroke({ width: 1.5, color: LAST });
      this.root.removeChild(n);
      this.root.addChild(n);
    }
  }
}

/** A bone token, centred at (x, y), `w` wide. */
function drawBone(g: Graphics, x: number, y: number, w: number): void {
  const r = w * 0.16;
  const colour = 0xf3ead8;
  const edge = 0x8a7a60;
  g.rect(x - w / 2 + r, y - r * 0.7, w - 2 * r, r * 1.4)
    .fill(colour)
    .stroke({ width: 1, color: edge });
  for (const sx of [-1, 1])
    for (const sy of [-1, 1])
      g.circle(x + sx * (w / 2 - r), y + sy * r * 0.8, r)
        .fill(colour)
        .stroke({ width: 1, color: edge });
  g.rect(x - w / 2 + r, y - r * 0.7 + 1, w - 2 * r, r * 1.4 - 2).fill(colour);
}

/** Linear mix of two 0xRRGGBB colours; t = 0 gives `a`, 1 gives `b`. */
function mix(a: number, b: number, t: number): number {
  const ch = (c: number, sh: number) => (c >> sh) & 0xff;
  const m = (sh: number) => Math.round(ch(a, sh) * (1 - t) + ch(b, sh) * t) << sh;
  return m(16) | m(8) | m(0);
}
