// Option values as sentences: what a house-rules card and a booklet's "what differs" say about an
// option, in German or English — never an identifier or a code like "6+5432". The kind's own sentences where it has
// them (`GameKind.rulesheet`); a generic sentence from the option's description otherwise. Pure.
import type { Json, SheetLang } from '../core/types';
import type { GameKind, OptionSpec } from '../core/types';
import { bookletText } from './booklet/common';

type Both = { de: string; en: string };
const t = (de: string, en: string): Both => ({ de, en });

/** Words for enum values of any kind's options that have no specific sentence. */
const VALUE_WORDS: Record<string, Both> = {
  eachOtherTeam: t('alle anderen Teams', 'every other team'),
  namedTeamOnly: t('nur das genannte Team', 'only the named team'),
  wrong: t('gilt als falscher Ruf', 'counts as a wrong call'),
  scoreAsGamsh: t('zählt wie ein einfaches Gämsh', 'scores like a plain Gämsh'),
  partnerOnly: t('nur für den Partner', 'the partner only'),
  both: t('für beide', 'both'),
  opponents: t('nur die Gegner', 'opponents only'),
  anyone: t('alle', 'anyone'),
  wholeSwap: t('der ganze Tausch', 'the whole swap'),
  nightCardOnly: t('nur die Nachtkarte', 'the Night card only'),
  reshuffleAll: t('alle Karten neu mischen', 'shuffle all cards anew'),
  replaceFromDrawPile: t('vom Nachziehstapel ersetzen', 'replace from the draw pile'),
  reshuffleDiscards: t('Ablage neu mischen', 'reshuffle the discards'),
  newRound: t('neue Runde', 'a new round'),
  firstOnly: t('nur der erste Ruf zählt', 'only the first call counts'),
  allWithinWindow: t('alle Rufe im selben Augenblick zählen', 'all calls at the same moment count'),
  GAMEKEEPER: t('Wachsamer Wildhüter', 'Watchful Gamekeeper'),
  FARMER: t('Schlauer Bauer', 'Smart Farmer'),
  SNACK: t('Flotte Vesper', 'Hearty Snack'),
  BULL: t('Wilder Stier', 'Raging Bull'),
  random: t('ausgelost', 'drawn by lot'),
};

/** A value in words: yes/no, numbers, known enum words, lists joined; null as "none". */
export function valueWords(v: Json, lang: SheetLang): string {
  if (v === true) return lang === 'de' ? 'ja' : 'yes';
  if (v === false) return lang === 'de' ? 'nein' : 'no';
  if (v === null) return lang === 'de' ? 'keine Grenze' : 'no limit';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return VALUE_WORDS[v]?.[lang] ?? v;
  if (Array.isArray(v))
    return v.length ? v.map((x) => valueWords(x, lang)).join(', ') : lang === 'de' ? 'keine' : 'none';
  return Object.entries(v)
    .map(([k, x]) => `${k}: ${valueWords(x as Json, lang)}`)
    .join('; ');
}

/**
 * The sentence for option `name` of `kind` at `value` in `lang`: the kind's own sentence where it has one
 * (`KindRuleSheet.optionSentences`), else "<description>: <value in words>." with the description cleaned of rule IDs and identifiers.
 */
export function optionSentence(
  kind: GameKind<any, any, any>,
  name: string,
  spec: OptionSpec | undefined,
  value: Json,
  lang: SheetLang,
): string {
  const sentences = kind.rulesheet?.optionSentences;
  const specific = sentences && Object.hasOwn(sentences, name) ? sentences[name]!(value) : undefined;
  if (specific) return specific[lang];
  const desc = cleanDescription(spec?.description[lang] ?? name);
  if (value === true) return `${desc}${/[.!]$/.test(desc) ? '' : '.'}`;
  if (value === false)
    return `${lang === 'de' ? 'Das gilt hier nicht' : 'This does not apply here'}: ${lang === 'de' ? desc : lowerFirst(desc)}${/[.!]$/.test(desc) ? '' : '.'}`;
  return `${desc.replace(/[.]$/, '')}: ${valueWords(value, lang)}.`;
}

/** An option description without rule IDs, code quotes or camelCase identifiers (replaced by "this value"). */
export function cleanDescription(text: string): string {
  return bookletText(text.replace(/`([^`]*)`/g, '$1')).replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (m) =>
    m.replace(/([A-Z])/g, ' $1').toLowerCase(),
  );
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * True for settings of the app only (timings of the digital table, server ordering, emotes): options whose
 * description cites only the digital adaptation's rules (DIG-…) and no house rule of the game (HG-…).
 */
export function isAppOnly(descriptionEn: string): boolean {
  return /\bDIG-\d+/.test(descriptionEn) && !/\bHG-\d+/.test(descriptionEn);
}
