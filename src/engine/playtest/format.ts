// Plain-text and CSV renderings of playtest results, shared by the CLI and the app's exports. Pure.
import type { GameRecord } from './batch';
import type { Comparison, ComparisonRow } from './compare';
import type { BatchMetrics } from './metrics';
import { csvCell } from './sweep';
import { formatBotSpec, type BotSpec } from '../bots/registry';
import { findKind } from '../kinds';
import type { Proportion } from './stats';

/** `45.1 % [42.9, 47.3]`: a rate with its 95 % interval, in percent with one decimal; `n/a (no games to count)` when `n` is 0. */
export function formatRate(p: Pick<Proportion, 'rate' | 'lo' | 'hi'> & { readonly n?: number }): string {
  if (p.n === 0) return 'n/a (no games to count)'; // e.g. the first player of a real-time game: nobody acts first alone
  return `${pct(p.rate)} % [${pct(p.lo)}, ${pct(p.hi)}]`;
}

function pct(x: number): string {
  return (100 * x).toFixed(1);
}

function num(x: number, digits = 2): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(digits);
}

/** Report language of the CLI's texts (`--lang de|en`); English is the default and the byte-stable form. */
export type ReportLang = 'de' | 'en';

/** Word chooser for `lang`: `w(english, german)`; plus `pct`/`num` with the German decimal comma. */
function words(lang: ReportLang) {
  const de = lang === 'de';
  const dec = (s: string) => (de ? s.replace('.', ',') : s);
  return {
    de,
    w: (en: string, ge: string) => (de ? ge : en),
    pct: (x: number) => dec(pct(x)),
    num: (x: number, digits = 2) => dec(num(x, digits)),
    rate: (p: Pick<Proportion, 'rate' | 'lo' | 'hi'> & { readonly n?: number }) =>
      de
        ? p.n === 0
          ? 'entfällt (keine Partien zu zählen)'
          : `${dec(pct(p.rate))} % [${dec(pct(p.lo))}; ${dec(pct(p.hi))}]`
        : formatRate(p),
    ord: (n: number) => (de ? `${n}.` : ordinal(n)),
  };
}

/**
 * The metrics of one batch as report lines (wins, first player, lengths, unfinished, moves, rules, cards, lead), in
 * `lang` (`de`: German words and decimal comma; default English, unchanged).
 */
export function formatMetrics(m: BatchMetrics, lang: ReportLang = 'en'): string {
  const { de, w, pct, num, rate, ord } = words(lang);
  const sep = de ? '; ' : ', '; // German figures carry a decimal comma: lists of `id figure` are split by semicolons
  const dec = (d: { readonly deciles?: readonly number[] }) => (d.deciles ?? []).map((x) => num(x)).join(' ');
  const out: string[] = [
    `${w('ruleset', 'Regelwerk')}: ${m.rulesetId} (${w('rules', 'Regeln')} ${m.rulesHash})`,
    `${w('games', 'Partien')}: ${m.games}, ${w('finished', 'beendet')}: ${m.finished}`,
    w('wins per team (95 % Wilson CI):', 'Siege je Team (95-%-Wilson-KI):'),
  ];
  for (const t of m.teams)
    out.push(`  ${w('team', 'Team')} ${t.team} (${w('seats', 'Plätze')} ${t.seats.join(',')}): ${t.k}  ${rate(t)}`);
  if (m.sharedWins)
    out.push(
      `  ${w('shared by several teams (ties, counted for each)', 'von mehreren Teams geteilt (Gleichstand, für jedes gezählt)')}: ${m.sharedWins}`,
    );
  out.push(w('wins per seat:', 'Siege je Platz:'));
  for (const s of m.seats) out.push(`  ${w('seat', 'Platz')} ${s.seat}: ${s.k}  ${rate(s)}`);
  out.push(
    `${w('first player wins', 'Siege Startspieler')}: ${m.firstPlayer.k}/${m.firstPlayer.n}  ${rate(m.firstPlayer)} (${w('no advantage', 'ohne Vorteil')}: ${pct(m.firstPlayer.fair)} %)`,
  );
  if (m.turnOrder) {
    out.push(
      `${w('wins by turn order', 'Siege nach Zugreihenfolge')} (${w('no advantage', 'ohne Vorteil')}: ${pct(m.turnOrder.fair)} %):`,
    );
    for (const p of m.turnOrder.positions)
      out.push(`  ${ord(p.position + 1)} ${w('to act', 'am Zug')}: ${p.k}/${p.n}  ${rate(p)}`);
  } else
    out.push(
      w(
        'wins by turn order: n/a (real-time: nobody takes turns)',
        'Siege nach Zugreihenfolge: entfällt (Echtzeit: niemand ist am Zug)',
      ),
    );
  if (m.balance) {
    const b = m.balance;
    const at =
      b.basis === 'seats'
        ? `${w('seat', 'Platz')} ${b.worst}`
        : w(`the ${ordinal(b.worst + 1)} to act`, `${b.worst + 1}. am Zug`);
    out.push(
      w(
        `balance (largest distance from the fair share, by ${b.basis}): ${pct(b.value)} percentage points [${pct(b.lo)}, ${pct(b.hi)}] at ${at} (bootstrap, ${b.resamples} resamples)`,
        `Ausgewogenheit (größter Abstand vom fairen Anteil, nach ${b.basis === 'seats' ? 'Plätzen' : 'Zugreihenfolge'}): ${pct(b.value)} Prozentpunkte [${pct(b.lo)}; ${pct(b.hi)}] bei ${at} (Bootstrap, ${b.resamples} Wiederholungen)`,
      ),
    );
  }
  const a = m.length.actions;
  const r = m.length.rounds;
  const spread = (x: typeof a) =>
    w(
      `mean ${num(x.mean)} [${num(x.lo)}, ${num(x.hi)}], sd ${num(x.sd)}, median ${x.median}, range ${x.min}–${x.max}`,
      `Mittel ${num(x.mean)} [${num(x.lo)}; ${num(x.hi)}], Standardabw. ${num(x.sd)}, Median ${num(x.median)}, Spanne ${num(x.min)}–${num(x.max)}`,
    );
  const decLine = `  ${w('deciles', 'Dezile')} p10…p90: `;
  out.push(`${w('actions per game', 'Aktionen je Partie')}: ${spread(a)}`);
  out.push(decLine + dec(a));
  out.push(`${w('rounds per game', 'Runden je Partie')}: ${spread(r)}`);
  out.push(decLine + dec(r));
  if (m.length.minutes) {
    const t = m.length.minutes;
    out.push(`${w('simulated minutes per game', 'simulierte Minuten je Partie')}: ${spread(t)}`);
    out.push(decLine + dec(t));
  }
  out.push(
    w(
      `stalled (action limit): ${m.unfinished.stalled}, aborted (engine bug): ${m.unfinished.aborted}`,
      `festgefahren (Aktionslimit): ${m.unfinished.stalled}, abgebrochen (Fehler der Engine): ${m.unfinished.aborted}`,
    ),
  );
  for (const x of m.unfinished.reasons)
    out.push(`  ${x.count}× ${x.reason} (${w('e.g. seeds', 'z. B. Seeds')} ${x.seeds.join(', ')})`);
  if (m.decisions) {
    const d = m.decisions;
    out.push(
      w(
        `decisions: ${num(d.perGame.mean)} decision points per game [${num(d.perGame.lo)}, ${num(d.perGame.hi)}]; branching factor ${num(d.branching)} legal actions per decision; forced moves ${pct(d.forcedShare)} % of actions`,
        `Entscheidungen: ${num(d.perGame.mean)} je Partie [${num(d.perGame.lo)}; ${num(d.perGame.hi)}]; Verzweigungsgrad ${num(d.branching)} legale Aktionen je Entscheidung; erzwungene Züge ${pct(d.forcedShare)} % der Aktionen`,
      ),
    );
  } else
    out.push(
      w(
        'decisions: n/a (real-time: no turns with a list of legal actions)',
        'Entscheidungen: entfällt (Echtzeit: keine Züge mit einer Liste legaler Aktionen)',
      ),
    );
  if (m.lead) {
    const l = m.lead;
    const u = l.unit === 'progress' ? w('of the way', 'des Wegs') : w('points', 'Punkte');
    const v = (x: number) => (l.unit === 'progress' ? `${pct(x)} %` : num(x));
    out.push(
      w(
        `lead changes per game: ${num(l.changes.mean)} [${num(l.changes.lo)}, ${num(l.changes.hi)}]; mid-game leader wins ${rate(l.midLeaderWins)}; mean final margin ${num(l.margin.mean, 3)}`,
        `Führungswechsel je Partie: ${num(l.changes.mean)} [${num(l.changes.lo)}; ${num(l.changes.hi)}]; der Führende zur Spielmitte gewinnt ${rate(l.midLeaderWins)}; mittlerer Abstand am Ende ${num(l.margin.mean, 3)}`,
      ),
    );
    out.push(
      w(
        `drama (the winner's mean deficit where it trailed, ${u}): ${v(l.drama.mean)} [${v(l.drama.lo)}, ${v(l.drama.hi)}]; largest deficit ${v(l.maxDeficit.mean)}; winner trailed at some point in ${rate(l.comebacks)}`,
        `Dramatik (mittlerer Rückstand des Siegers, wo er zurücklag, ${u}): ${v(l.drama.mean)} [${v(l.drama.lo)}; ${v(l.drama.hi)}]; größter Rückstand ${v(l.maxDeficit.mean)}; Sieger lag irgendwann zurück in ${rate(l.comebacks)}`,
      ),
    );
    out.push(
      w(
        `decisiveness (winner took the lead for good at this share of the game): ${pct(l.decidedAt.mean)} % [${pct(l.decidedAt.lo)}, ${pct(l.decidedAt.hi)}]`,
        `Entscheidung (der Sieger führte endgültig ab diesem Anteil der Partie): ${pct(l.decidedAt.mean)} % [${pct(l.decidedAt.lo)}; ${pct(l.decidedAt.hi)}]`,
      ),
    );
  }
  out.push(w('move types (events per game):', 'Zugarten (Ereignisse je Partie):'));
  out.push('  ' + m.moves.map((u) => `${u.id} ${num(u.perGame)}`).join(sep));
  const cat = m.rules.catalogue;
  out.push(
    w(
      `rules (applications per game; catalogue: ${cat.ids.length} IDs ${cat.source === 'events' ? 'that events cite' : `from ${cat.source}`}):`,
      `Regeln (Anwendungen je Partie; Katalog: ${cat.ids.length} IDs ${cat.source === 'events' ? 'aus den Ereignissen' : `aus ${cat.source}`}):`,
    ),
  );
  out.push(
    '  ' +
      m.rules.use
        .filter((u) => u.total > 0)
        .map((u) => `${u.id} ${num(u.perGame)}`)
        .join(sep),
  );
  out.push(
    `${w('rules never triggered', 'nie ausgelöste Regeln')} (${m.rules.never.length}): ${m.rules.never.join(' ') || '—'}`,
  );
  if (cat.uncounted?.length)
    out.push(
      `${w('not counted (no event of their own: definitions, conditions inside other moves', 'nicht gezählt (ohne eigenes Ereignis: Definitionen, Bedingungen in anderen Zügen')}; ${cat.uncounted.length}): ${cat.uncounted.join(' ')}`,
    );
  if (m.points)
    out.push(
      w('points per game by source: ', 'Punkte je Partie nach Quelle: ') +
        (m.points.map((u) => `${u.id} ${num(u.perGame)}`).join(sep) || '—'),
    );
  if (m.cards.length)
    out.push(
      w('cards played per game: ', 'gespielte Karten je Partie: ') +
        m.cards.map((u) => `${u.id} ${num(u.perGame)}`).join(sep),
    );
  if (m.cardWins.length) {
    out.push(
      w('win rate when held in the first hand (95 % CI):', 'Gewinnrate mit der Karte in der ersten Hand (95-%-KI):'),
    );
    for (const c of m.cardWins) out.push(`  ${c.card}: ${c.k}/${c.n}  ${rate(c)}`);
  }
  return out.join('\n') + '\n';
}

/**
 * The comparison as a table, under the plain-language verdict (`comparisonVerdict` in `lang`, default English) and the test notes:
 * metric, A, B, B − A with 95 % interval, raw p, p after the correction, and a `*` when the corrected p < 0.05; the
 * primary rows first under their heading, then the exploratory rows under theirs (each family corrected on its own).
 * Bootstrap rows name their resample count. `all` false hides rule/move/card rows whose values are zero under both.
 */
export function formatComparison(
  c: Comparison,
  labels: readonly [string, string] = ['A', 'B'],
  all = false,
  lang: ReportLang = 'en',
): string {
  const { de, w } = words(lang);
  const dec = (s: string) => (de ? s.replace('.', ',') : s);
  const rows = c.rows.filter((r) => all || r.a !== 0 || r.b !== 0 || r.group === 'wins' || r.group === 'unfinished');
  const corr = correctionName(c.correction, lang);
  const head = [
    w('metric', 'Kennzahl'),
    labels[0],
    labels[1],
    'B − A',
    w('95 % CI', '95-%-KI'),
    'p',
    c.correction === 'none' ? 'p' : `p ${c.correction === 'holm' ? 'Holm' : 'BH'}`,
    '',
  ];
  const body = rows.map((r) => {
    const f = (x: number) => dec(formatRowValue(r, x));
    const metric = metricName(r.metric, lang);
    const name =
      r.test === 'bootstrap' && r.resamples ? `${metric} (${w('bootstrap', 'Bootstrap')} ×${r.resamples})` : metric;
    return [
      name,
      f(r.a),
      f(r.b),
      (r.diff >= 0 ? '+' : '') + f(r.diff),
      de ? `[${f(r.lo)}; ${f(r.hi)}]` : `[${f(r.lo)}, ${f(r.hi)}]`,
      dec(pText(r.p)),
      dec(pText(r.pAdjusted)),
      r.significant ? '*' : '',
    ];
  });
  const widths = head.map((h, i) => Math.max(width(h), ...body.map((b) => width(b[i]!))));
  const line = (cells: string[]) =>
    cells
      .map((c2, i) => (i === 0 ? padEnd(c2, widths[i]!) : padStart(c2, widths[i]!)))
      .join('  ')
      .trimEnd();
  const v = comparisonVerdict(c, lang);
  const out = [
    `${w('verdict', 'Urteil')}: ${v.verdict}`,
    `${w('power', 'Power')}: ${v.power}`,
    '',
    `A: ${labels[0]}  (${c.a.rulesHash})`,
    `B: ${labels[1]}  (${c.b.rulesHash})`,
    w(
      `games: ${c.a.games} per side ${c.pairedSeeds ? 'on the same seeds; tests paired by seed' : 'on different seeds'}: wins exact McNemar, counts sign-flip permutation test, median and balance bootstrap${c.pairedSeeds ? ' paired by seed' : ''} (${c.resamples} resamples)`,
      `Partien: ${c.a.games} je Seite ${c.pairedSeeds ? 'mit denselben Seeds; Tests gepaart nach Seed' : 'mit verschiedenen Seeds'}: Siege exakter McNemar-Test, Zählungen Vorzeichen-Permutationstest, Median und Ausgewogenheit Bootstrap${c.pairedSeeds ? ' gepaart nach Seed' : ''} (${c.resamples} Wiederholungen)`,
    ),
    w(
      `p corrected (${corr}) across the ${c.testedPrimary} tested primary rows and, separately, the ${c.testedExploratory} tested exploratory rows; * = corrected p < ${c.alpha}; rows with identical figures are merged (a = b = c)`,
      `p korrigiert (${corr}) über die ${c.testedPrimary} getesteten Hauptzeilen und getrennt über die ${c.testedExploratory} getesteten explorativen Zeilen; * = korrigiertes p < ${dec(String(c.alpha))}; Zeilen mit gleichen Werten sind zusammengefasst (a = b = c)`,
    ),
    '',
    line(head),
    w(
      'primary (win rates, game length, unfinished games):',
      'Hauptkennzahlen (Gewinnraten, Partielänge, unvollendete Partien):',
    ),
    ...body.filter((_, i) => isPrimaryRow(rows[i]!)).map(line),
    w(
      'exploratory (their own correction; a hint where to look, not a finding on its own):',
      'explorativ (eigene Korrektur; ein Hinweis, wo man nachsehen sollte, kein Befund für sich):',
    ),
    ...body.filter((_, i) => !isPrimaryRow(rows[i]!)).map(line),
  ];
  const never = w('rules never triggered', 'nie ausgelöste Regeln');
  out.push(
    '',
    `${never} — A: ${c.a.rules.never.join(' ') || '—'}`,
    `${never} — B: ${c.b.rules.never.join(' ') || '—'}`,
  );
  return out.join('\n') + '\n';
}

/** Fixed comparison-row names (src/engine/playtest/compare.ts) and their German words. */
const FIXED_DE: Readonly<Record<string, string>> = {
  'first player': 'Startspieler',
  'actions per game': 'Aktionen je Partie',
  'rounds per game': 'Runden je Partie',
  'deals per game': 'Austeilrunden je Partie',
  deals: 'Austeilrunden',
  'simulated minutes per game': 'simulierte Minuten je Partie',
  'median actions': 'Median der Aktionen',
  'stalled games': 'festgefahrene Partien',
  'aborted games': 'abgebrochene Partien',
  'decision points per game': 'Entscheidungen je Partie',
  'forced moves per game': 'erzwungene Züge je Partie',
  'branching factor (legal actions per decision)': 'Verzweigungsgrad (legale Aktionen je Entscheidung)',
  'lead changes per game': 'Führungswechsel je Partie',
  'mid-game leader wins': 'Siege des Führenden zur Spielmitte',
  "drama (winner's mean deficit)": 'Dramatik (mittlerer Rückstand des Siegers)',
  "winner's largest deficit": 'größter Rückstand des Siegers',
  'decided at (share of the game)': 'entschieden bei (Anteil der Partie)',
};

/** One part of a merged name (`team 0`, `seat 0`, `2nd to act`, `DOG-014`, `card 7 plays`, …) in German. */
function partDe(part: string): string {
  const fixedName = FIXED_DE[part];
  if (fixedName) return fixedName;
  return part
    .replace(/^team (\w+)$/, 'Team $1')
    .replace(/^seat (\d+)$/, 'Platz $1')
    .replace(/^(\d+)(?:st|nd|rd|th) to act$/, '$1. am Zug')
    .replace(/^card (\S+) plays$/, 'Karte $1 gespielt')
    .replace(/^(\S+) points$/, '$1 Punkte')
    .replace(
      /^more balanced\? \(largest distance from fair, by (seats|turn order)\)$/,
      (_, by: string) =>
        `ausgeglichener? (größter Abstand vom fairen Anteil, nach ${by === 'seats' ? 'Plätzen' : 'Zugreihenfolge'})`,
    );
}

/**
 * How a report names teams and seats (the engine's 0-based indices). The CLI's reports write them as the engine
 * counts (`team 0`, `seat 0`, docs/playtest.md); the app's Playtest view as its table does: seats and
 * teams from 1, Gämsh teams by letter (`team A`, GAM-010).
 */
export interface ReportNumbering {
  readonly team: (team: number) => string;
  readonly seat: (seat: number) => string;
}

/**
 * The numbering of the app's tables (one numbering on the table, replay, library and Playtest view): seats
 * and teams counted from 1 (engine seat 0 = "seat 1", team 0 = "team 1"), or as the kind names its teams
 * (`GameKind.teamName`: Gämsh `A`, `B`, `C`, GAM-010). `kind` is the ruleset's kind id.
 */
export function tableNumbering(kind: string): ReportNumbering {
  const teamName = findKind(kind)?.teamName;
  return {
    team: (team) => teamName?.(team) ?? String(team + 1),
    seat: (seat) => String(seat + 1),
  };
}

/** `team 0`, `seat 2` inside a comparison-row name (or a part of it) renamed by `numbering`; unchanged without one. */
function renumber(text: string, numbering: ReportNumbering | undefined): string {
  if (!numbering) return text;
  return text.replace(
    /\b(team|seat) (\d+)\b/g,
    (_, what: string, n: string) =>
      `${what} ${what === 'team' ? numbering.team(Number(n)) : numbering.seat(Number(n))}`,
  );
}

/**
 * A comparison row's name in `lang` (`rulebench compare --lang`, the app's comparison table): English as the engine names it; German word by word, keeping a merged
 * name's shared suffix (`team 0 = seat 0 wins` → `Siege Team 0 = Platz 0`, `DOG-014 per game` → `DOG-014 je Partie`).
 * Rule and move IDs stay as they are. With `numbering` (the app) teams and seats are named by it: `team 0 = seat 0
 * wins` → `team 1 = seat 1 wins` / `Siege Team 1 = Platz 1`.
 */
export function metricName(engineMetric: string, lang: ReportLang, numbering?: ReportNumbering): string {
  const metric = renumber(engineMetric, numbering);
  if (lang !== 'de') return metric;
  if (FIXED_DE[metric]) return FIXED_DE[metric]!;
  for (const [suffix, de] of [
    [' wins', (s: string) => `Siege ${s}`],
    [' per game', (s: string) => `${s} je Partie`],
  ] as const) {
    if (metric.endsWith(suffix)) return de(metric.slice(0, -suffix.length).split(' = ').map(partDe).join(' = '));
  }
  return metric.split(' = ').map(partDe).join(' = ');
}

/** Whether a comparison row's values are rates (shown in %): win, unfinished and leader rows, `decided at`. */
export function isRateRow(r: { readonly group: string; readonly metric: string }): boolean {
  return (
    r.group === 'wins' ||
    r.group === 'unfinished' ||
    r.group === 'balance' ||
    r.metric === 'mid-game leader wins' ||
    r.metric.startsWith('decided at')
  );
}

/** One value of a comparison row: `45.1 %` for rates (`isRateRow`), else up to two decimals. */
export function formatRowValue(r: { readonly group: string; readonly metric: string }, x: number): string {
  return isRateRow(r) ? `${pct(x)} %` : num(x);
}

function pText(p: number): string {
  return p < 0.001 ? '<0.001' : p.toFixed(3);
}

/** The correction's name in `lang`. */
export function correctionName(c: Comparison['correction'], lang: 'de' | 'en'): string {
  if (c === 'holm') return 'Holm–Bonferroni';
  if (c === 'bh') return 'Benjamini–Hochberg';
  return lang === 'de' ? 'keine Korrektur' : 'no correction';
}

/** Whether a comparison row is primary (`ComparisonRow.primary`; rows made without the flag: by group). */
export function isPrimaryRow(r: ComparisonRow): boolean {
  return (
    (r.primary as boolean | undefined) ??
    (['wins', 'length', 'unfinished'].includes(r.group) && !r.metric.startsWith('median'))
  );
}

/**
 * A wins row about seat or team numbers only (no first player, no turn-order position) in a comparison whose
 * start seat is random (`Comparison.randomStart`): the number carries no advantage by itself, so a difference
 * there is not a finding until fresh seeds repeat it.
 */
export function isSeatNumberRow(c: Comparison, r: ComparisonRow): boolean {
  return c.randomStart === true && r.group === 'wins' && r.merged.every((m) => /^(team|seat) \S+ wins$/.test(m));
}

/**
 * The plain-language verdict of a comparison in `lang` (the app's language). `verdict` leads with the largest
 * primary effect in words ("B: games last about 3.5 deals longer (+14.0 %)"), then the other primary effects, then
 * the exploratory rows that survive their own correction; when no primary row survives it says "too few games to
 * tell" with the smallest win-rate and game-length changes these games would detect. A seat or team number's
 * effect under a random start seat (`isSeatNumberRow`) is named as not a finding (not checked on fresh seeds).
 * `power` says how many games per side a difference of the power note's size would need (two-sided 5 % level,
 * 80 % power, one row). `numbering` names teams and seats (the app counts from 1, `ReportNumbering`); without it
 * as the engine counts. `names` (a sweep's values) replaces the leading `B` with `names.b` and says what the length
 * is compared with (`names.a`, in `lang`: "games last about 4.1 actions longer than at 5", "… länger als bei 5").
 */
export function comparisonVerdict(
  c: Comparison,
  lang: 'de' | 'en',
  numbering?: ReportNumbering,
  names?: { readonly b: string; readonly a: string },
): { verdict: string; power: string } {
  const de = lang === 'de';
  const dec = (x: number, d = 1) => (de ? x.toFixed(d).replace('.', ',') : x.toFixed(d));
  const sign = (x: number, d = 1) => (x >= 0 ? '+' : '−') + dec(Math.abs(x), d);
  const corr = correctionName(c.correction, lang);
  const sig = c.rows.filter((r) => r.significant);
  const sigPrimary = sig.filter((r) => isPrimaryRow(r));
  const seatOnly = sigPrimary.filter((r) => isSeatNumberRow(c, r));
  const findings = sigPrimary.filter((r) => !isSeatNumberRow(c, r));
  const sure = (r: ComparisonRow, scale: number) => (r.lo > 0 ? r.lo : r.hi < 0 ? -r.hi : 0) * scale;
  // the primary findings as phrases with a size in common units (length: % of A; rates: points) for the order
  const effects: { size: number; text: string }[] = [];
  const lengthRows = findings.filter((r) => r.group === 'length' && r.a > 0);
  if (lengthRows.length) {
    const pick = (m: string) => lengthRows.find((r) => r.merged.includes(m));
    const minutes = pick('simulated minutes per game');
    const deals = pick('deals per game');
    const row = minutes ?? deals ?? pick('actions per game') ?? lengthRows[0]!;
    const unit = minutes
      ? de
        ? 'Minuten'
        : 'minutes'
      : row === deals
        ? de
          ? 'Austeilrunden'
          : 'deals'
        : de
          ? 'Aktionen'
          : 'actions';
    const rel = (100 * row.diff) / row.a;
    const size = Math.abs(row.diff) >= 10 ? dec(Math.abs(row.diff), 0) : dec(Math.abs(row.diff), 1);
    const longer = row.diff >= 0;
    const than = names ? (de ? ` als ${names.a}` : ` than ${names.a}`) : '';
    effects.push({
      size: Math.max(...lengthRows.map((r) => sure(r, 100 / r.a))),
      text: de
        ? `Partien dauern etwa ${size} ${unit} ${longer ? 'länger' : 'kürzer'}${than} (${sign(rel)} %)`
        : `games last about ${size} ${unit} ${longer ? 'longer' : 'shorter'}${than} (${sign(rel)} %)`,
    });
  }
  const wins = findings.filter((r) => r.group === 'wins');
  for (const r of wins)
    effects.push({
      size: sure(r, 100),
      text: `${winsLabel(renumber(r.metric, numbering), lang)}: ${de ? 'Gewinnrate' : 'win rate'} ${sign(100 * r.diff)} ${de ? 'Prozentpunkte' : 'points'}`,
    });
  for (const r of findings.filter((x) => x.group === 'unfinished')) {
    const stalled = r.merged.includes('stalled games');
    const more = r.diff > 0;
    effects.push({
      size: sure(r, 100),
      text: de
        ? `${more ? 'mehr' : 'weniger'} ${stalled ? 'festgefahrene' : 'abgebrochene'} Partien (${sign(100 * r.diff)} Prozentpunkte)`
        : `${more ? 'more' : 'fewer'} ${stalled ? 'stalled' : 'aborted'} games (${sign(100 * r.diff)} points)`,
    });
  }
  const said = new Set<ComparisonRow>([...lengthRows, ...wins, ...findings.filter((x) => x.group === 'unfinished')]);
  for (const r of findings.filter((x) => !said.has(x)))
    effects.push({ size: 0, text: metricName(r.metric, lang, numbering) }); // a primary row of another kind
  effects.sort((x, y) => y.size - x.size);
  const parts = effects.map((e) => e.text);
  const nPrimary = c.testedPrimary ?? c.tested;
  const pw = c.power;
  if (!findings.length) {
    if (nPrimary === 0)
      parts.push(
        de
          ? 'die Hauptkennzahlen sind in jeder Partie gleich (kein Unterschied zu prüfen)'
          : 'the primary figures are the same in every game (no difference to test)',
      );
    else {
      const rate = pw.detectableRate === undefined ? null : Math.round(100 * pw.detectableRate);
      const length =
        pw.detectableLength === undefined || pw.detectableLength === null
          ? null
          : Math.round(100 * pw.detectableLength);
      const games = c.a.games;
      const sizes = de
        ? [
            rate === null ? '' : `±${rate} Prozentpunkte einer Gewinnrate`,
            length === null ? '' : `±${length} % der Partielänge`,
          ]
        : [rate === null ? '' : `±${rate} points in a win rate`, length === null ? '' : `±${length} % in game length`];
      const shown = sizes.filter((x) => x).join(de ? ' oder ' : ' or ');
      parts.push(
        de
          ? `zu wenige Partien für eine Aussage: kein Unterschied der Hauptkennzahlen übersteht ${corr} über ${nPrimary} Zeilen${shown ? `; mit ${games} Partien je Seite würden erst etwa ${shown} sichtbar` : ''}`
          : `too few games to tell: no primary difference survives ${corr} across ${nPrimary} rows${shown ? `; with ${games} games per side only about ${shown} would show` : ''}`,
      );
    }
  } else if (!wins.length)
    parts.push(de ? 'kein Platz gewinnt nach der Korrektur häufiger' : 'no seat gains after correction');
  if (seatOnly.length) {
    const names = seatOnly
      .map((r) => `${winsLabel(renumber(r.metric, numbering), lang)} ${sign(100 * r.diff)}`)
      .join(', ');
    parts.push(
      de
        ? `keine Aussage über Platznummern (${names} Prozentpunkte): der Startplatz ist zufällig, nicht auf frischen Seeds geprüft (mit einem anderen --seed wiederholen)`
        : `no finding about seat numbers (${names} points): the start seat is random; not checked on fresh seeds (re-run with another --seed)`,
    );
  }
  // exploratory rows that survive their own correction
  const explore: string[] = [];
  const sigExplore = sig.filter((r) => !isPrimaryRow(r));
  const bal = sigExplore.find((r) => r.group === 'balance');
  if (bal)
    explore.push(
      de
        ? `${bal.diff < 0 ? 'ausgeglichener' : 'unausgeglichener'} (größter Abstand vom fairen Anteil ${sign(100 * bal.diff)} Prozentpunkte)`
        : `${bal.diff < 0 ? 'more balanced' : 'less balanced'} (largest distance from fair ${sign(100 * bal.diff)} points)`,
    );
  const leads = sigExplore.find((r) => r.merged.includes('lead changes per game'));
  if (leads)
    explore.push(
      de
        ? `${leads.diff > 0 ? 'mehr' : 'weniger'} Führungswechsel (${sign(leads.diff, 2)} je Partie)`
        : `${leads.diff > 0 ? 'more' : 'fewer'} lead changes (${sign(leads.diff, 2)} per game)`,
    );
  const drama = sigExplore.find((r) => r.merged.some((m) => m.startsWith('drama')));
  if (drama)
    explore.push(
      de
        ? `${drama.diff > 0 ? 'mehr' : 'weniger'} Dramatik (Rückstand des Siegers ${sign(drama.diff, 2)})`
        : `${drama.diff > 0 ? 'more' : 'less'} drama (winner's deficit ${sign(drama.diff, 2)})`,
    );
  const bf = sigExplore.find((r) => r.merged.some((m) => m.startsWith('branching factor')));
  if (bf)
    explore.push(
      de
        ? `${bf.diff > 0 ? 'mehr' : 'weniger'} Auswahl je Entscheidung (${sign(bf.diff, 2)} legale Aktionen)`
        : `${bf.diff > 0 ? 'more' : 'less'} choice per decision (${sign(bf.diff, 2)} legal actions)`,
    );
  const rest = sigExplore.filter((r) => r !== bal && r !== leads && r !== drama && r !== bf);
  if (rest.length) {
    const groups = [...new Set(rest.map((r) => r.group))].map((g) => groupName(g, lang)).join(', ');
    explore.push(
      de
        ? `${rest.length} ${explore.length ? 'weitere ' : ''}${rest.length === 1 ? 'Zeile unterscheidet' : 'Zeilen unterscheiden'} sich (${groups})`
        : `${rest.length} ${explore.length ? 'further ' : ''}${rest.length === 1 ? 'row differs' : 'rows differ'} (${groups})`,
    );
  }
  if (explore.length) parts.push(`${de ? 'explorativ' : 'exploratory'}: ${explore.join(', ')}`);
  const nExplore = c.testedExploratory ?? 0;
  const family = de
    ? `${corr} über ${nPrimary} Haupt- und getrennt ${nExplore} explorative Zeilen`
    : `${corr} across ${nPrimary} primary and, separately, ${nExplore} exploratory rows`;
  const subject = names?.b ?? 'B';
  const verdict = findings.length
    ? `${subject}: ${parts.join('; ')}${de ? ` (nach ${family}).` : ` (after ${family}).`}`
    : `${subject}: ${parts.join('; ')}.`;
  const n = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString(de ? 'de-DE' : 'en-US') : '∞');
  const lengthDe =
    pw.lengthGames === null
      ? `für ${dec(100 * pw.lengthDelta, 0)} % längere Partien lässt sich keine Zahl angeben (die Länge unterscheidet sich zwischen A und B auf keinem Seed anders als auf den übrigen)`
      : `für ${dec(100 * pw.lengthDelta, 0)} % längere Partien etwa ${n(pw.lengthGames)}`;
  const lengthEn =
    pw.lengthGames === null
      ? `for ${dec(100 * pw.lengthDelta, 0)} % longer games no size can be given (the length difference between A and B is the same on every seed)`
      : `${dec(100 * pw.lengthDelta, 0)} % longer games about ${n(pw.lengthGames)}`;
  const power = de
    ? `Um eine Gewinnrate von ${dec(100 * pw.rateBase, 0)} % um ${dec(100 * pw.rateDelta, 0)} Prozentpunkte verschoben zu erkennen, bräuchte es etwa ${n(pw.rateGames)} Partien je Seite; ${lengthDe} (5 % Niveau, 80 % Power, eine Zeile).`
    : `Detecting a ${dec(100 * pw.rateDelta, 0)}-point change of a ${dec(100 * pw.rateBase, 0)} % win rate would take about ${n(pw.rateGames)} games per side; ${lengthEn} (5 % level, 80 % power, one row).`;
  return { verdict, power };
}

/** A wins row's label in `lang`: `team 0 = seat 0 wins` → `team 0 = seat 0` (EN) or `Team 0 = Platz 0` (DE). */
function winsLabel(metric: string, lang: 'de' | 'en'): string {
  const base = metric.replace(/ wins$/, '');
  if (lang === 'en') return base;
  return base
    .replace(/team (\d+|[A-H]\b)/g, 'Team $1')
    .replace(/seat (\d+)/g, 'Platz $1')
    .replace(/first player/g, 'Startspieler')
    .replace(/(\d+)(?:st|nd|rd|th) to act/g, '$1. am Zug');
}

function groupName(g: string, lang: 'de' | 'en'): string {
  const de: Record<string, string> = {
    moves: 'Züge',
    rules: 'Regeln',
    cards: 'Karten',
    points: 'Punkte',
    lead: 'Führung',
    decisions: 'Entscheidungen',
    length: 'Länge',
    unfinished: 'unvollendet',
    wins: 'Siege',
    balance: 'Ausgewogenheit',
  };
  return lang === 'de' ? (de[g] ?? g) : g;
}

/** Terminal columns of `s`: code points after NFC normalisation (a German umlaut is one column, decomposed or not). */
export function width(s: string): number {
  let n = 0;
  for (const ch of s.normalize('NFC')) if (!/\p{Mn}/u.test(ch)) n++;
  return n;
}

/** `s` padded with spaces to `w` terminal columns at the end (`width`). */
export function padEnd(s: string, w: number): string {
  return s + ' '.repeat(Math.max(0, w - width(s)));
}

/** `s` padded with spaces to `w` terminal columns at the start (`width`). */
export function padStart(s: string, w: number): string {
  return ' '.repeat(Math.max(0, w - width(s))) + s;
}

/**
 * The bots of a batch as `--bots` writes them: one level when every seat plays it (`normal`), else the seats' specs
 * joined with commas (`ismcts:100,random`); bot parameters are not part of it. '' for no bots.
 */
export function botsText(bots: readonly BotSpec[]): string {
  const names = bots.map(formatBotSpec);
  return new Set(names).size === 1 ? names[0]! : names.join(',');
}

/**
 * Per-game CSV of a batch: index, seed, winners, team, reason, truncated, aborted, actions, rounds, simulated
 * minutes, first seat, turn order (seats separated by spaces), lead changes, drama, largest deficit, decided at
 * (fraction of the game), decision points, forced moves, branching factor (legal actions per decision point) and
 * the bots that played (`bots`, `botsText`: the CSV names the level). Empty cells where a figure does not apply
 * (e.g. turn order and decisions of a real-time kind).
 */
export function recordsCsv(records: readonly GameRecord[], label = '', bots = ''): string {
  return [...recordsCsvLines(records, label, true, bots)].join('');
}

/**
 * `recordsCsv` line by line (each with its `\n`), the header line first unless `header` is false: for a CSV of
 * hundreds of thousands of games written piece by piece rather than built as one string.
 */
export function* recordsCsvLines(
  records: readonly GameRecord[],
  label = '',
  header = true,
  bots = '',
): Generator<string> {
  const head = [
    'batch',
    'index',
    'seed',
    'winners',
    'team',
    'reason',
    'stalled',
    'aborted',
    'actions',
    'rounds',
    'minutes',
    'first_seat',
    'turn_order',
    'lead_changes',
    'drama',
    'max_deficit',
    'decided_at',
    'decision_points',
    'forced_moves',
    'branching_factor',
    'bots',
  ];
  if (header) yield `${head.join(',')}\n`;
  const f = (x: number | null) => (x === null ? '' : String(Math.round(x * 10000) / 10000));
  for (const r of records) {
    const d = r.decisions;
    yield `${[
      label,
      r.index,
      r.seed,
      r.winners.join(' '),
      r.team ?? '',
      r.reason,
      r.truncated,
      r.aborted ?? '',
      r.actions,
      r.rounds,
      r.simulatedMs === null ? '' : f(r.simulatedMs / 60_000),
      r.firstSeat ?? '',
      r.turnOrder ? r.turnOrder.join(' ') : '',
      r.leadChanges ?? '',
      f(r.drama ?? null),
      f(r.maxDeficit ?? null),
      f(r.decidedAt ?? null),
      d ? d.points : '',
      d ? d.forced : '',
      d ? f(d.points ? d.legal / d.points : 0) : '',
      bots,
    ]
      .map((c) => csvCell(String(c)))
      .join(',')}\n`;
  }
}

/** `1st`, `2nd`, `3rd`, `4th`, … (English ordinals for turn-order positions). */
export function ordinal(n: number): string {
  const t = n % 100;
  return `${n}${t >= 11 && t <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
}

/** One comparison of a `--levels` run: the bot level every seat played, and the comparison at that level. */
export interface LevelComparison {
  readonly level: string;
  readonly comparison: Comparison;
}

/**
 * Strength rank of a bot level for the cross-level verdict: random 0, easy 1, normal/heuristic 2, strong/ismcts 3,
 * expert 4 (docs/bots.md); a level of rank ≥ 2 is a competent player. Unknown levels rank as `normal`.
 */
export function levelRank(level: string): number {
  const type = level.split(':')[0]!;
  const ranks: Record<string, number> = {
    random: 0,
    easy: 1,
    heuristic: 2,
    normal: 2,
    ismcts: 3,
    strong: 3,
    expert: 4,
  };
  return ranks[type] ?? 2;
}

/**
 * The verdict across bot levels (`compare --levels`, `sweep --levels`), one sentence a designer reads: for each
 * primary effect — game length (in deals where that row is significant, else actions or simulated minutes), each
 * team's, seat's, first player's and turn-order position's win rate, stalled and aborted games — whether it holds
 * at every level ("holds for normal and strong (…)"), does not hold for competent players (significant only at
 * levels below `normal`, "only with random bots"; or its sign flips between levels), shows only with stronger
 * players, or holds only with some levels; each with its size per level. Significance is each level's own
 * (`ComparisonRow.significant`, after that comparison's correction of the primary family). When no level shows a
 * length difference and every level is competent, it says that the length effect does not hold for competent
 * players, with the size these games could have shown (`PowerNote.detectableLength`, the largest of the levels).
 * Seat-number rows under a random start seat are left out (`isSeatNumberRow`). Levels in the order given (at least
 * one; each comparison A against B on the same seeds); `lang` as `comparisonVerdict`. Pure: words from the
 * statistics, no games played.
 */
export function levelsVerdict(levels: readonly LevelComparison[], lang: 'de' | 'en'): string {
  const de = lang === 'de';
  const dec = (x: number, d = 1) => (de ? x.toFixed(d).replace('.', ',') : x.toFixed(d));
  const sign = (x: number, d = 1) => (x >= 0 ? '+' : '−') + dec(Math.abs(x), d);
  const names = levels.map((l) => l.level);
  const list = (xs: readonly string[]) =>
    xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${de ? 'und' : 'and'} ${xs[xs.length - 1]}`;
  const orList = (xs: readonly string[]) =>
    xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${de ? 'oder' : 'or'} ${xs[xs.length - 1]}`;
  const strongest = names.reduce((best, l) => (levelRank(l) >= levelRank(best) ? l : best), names[0] ?? '');
  const competent = (l: string) => levelRank(l) >= 2;
  /** One effect: per level significant or not, its direction and its size in words. */
  interface Cell {
    readonly level: string;
    readonly sig: boolean;
    readonly up: boolean;
    readonly text: string;
  }
  const phrase = (name: string, cells: readonly Cell[]): string | null => {
    const sig = cells.filter((c) => c.sig);
    if (!sig.length) return null;
    const sizes = (cs: readonly Cell[]) => cs.map((c) => `${c.text} ${de ? 'mit' : 'with'} ${c.level}`).join(', ');
    const quiet = cells.filter((c) => !c.sig).map((c) => c.level);
    const none = quiet.length
      ? de
        ? `; kein signifikanter Unterschied mit ${orList(quiet)}`
        : `; no significant difference with ${orList(quiet)}`
      : '';
    const only = de
      ? `nur mit ${list(sig.map((c) => c.level))}-Bots`
      : `only with ${list(sig.map((c) => c.level))} bots`;
    const top = cells.find((c) => c.level === strongest)!;
    if (sig.some((c) => c.up) && sig.some((c) => !c.up)) {
      const lead = competent(strongest)
        ? de
          ? `${name} gilt nicht für geübte Spieler: er kehrt sich zwischen den Stufen um`
          : `${name} does not hold for competent players: it flips between levels`
        : de
          ? `${name} kehrt sich zwischen den Stufen um`
          : `${name} flips between levels`;
      return `${lead} (${sizes(sig)}${none})`;
    }
    if (sig.length === cells.length)
      return de
        ? `${name} gilt für ${list(names)} (${sizes(sig)})`
        : `${name} holds for ${list(names)} (${sizes(sig)})`;
    if (!sig.some((c) => competent(c.level)) && competent(strongest))
      return de
        ? `${name} gilt nicht für geübte Spieler: ${only} (${sizes(sig)}${none})`
        : `${name} does not hold for competent players: ${only} (${sizes(sig)}${none})`;
    const minQuiet = Math.min(...cells.filter((c) => !c.sig).map((c) => levelRank(c.level)));
    if (top.sig && minQuiet < levelRank(strongest))
      return de
        ? `${name} zeigt sich nur bei stärkeren Spielern (${sizes(sig)}${none})`
        : `${name} shows only with stronger players (${sizes(sig)}${none})`;
    return de ? `${name} gilt ${only} (${sizes(sig)}${none})` : `${name} holds ${only} (${sizes(sig)}${none})`;
  };
  const parts: string[] = [];
  // game length: the row the single-level verdict would name (deals, else actions; minutes for real-time kinds)
  const lengthCells = levels.map(({ level, comparison: c }): Cell => {
    const rows = c.rows.filter((r) => isPrimaryRow(r) && r.group === 'length' && r.a > 0);
    const pick = (m: string, onlySig: boolean) => rows.find((r) => r.merged.includes(m) && (!onlySig || r.significant));
    const row =
      pick('simulated minutes per game', true) ??
      pick('deals per game', true) ??
      pick('actions per game', true) ??
      pick('simulated minutes per game', false) ??
      pick('actions per game', false);
    if (!row) return { level, sig: false, up: true, text: '' };
    const unit = row.merged.includes('simulated minutes per game')
      ? de
        ? 'Minuten'
        : 'minutes'
      : row.merged.includes('deals per game')
        ? de
          ? 'Austeilrunden'
          : 'deals'
        : de
          ? 'Aktionen'
          : 'actions';
    const size = Math.abs(row.diff) >= 10 ? dec(Math.abs(row.diff), 0) : dec(Math.abs(row.diff), 1);
    const longer = row.diff >= 0;
    return {
      level,
      sig: row.significant,
      up: longer,
      text: de
        ? `${size} ${unit} ${longer ? 'länger' : 'kürzer'} (${sign((100 * row.diff) / row.a)} %)`
        : `${size} ${unit} ${longer ? 'longer' : 'shorter'} (${sign((100 * row.diff) / row.a)} %)`,
    };
  });
  const lengthName = de ? 'der Längeneffekt' : 'the length effect';
  const length = phrase(lengthName, lengthCells);
  if (length) parts.push(length);
  else {
    const detect = levels
      .map((l) => l.comparison.power.detectableLength)
      .filter((x): x is number => x !== null && x !== undefined);
    const games = levels[0]?.comparison.a.games ?? 0;
    const shown = detect.length
      ? de
        ? ` (mit ${games} Partien je Seite würden etwa ±${Math.round(100 * Math.max(...detect))} % sichtbar)`
        : ` (with ${games} games per side about ±${Math.round(100 * Math.max(...detect))} % would show)`
      : '';
    parts.push(
      names.every(competent)
        ? de
          ? `${lengthName} gilt nicht für geübte Spieler: kein signifikanter Unterschied der Partielänge mit ${orList(names)}${shown}`
          : `${lengthName} does not hold for competent players: no significant difference in game length with ${orList(names)}${shown}`
        : de
          ? `keine Stufe (${list(names)}) zeigt einen signifikanten Unterschied der Partielänge${shown}`
          : `no level (${list(names)}) shows a significant difference in game length${shown}`,
    );
  }
  // win rates and unfinished games, by metric name (merged rows differ between levels), equal patterns together
  const byName = new Map<string, Cell[]>();
  levels.forEach(({ level, comparison: c }, i) => {
    for (const r of c.rows) {
      if (!isPrimaryRow(r) || (r.group !== 'wins' && r.group !== 'unfinished') || isSeatNumberRow(c, r)) continue;
      for (const m of r.merged) {
        const cells = byName.get(m) ?? [];
        cells[i] = {
          level,
          sig: r.significant,
          up: r.diff >= 0,
          text: `${sign(100 * r.diff)} ${de ? 'Prozentpunkte' : 'points'}`,
        };
        byName.set(m, cells);
      }
    }
  });
  const groups = new Map<string, { names: string[]; cells: Cell[] }>();
  for (const [m, cells] of byName) {
    const full = names.map((level, i) => cells[i] ?? { level, sig: false, up: true, text: '' });
    if (!full.some((c) => c.sig)) continue;
    const key = full.map((c) => `${c.sig}${c.up}${c.text}`).join('|');
    const g = groups.get(key) ?? { names: [], cells: full };
    g.names.push(m);
    groups.set(key, g);
  }
  let wins = 0;
  for (const { names: ms, cells } of groups.values()) {
    const stalled = ms.includes('stalled games');
    const aborted = ms.includes('aborted games');
    const label =
      stalled || aborted
        ? de
          ? `der Anteil ${stalled ? 'festgefahrener' : 'abgebrochener'} Partien`
          : `the share of ${stalled ? 'stalled' : 'aborted'} games`
        : de
          ? `die Gewinnrate von ${winsLabel(ms.join(' = ').replace(/ wins = /g, ' = '), lang)}`
          : `the win rate of ${winsLabel(ms.join(' = ').replace(/ wins = /g, ' = '), lang)}`;
    const p = phrase(label, cells);
    if (p) {
      parts.push(p);
      if (!stalled && !aborted) wins++;
    }
  }
  if (!wins)
    parts.push(de ? `keine Gewinnrate unterscheidet sich auf einer Stufe` : `no win rate differs at any level`);
  return `${de ? 'über die Stufen' : 'across levels'} (${list(names)}): ${parts.join('; ')}.`;
}
