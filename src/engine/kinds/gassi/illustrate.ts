// A small black-and-white SVG of the dog piles of a Gassi state, for worked examples on rule sheets (GameKind
// `illustrate`). Pure; card and realm names come from the ruleset's tables, so they are escaped.
import type { SheetLang } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState } from './state';

const esc = (t: string): string =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The dogs of `state` side by side (GAS-020: a dog is its pile): each column is headed by the dog id, owner,
 * realm (GAS-022) and state (GAS-030…036) and lists the pile from the first card (top) to the latest (bottom).
 * The running threat (latest attacker or beast, GAS-075) is drawn inverted; other cards of the running attack
 * are framed heavily; a face-down dog (GAS-016) is dashed. A head line gives the seat to move, the draw pile
 * size and the bones per seat. Square (270 × 270), like the other kinds' pictures.
 */
export function illustrateGassi(rules: GassiRules, state: GassiState, lang: SheetLang): string {
  const de = lang === 'de';
  const size = 270;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${de ? 'Hundestapel' : 'Dog piles'}" class="board" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  const head = de
    ? `Am Zug: Platz ${state.turn} · Stapel ${state.drawPile.length} · Knochen ${state.bones.join('/')}`
    : `To move: seat ${state.turn} · draw ${state.drawPile.length} · bones ${state.bones.join('/')}`;
  out.push(`<text x="${size / 2}" y="12" font-size="10" text-anchor="middle" fill="#000">${esc(head)}</text>`);
  const dogs = state.dogs;
  if (!dogs.length) {
    out.push(
      `<text x="${size / 2}" y="${size / 2}" font-size="10" text-anchor="middle" fill="#555">${de ? 'keine Hunde' : 'no dogs'}</text></svg>`,
    );
    return out.join('');
  }
  const cols = Math.min(dogs.length, 6);
  const rows = Math.ceil(dogs.length / cols);
  const colW = (size - 8) / cols;
  const longest = Math.max(1, ...dogs.map((d) => d.pile.length));
  const rowH = Math.min((size - 22) / rows, 58 + 24 * longest);
  const cardW = Math.min(colW - 6, 76);
  const font = Math.min(10, (cardW - 4) / 5.6);
  dogs.forEach((d, i) => {
    const x0 = 4 + (i % cols) * colW;
    const y0 = 20 + Math.floor(i / cols) * rowH;
    const cx = x0 + colW / 2;
    out.push(
      `<rect x="${(x0 + 1).toFixed(1)}" y="${y0.toFixed(1)}" width="${(colW - 2).toFixed(1)}" height="${(rowH - 3).toFixed(1)}" rx="3" fill="none" stroke="#999" stroke-width="0.6"${d.hidden ? ' stroke-dasharray="3 2"' : ''}/>`,
    );
    const realm = rules.realms[d.realm]?.name ?? '?';
    out.push(
      `<text x="${cx.toFixed(1)}" y="${(y0 + 13).toFixed(1)}" font-size="11" font-weight="bold" text-anchor="middle" fill="#000">${esc(`${d.id} · ${d.owner}`)}</text>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="${(y0 + 24).toFixed(1)}" font-size="${Math.min(8.5, font).toFixed(1)}" text-anchor="middle" fill="#000">${esc(realm)}${d.hidden ? (de ? ' (verdeckt)' : ' (face down)') : ''}</text>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="${(y0 + 34).toFixed(1)}" font-size="${Math.min(8.5, font).toFixed(1)}" text-anchor="middle" fill="#000" font-style="italic">${esc(d.state)}</text>`,
    );
    const threat = d.beasts.length
      ? d.beasts[d.beasts.length - 1]!
      : d.attackers.length
        ? d.attackers[d.attackers.length - 1]!
        : -1;
    const attackStart =
      d.attackFrom >= 0
        ? d.attackFrom
        : d.attackers.length + d.beasts.length
          ? d.pile.length - d.attackers.length - d.beasts.length
          : d.pile.length;
    const avail = rowH - 50;
    const step = Math.min(24, avail / Math.max(1, d.pile.length));
    const cardH = Math.min(20, step - 2);
    let threatIndex = -1;
    if (threat >= 0)
      for (let k = d.pile.length - 1; k >= 0; k--)
        if (d.pile[k] === threat) {
          threatIndex = k;
          break;
        }
    d.pile.forEach((c, k) => {
      const y = y0 + 40 + k * step;
      const isThreat = k === threatIndex;
      const inAttack = k >= attackStart && (d.attackers.length > 0 || d.beasts.length > 0);
      out.push(
        `<rect x="${(cx - cardW / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${cardW.toFixed(1)}" height="${cardH.toFixed(1)}" rx="1.5" fill="${isThreat ? '#000' : '#fff'}" stroke="#000" stroke-width="${inAttack ? 1.4 : 0.6}"/>`,
      );
      if (cardH >= 5)
        out.push(
          `<text x="${cx.toFixed(1)}" y="${(y + cardH / 2 + font * 0.36).toFixed(1)}" font-size="${Math.min(font, cardH - 1).toFixed(1)}" text-anchor="middle" fill="${isThreat ? '#fff' : '#000'}">${esc(rules.cards[c]?.name ?? '?')}</text>`,
        );
    });
    const foot = [
      d.draw ? `d${d.draw}` : '',
      d.beneficiary >= 0 ? `>${d.beneficiary}` : '',
      d.rounds > 1 ? `r${d.rounds}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (foot)
      out.push(
        `<text x="${cx.toFixed(1)}" y="${(y0 + rowH - 7).toFixed(1)}" font-size="8.5" text-anchor="middle" fill="#000">${esc(foot)}</text>`,
      );
  });
  out.push('</svg>');
  return out.join('');
}
