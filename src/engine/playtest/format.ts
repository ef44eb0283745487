// Plain-text and CSV renderings of playtest results, shared by the CLI and the app's exports. Pure.
import type { GameRecord } from './batch';
import type { Comparison } from './compare';
import type { BatchMetrics } from './metrics';
import { csvCell } from './sweep';
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

/** The metrics of one batch as report lines (wins, first player, lengths, unfinished, moves, rules, cards, lead). */
export function formatMetrics(m: BatchMetrics): string {
  const out: string[] = [`ruleset: ${m.rulesetId} (rules ${m.rulesHash})`, `games: ${m.games}, finished: ${m.finished}`, 'wins per team (95 % Wilson CI):'];
  for (const t of m.teams) out.push(`  team ${t.team} (seats ${t.seats.join(',')}): ${t.k}  ${formatRate(t)}`);
  if (m.sharedWins) out.push(`  shared by several teams (ties, counted for each): ${m.sharedWins}`);
  out.push('wins per seat:');
  for (const s of m.seats) out.push(`  seat ${s.seat}: ${s.k}  ${formatRate(s)}`);
  out.push(`first player wins: ${m.firstPlayer.k}/${m.firstPlayer.n}  ${formatRate(m.firstPlayer)} (no advantage: ${pct(m.firstPlayer.fair)} %)`);
  if (m.turnOrder) {
    out.push(`wins by turn order (no advantage: ${pct(m.turnOrder.fair)} %):`);
    for (const p of m.turnOrder.positions) out.push(`  ${ordinal(p.position + 1)} to act: ${p.k}/${p.n}  ${formatRate(p)}`);
  } else out.push('wins by turn order: n/a (real-time: nobody takes turns)');
  if (m.balance) out.push(`balance (largest distance from the fair share, by ${m.balance.basis}): ${pct(m.balance.value)} percentage points [${pct(m.balance.lo)}, ${pct(m.balance.hi)}] at ${m.balance.basis === 'seats' ? `seat ${m.balance.worst}` : `the ${ordinal(m.balance.worst + 1)} to act`} (bootstrap, ${m.balance.resamples} resamples)`);
  const a = m.length.actions;
  const r = m.length.rounds;
  out.push(`actions per game: mean ${num(a.mean)} [${num(a.lo)}, ${num(a.hi)}], sd ${num(a.sd)}, median ${a.median}, range ${a.min}–${a.max}`);
  out.push(`  deciles p10…p90: ${deciles(a)}`);
  out.push(`rounds per game: mean ${num(r.mean)} [${num(r.lo)}, ${num(r.hi)}], sd ${num(r.sd)}, median ${r.median}, range ${r.min}–${r.max}`);
  out.push(`  deciles p10…p90: ${deciles(r)}`);
  if (m.length.minutes) {
    const t = m.length.minutes;
    out.push(`simulated minutes per game: mean ${num(t.mean)} [${num(t.lo)}, ${num(t.hi)}], sd ${num(t.sd)}, median ${t.median}, range ${t.min}–${t.max}`);
    out.push(`  deciles p10…p90: ${deciles(t)}`);
  }
  out.push(`stalled (action limit): ${m.unfinished.stalled}, aborted (engine bug): ${m.unfinished.aborted}`);
  for (const x of m.unfinished.reasons) out.push(`  ${x.count}× ${x.reason} (e.g. seeds ${x.seeds.join(', ')})`);
  if (m.decisions) out.push(`decisions: ${num(m.decisions.perGame.mean)} decision points per game [${num(m.decisions.perGame.lo)}, ${num(m.decisions.perGame.hi)}]; branching factor ${num(m.decisions.branching)} legal actions per decision; forced moves ${pct(m.decisions.forcedShare)} % of actions`);
  else out.push('decisions: n/a (real-time: no turns with a list of legal actions)');
  if (m.lead) {
    const l = m.lead;
    const u = l.unit === 'progress' ? 'of the way' : 'points';
    const v = (x: number) => (l.unit === 'progress' ? `${pct(x)} %` : num(x));
    out.push(`lead changes per game: ${num(l.changes.mean)} [${num(l.changes.lo)}, ${num(l.changes.hi)}]; mid-game leader wins ${formatRate(l.midLeaderWins)}; mean final margin ${num(l.margin.mean, 3)}`);
    out.push(`drama (the winner's mean deficit where it trailed, ${u}): ${v(l.drama.mean)} [${v(l.drama.lo)}, ${v(l.drama.hi)}]; largest deficit ${v(l.maxDeficit.mean)}; winner trailed at some point in ${formatRate(l.comebacks)}`);
    out.push(`decisiveness (winner took the lead for good at this share of the game): ${pct(l.decidedAt.mean)} % [${pct(l.decidedAt.lo)}, ${pct(l.decidedAt.hi)}]`);
  }
  out.push('move types (events per game):');
  out.push('  ' + m.moves.map((u) => `${u.id} ${num(u.perGame)}`).join(', '));
  const cat = m.rules.catalogue;
  out.push(`rules (applications per game; catalogue: ${cat.ids.length} IDs ${cat.source === 'events' ? 'that events cite' : `from ${cat.source}`}):`);
  out.push('  ' + m.rules.use.filter((u) => u.total > 0).map((u) => `${u.id} ${num(u.perGame)}`).join(', '));
  out.push(`rules never triggered (${m.rules.never.length}): ${m.rules.never.join(' ') || '—'}`);
  if (cat.uncounted?.length) out.push(`not counted (no event of their own: definitions, conditions inside other moves; ${cat.uncounted.length}): ${cat.uncounted.join(' ')}`);
  if (m.points) out.push('points per game by source: ' + (m.points.map((u) => `${u.id} ${num(u.perGame)}`).join(', ') || '—'));
  if (m.cards.length) out.push('cards played per game: ' + m.cards.map((u) => `${u.id} ${num(u.perGame)}`).join(', '));
  if (m.cardWins.length) {
    out.push('win rate when held in the first hand (95 % CI):');
    for (const c of m.cardWins) out.push(`  ${c.card}: ${c.k}/${c.n}  ${formatRate(c)}`);
  }
  return out.join('\n') + '\n';
}

/**
 * The comparison as a table, under the plain-language verdict (`comparisonVerdict`, English) and the test notes:
 * metric, A, B, B − A with 95 % interval, raw p, p after the correction, and a `*` when the corrected p < 0.05.
 * Bootstrap rows name their resample count. `all` false hides rule/move/card rows whose values are zero under both.
 */
export function formatComparison(c: Comparison, labels: readonly [string, string] = ['A', 'B'], all = false): string {
  const rows = c.rows.filter((r) => all || r.a !== 0 || r.b !== 0 || r.group === 'wins' || r.group === 'unfinished');
  const corr = correctionName(c.correction, 'en');
  const head = ['metric', labels[0], labels[1], 'B − A', '95 % CI', 'p', c.correction === 'none' ? 'p' : `p ${c.correction === 'holm' ? 'Holm' : 'BH'}`, ''];
  const body = rows.map((r) => {
    const f = (x: number) => formatRowValue(r, x);
    const name = r.test === 'bootstrap' && r.resamples ? `${r.metric} (bootstrap ×${r.resamples})` : r.metric;
    return [name, f(r.a), f(r.b), (r.diff >= 0 ? '+' : '') + f(r.diff), `[${f(r.lo)}, ${f(r.hi)}]`, pText(r.p), pText(r.pAdjusted), r.significant ? '*' : ''];
  });
  const widths = head.map((h, i) => Math.max(width(h), ...body.map((b) => width(b[i]!))));
  const line = (cells: string[]) => cells.map((c2, i) => (i === 0 ? padEnd(c2, widths[i]!) : padStart(c2, widths[i]!))).join('  ').trimEnd();
  const v = comparisonVerdict(c, 'en');
  const out = [
    `verdict: ${v.verdict}`,
    `power: ${v.power}`,
    '',
    `A: ${labels[0]}  (${c.a.rulesHash})`,
    `B: ${labels[1]}  (${c.b.rulesHash})`,
    `games: ${c.a.games} per side ${c.pairedSeeds ? 'on the same seeds; tests paired by seed' : 'on different seeds'}: wins exact McNemar, counts paired z-test, median and balance bootstrap${c.pairedSeeds ? ' paired by seed' : ''} (${c.resamples} resamples)`,
    `p corrected across ${c.tested} tested rows (${corr}); * = corrected p < ${c.alpha}; rows with identical figures are merged (a = b = c)`,
    '',
    line(head),
    ...body.map(line),
  ];
  out.push('', `rules never triggered — A: ${c.a.rules.never.join(' ') || '—'}`, `rules never triggered — B: ${c.b.rules.never.join(' ') || '—'}`);
  return out.join('\n') + '\n';
}

/** Whether a comparison row's values are rates (shown in %): win, unfinished and leader rows, `decided at`. */
export function isRateRow(r: { readonly group: string; readonly metric: string }): boolean {
  return r.group === 'wins' || r.group === 'unfinished' || r.group === 'balance' || r.metric === 'mid-game leader wins' || r.metric.startsWith('decided at');
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

/**
 * The plain-language verdict of a comparison in `lang` (the app's language): `verdict` names the differences that
 * survive the correction as short phrases ("B: games 6.1 % longer; no seat gains after correction"), `power` how many
 * games per side a difference of the power note's size would need (two-sided 5 % level, 80 % power, one row).
 */
export function comparisonVerdict(c: Comparison, lang: 'de' | 'en'): { verdict: string; power: string } {
  const de = lang === 'de';
  const dec = (x: number, d = 1) => (de ? x.toFixed(d).replace('.', ',') : x.toFixed(d));
  const sign = (x: number, d = 1) => (x >= 0 ? '+' : '−') + dec(Math.abs(x), d);
  const sig = c.rows.filter((r) => r.significant);
  const find = (metric: string) => sig.find((r) => r.merged.includes(metric));
  const parts: string[] = [];
  const len = find('actions per game') ?? find('simulated minutes per game');
  if (len && len.a > 0) {
    const rel = (100 * len.diff) / len.a;
    parts.push(de ? `Partien ${dec(Math.abs(rel))} % ${rel >= 0 ? 'länger' : 'kürzer'}` : `games ${dec(Math.abs(rel))} % ${rel >= 0 ? 'longer' : 'shorter'}`);
  }
  const wins = sig.filter((r) => r.group === 'wins');
  if (wins.length) for (const r of wins) parts.push(`${winsLabel(r.metric, lang)}: ${de ? 'Gewinnrate' : 'win rate'} ${sign(100 * r.diff)} ${de ? 'Prozentpunkte' : 'points'}`);
  else parts.push(de ? 'kein Platz gewinnt nach der Korrektur häufiger' : 'no seat gains after correction');
  const bal = sig.find((r) => r.group === 'balance');
  if (bal) parts.push(de ? `${bal.diff < 0 ? 'ausgeglichener' : 'unausgeglichener'} (größter Abstand vom fairen Anteil ${sign(100 * bal.diff)} Prozentpunkte)` : `${bal.diff < 0 ? 'more balanced' : 'less balanced'} (largest distance from fair ${sign(100 * bal.diff)} points)`);
  const stalled = find('stalled games');
  if (stalled) parts.push(de ? `${stalled.diff > 0 ? 'mehr' : 'weniger'} festgefahrene Partien (${sign(100 * stalled.diff)} Prozentpunkte)` : `${stalled.diff > 0 ? 'more' : 'fewer'} stalled games (${sign(100 * stalled.diff)} points)`);
  const leads = find('lead changes per game');
  if (leads) parts.push(de ? `${leads.diff > 0 ? 'mehr' : 'weniger'} Führungswechsel (${sign(leads.diff, 2)} je Partie)` : `${leads.diff > 0 ? 'more' : 'fewer'} lead changes (${sign(leads.diff, 2)} per game)`);
  const drama = sig.find((r) => r.merged.some((m) => m.startsWith('drama')));
  if (drama) parts.push(de ? `${drama.diff > 0 ? 'mehr' : 'weniger'} Dramatik (Rückstand des Siegers ${sign(drama.diff, 2)})` : `${drama.diff > 0 ? 'more' : 'less'} drama (winner's deficit ${sign(drama.diff, 2)})`);
  const bf = sig.find((r) => r.merged.some((m) => m.startsWith('branching factor')));
  if (bf) parts.push(de ? `${bf.diff > 0 ? 'mehr' : 'weniger'} Auswahl je Entscheidung (${sign(bf.diff, 2)} legale Aktionen)` : `${bf.diff > 0 ? 'more' : 'less'} choice per decision (${sign(bf.diff, 2)} legal actions)`);
  const said = new Set([len, stalled, leads, drama, bf, bal, ...wins].filter((r) => r !== undefined));
  const rest = sig.filter((r) => !said.has(r));
  if (rest.length) {
    const groups = [...new Set(rest.map((r) => r.group))].map((g) => groupName(g, lang)).join(', ');
    parts.push(de ? `${rest.length} weitere ${rest.length === 1 ? 'Zeile unterscheidet' : 'Zeilen unterscheiden'} sich (${groups})` : `${rest.length} further ${rest.length === 1 ? 'row differs' : 'rows differ'} (${groups})`);
  }
  const corr = correctionName(c.correction, lang);
  const verdict = sig.length === 0
    ? de
      ? `B: Kein Unterschied übersteht die Korrektur über ${c.tested} Zeilen (${corr}).`
      : `B: no difference survives the correction across ${c.tested} rows (${corr}).`
    : `B: ${parts.join('; ')}${de ? ` (nach ${corr} über ${c.tested} Zeilen).` : ` (after ${corr} across ${c.tested} rows).`}`;
  const pw = c.power;
  const n = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString(de ? 'de-DE' : 'en-US') : '∞');
  const power = de
    ? `Um eine Gewinnrate von ${dec(100 * pw.rateBase, 0)} % um ${dec(100 * pw.rateDelta, 0)} Prozentpunkte verschoben zu erkennen, bräuchte es etwa ${n(pw.rateGames)} Partien je Seite; für ${dec(100 * pw.lengthDelta, 0)} % längere Partien etwa ${n(pw.lengthGames)} (5 % Niveau, 80 % Power, eine Zeile).`
    : `Detecting a ${dec(100 * pw.rateDelta, 0)}-point change of a ${dec(100 * pw.rateBase, 0)} % win rate would take about ${n(pw.rateGames)} games per side; ${dec(100 * pw.lengthDelta, 0)} % longer games about ${n(pw.lengthGames)} (5 % level, 80 % power, one row).`;
  return { verdict, power };
}

/** A wins row's label in `lang`: `team 0 = seat 0 wins` → `team 0 = seat 0` (EN) or `Team 0 = Platz 0` (DE). */
function winsLabel(metric: string, lang: 'de' | 'en'): string {
  const base = metric.replace(/ wins$/, '');
  if (lang === 'en') return base;
  return base
    .replace(/team (\d+)/g, 'Team $1')
    .replace(/seat (\d+)/g, 'Platz $1')
    .replace(/first player/g, 'Startspieler')
    .replace(/(\d+)(?:st|nd|rd|th) to act/g, '$1. am Zug');
}

function groupName(g: string, lang: 'de' | 'en'): string {
  const de: Record<string, string> = { moves: 'Züge', rules: 'Regeln', cards: 'Karten', points: 'Punkte', lead: 'Führung', decisions: 'Entscheidungen', length: 'Länge', unfinished: 'unvollendet', wins: 'Siege', balance: 'Ausgewogenheit' };
  return lang === 'de' ? de[g] ?? g : g;
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
 * Per-game CSV of a batch: index, seed, winners, team, reason, truncated, aborted, actions, rounds, simulated
 * minutes, first seat, turn order (seats separated by spaces), lead changes, drama, largest deficit, decided at
 * (fraction of the game), decision points, forced moves and branching factor (legal actions per decision point).
 * Empty cells where a figure does not apply (e.g. turn order and decisions of a real-time kind).
 */
export function recordsCsv(records: readonly GameRecord[], label = ''): string {
  const head = ['batch', 'index', 'seed', 'winners', 'team', 'reason', 'stalled', 'aborted', 'actions', 'rounds', 'minutes', 'first_seat', 'turn_order', 'lead_changes', 'drama', 'max_deficit', 'decided_at', 'decision_points', 'forced_moves', 'branching_factor'];
  const lines = [head.join(',')];
  const f = (x: number | null) => (x === null ? '' : String(Math.round(x * 10000) / 10000));
  for (const r of records) {
    const d = r.decisions;
    lines.push(
      [
        label, r.index, r.seed, r.winners.join(' '), r.team ?? '', r.reason, r.truncated, r.aborted ?? '', r.actions, r.rounds,
        r.simulatedMs === null ? '' : f(r.simulatedMs / 60_000), r.firstSeat ?? '', r.turnOrder ? r.turnOrder.join(' ') : '', r.leadChanges ?? '',
        f(r.drama ?? null), f(r.maxDeficit ?? null), f(r.decidedAt ?? null), d ? d.points : '', d ? d.forced : '', d ? f(d.points ? d.legal / d.points : 0) : '',
      ].map((c) => csvCell(String(c))).join(','),
    );
  }
  return lines.join('\n') + '\n';
}

/** `1st`, `2nd`, `3rd`, `4th`, … (English ordinals for turn-order positions). */
export function ordinal(n: number): string {
  const t = n % 100;
  return `${n}${t >= 11 && t <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
}

function deciles(d: { readonly deciles?: readonly number[] }): string {
  return (d.deciles ?? []).map((x) => num(x)).join(' ');
}
