// Legal actions of a seat (GameKind.legalActions), in canonical order: card moves in table order, then PULLs,
// then END. Interprets the compiled move table: states, who may play, patterns, realm rule, guards. Pure.
import type { Action, Seat } from '../../core/types';
import type { CLine, CMove, CToken, GassiRules } from './rules';
import type { GassiState, GDog } from './state';
import { countsOf } from './state';

/** Seats that may act now: the answering owner (H-14), else the seat whose turn it is; none once over. */
export function seatsToAct(_rules: GassiRules, s: GassiState): Seat[] {
  if (s.end) return [];
  return [s.interrupt ? s.interrupt.seat : s.turn];
}

/** True if `dog` forces its owner to act (GAS-014); with fleaMode delayedResponse not before the last round (H-19). */
export function isProblem(rules: GassiRules, dog: GDog): boolean {
  if (!rules.problemStates.has(dog.state)) return false;
  return !(rules.o.fleaMode === 'delayedResponse' && dog.beasts.length === 0 && dog.rounds > 1);
}

/**
 * Keys the right side of a play must accept for this dog, or null when the field is empty. `attacker` and `beast`
 * are the latest stacked cards (docs/rules/gassi.md); only an active defence (`defence`: DEFEND, RESCUE, ESCAPE) answers
 * the card chosen by `activeDefenseAgainst` (GAS-075 / H-18). PUNISH/PUNISH+ always fit the latest attacker (GAS-101).
 */
export function keysFor(rules: GassiRules, dog: GDog | null, match: CMove['match'], defence = true): number[] | null {
  if (match === 'none' || !dog) return null;
  if (match === 'dog') return [dog.realm];
  const stack =
    match === 'attacker'
      ? dog.attackers
      : match === 'beast'
        ? dog.beasts
        : dog.beasts.length
          ? dog.beasts
          : dog.attackers;
  if (!stack.length) return null;
  const mode = defence ? rules.o.activeDefenseAgainst : 'latest';
  if (mode === 'first') return [stack[0]!];
  if (mode === 'each') return [...new Set(stack)];
  return [stack[stack.length - 1]!];
}

function accepts(line: CLine, keys: number[] | null): boolean {
  if (line.walkPile) return false;
  if (!line.keys) return true;
  if (!keys) return false;
  for (const k of keys) if (!line.keys.has(k)) return false;
  return true;
}

/** Distinct card multisets (sorted) from `counts` matching the tokens of a combo for target realm `t`. */
export function combosFromHand(counts: number[], tokens: readonly CToken[], t: number): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  const pick: number[] = [];
  const rec = (i: number) => {
    if (i === tokens.length) {
      const sorted = pick.slice().sort((a, b) => a - b);
      const key = sorted.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(sorted);
      }
      return;
    }
    const ok = tokens[i]!.byRealm[t]!;
    for (let c = 0; c < counts.length; c++) {
      if (counts[c]! > 0 && ok[c]) {
        counts[c]!--;
        pick.push(c);
        rec(i + 1);
        pick.pop();
        counts[c]!++;
      }
    }
  };
  rec(0);
  return out;
}

/** Card multisets `seat` could play for `move` on `dog` (null = a new pile), pattern-wise only. */
export function playsFor(
  rules: GassiRules,
  counts: number[],
  move: CMove,
  dog: GDog | null,
  maxCards = 99,
): number[][] {
  const t = dog ? dog.realm : rules.realms.length;
  const keys = keysFor(rules, dog, move.match, move.defence);
  const out: number[][] = [];
  const seen = new Set<string>();
  for (const line of move.lines) {
    if (dog ? !accepts(line, keys) : !line.walkPile) continue;
    for (const combo of line.combos) {
      if (combo.length > move.maxCards || combo.length > maxCards) continue;
      for (const cards of combosFromHand(counts, combo, t)) {
        const k = cards.join(',');
        if (!seen.has(k)) {
          seen.add(k);
          out.push(cards);
        }
      }
    }
  }
  return out;
}

/** Does `seat` own a dog in realm `realm` (GAS-040; hidden dogs count)? */
function ownsDogIn(s: GassiState, seat: number, realm: number): boolean {
  return s.dogs.some((d) => d.owner === seat && d.realm === realm);
}

/** Realm rule (GAS-040…043): 'ok', 'bone' (needs the bypass, GAS-042) or 'no'. */
function realmCheck(
  rules: GassiRules,
  s: GassiState,
  seat: number,
  move: CMove,
  dog: GDog,
  cards: readonly number[],
): 'ok' | 'bone' | 'no' {
  if (!move.realmRule || dog.owner === seat) return 'ok';
  const meta = (c: number) => !rules.realms[rules.cards[c]!.realm]?.natural;
  if (cards.some(meta)) return 'ok';
  if (rules.o.globalExemption === 'playedOrThreatCard') {
    const th = [...dog.attackers, ...dog.beasts];
    if (th.length && meta(th[th.length - 1]!)) return 'ok';
  }
  if (ownsDogIn(s, seat, dog.realm)) return 'ok';
  if (rules.o.boneBypassCost === 0) return 'ok';
  return s.bones[seat]! >= rules.o.boneBypassCost ? 'bone' : 'no';
}

function byAllows(move: CMove, seat: number, dog: GDog): boolean {
  if (move.by === 'owner') return dog.owner === seat;
  if (move.by === 'others') return dog.owner !== seat;
  return move.by === 'anyone';
}

/** Notation of a card move: `MOVE CARD[:CARD…] [dogId] [bone]` (docs/notation-gassi.md). */
export function moveNotation(
  rules: GassiRules,
  move: CMove,
  cards: readonly number[],
  dog: GDog | null,
  bone: boolean,
): string {
  const c = cards.map((x) => rules.cards[x]!.name).join(':');
  return `${move.name} ${c}${dog ? ` ${dog.id}` : ''}${bone ? ' bone' : ''}`;
}

interface Filter {
  readonly dogs: readonly GDog[] | null;
  readonly resolving: boolean;
  readonly maxCards: number;
}

/** Card-move notations for `seat` under a filter (problem dogs only, card cap). */
function cardMoves(
  rules: GassiRules,
  s: GassiState,
  seat: number,
  counts: number[],
  f: Filter,
  stopAtFirst = false,
): string[] {
  const out: string[] = [];
  const ownsDog = s.dogs.some((d) => d.owner === seat);
  for (const move of rules.moves) {
    if (move.newDog) {
      if (f.resolving || f.dogs) continue;
      for (const cards of playsFor(rules, counts, move, null, f.maxCards)) {
        if (move.secondDogRule && ownsDog && !secondDogAllowed(rules, s, seat, counts, cards)) continue;
        if (
          rules.o.maxDogsPerPlayer !== null &&
          s.dogs.filter((d) => d.owner === seat).length >= rules.o.maxDogsPerPlayer
        )
          continue;
        out.push(moveNotation(rules, move, cards, null, false));
        if (stopAtFirst) return out;
      }
      continue;
    }
    if (rules.o.requireOwnDogToAct && !ownsDog) continue;
    for (const dog of f.dogs ?? s.dogs) {
      if (!move.from.has(dog.state) || !byAllows(move, seat, dog)) continue;
      if (f.resolving && (move.to === null || rules.problemStates.has(move.to))) continue;
      if (dog.hidden && dog.owner !== seat && !rules.o.hiddenDogTargetable) continue;
      if (move.plus && move.limit !== null && dog.plus >= move.limit) continue;
      if (graceBlocks(rules, s, move, dog)) continue;
      const th = move.sameName ? (move.effects.some((e) => e.e === 'beast') ? dog.beasts : dog.attackers) : null;
      for (const cards of playsFor(rules, counts, move, dog, f.maxCards)) {
        if (th && (!th.length || cards.some((c) => c !== th[th.length - 1]))) continue;
        const rc = realmCheck(rules, s, seat, move, dog, cards);
        if (rc === 'no') continue;
        out.push(moveNotation(rules, move, cards, dog, rc === 'bone'));
        if (stopAtFirst) return out;
      }
    }
  }
  return out;
}

/** pendingGraceTurns (H-20): a punishing move (sets `beast`) waits that many turns after PENDING began. */
function graceBlocks(rules: GassiRules, s: GassiState, move: CMove, dog: GDog): boolean {
  if (rules.o.pendingGraceTurns <= 0 || move.plus || !move.effects.some((e) => e.e === 'beast')) return false;
  return s.turnNo - dog.since <= rules.o.pendingGraceTurns;
}

/**
 * GAS-052 second-dog rule: (b) none of the seat's dogs is in a problem state (role `problem`) — also while
 * fleaMode = delayedResponse postpones the answer or a turn continues after a resolution (H-09/H-12) — and
 * (a) no own move of role `walk` is possible (any card, or with this walker only: H-40).
 */
function secondDogAllowed(
  rules: GassiRules,
  s: GassiState,
  seat: number,
  counts: number[],
  cards: readonly number[],
): boolean {
  if (s.dogs.some((d) => d.owner === seat && rules.problemStates.has(d.state))) return false;
  const walk = rules.moves.find((m) => m.name === rules.roles.walk);
  if (!walk) return true;
  for (const dog of s.dogs) {
    if (dog.owner !== seat || !walk.from.has(dog.state)) continue;
    for (const p of playsFor(rules, counts, walk, dog)) {
      if (rules.o.secondDogWalkCheck === 'anyWalkPossible' || p.some((c) => cards.includes(c))) return false;
    }
  }
  return true;
}

/** Own dogs that force their owner (GAS-014). */
export function problemDogs(rules: GassiRules, s: GassiState, seat: number): GDog[] {
  return s.dogs.filter((d) => d.owner === seat && isProblem(rules, d));
}

/** Every legal action of `seat` now, in canonical order (GAS-011…017, GAS-052, the move table). */
export function listActions(rules: GassiRules, s: GassiState, seat: Seat): Action[] {
  if (s.end || seatsToAct(rules, s)[0] !== seat) return [];
  const counts = countsOf(rules, s.hands[seat]!);
  const notes: string[] = [];
  const pull = rules.pull;
  if (s.interrupt) {
    const dog = s.dogs.find((d) => d.id === s.interrupt!.dog)!;
    notes.push(...cardMoves(rules, s, seat, counts, { dogs: [dog], resolving: true, maxCards: 99 }));
    if (pull?.cases.has(dog.state)) notes.push(`${pull.name} ${dog.id}`);
    return notes.map((notation) => ({ seat, notation }));
  }
  const cont = s.cont;
  const problems = problemDogs(rules, s, seat);
  // A dog resolved earlier this turn is not resolved again (a FLEA dog left ATTACKED by its PULL, GAS-066: «again
  // on their next turn»); it still blocks the other actions below (GAS-014).
  const open = cont?.done ? problems.filter((d) => !cont.done!.includes(d.id)) : problems;
  const resolving =
    open.length > 0 && (!cont || (cont.resolutions > 0 && cont.resolutions < rules.o.problemResolutionsPerTurn));
  if (resolving) {
    const max = cont && rules.o.turnMode === 'upToTwoCards' ? 2 - cont.cards : 99;
    notes.push(...cardMoves(rules, s, seat, counts, { dogs: open, resolving: true, maxCards: max }));
    if (pull) for (const d of open) if (pull.cases.has(d.state)) notes.push(`${pull.name} ${d.id}`);
    if (notes.length || !cont) return notes.map((notation) => ({ seat, notation }));
  }
  if (cont) {
    // A continuation (H-09 second card, H-12 move after PULL): card moves only, or END. A problem dog left
    // unresolved (the resolutions of this turn are used up) still blocks every other action (GAS-014, GAS-032).
    const max = cont.afterPull ? 99 : 2 - cont.cards;
    if (!problems.length)
      notes.push(...cardMoves(rules, s, seat, counts, { dogs: null, resolving: false, maxCards: max }));
    notes.push('END');
    return notes.map((notation) => ({ seat, notation }));
  }
  notes.push(...cardMoves(rules, s, seat, counts, { dogs: null, resolving: false, maxCards: 99 }));
  if (pull?.voluntary && (rules.o.voluntaryDraw === 'always' || notes.length === 0)) {
    notes.push(pull.name);
    for (let n = 2; n <= rules.o.voluntaryDrawMax; n++) notes.push(`${pull.name} ${n}`);
  }
  if (notes.length === 0) notes.push(pull ? pull.name : 'END');
  return notes.map((notation) => ({ seat, notation }));
}

/** True if `seat` has at least one card move now (used by voluntaryDraw = onlyIfNoLegalPlay and bots). */
export function hasCardMove(rules: GassiRules, s: GassiState, seat: number): boolean {
  return (
    cardMoves(rules, s, seat, countsOf(rules, s.hands[seat]!), { dogs: null, resolving: false, maxCards: 99 }, true)
      .length > 0
  );
}
