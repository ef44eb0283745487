// Texts of the bot ladder in the Playtest view, English and German (German: Rangliste, Wertung,
// Paarung, Partie; one term per concept as in docs/architecture.md "Words").
import type { Locale } from '../../i18n/messages';

const EN = {
  title: 'Bot ladder',
  bot: 'bot',
  rating: 'rating',
  interval: '95 % interval',
  games: 'games',
  wins: 'wins',
  draws: 'draws',
  pairing: 'pairing',
  firstWins: 'win rate of the first',
  chart: 'Ratings with 95 % intervals (Bradley–Terry, Elo scale)',
  note: '{rated} games rated ({seeds} seeds × {configs} seat configurations per pairing). Rating: Bradley–Terry maximum likelihood on the Elo scale (mean 1500), interval ± 1.96 quasi standard errors (Firth & de Menezes); OpenSkill (Weng–Lin) as a cross-check. The same ladder for any number of workers.',
  unrated: '{n} games not rated (aborted or at the action limit).',
  botsField: 'Bots of the ladder',
  botsHint: 'comma list, e.g. random, normal, strong',
} as const;

const DE: Record<keyof typeof EN, string> = {
  title: 'Bot-Rangliste',
  bot: 'Bot',
  rating: 'Wertung',
  interval: '95-%-Intervall',
  games: 'Partien',
  wins: 'Siege',
  draws: 'Unentschieden',
  pairing: 'Paarung',
  firstWins: 'Siegquote des Ersten',
  chart: 'Wertungen mit 95-%-Intervallen (Bradley–Terry, Elo-Skala)',
  note: '{rated} Partien gewertet ({seeds} Seeds × {configs} Sitzordnungen je Paarung). Wertung: Bradley–Terry (Maximum Likelihood, Elo-Skala, Mittel 1500), Intervall ± 1,96 Quasi-Standardfehler (Firth & de Menezes); OpenSkill (Weng–Lin) zum Vergleich. Dieselbe Rangliste bei jeder Zahl von Workern.',
  unrated: '{n} Partien nicht gewertet (abgebrochen oder an der Aktionsgrenze).',
  botsField: 'Bots der Rangliste',
  botsHint: 'Kommaliste, z. B. random, normal, strong',
};

/** A ladder text key. */
export type LadderKey = keyof typeof EN;

/** The text `key` in `locale` with `{name}` placeholders filled from `params`. */
export function ladderText(
  locale: Locale,
  key: LadderKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const text: string = locale === 'de' ? DE[key] : EN[key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : m));
}
