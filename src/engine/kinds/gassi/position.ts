// Gassi position notation (docs/notation-gassi.md): one line with turn, round, draw pile, bones and every dog
// (owner, realm, state, pile, running attack). `formatPosition` writes it; `parsePositionText` reads it back
// into the structured scenario form. Pure.
import type { Json } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState, GDog } from './state';

const names = (rules: GassiRules, cs: readonly number[]) => cs.map((c) => rules.cards[c]!.name);

/** One dog as `id@owner REALM STATE [hidden] [PILE…] [A:…] [B:…] [dN] [>S] [rN] [+N]`. */
export function formatDog(rules: GassiRules, d: GDog): string {
  const parts = [`${d.id}@${d.owner}`, rules.realms[d.realm]?.name ?? '?', d.state];
  if (d.hidden) parts.push('hidden');
  parts.push(`[${names(rules, d.pile).join(' ')}]`);
  if (d.attackers.length) parts.push(`A:${names(rules, d.attackers).join(',')}`);
  if (d.beasts.length) parts.push(`B:${names(rules, d.beasts).join(',')}`);
  if (d.draw) parts.push(`d${d.draw}`);
  if (d.beneficiary >= 0) parts.push(`>${d.beneficiary}`);
  if (d.rounds > 1) parts.push(`r${d.rounds}`);
  if (d.plus) parts.push(`+${d.plus}`);
  return parts.join(' ');
}

/** The whole position: `T<turn> R<round> D<draw pile> B<bones,…> | dog | dog …` (+ ` | over <reason>`). */
export function formatPosition(rules: GassiRules, s: GassiState): string {
  const head = `T${s.turn} R${s.round} D${s.drawPile.length} B${s.bones.join(',')}`;
  const dogs = s.dogs.map((d) => formatDog(rules, d));
  const tail = s.end ? [`over ${s.end.reason}${s.end.finisher >= 0 ? ` ${s.end.finisher}` : ''}`] : [];
  return [head, ...dogs, ...tail].join(' | ');
}

/** Reads position text into the structured form of `fromScenario` (hands not included); a string is an error. */
export function parsePositionText(text: string): { [k: string]: Json } | string {
  const segs = text
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);
  const head = segs.shift() ?? '';
  const out: { [k: string]: Json } = { filler: 0 };
  for (const tok of head.split(/\s+/).filter(Boolean)) {
    const m = /^([TRDB])(.+)$/.exec(tok);
    if (!m) return `bad head token "${tok}" (expected T<seat> R<round> D<count> B<bones,…>)`;
    if (m[1] === 'B') out.bones = m[2]!.split(',').map(Number);
    else out[{ T: 'turn', R: 'round', D: 'draw' }[m[1] as 'T' | 'R' | 'D']] = Number(m[2]);
  }
  const dogs: { [k: string]: Json } = {};
  for (const seg of segs) {
    if (seg.startsWith('over')) continue;
    const pileM = /\[([^\]]*)\]/.exec(seg);
    const rest = seg
      .replace(/\[[^\]]*\]/, ' ')
      .split(/\s+/)
      .filter(Boolean);
    const idM = /^([a-h]\d+)@(\d+)$/.exec(rest[0] ?? '');
    if (!idM || rest.length < 3) return `bad dog "${seg}" (expected id@owner REALM STATE [pile] …)`;
    const dog: { [k: string]: Json } = { owner: Number(idM[2]), realm: rest[1]!, state: rest[2]! };
    if (pileM) dog.pile = pileM[1]!.split(/\s+/).filter(Boolean);
    for (const tok of rest.slice(3)) {
      if (tok === 'hidden') dog.hidden = true;
      else if (tok.startsWith('A:')) dog.attacker = tok.slice(2).split(',');
      else if (tok.startsWith('B:')) dog.beast = tok.slice(2).split(',');
      else if (/^d\d+$/.test(tok)) dog.draw = Number(tok.slice(1));
      else if (/^>\d+$/.test(tok)) dog.beneficiary = Number(tok.slice(1));
      else if (/^r\d+$/.test(tok)) dog.rounds = Number(tok.slice(1));
      else if (/^\+\d+$/.test(tok)) dog.plus = Number(tok.slice(1));
      else return `bad dog token "${tok}" in "${seg}"`;
    }
    // `r` is written only above 1: a running attack without it has 1 round left (a FLEA in its last round).
    if (dog.attacker !== undefined && dog.rounds === undefined) dog.rounds = 1;
    dogs[idM[1]!] = dog;
  }
  out.dogs = dogs;
  return out;
}
