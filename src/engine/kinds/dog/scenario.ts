// Builds a state from a scenario situation (position string, turn, hands, extra). Pure; malformed input
// gives a coded error naming the offending token, never a throw.
import type { EngineError, Json, Result, ScenarioSituation } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState, DogPhase } from './state';
import { normalise, teamHome } from './state';
import { buildDeck, cardChar, deckCounts, parseCardChar, sortHand } from './cards';
import { formatPieces, parsePieces } from './notation';

function fail(code: string, message: string): Result<DogState, EngineError> {
  return { ok: false, error: { code, message } };
}

/** A card token of a scenario: `A 2…9 T J Q K X` (any case), `"10"`, or a number 1…10 (1 = Ace). Returns 0 if invalid. */
export function parseScenarioCard(v: Json): number {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 1 && v <= 10 ? v : 0;
  if (typeof v !== 'string') return 0;
  if (v === '10') return 10;
  return parseCardChar(v.trim());
}

function cardList(v: Json | undefined, what: string): number[] | string {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return `${what} must be a list of cards`;
  const out: number[] = [];
  for (const c of v) {
    const r = parseScenarioCard(c);
    if (!r) return `${what}: bad card ${JSON.stringify(c)}`;
    out.push(r);
  }
  return out;
}

function seatField(x: Json | undefined, rules: DogRules, name: string, def: number): number | string {
  if (x === undefined || x === null) return def;
  if (typeof x !== 'number' || !rules.active.includes(x))
    return `${name} must be an active seat, got ${JSON.stringify(x)}`;
  return x;
}

/**
 * State from `{ position, turn, hands, extra }`. `position`: position notation; `turn`: seat to play
 * (default: first active seat); `hands`: `{ "<seat>": [cards] }`; `extra` (optional): `phase`
 * (`play` | `exchange`), `dealer` (default: seat before `turn`), `starter` (default `turn`), `round`
 * (default 1), `pile` (cards already on the discard pile, the last face up), `stock` (the stock in order, first =
 * the next card dealt, DOG-011) and, in the exchange, `given` (`{ "<seat>": card }`: the card a seat has already
 * given face down, DOG-014). Without `stock` the rest of the deck becomes the stock in deck order; with it, cards
 * in no hand, `pile`, `given` or `stock` lie on the discard pile too. Errors: `scenario/bad-position`,
 * `scenario/bad-hands` (more of a card than the deck holds), `scenario/bad-extra`.
 */
export function stateFromScenario(rules: DogRules, sit: ScenarioSituation): Result<DogState, EngineError> {
  if (typeof sit.position !== 'string')
    return fail('scenario/bad-position', 'position must be a string such as "P0*F1|P14P16||"');
  const parsed = parsePieces(rules, sit.position.replace(/\s+/g, ''));
  if (typeof parsed === 'string') return fail('scenario/bad-position', parsed);
  const turnR = seatField(sit.turn as Json | undefined, rules, 'turn', rules.active[0]!);
  if (typeof turnR === 'string') return fail('scenario/bad-position', turnR);
  const turn = turnR;
  const extra = (sit.extra ?? {}) as { [k: string]: Json };
  if (typeof extra !== 'object' || Array.isArray(extra)) return fail('scenario/bad-extra', 'extra must be an object');
  const prev = rules.active[(rules.active.indexOf(turn) + rules.active.length - 1) % rules.active.length]!;
  const dealer = seatField(extra.dealer, rules, 'extra.dealer', prev);
  const starter = seatField(extra.starter, rules, 'extra.starter', turn);
  if (typeof dealer === 'string') return fail('scenario/bad-extra', dealer);
  if (typeof starter === 'string') return fail('scenario/bad-extra', starter);
  const round = extra.round ?? 1;
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > MAX_SCENARIO_ROUND)
    return fail(
      'scenario/bad-extra',
      `extra.round must be a whole number from 1 to ${MAX_SCENARIO_ROUND}, got ${JSON.stringify(extra.round)}`,
    );
  const phase = (extra.phase ?? 'play') as DogPhase;
  if (phase !== 'play' && phase !== 'exchange')
    return fail('scenario/bad-extra', `extra.phase must be play or exchange, got ${JSON.stringify(extra.phase)}`);
  const counts = deckCounts(rules.decks, rules.jokersPerDeck);
  const hands: number[][] = [];
  for (let t = 0; t < rules.seats; t++) hands.push([]);
  const hs = (sit.hands ?? {}) as { [k: string]: Json };
  if (typeof hs !== 'object' || Array.isArray(hs))
    return fail('scenario/bad-hands', 'hands must be an object { "<seat>": [cards] }');
  for (const [k, v] of Object.entries(hs)) {
    const t = Number(k);
    if (!Number.isInteger(t) || !rules.active.includes(t))
      return fail('scenario/bad-hands', `hands: '${k}' is not an active seat`);
    const l = cardList(v, `hands.${k}`);
    if (typeof l === 'string') return fail('scenario/bad-hands', l);
    hands[t] = sortHand(l);
  }
  const pileL = cardList(extra.pile, 'extra.pile');
  if (typeof pileL === 'string') return fail('scenario/bad-extra', pileL);
  const stockL = extra.stock === undefined ? null : cardList(extra.stock, 'extra.stock');
  if (typeof stockL === 'string') return fail('scenario/bad-extra', stockL);
  const given = givenCards(extra.given, rules, phase);
  if (typeof given === 'string') return fail('scenario/bad-extra', given);
  for (const c of [...hands.flat(), ...pileL, ...given.filter((g) => g > 0), ...(stockL ?? [])]) {
    if (--counts[c]! < 0) return fail('scenario/bad-hands', `more cards '${'?A23456789TJQKX'[c]}' than the deck holds`);
  }
  let stock: number[] = [];
  let pile = pileL.length;
  if (stockL) {
    stock = stockL.reverse(); // dealt with pop(): the first listed card is the next one dealt
    pile += counts.reduce((a, b) => a + b, 0);
  } else
    for (const c of buildDeck(rules.decks, rules.jokersPerDeck))
      if (counts[c]! > 0) {
        counts[c]!--;
        stock.push(c);
      }
  const pos = parsed.pos;
  const [blk, nb] = normalise(pos, parsed.blk, 0);
  const gives = new Array<number>(rules.seats).fill(-2);
  if (phase === 'exchange')
    for (const t of rules.active)
      if (rules.giveTo[t]! >= 0 && (hands[t]!.length > 0 || given[t]! > 0)) gives[t] = given[t]! > 0 ? given[t]! : -1;
  let winner = -1;
  for (let tm = 0; tm < rules.teams.length; tm++) if (teamHome(rules, pos, tm)) winner = tm;
  const state: DogState = {
    phase: winner >= 0 ? 'over' : phase,
    round,
    dealer,
    starter,
    turn: winner >= 0 || phase === 'exchange' ? -1 : turn,
    pos,
    blk,
    nb,
    hands,
    gives,
    stock,
    pile,
    up: pileL.length ? pileL[pileL.length - 1]! : 0,
    winner,
  };
  return { ok: true, value: state };
}

/** Largest `extra.round`: a hand-written round number, far above any real game's. */
const MAX_SCENARIO_ROUND = 10_000;

/**
 * `extra.given` of a scenario: per seat the card already given face down in the exchange (DOG-014), else 0; an error
 * text for a bad map, a seat that gives nothing, or `given` outside the exchange.
 */
function givenCards(v: Json | undefined, rules: DogRules, phase: DogPhase): number[] | string {
  const out = new Array<number>(rules.seats).fill(0);
  if (v === undefined || v === null) return out;
  if (typeof v !== 'object' || Array.isArray(v)) return 'extra.given must be a map { "<seat>": card }';
  if (phase !== 'exchange') return 'extra.given is only for the exchange (extra.phase: exchange)';
  for (const [k, c] of Object.entries(v)) {
    const t = Number(k);
    if (!Number.isInteger(t) || !rules.active.includes(t) || rules.giveTo[t]! < 0)
      return `extra.given: '${k}' is not a seat that gives in the exchange`;
    const r = parseScenarioCard(c);
    if (!r) return `extra.given.${k}: bad card ${JSON.stringify(c)}`;
    out[t] = r;
  }
  return out;
}

/**
 * The scenario situation of a state (`GameKind.toScenario`): the position notation (pieces, blocking marks), the seat
 * to play, every active seat's hand, and `extra` phase, round, dealer, starter, the stock in order (first = next
 * dealt), the face-up card of the discard pile (`pile`; the pile's other cards are implied) and the cards already
 * given in the exchange (`given`). A reshuffle after the step draws from the scenario's own seed, not the replay's.
 */
export function scenarioFromState(rules: DogRules, s: DogState): ScenarioSituation {
  const hands: { [seat: string]: Json } = {};
  for (const t of rules.active) hands[String(t)] = s.hands[t]!.map(cardChar);
  const given: { [seat: string]: Json } = {};
  if (s.phase === 'exchange')
    for (const t of rules.active) if (s.gives[t]! > 0) given[String(t)] = cardChar(s.gives[t]!);
  return {
    position: formatPieces(rules, s.pos, s.blk),
    ...(s.turn >= 0 ? { turn: s.turn } : {}),
    hands,
    extra: {
      phase: s.phase === 'exchange' ? 'exchange' : 'play',
      round: s.round,
      dealer: s.dealer,
      starter: s.starter,
      ...(Object.keys(given).length ? { given } : {}),
      ...(s.up > 0 ? { pile: [cardChar(s.up)] } : {}),
      stock: [...s.stock].reverse().map(cardChar),
    },
  };
}

/**
 * The situation as `viewer` sees it (`GameKind.toScenarioFor`): the public position, turn, phase, round,
 * dealer and face-up pile card, the viewer's own hand and own exchange card (DOG-014) only — no other hand, no stock
 * order. Other seats' hands are left out, so the scenario names no hidden card (it may then not reproduce the step).
 */
export function scenarioForSeat(rules: DogRules, s: DogState, viewer: number): ScenarioSituation {
  const full = scenarioFromState(rules, s);
  const hands = full.hands as { [seat: string]: Json };
  const { stock: _stock, given, ...extra } = full.extra as { [k: string]: Json };
  const own = (given as { [seat: string]: Json } | undefined)?.[String(viewer)];
  return {
    position: full.position,
    ...(full.turn !== undefined ? { turn: full.turn } : {}),
    hands: hands[String(viewer)] !== undefined ? { [String(viewer)]: hands[String(viewer)]! } : {},
    extra: { ...extra, ...(own !== undefined ? { given: { [String(viewer)]: own } } : {}) },
  };
}
