// Small display helpers shared by components. Pure (the caller passes `t`, so they follow the UI language).
import { KINDS, formatOptionValue, tableNumbering, type Outcome, type RulesetDifference } from '../../../engine';
import type { ReplayCheckDetail, ReplayHeaderProblem } from '../../../shared/ipc-contract';
import { EN as EN_MESSAGES, translate, type MessageKey } from '../i18n/messages';

/** True when `key` is in the catalogue. */
const isKey = (key: string): key is MessageKey => Object.hasOwn(EN_MESSAGES, key);

/** `t` of `useI18n` (or `translate` bound to a locale). */
export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * A seat's number as a person reads it: counted from 1 (one numbering on the table, replay, library,
 * Playtest view and terminal — "Seat 1…N", like "Team 1/2"). `seat` is the engine's 0-based seat (notation, replay
 * and scenario files, JSON/CSV and CLI flags keep counting from 0).
 */
export function seatNumber(seat: number): number {
  return seat + 1;
}

/** An unnamed seat in the UI language, counted from 1: the engine's seat 0 is "Seat 1" / "Platz 1" (`seatNumber`). */
export function seatText(seat: number, t: Translate): string {
  return t('common.seat', { n: seatNumber(seat) });
}

/**
 * "Seat 3" or "Seats 1, 3" for the engine's seats `[2]` / `[0, 2]` (counted from 1, `seatNumber`), or the players'
 * names when `name` is given ("Anna and Carla").
 */
export function seatList(seats: readonly number[], t: Translate, name?: (seat: number) => string): string {
  if (name) return seats.map(name).join(seats.length === 2 ? ` ${t('common.and')} ` : ', ');
  return seats.length === 1 ? seatText(seats[0]!, t) : t('common.seatList', { list: seats.map(seatNumber).join(', ') });
}

/**
 * The engine's outcome reason in the UI language. The engine writes it in English (`Outcome.reason`, e.g. Dog
 * DOG-110 "all pieces of the team are home", Gassi GAS-160/161/113/054, Gämsh GAM-081); an unknown reason is
 * shown as written. A sentence about seat `you` (the seat whose view is shown) is in the second person: "Du bist
 * ausgegangen", never "Du ist ausgegangen" (the person's default name is "Du").
 */
export function outcomeReason(
  reason: string,
  t: Translate,
  name?: (seat: number) => string,
  you: number | null = null,
): string {
  const who = (s: string) => (name ? name(Number(s)) : seatText(Number(s), t));
  if (reason === 'all pieces of the team are home') return t('outcome.allHome');
  if (reason === 'the draw pile ran short') return t('outcome.drawPile');
  if (reason === 'aborted (12-card rule)') return t('outcome.aborted');
  let m = /^seat (\d+) went out$/.exec(reason);
  if (m) return Number(m[1]) === you ? t('outcome.wentOut.you') : t('outcome.wentOut', { who: who(m[1]!) });
  m = /^seat (\d+) holds a set \((.*)\)$/.exec(reason);
  if (m)
    return Number(m[1]) === you
      ? t('outcome.set.you', { set: m[2]! })
      : t('outcome.set', { who: who(m[1]!), set: m[2]! });
  m = /^team (.+) (wins|tie) at (.+)$/.exec(reason);
  if (m) return t(m[2] === 'tie' ? 'outcome.gamshTie' : 'outcome.gamshWins', { teams: m[1]!, scores: m[3]! });
  return reason;
}

/** English, for callers outside the UI's language (logs, file names). */
const english: Translate = (key, params) => translate('en', key, params);

/**
 * The id of the kind whose rule catalogue (`GameKind.ruleIds`, docs/rules/<kind>.md) holds rule ID `rule`, or ''
 * when none does: an outcome names the rule that ended the game, not its kind.
 */
function kindOfRule(rule: string): string {
  return Object.values(KINDS).find((k) => (k.ruleIds as readonly string[]).includes(rule))?.id ?? '';
}

/**
 * A winning team as the tables name it (`teamName` of the kind whose rule ended the game): Gämsh by letter
 * (GAM-010, `A`, `B`), Dog from 1 as the board's labels ("Team 1" = seats 0 and 2); the engine's `Outcome.team`
 * counts from 0.
 */
function teamNumber(outcome: Outcome): string {
  return teamName(outcome.team ?? 0, kindOfRule(outcome.rule));
}

/**
 * A team as every screen names it (one numbering on the table, replay, library): for
 * Gämsh its letter (GAM-010, `A`, `B`, engine TEAM_LETTERS), for the other kinds counted from 1 ("Team 1" = the
 * layout's team 0, Dog seats 0 and 2). `team` is the engine's 0-based team index.
 */
export function teamName(team: number, kind: string): string {
  return tableNumbering(kind).team(team);
}

/**
 * "Team 1 won (Seats 1, 3) — reason", "Seat 2 won — reason", or "unfinished", in the language of `t`; teams and
 * unnamed seats counted from 1 (`teamName`, `seatNumber`), whereas `outcome` counts from 0.
 */
export function describeOutcome(
  outcome: Outcome | null,
  t: Translate = english,
  name?: (seat: number) => string,
): string {
  if (!outcome) return t('outcome.unfinished');
  const seats = seatList(outcome.winners, t, name);
  const who =
    outcome.team !== null && outcome.winners.length > 1
      ? t('outcome.team', { team: teamNumber(outcome), seats })
      : outcome.winners.length
        ? t(outcome.winners.length === 1 ? 'outcome.one' : 'outcome.many', { seats })
        : t('outcome.nobody');
  return `${who}${outcome.reason ? ` — ${outcomeReason(outcome.reason, t, name)}` : ''}`;
}

/** Number of cards in a hand written as notation (`"A 7 X"`; `-` or empty = none). */
export function countCards(hand: string | undefined): number | null {
  if (hand === undefined) return null;
  return hand.split(/[\s,]+/).filter((t) => t && t !== '-').length;
}

/** A text given per language code (`{ de, en }`): the UI language's, else English, else any; `fallback` when none. */
export function localized(
  texts: Readonly<Record<string, string>> | undefined,
  locale: string,
  fallback: string,
): string {
  if (!texts) return fallback;
  return texts[locale] ?? texts['en'] ?? Object.values(texts)[0] ?? fallback;
}

/** "4 players · 2 teams of 2", "2–6 players · everyone for themselves" (from the engine's `playerCount`). */
export function describePlayers(
  p: { readonly players: number; readonly min: number; readonly max: number; readonly teams: readonly number[] },
  t: Translate,
): string {
  const count =
    p.min !== p.max ? t('lib.playersRange', { min: p.min, max: p.max }) : t('lib.players', { n: p.players });
  if (!p.teams.length) return `${count} · ${t('lib.solo')}`;
  const same = p.teams.every((n) => n === p.teams[0]);
  return `${count} · ${same ? t('lib.teamsOf', { k: p.teams.length, size: p.teams[0]! }) : t('lib.teamsMixed', { sizes: p.teams.join(' + ') })}`;
}

/** Bot levels the catalogue words (`playtest.bot.*`; engine bots/registry.ts). */
const BOT_LEVELS = ['random', 'easy', 'normal', 'strong', 'expert', 'heuristic'] as const;

/**
 * A bot level in the UI language: `random` → "zufällig", `ismcts:400` → "ISMCTS (400 Playouts)" (`ismcts` alone plays
 * 100, engine bots/registry.ts); `realtime-default`, the default agent of a real-time kind (Gämsh), → "Echtzeit-Bot"; an
 * unknown level (a bot added later) is shown as written, '' as "bot"/"Bot".
 */
export function botLevel(bot: string, t: Translate): string {
  if (/^ismcts(:\d+)?$/.test(bot)) return t('playtest.bot.ismcts', { n: bot.split(':')[1] ?? 100 });
  if ((BOT_LEVELS as readonly string[]).includes(bot)) return t(`playtest.bot.${bot as (typeof BOT_LEVELS)[number]}`);
  if (bot === 'realtime-default') return t('common.realtimeBot');
  return bot || t('common.bot');
}

/** A bot seat with its level in the UI language: "Bot (mittel)", "Bot (zufällig)" (`bot` as `botLevel` takes it). */
export function botLabel(bot: string, t: Translate): string {
  return `${t('common.bot')} (${bot === 'random' ? t('playtest.bot.random') : botLevel(bot, t)})`;
}

/**
 * The choices of the table's seat menu (TablePanel): a person, the random bot, then the bot levels (engine
 * bots/registry.ts), each labelled in the UI language with its level — "Bot (leicht)", never the level's id "Bot: easy".
 * `value` is what `table.setSeat` takes.
 */
export function seatChoices(t: Translate): { value: string; label: string }[] {
  return [
    { value: 'human', label: t('common.human') },
    { value: 'bot', label: botLabel('random', t) },
    ...(['easy', 'normal', 'strong', 'expert'] as const).map((level) => ({ value: level, label: botLabel(level, t) })),
  ];
}

/**
 * A seat as the replay view lists it: the recorded player name (else "Seat n" / "Platz n") and who played it, in
 * the UI language — "Beat (zufällig)", "Platz 1 (stark)" (the engine's seat 0, `seatText`), "Du". A replay that records who made the seat's moves
 * (`playedBy`, engine SeatOccupant) shows that, in order: "Du (Person → zufällig)" for a
 * person who let the bots finish; only a person: the name alone. Older replays show the recorded occupant.
 */
export function seatLabel(
  seat: number,
  who: { readonly name: string | null; readonly bot: string | null; readonly playedBy?: readonly string[] } | undefined,
  t: Translate,
): string {
  const name = who?.name || seatText(seat, t);
  const by = who?.playedBy ?? [];
  if (by.length) {
    if (by.length === 1 && by[0] === 'human') return name;
    return `${name} (${by.map((b) => (b === 'human' ? t('replay.person') : botLevel(b, t))).join(' → ')})`;
  }
  return who?.bot === null || who?.bot === undefined ? name : `${name} (${botLevel(who.bot, t)})`;
}

/**
 * An engine refusal (`EngineError` of `applyAction` / `applyInput`, engine core/game.ts) in the UI language: the codes
 * a player can cause — `action/not-legal`, `action/not-your-turn`, `action/game-over`, `action/out-of-order` and
 * `action/time-gap` (DIG-004), and Gämsh's `gamsh/<code>` (paused DIG-005, mid-swap GAM-021, …) — from the catalogue,
 * with the seat by `name`; any other code as the engine wrote it.
 */
export function refusalText(
  err: { readonly code: string; readonly message: string },
  notation: string,
  seat: number,
  t: Translate,
  name?: (seat: number) => string,
): string {
  const who = name ? name(seat) : seatText(seat, t);
  switch (err.code) {
    case 'action/not-legal':
      return t('refusal.notLegal', { notation, seat: who });
    case 'action/not-your-turn':
      return t('refusal.notYourTurn', { seat: who });
    case 'action/game-over':
      return t('refusal.gameOver');
    case 'action/out-of-order':
    case 'action/time-gap':
      return t('refusal.time');
    case 'gamsh/game-over':
      return t('refusal.gameOver');
    default: {
      // Gämsh refusals (kinds/gamsh/legal.ts) in the UI language, without the raw notation.
      const gamsh = `refusal.${err.code.replace('/', '.')}`;
      if (err.code.startsWith('gamsh/') && isKey(gamsh)) return t(gamsh);
      return `${notation}: ${err.message}`;
    }
  }
}

/** The refusal codes `refusalText` words by a case of its own (the rest: Gämsh's `refusal.gamsh.<code>` texts). */
const WORDED_CODES: readonly string[] = [
  'action/not-legal',
  'action/not-your-turn',
  'action/game-over',
  'action/out-of-order',
  'action/time-gap',
  'gamsh/game-over',
];

/**
 * A recorded action's sentence for the Replay view's action list (`row`: engine `SeatLogEntry` via the replay
 * session). A step the engine refused (real-time kinds, DIG-004) reads "Abgelehnt: <sentence> – <reason>" with the
 * reason worded by `refusalText` in the UI language (Gämsh codes: card-gone GAM-023, paused DIG-005, …); a code
 * without a text of its own keeps the engine's sentence, which names the code.
 */
export function replayActionText(
  row: {
    readonly seat: number;
    readonly notation: string;
    readonly text: string;
    readonly said: string;
    readonly rejected?: string;
  },
  t: Translate,
  name?: (seat: number) => string,
): string {
  const code = row.rejected;
  if (code === undefined) return row.text;
  const known =
    WORDED_CODES.includes(code) || (code.startsWith('gamsh/') && isKey(`refusal.${code.replace('/', '.')}`));
  if (!known) return row.text;
  return t('replay.refused', {
    text: row.said,
    why: refusalText({ code, message: '' }, row.notation, row.seat, t, name),
  });
}

/**
 * A seat's name in the Replay view's seat list: `label` for a seat that plays, "Platz 3 (leer)" / "Seat 3 (empty)"
 * for a seat the ruleset leaves empty (not in `active`; Märki for 3 players leaves seat 3 empty, DOG-120).
 */
export function replaySeatLabel(seat: number, label: string, active: readonly number[], t: Translate): string {
  return active.includes(seat) ? label : t('replay.emptySeat', { seat: seatText(seat, t) });
}

/**
 * What the replay list checked (`ReplayCheckDetail`, data from the host) as one sentence in the UI language, e.g.
 * "differs from the bundled ruleset dog/maerki: option decks 1 (bundled: 2); rule text DOG-020" / "weicht vom
 * mitgelieferten Regelwerk dog/maerki ab: Option decks 1 (mitgeliefert: 2); Regeltext DOG-020", ending in "Tamper-evident,
 * not signed." Ids, option names, field paths and rule IDs are the file's own (technical, not translated); option
 * values are worded as the ruleset diff words them (`formatOptionValue`: yes/no, ja/nein).
 */
export function describeReplayCheck(detail: ReplayCheckDetail, t: Translate, lang: 'en' | 'de'): string {
  const value = (v: Parameters<typeof formatOptionValue>[0]) => formatOptionValue(v, lang);
  let what: string;
  if (detail.status === 'changed') what = t('lib.check.changed', { why: headerProblemText(detail.problem, t) });
  else if (detail.status === 'not-bundled') what = t('lib.check.notBundled', { id: detail.id });
  else if (detail.status === 'bundled')
    what = detail.overrides.length
      ? t('lib.check.bundledSet', {
          id: detail.id,
          options: detail.overrides.map((o) => `${o.option} = ${value(o.value)}`).join(', '),
        })
      : t('lib.check.bundled', { id: detail.id });
  else {
    const items = detail.differences.map((d) => differenceText(d, t, lang));
    if (detail.more > 0) items.push(t('lib.check.more', { n: detail.more }));
    what = t('lib.check.differs', { id: detail.id, list: items.join('; ') });
  }
  if (detail.olderFormat !== null) what = t('lib.check.olderFormat', { what, n: detail.olderFormat });
  return t('lib.check.tamperEvident', { what });
}

/** One difference between a replay's rules and the bundled ruleset, in the UI language (see `describeReplayCheck`). */
function differenceText(d: RulesetDifference, t: Translate, lang: 'en' | 'de'): string {
  switch (d.what) {
    case 'option':
      return t('lib.check.diffOption', {
        option: d.option,
        value: formatOptionValue(d.value, lang),
        other: formatOptionValue(d.other, lang),
      });
    case 'options':
      return t('lib.check.diffOptions');
    case 'field':
      return t('lib.check.diffField', { field: d.field });
    case 'text':
      return t(
        d.change === 'missing'
          ? 'lib.check.diffTextMissing'
          : d.change === 'added'
            ? 'lib.check.diffTextAdded'
            : 'lib.check.diffText',
        { rule: d.rule },
      );
  }
}

/** Why a replay's header does not hold, in the UI language (see `describeReplayCheck`). */
function headerProblemText(p: ReplayHeaderProblem, t: Translate): string {
  switch (p.problem) {
    case 'rules-do-not-compile':
      return t('lib.check.notCompiling', { code: p.diagnostic });
    case 'rules-hash':
      return t('lib.check.rulesHash');
    case 'option':
      return t('lib.check.option', { option: p.option });
    case 'field': {
      const field = p.seats === undefined ? p.field : t('lib.check.seatsInFile', { field: p.field, n: p.seats });
      return t(
        p.change === 'added'
          ? 'lib.check.fieldAdded'
          : p.change === 'removed'
            ? 'lib.check.fieldRemoved'
            : 'lib.check.fieldChanged',
        { field },
      );
    }
    case 'no-integrity':
      return t('lib.check.noIntegrity');
    case 'no-game-hash':
      return t('lib.check.noGameHash');
    case 'game-hash':
      return t('lib.check.gameHash');
  }
}
