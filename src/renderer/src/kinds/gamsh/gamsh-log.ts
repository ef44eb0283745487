// The live Gämsh table's event log in sentences: what a person at the table saw happen — calls and their verdicts,
// Ausgämshen guesses, slaps, the Vesper, the end of a round and of the game — and every score change with its
// reason and rule ("Team B +1 Punkt (jetzt 3) – Gämsh falsch (Du)", GAM-034). Only public events are kept:
// discards and takes of other seats, the secret signals (GAM-010) and the draw pile never enter the log. Pure.
import type { MessageKey } from '../../i18n/messages';
import { pointWords } from './gamsh-words';

type T = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** One public event of a live game, as kept for the log (`publicEvents`); `t` is the game time in ms. */
export interface GamshLogEvent {
  readonly t: number;
  readonly type: 'call' | 'outgamsh' | 'slap' | 'catch' | 'false-slap' | 'snack' | 'score' | 'round-end' | 'game-end';
  readonly rule: string;
  readonly seat?: number;
  readonly call?: string;
  readonly target?: number | null;
  readonly farmer?: boolean;
  readonly correct?: boolean;
  readonly team?: string;
  readonly entry?: string;
  readonly card?: string;
  readonly violator?: number;
  readonly delta?: number;
  readonly total?: number;
  readonly source?: string;
  readonly round?: number;
  readonly winners?: readonly string[];
}

/** A log line: game time (ms), the sentence, the rule it cites, and whether it changed a score. */
export interface GamshLogLine {
  readonly t: number;
  readonly text: string;
  readonly rule: string;
  readonly score: boolean;
}

const KEPT = new Set(['call', 'outgamsh', 'slap', 'catch', 'false-slap', 'snack', 'score', 'round-end', 'game-end']);

/**
 * The public events among `events` (engine GameEvents of one scheduler step at game time `t` ms), reduced to the
 * fields the log shows. A Vesper slap's claim, a call's verdict and a guess are public at the table; a `discard`,
 * `take`, `signal-set` or `reveal-*` event is dropped (the board shows what may be seen).
 */
export function publicEvents(
  events: readonly { readonly type: string; readonly [k: string]: unknown }[],
  t: number,
): GamshLogEvent[] {
  const out: GamshLogEvent[] = [];
  for (const e of events) {
    if (!KEPT.has(e.type)) continue;
    const pick = <K extends string>(k: K) => (e[k] === undefined ? {} : { [k]: e[k] });
    out.push({
      t,
      type: e.type as GamshLogEvent['type'],
      rule: String(e['rule'] ?? ''),
      ...pick('seat'),
      ...pick('call'),
      ...pick('target'),
      ...pick('farmer'),
      ...pick('correct'),
      ...pick('team'),
      ...pick('entry'),
      ...pick('card'),
      ...pick('violator'),
      ...pick('delta'),
      ...pick('total'),
      ...pick('source'),
      ...pick('round'),
      ...(Array.isArray(e['winners']) ? { winners: (e['winners'] as unknown[]).map(String) } : {}),
    } as GamshLogEvent);
  }
  return out;
}

/** The words the log needs besides the catalogue: a seat's name, a card's name, a signal's name. */
export interface GamshLogNames {
  seat(seat: number): string;
  card(card: string): string;
  signal(id: string): string;
}

/** A call in words ("Gegen-Gämsh gegen Dario", "Gämsh mit dem Schlauen Bauern"), from the call event's fields. */
function callWords(t: T, n: GamshLogNames, e: GamshLogEvent): string {
  const kind = e.call === 'double' || e.call === 'counter' ? e.call : 'gamsh';
  const against = typeof e.target === 'number' ? t('gamsh.callAgainst', { name: n.seat(e.target) }) : '';
  return `${t(`gamsh.callName.${kind}`)}${against}${e.farmer ? t('gamsh.callFarmer') : ''}`;
}

/**
 * The log in sentences, oldest first: one line per kept event. A score line names the reason from the last call,
 * guess or slap before it (its `source`: `gamsh-right`, `outgamsh-wrong`, `snack`, `gamekeeper`, …).
 */
export function gamshLogLines(events: readonly GamshLogEvent[], t: T, n: GamshLogNames): GamshLogLine[] {
  const lines: GamshLogLine[] = [];
  let cause: GamshLogEvent | null = null;
  const verdict = (ok: boolean | undefined) => (ok ? t('gamsh.right') : t('gamsh.wrong'));
  for (const e of events) {
    const name = e.seat === undefined ? '' : n.seat(e.seat);
    const line = (text: string, score = false) => lines.push({ t: e.t, text, rule: e.rule, score });
    switch (e.type) {
      case 'call':
        cause = e;
        line(t('gamsh.log.call', { name, call: callWords(t, n, e), verdict: verdict(e.correct) }));
        break;
      case 'outgamsh':
        cause = e;
        line(
          t('gamsh.log.outgamsh', {
            name,
            team: e.team ?? '',
            entry: n.signal(e.entry ?? ''),
            verdict: verdict(e.correct),
          }),
        );
        break;
      case 'slap':
        line(t('gamsh.log.slap', { name, card: n.card(e.card ?? '') }));
        break;
      case 'catch':
        cause = e;
        line(t('gamsh.log.catch', { name, name2: n.seat(e.violator ?? 0) }));
        break;
      case 'false-slap':
        cause = e;
        line(t('gamsh.log.falseSlap', { name }));
        break;
      case 'snack':
        cause = e;
        line(t('gamsh.log.snack'));
        break;
      case 'round-end':
        line(e.round === undefined ? t('gamsh.log.drawEmpty') : t('gamsh.log.roundEnd', { n: e.round }));
        break;
      case 'game-end':
        line(
          (e.winners ?? []).length
            ? t('gamsh.log.gameEnd', {
                who: t((e.winners ?? []).length > 1 ? 'gamsh.teamsTie' : 'gamsh.teamWins', {
                  teams: (e.winners ?? []).join(' & '),
                }),
              })
            : t('gamsh.gameOverMark'),
        );
        break;
      case 'score': {
        const points = pointWords(t, e.delta ?? 0);
        line(
          t('gamsh.log.score', {
            team: e.team ?? '',
            points,
            total: e.total ?? 0,
            why: reason(t, n, e.source ?? '', cause),
          }),
          true,
        );
        break;
      }
    }
  }
  return lines;
}

/** Why a score changed, from its `source` and the event that caused it (`cause`: the last call, guess or slap). */
function reason(t: T, n: GamshLogNames, source: string, cause: GamshLogEvent | null): string {
  const name = cause?.seat === undefined ? '' : n.seat(cause.seat);
  const call = /^(gamsh|double|counter)-(right|wrong)$/.exec(source);
  if (call)
    return t(call[2] === 'right' ? 'gamsh.why.callRight' : 'gamsh.why.callWrong', {
      call: cause?.type === 'call' ? callWords(t, n, cause) : t(`gamsh.callName.${call[1] as 'gamsh'}`),
      name,
    });
  if (source === 'outgamsh-right' || source === 'outgamsh-wrong')
    return t(source === 'outgamsh-right' ? 'gamsh.why.outgamshRight' : 'gamsh.why.outgamshWrong', {
      team: cause?.team ?? '',
      name,
    });
  if (source === 'snack') return t('gamsh.why.snack');
  if (source === 'gamekeeper') return t('gamsh.why.gamekeeper', { name, name2: n.seat(cause?.violator ?? 0) });
  if (source === 'gamekeeper-false-slap') return t('gamsh.why.falseSlap', { name });
  return source;
}
