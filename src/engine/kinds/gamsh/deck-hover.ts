// The rules editor's hover on Gämsh's deck table (`tables.deck`): the motifs and cards the deck makes, and what a
// Föhn card's effect does and whether the card is in play (GAM-001, GAM-050…067). Pure.
import type { SheetLang } from '../../core/types';
import { FOEHN } from './foehn-words';
import type { FoehnEffect } from './deck-table';
import type { GamshRules } from './rules';

/** Each effect of the vocabulary in words, with its rules. */
const EFFECT_WORDS: Record<FoehnEffect, { de: string; en: string; rules: string }> = {
  guardNightCards: {
    de: 'Solange sie in der Mitte liegt, darf niemand Nachtkarten mit der Mitte tauschen; wer jemanden dabei erwischt, klatscht sie ab: der Tausch wird zurückgenommen, sein Team punktet',
    en: 'while it lies in the middle nobody may swap night cards with the middle; whoever catches someone slaps it: the swap is undone and their team scores',
    rules: 'GAM-060, GAM-061, GAM-062',
  },
  threeMakeQuartet: {
    de: 'mit einem Gämsh- oder Doppel-Gämsh-Ruf abgeklatscht, zählen drei Karten eines Motivs als Quartett',
    en: 'slapped with a Gämsh or Double call, three cards of one motif count as a quartet',
    rules: 'GAM-063',
  },
  snackRace: {
    de: 'niemand tauscht mehr; jede Person klatscht eine der anderen Karten der Mitte ab, dann wird die Mitte ersetzt; ein Team, dessen beide Partner abgeklatscht haben, punktet; sie wird nie aufgenommen',
    en: 'nobody swaps any more; everyone slaps one of the other middle cards, then the middle is replaced; a team whose partners both slapped scores; it is never taken',
    rules: 'GAM-051, GAM-064, GAM-065',
  },
  replaceMiddle: {
    de: 'wer sie abklatscht, lässt die vier Karten der Mitte ersetzen; keine Punkte',
    en: 'slapping it replaces the four middle cards; no points',
    rules: 'GAM-066, GAM-067',
  },
};

/**
 * The hover text for `path` below `tables`: on `deck.motifs` the number of motifs and motif cards; on
 * `deck.foehn.<card>` the card's name, its effect in words with the rules, and whether `foehnCards` shuffles it in.
 * Null for any other path.
 */
export function gamshTableHover(rules: GamshRules, path: readonly (string | number)[], lang: SheetLang): string | null {
  if (path[0] !== 'deck') return null;
  const de = lang === 'de';
  if (path[1] === 'motifs') {
    const n = rules.motifs.length;
    return de
      ? `**${n} Motive** zu je drei Tagkarten und einer Nachtkarte: ${n * 4} Motivkarten; ein Quartett sind die vier Karten eines Motivs (GAM-001, GAM-002)`
      : `**${n} motifs** of three day cards and one night card each: ${n * 4} motif cards; a quartet is the four cards of one motif (GAM-001, GAM-002)`;
  }
  if (path[1] !== 'foehn' || path.length < 3) return null;
  const card = String(path[2]);
  const effect = rules.effectOf[card];
  const name = FOEHN[card]?.name[lang] ?? card;
  if (!effect)
    return de
      ? `**${name}**: nicht im Spiel (foehnCards mischt sie nicht ein)`
      : `**${name}**: not in play (foehnCards does not shuffle it in)`;
  const w = EFFECT_WORDS[effect];
  return `**${name}** (${effect}): ${w[lang]} (${w.rules})`;
}
