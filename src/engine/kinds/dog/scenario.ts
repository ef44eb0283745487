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
  if (typeof x !== 'number' || !rules.active.includes(x)) return `${name} must be an active seat, got ${JSON.stringify(x)}`;
  return x;
}

/**
 * State from `{ position, turn, hands, extra }`. `position`: position notation; `turn`: seat to play
 * (default: first active seat); `hands`: `{ "<seat>": [cards] }`; `extra` (optional): `phase`
 * (`play` | `exchange`), `dealer` (default: seat before `turn`), `starter` (default `turn`), `round`
 * (default 1), `pile` (cards already on the discard pile). The rest of the deck becomes the stock in
 * deck order. Errors: `scenario/bad-position`, `scenario/bad-hands`, `scenario/bad-extra`.
 */
export function stateFromScenario(rules: DogRules, sit: ScenarioSituation): Result<DogState, EngineError> {
  if (typeof sit.position !== 'string') return fail('scenario/bad-position', 'position must be a string such as "P0*F1|P14P16||"');
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
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 1) return fail('scenario/bad-extra', 'extra.round must be an integer ≥ 1');
  const phase = (extra.phase ?? 'play') as DogPhase;
  if (phase !== 'play' && phase !== 'exchange') return fail('scenario/bad-extra', `extra.phase must be play or exchange, got ${JSON.stringify(extra.phase)}`);
  const counts = deckCounts(rules.decks, rules.jokersPerDeck);
  const hands: number[][] = [];
  for (let t = 0; t < rules.seats; t++) hands.push([]);
  const hs = (sit.hands ?? {}) as { [k: string]: Json };
  if (typeof hs !== 'object' || Array.isArray(hs)) return fail('scenario/bad-hands', 'hands must be an object { "<seat>": [cards] }');
  for (const [k, v] of Object.entries(hs)) {
    const t = Number(k);
    if (!Number.isInteger(t) || !rules.active.includes(t)) return fail('scenario/bad-hands', `hands: '${k}' is not an active seat`);
    const l = cardList(v, `hands.${k}`);
    if (typeof l === 'string') return fail('scenario/bad-hands', l);
    hands[t] = sortHand(l);
  }
  const pileL = cardList(extra.pile, 'extra.pile');
  if (typeof pileL === 'string') return fail('scenario/bad-extra', pileL);
  for (const c of [...hands.flat(), ...pileL]) {
    if (--counts[c]! < 0) return fail('scenario/bad-hands', `more cards '${'?A23456789TJQKX'[c]}' than the deck holds`);
  }
  const stock: number[] = [];
  for (const c of buildDeck(rules.decks, rules.jokersPerDeck)) if (counts[c]! > 0) { counts[c]!--; stock.push(c); }
  const pos = parsed.pos;
  const [blk, nb] = normalise(pos, parsed.blk, 0);
  const gives = new Array<number>(rules.seats).fill(-2);
  if (phase === 'exchange') for (const t of rules.active) if (rules.giveTo[t]! >= 0 && hands[t]!.length > 0) gives[t] = -1;
  let winner = -1;
  for (let tm = 0; tm < rules.teams.length; tm++) if (teamHome(rules, pos, tm)) winner = tm;
  const state: DogState = {
    phase: winner >= 0 ? 'over' : phase, round, dealer, starter,
    turn: winner >= 0 || phase === 'exchange' ? -1 : turn,
    pos, blk, nb, hands, gives, stock, pile: pileL.length, up: pileL.length ? pileL[pileL.length - 1]! : 0, winner,
  };
  return { ok: true, value: state };
}

/**
 * The scenario situation of a state (`GameKind.toScenario`): the position notation (pieces, blocking marks), the seat
 * to play, every active seat's hand, and `extra` phase, round, dealer and starter. Left out: the stock's order and
 * the discard pile (`stateFromScenario` rebuilds the stock from the rest of the deck) and exchange cards already
 * given face down — a step that deals or completes an exchange may therefore deal other cards than the replay did.
 */
export function scenarioFromState(rules: DogRules, s: DogState): ScenarioSituation {
  const hands: { [seat: string]: Json } = {};
  for (const t of rules.active) hands[String(t)] = s.hands[t]!.map(cardChar);
  return {
    position: formatPieces(rules, s.pos, s.blk),
    ...(s.turn >= 0 ? { turn: s.turn } : {}),
    hands,
    extra: { phase: s.phase === 'exchange' ? 'exchange' : 'play', round: s.round, dealer: s.dealer, starter: s.starter },
  };
}
