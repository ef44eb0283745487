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
  const a = m.length.actions;
  const r = m.length.rounds;
  out.push(`actions per game: mean ${num(a.mean)} [${num(a.lo)}, ${num(a.hi)}], median ${a.median}, p10 ${a.p10}, p90 ${a.p90}, range ${a.min}–${a.max}`);
  out.push(`rounds per game: mean ${num(r.mean)} [${num(r.lo)}, ${num(r.hi)}], median ${r.median}, range ${r.min}–${r.max}`);
  if (m.length.minutes) out.push(`simulated minutes per game: mean ${num(m.length.minutes.mean)} [${num(m.length.minutes.lo)}, ${num(m.length.minutes.hi)}], median ${m.length.minutes.median}, range ${m.length.minutes.min}–${m.length.minutes.max}`);
  out.push(`stalled (action limit): ${m.unfinished.stalled}, aborted (engine bug): ${m.unfinished.aborted}`);
  for (const x of m.unfinished.reasons) out.push(`  ${x.count}× ${x.reason} (e.g. seeds ${x.seeds.join(', ')})`);
  if (m.lead) out.push(`lead changes per game: ${num(m.lead.changes.mean)} [${num(m.lead.changes.lo)}, ${num(m.lead.changes.hi)}]; mid-game leader wins ${formatRate(m.lead.midLeaderWins)}; mean final margin ${num(m.lead.margin.mean, 3)}`);
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
 * The comparison as a table: metric, A, B, B − A with 95 % interval, p-value and a `*` when p < 0.05.
 * `all` false hides rule/move/card rows whose values are zero under both.
 */
export function formatComparison(c: Comparison, labels: readonly [string, string] = ['A', 'B'], all = false): string {
  const rows = c.rows.filter((r) => all || r.a !== 0 || r.b !== 0 || r.group === 'wins' || r.group === 'unfinished');
  const head = ['metric', labels[0], labels[1], 'B − A', '95 % CI', 'p', ''];
  const body = rows.map((r) => {
    const rate = r.group === 'wins' || r.group === 'unfinished' || r.metric === 'mid-game leader wins';
    const f = (x: number) => (rate ? `${pct(x)} %` : num(x));
    return [r.metric, f(r.a), f(r.b), (r.diff >= 0 ? '+' : '') + f(r.diff), `[${f(r.lo)}, ${f(r.hi)}]`, r.p < 0.001 ? '<0.001' : r.p.toFixed(3), r.significant ? '*' : ''];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c2, i) => (i === 0 ? c2.padEnd(widths[i]!) : c2.padStart(widths[i]!))).join('  ').trimEnd();
  const out = [`A: ${labels[0]}  (${c.a.rulesHash})`, `B: ${labels[1]}  (${c.b.rulesHash})`, `games: ${c.a.games} per side on the same seeds; tests paired by seed (median: seeded bootstrap); * = p < 0.05, uncorrected`, '', line(head), ...body.map(line)];
  out.push('', `rules never triggered — A: ${c.a.rules.never.join(' ') || '—'}`, `rules never triggered — B: ${c.b.rules.never.join(' ') || '—'}`);
  return out.join('\n') + '\n';
}

/** Per-game CSV of a batch: index, seed, winners, team, reason, truncated, aborted, actions, rounds, first seat, lead changes. */
export function recordsCsv(records: readonly GameRecord[], label = ''): string {
  const head = ['batch', 'index', 'seed', 'winners', 'team', 'reason', 'stalled', 'aborted', 'actions', 'rounds', 'first_seat', 'lead_changes'];
  const lines = [head.join(',')];
  for (const r of records) {
    lines.push([label, r.index, r.seed, r.winners.join(' '), r.team ?? '', r.reason, r.truncated, r.aborted ?? '', r.actions, r.rounds, r.firstSeat ?? '', r.leadChanges ?? ''].map((c) => csvCell(String(c))).join(','));
  }
  return lines.join('\n') + '\n';
}
