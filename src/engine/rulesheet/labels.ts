// Fixed words of rule sheets in German and English. Pure data.
import type { SheetLang } from '../core/types';

const LABELS = {
  contents: { de: 'Inhalt', en: 'Contents' },
  version: { de: 'Version', en: 'Version' },
  source: { de: 'Quelle', en: 'Source' },
  bookletFooter: {
    de: 'Diese Spielregel wurde von Rulebench aus dem Regelwerk erstellt. Jedes Beispiel darin wurde von der Regel-Engine Zug für Zug nachgespielt. Jede Regel mit ihrer Nummer, alle Einstellungen und Sonderfälle stehen in der Regelübersicht zum Nachschlagen.',
    en: 'These rules were made by Rulebench from the ruleset. Every example in them was replayed move by move by the rules engine. Every rule with its number, all settings and special cases are in the separate rules reference.',
  },
  bookletFooterPlain: {
    de: 'Diese Spielregel wurde von Rulebench aus dem Regelwerk erstellt. Jede Regel mit ihrer Nummer, alle Einstellungen und Sonderfälle stehen in der Regelübersicht zum Nachschlagen.',
    en: 'These rules were made by Rulebench from the ruleset. Every rule with its number, all settings and special cases are in the separate rules reference.',
  },
  bookletBasedOn: { de: 'Nach:', en: 'Based on:' },
  booklet: { de: 'Spielregel', en: 'Rules' },
  reference: { de: 'Regelübersicht zum Nachschlagen', en: 'Rules reference' },
  ruleset: { de: 'Regelwerk', en: 'Ruleset' },
  basedOn: { de: 'baut auf', en: 'extends' },
  rulesHash: { de: 'Regel-Hash', en: 'Rules hash' },
  options: { de: 'Optionen in diesem Regelwerk', en: 'Options in effect' },
  optionsIntro: {
    de: 'Jede Einstellung dieses Regelwerks mit ihrem Wert. „geändert“ markiert Werte, die vom Standard der Spielart abweichen.',
    en: 'Every setting of this ruleset with its value. "changed" marks values that differ from the kind\'s default.',
  },
  option: { de: 'Option', en: 'Option' },
  value: { de: 'Wert', en: 'Value' },
  default: { de: 'Standard', en: 'Default' },
  description: { de: 'Beschreibung', en: 'Description' },
  rules: { de: 'Regeln', en: 'Rules' },
  changed: { de: 'geändert', en: 'changed' },
  yes: { de: 'ja', en: 'yes' },
  none: { de: 'keine', en: 'none' },
  no: { de: 'nein', en: 'no' },
  examples: { de: 'Beispiele', en: 'Worked examples' },
  examplesIntro: {
    de: 'Diese Beispiele stehen im Regelwerk und wurden beim Erstellen dieses Blatts von der Rulebench-Engine nachgespielt: Sie gelten genau so.',
    en: 'These examples are part of the ruleset and were replayed by the Rulebench engine when this sheet was made: they hold exactly as shown.',
  },
  example: { de: 'Beispiel', en: 'Example' },
  position: { de: 'Stellung', en: 'Position' },
  toMove: { de: 'am Zug', en: 'to move' },
  seat: { de: 'Platz', en: 'Seat' },
  hand: { de: 'Karten', en: 'Hand' },
  legal: { de: 'erlaubt', en: 'legal' },
  illegal: { de: 'nicht erlaubt', en: 'not legal' },
  only: { de: 'die einzigen erlaubten Züge', en: 'the only legal actions' },
  play: { de: 'gespielt', en: 'played' },
  after: { de: 'danach', en: 'after' },
  before: { de: 'vorher', en: 'before' },
  outcome: { de: 'Ergebnis', en: 'Outcome' },
  winners: { de: 'gewonnen haben die Plätze', en: 'won by seats' },
  running: { de: 'das Spiel läuft weiter', en: 'the game goes on' },
  withOptions: { de: 'mit den Optionen', en: 'with options' },
  step: { de: 'Schritt', en: 'Step' },
  alternative: { de: 'Oder, von derselben Stellung aus:', en: 'Or, from the same position:' },
  bookletBefore: { de: 'Vorher', en: 'Before' },
  bookletAfter: { de: 'Nachher', en: 'After' },
  bookletExample: { de: 'Beispiel', en: 'Example' },
  bookletAlternative: { de: 'Oder stattdessen', en: 'Or instead' },
  continued: { de: 'Fortsetzung der Stellung davor', en: 'continues from the position before' },
  page: { de: 'Seite', en: 'Page' },
  of: { de: 'von', en: 'of' },
  houseRules: { de: 'Hausregeln', en: 'House rules' },
  houseRulesVs: { de: 'Abweichungen von', en: 'Differences from' },
  houseRulesIntro: {
    de: 'Nur die Optionen, in denen sich die beiden Regelwerke unterscheiden; alles andere gilt wie im Grundregelwerk.',
    en: 'Only the options in which the two rulesets differ; everything else is as in the base ruleset.',
  },
  noDifferences: {
    de: 'Die beiden Regelwerke spielen sich gleich: keine Option unterscheidet sich.',
    en: 'The two rulesets play the same: no option differs.',
  },
  inThisRuleset: { de: 'In diesem Regelwerk', en: 'In this ruleset' },
  holds: { de: 'In diesem Regelwerk gilt', en: 'In this ruleset' },
  holdsNot: { de: 'In diesem Regelwerk gilt nicht', en: 'Not in this ruleset' },
  catalogue: { de: 'Weitere Einträge des Regelkatalogs', en: 'Further catalogue entries' },
  catalogueIntro: {
    de: 'Einträge des Regelkatalogs neben den Regeln, mit ihrem Text aus dem Regelwerk: Varianten und Optionen, offene Stellen und Widersprüche der Quellen mit der gewählten Lösung, die digitale Umsetzung und Testbeispiele.',
    en: 'Entries of the rules catalogue beside the rules, with their text from the ruleset: variants and options, open points and contradictions of the sources with the chosen resolution, the digital adaptation and test examples.',
  },
  catalogueOtherLanguage: {
    de: 'Einträge, die das Regelwerk nur auf Englisch enthält, stehen hier auf Englisch.',
    en: 'Entries the ruleset holds only in German are printed in German.',
  },
  generated: { de: 'Erstellt von Rulebench aus dem Regelwerk', en: 'Generated by Rulebench from the ruleset' },
} as const;

/** A fixed word or phrase of the sheet in `lang`. */
export function label(key: keyof typeof LABELS, lang: SheetLang): string {
  return LABELS[key][lang];
}

/**
 * An option value as printed in the reference: yes/no, strings and numbers as they are, lists joined with commas,
 * maps as "key: value" pairs, null as "none" — never JSON with braces or brackets.
 */
export function formatValue(value: unknown, lang: SheetLang): string {
  if (value === true) return label('yes', lang);
  if (value === false) return label('no', lang);
  if (value === null || value === undefined) return label('none', lang);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length ? value.map((v) => formatValue(v, lang)).join(', ') : label('none', lang);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${formatValue(v, lang)}`)
    .join('; ');
}
