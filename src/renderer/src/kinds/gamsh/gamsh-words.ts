// The Gämsh table's words in the UI language: the phase banner, the score box,
// seat and draw-pile captions, and the emote palette by name (`switchHands` → "Karten in die andere Hand
// nehmen", from the engine's message catalogue `gamsh.signal.<id>`). The Pixi scene takes them as plain
// functions; without them it writes English. Pure (no Vue).
import { gamshCardText, isMessageKey, message, type SheetLang, type GamshView } from '../../../../engine';
import { translate, type MessageKey } from '../../i18n/messages';
import { seatText, type Translate } from '../../components/format';
import { TEAM_LETTERS } from './gamsh-layout';

/** What the scene writes, as functions of the data. */
export interface GamshWords {
  /** The banner: round and phase ("Runde 2 · tauschen!"), the verdict of a call, the end of the game. */
  phase(v: GamshView): string;
  /** The score box title ("Punkte (bis 9)"). */
  score(target: number): string;
  /** A score line ("Team A: 3 (du)"). */
  team(letter: string, score: number, you: boolean): string;
  /** A score line of the compact board on a narrow table ("A: 3 (du)"). */
  teamShort(letter: string, score: number, you: boolean): string;
  /** A seat's name. */
  seat(seat: number): string;
  /** The draw pile's caption ("Stapel 12"). */
  draw(n: number): string;
  /** A palette entry (emote/signal) by its name. */
  signal(id: string): string;
  /** A seat's state on its name plate. */
  tag(tag: 'swapping' | 'pass' | 'partner'): string;
  /** A Föhn card's name ("Wildhüter", "Gamekeeper"); a motif card's id as written. */
  card(card: string): string;
}

/**
 * A signal or emote as the table quotes it (the bubble, the line under the controls): a spoken phrase that its name
 * already quotes ("„Sapperlot!“", "\"Yes!\"") as it is, a gesture ("Augenzwinkern") between “ and ”.
 */
export function quotedSignal(text: string): string {
  return /^["„“”«»‚‘']/.test(text) ? text : `“${text}”`;
}

type T = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** The palette entry `id` named in `lang` (engine catalogue), else the id as written. */
export function signalName(id: string, lang: SheetLang): string {
  const key = `gamsh.signal.${id}`;
  return isMessageKey(key) ? message(lang, key) : id;
}

/** The words in the UI language: `t` of useI18n, `lang` the locale, `name(seat)` the players' names. */
export function gamshWords(t: T, lang: SheetLang, name: (seat: number) => string): GamshWords {
  // A call as the reveal records it — its notation (`call:gamsh`, `call:counter:3`, `…+farmer`; docs/notation-gamsh.md,
  // GAM-031/032/033/063) — in words: "Gegen-Gämsh gegen Dario", never the raw notation.
  const call = (c: string) => {
    // An Ausgämshen as the reveal records it (`outgamsh:B=sapperlot`, GAM-040): the team and the signal's name.
    const out = /^outgamsh:([A-C])=(.+)$/.exec(c);
    if (out) return t('gamsh.outgamshBanner', { team: out[1]!, entry: signalName(out[2]!, lang) });
    const m = /^(?:call:)?(gamsh|double|counter)(?::(\d+))?(\+farmer)?$/.exec(c);
    if (!m) return c;
    const against = m[2] === undefined ? '' : t('gamsh.callAgainst', { name: name(Number(m[2])) });
    return `${t(`gamsh.callName.${m[1]}` as MessageKey)}${against}${m[3] ? t('gamsh.callFarmer') : ''}`;
  };
  return {
    phase(v) {
      if (v.phase === 'over') {
        const teams = (v.winners ?? []).join(' & ');
        const who = v.winners?.length ? t(v.winners.length > 1 ? 'gamsh.teamsTie' : 'gamsh.teamWins', { teams }) : '';
        return t('gamsh.over', { who, scores: v.scores.join(' : ') });
      }
      const r = t('gamsh.round', { n: v.round });
      if (v.phase === 'preview') return `${r} · ${t('gamsh.preview')}`;
      if (v.phase === 'snack') return `${r} · ${t('gamsh.snack')}`;
      if (v.phase === 'pause') {
        if (v.reveal) {
          const pts = v.reveal.deltas
            .map((d, tm) => (d ? t('gamsh.pointsFor', { team: TEAM_LETTERS[tm]!, points: pointWords(t, d) }) : ''))
            .filter(Boolean)
            .join(', ');
          const verdict = v.reveal.correct ? t('gamsh.right') : t('gamsh.wrong');
          return `${r} · ${name(v.reveal.seat)}: ${call(v.reveal.call)} – ${verdict}${pts ? ` · ${pts}` : ''}`;
        }
        if (v.secretPending) return `${r} · ${t('gamsh.picksSignal', { team: v.secretPending })}`;
        return `${r} · ${t('gamsh.pause')}`;
      }
      return `${r} · ${t('gamsh.swap')}`;
    },
    score: (target) => t('gamsh.score', { target }),
    team: (letter, score, you) => t(you ? 'gamsh.teamYou' : 'gamsh.team', { team: letter, score }),
    teamShort: (letter, score, you) => t(you ? 'gamsh.teamShortYou' : 'gamsh.teamShort', { team: letter, score }),
    seat: name,
    draw: (n) => t('gamsh.draw', { n }),
    signal: (id) => signalName(id, lang),
    tag: (tag) => t(`gamsh.tag.${tag}`),
    card: (card) => cardName(t, card),
  };
}

/** A Föhn card's name in the UI language (`gamsh.card.<ID>`), else the card id as written (motif cards: `M3-D1`). */
export function cardName(t: T, card: string): string {
  const key = `gamsh.card.${card}`;
  return isFoehn(card) ? t(key as MessageKey) : card;
}

/**
 * A hand as the replay records it (card ids by spaces: `M4-N M9-D2 FARMER`, docs/notation-gamsh.md) in words, as the
 * live table's card tooltips say them (engine `gamshCardText`): "Motiv 4 Nacht, Motiv 9 Tag 2, Schlauer Bauer";
 * a hidden card `?` as the hidden card. Empty for an empty hand.
 */
export function gamshHandText(hand: string, lang: SheetLang): string {
  return hand
    .split(/\s+/)
    .filter((c) => c && c !== '-')
    .map((c) => gamshCardText(lang, c))
    .join(', ');
}

const isFoehn = (card: string): boolean => ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'].includes(card);

/** Points in words with their sign: "+1 Punkt", "+3 Punkte", "−1 point". */
export function pointWords(t: T, delta: number): string {
  const sign = delta < 0 ? '−' : '+';
  const n = Math.abs(delta);
  return n === 1 ? t('gamsh.log.point', { sign }) : t('gamsh.log.points', { sign, n });
}

/** English words from the catalogue (the scene's default when the caller gives none), seats as "Seat 1…N" (`seatText`). */
export const ENGLISH_WORDS: GamshWords = gamshWords(
  (key, params) => translate('en', key, params),
  'en',
  (seat) => seatText(seat, (key, params) => translate('en', key, params)),
);

/**
 * The motif part of the card legend for the deck's motifs (`GamshRules.motifs`, GAM-001): "ALP = Alphorn, M2…M9 =
 * motifs 2 to 9" for the standard deck, "M2…M8 = motifs 2 to 8" without M9, a list where the numbers have gaps.
 */
export function motifLegend(motifs: readonly string[], t: Translate): string {
  const parts: string[] = [];
  if (motifs.includes('ALP')) parts.push(t('gamsh.legendAlphorn'));
  const ns = motifs
    .map((m) => /^M(\d+)$/.exec(m)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  if (ns.length > 1 && ns.at(-1)! - ns[0]! === ns.length - 1)
    parts.push(t('gamsh.legendRange', { from: `M${ns[0]}`, to: `M${ns.at(-1)}`, a: ns[0]!, b: ns.at(-1)! }));
  else if (ns.length) parts.push(t('gamsh.legendList', { ids: ns.map((n) => `M${n}`).join(', '), ns: ns.join(', ') }));
  return parts.join(', ');
}
