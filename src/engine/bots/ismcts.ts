// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012, "Information
// Set Monte Carlo Tree Search", IEEE TCIAIG 4(2)), generic over turn-based kinds. The bot sees only its seat's view:
// every iteration samples the hidden cards consistent with that view (the kind's `determinize` hook), walks one
// shared tree restricted to the actions legal in that sample (availability counts), plays a short playout with an
// informed policy (the kind's heuristic with some randomness, epsilon-greedy) and scores the horizon with the
// kind's evaluation. Large action lists are tamed by move grouping (Dog: first the card, then how to play it) and
// progressive widening (Coulom 2007; Chaslot et al. 2008, "Progressive strategies for MCTS"). At the root a one-ply
// prior from the evaluation biases selection (progressive bias) and breaks ties. Deterministic given the bot's PRNG.
import type { Bot } from './bot';
import type { CompiledGame } from '../core/game';
import { applyListedAction, listLegalActions, seatsToAct } from '../core/game';
import type { Action, Rng, Seat, Snapshot } from '../core/types';
import { outcomeValues, type Evaluator } from './evaluate';
import { sampleSnapshot } from './search-state';

/**
 * Chooses a playout action for `actor` in a sampled (full) snapshot among `legal` (never empty). Playouts run
 * inside a determinization, so a policy may read the whole sampled state; it must draw only from `rng`.
 */
export type PlayoutPolicy = (
  game: CompiledGame,
  snap: Snapshot,
  actor: Seat,
  legal: readonly Action[],
  rng: Rng,
) => Action;

/** Settings of an ISMCTS bot. */
export interface IsmctsOptions {
  /** Iterations (sampled games) per decision; the deterministic budget. Default 100. */
  readonly iterations?: number;
  /**
   * Optional wall-time budget in ms per decision, with the clock to read it (`now()` in ms, e.g.
   * `performance.now`); the search stops at whichever of `iterations` and `time` comes first. The engine has no
   * clock of its own; a time budget makes results depend on machine speed, so playtests use `iterations` only.
   */
  readonly time?: { readonly ms: number; readonly now: () => number };
  /** Actions after leaving the tree before the evaluation scores the position. Default 8. */
  readonly playoutDepth?: number;
  /**
   * Where playouts stop: after `playoutDepth` actions (`actions`), or earlier when the bot's own seat is to act
   * again (`ownTurn`: every other seat has answered the move, so the evaluation compares like with like). Default
   * `actions`.
   */
  readonly horizon?: 'actions' | 'ownTurn';
  /**
   * Most decisions (plies) the tree grows below the root; deeper, the playout policy decides. With small budgets
   * a shallow tree (1: only the bot's own choice, the others follow the informed policy) beats a deep one whose
   * rarely visited nodes act nearly at random. Default: unlimited.
   */
  readonly treeDepth?: number;
  /** UCB exploration constant. Default 0.7. */
  readonly exploration?: number;
  /** Scores positions at the playout horizon per seat in [0, 1]; default: outcome only (0.5 while running). */
  readonly evaluate?: Evaluator;
  /** Playout policy; default: uniform random among the legal actions. */
  readonly policy?: PlayoutPolicy;
  /**
   * Move grouping: actions with the same group key are first chosen as a group, then one of them (e.g. Dog: the
   * card played). Default: no grouping.
   */
  readonly groupOf?: (action: Action) => string;
  /**
   * Progressive widening: a node visited `n` times considers at most `ceil(base · (n + 1)^alpha)` of its actions
   * (in the order they were first met). Default `{ base: 2, alpha: 0.5 }`; `null` turns it off.
   */
  readonly widening?: { readonly base: number; readonly alpha: number } | null;
  /**
   * Weight of the root prior (progressive bias): each root action's one-ply evaluation on the first sample,
   * normalised to [0, 1] across the root's actions, adds `weight · prior / (visits + 1)` to its UCB score and
   * breaks ties of the final choice. Needs `evaluate`; 0 turns it off. Default 0.
   */
  readonly priorWeight?: number;
  /**
   * How the root action is chosen after the search: `visits` (the most-visited, the classic robust child) or
   * `value` (the best mean reward among actions visited at least `ceil(iterations / (4 · actions))` times; better
   * when the evaluation's differences are small next to the exploration term). Default `visits`.
   */
  readonly final?: 'visits' | 'value';
  /** Bot name in reports and replays. Default `ismcts`. */
  readonly name?: string;
}

interface Node {
  readonly action: Action | null;
  /** Seat that chose this edge (rewards are credited from its point of view). */
  readonly mover: Seat;
  readonly children: Map<string, Node>;
  visits: number;
  /** How often this node's action was legal when its parent was visited (ISMCTS availability count). */
  avail: number;
  reward: number;
  /** Progressive-bias prior in [0, 1] (root actions and groups only), else 0. */
  prior: number;
  /** Group key of a group node (move grouping), else null. */
  readonly group: string | null;
}

function newNode(action: Action | null, mover: Seat, group: string | null = null): Node {
  return { action, mover, children: new Map(), visits: 0, avail: 0, reward: 0, prior: 0, group };
}

/** What one search needs besides the tree: fixed per decision. */
interface Search {
  readonly game: CompiledGame;
  readonly depth: number;
  readonly c: number;
  readonly evaluate: Evaluator;
  readonly policy: PlayoutPolicy;
  readonly groupOf: ((a: Action) => string) | null;
  readonly widening: { readonly base: number; readonly alpha: number } | null;
  readonly priorWeight: number;
  /** The root's legal actions (the same in every determinization: the seat knows its own hand). */
  readonly rootLegal: readonly Action[];
  readonly seat: Seat;
  readonly final: 'visits' | 'value';
  readonly treeDepth: number;
  readonly ownTurn: boolean;
}

/** The uniform random playout policy. */
export const randomPolicy: PlayoutPolicy = (_game, _snap, _actor, legal, rng) => legal[rng.int(0, legal.length - 1)]!;

/**
 * An epsilon-greedy playout policy over an evaluation: with probability `epsilon` a uniform random action, else
 * the action whose one-step result `evaluate` scores best for `actor` (ties: first in canonical order). With more
 * than `sample` legal actions only `sample` of them, drawn at random, are scored (Dog's 7 splits). Default
 * epsilon 0.1, sample 8.
 */
export function greedyPolicy(evaluate: Evaluator, epsilon = 0.1, sample = 8): PlayoutPolicy {
  return (game, snap, actor, legal, rng) => {
    if (legal.length === 1 || rng.int(0, 999) < epsilon * 1000) return legal[rng.int(0, legal.length - 1)]!;
    let best = legal[0]!;
    let top = -Infinity;
    const n = legal.length;
    const k = Math.min(n, sample);
    const offset = n > sample ? rng.int(0, n - 1) : 0;
    const stride = n > sample ? stepCoprime(n, rng) : 1;
    for (let j = 0; j < k; j++) {
      const a = legal[(offset + j * stride) % n]!;
      const v = evaluate(game, applyListedAction(game, snap, a).snapshot)[actor]!;
      if (v > top) {
        top = v;
        best = a;
      }
    }
    return best;
  };
}

/** A step in 1…n−1 coprime to `n` (so `offset + j·step mod n` visits distinct indices). */
function stepCoprime(n: number, rng: Rng): number {
  for (let tries = 0; tries < 8; tries++) {
    const s = rng.int(1, n - 1);
    if (gcd(s, n) === 1) return s;
  }
  return 1;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * An ISMCTS bot for `game`. Requires the kind's `determinize` hook. With a single legal action it answers at
 * once; otherwise it returns the root action chosen by `options.final` (`bestRootAction`: the most-visited, or the
 * best mean value; ties: higher prior, then canonical order).
 */
export function createIsmctsBot(game: CompiledGame, options: IsmctsOptions = {}): Bot {
  const iterations = options.iterations ?? 100;
  const evaluate = options.evaluate ?? outcomeValues;
  return {
    name: options.name ?? 'ismcts',
    choose(view, legal, rng) {
      if (legal.length <= 1) return legal[0]!;
      const seat = legal[0]!.seat;
      const seen = view();
      const search: Search = {
        game,
        depth: options.playoutDepth ?? 8,
        c: options.exploration ?? 0.7,
        evaluate,
        policy: options.policy ?? randomPolicy,
        groupOf: options.groupOf ?? null,
        widening: options.widening === undefined ? { base: 2, alpha: 0.5 } : options.widening,
        priorWeight: options.evaluate ? (options.priorWeight ?? 0) : 0,
        rootLegal: legal,
        seat,
        final: options.final ?? 'visits',
        treeDepth: options.treeDepth ?? Infinity,
        ownTurn: options.horizon === 'ownTurn',
      };
      const root = newNode(null, seat);
      const started = options.time?.now();
      const priors = new Map<string, number>();
      for (let i = 0; i < iterations; i++) {
        if (options.time && i > 0 && options.time.now() - started! >= options.time.ms) break;
        const sample = sampleSnapshot(game, seen, seat, rng);
        if (i === 0 && search.priorWeight > 0) rootPriors(search, sample, priors);
        iterate(search, root, sample, rng, priors);
      }
      return bestRootAction(search, root, priors);
    },
  };
}

function key(a: Action): string {
  return a.seat + '|' + a.notation;
}

/** One-ply values of the root actions on one sample, normalised to [0, 1] (all 0.5 when equal). */
function rootPriors(s: Search, sample: Snapshot, out: Map<string, number>): void {
  const values = s.rootLegal.map((a) => s.evaluate(s.game, applyListedAction(s.game, sample, a).snapshot)[s.seat]!);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  s.rootLegal.forEach((a, i) => out.set(key(a), hi - lo > 1e-12 ? (values[i]! - lo) / (hi - lo) : 0.5));
}

/**
 * The chosen root action: the most-visited (`final: 'visits'`; through its group when grouping), or the best mean
 * reward among sufficiently visited actions (`final: 'value'`); ties broken by prior, then canonical order.
 */
function bestRootAction(s: Search, root: Node, priors: ReadonlyMap<string, number>): Action {
  const stats = s.rootLegal.map((a) => {
    const k = key(a);
    const holder = s.groupOf && priors.size === 0 ? root.children.get('g|' + s.groupOf(a)) : root;
    const node = holder?.children.get(k);
    return {
      a,
      visits: node?.visits ?? 0,
      group: holder?.visits ?? 0,
      mean: node && node.visits ? node.reward / node.visits : -1,
      prior: priors.get(k) ?? 0,
    };
  });
  let best = stats[0]!;
  if (s.final === 'value') {
    const most = Math.max(...stats.map((x) => x.visits));
    const min = Math.max(1, Math.min(most, Math.ceil(most / 4)));
    for (const x of stats) {
      if (x.visits < min) continue;
      if (
        best.visits < min ||
        x.mean > best.mean + 1e-12 ||
        (Math.abs(x.mean - best.mean) <= 1e-12 && x.prior > best.prior)
      )
        best = x;
    }
    return best.a;
  }
  const grouped = s.groupOf && priors.size === 0;
  for (const x of stats) {
    const g = grouped ? x.group * 1e6 + x.visits : x.visits;
    const b = grouped ? best.group * 1e6 + best.visits : best.visits;
    if (g > b || (g === b && x.prior > best.prior)) best = x;
  }
  return best.a;
}

/**
 * UCB1 selection among the children of `node` available now (`keys` in first-met order; ISMCTS availability),
 * with progressive widening: only the first `ceil(base · (visits + 1)^alpha)` keys are considered. When one of
 * those is not expanded yet it is added (with priors: the best prior first, else a random one) and returned.
 * Increments `avail` of every considered expanded child.
 */
function select(
  s: Search,
  node: Node,
  keys: readonly string[],
  make: (i: number) => Node,
  priorOf: ((k: string) => number) | null,
  rng: Rng,
): Node {
  const limit = s.widening
    ? Math.max(1, Math.ceil(s.widening.base * Math.pow(node.visits + 1, s.widening.alpha)))
    : Infinity;
  let best: Node | null = null;
  let bestScore = -Infinity;
  const untried: number[] = [];
  const n = Math.min(keys.length, limit);
  for (let i = 0; i < n; i++) {
    const child = node.children.get(keys[i]!);
    if (!child) {
      untried.push(i);
      continue;
    }
    child.avail++;
    let score = child.reward / child.visits + s.c * Math.sqrt(Math.log(child.avail) / child.visits);
    if (priorOf) score += (s.priorWeight * child.prior) / (child.visits + 1);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  if (untried.length > 0) {
    let i = untried[rng.int(0, untried.length - 1)]!;
    if (priorOf) {
      let top = -1;
      for (const j of untried) {
        const p = priorOf(keys[j]!);
        if (p > top) {
          top = p;
          i = j;
        }
      }
    }
    const child = make(i);
    if (priorOf) child.prior = priorOf(keys[i]!);
    child.avail = 1;
    node.children.set(keys[i]!, child);
    return child;
  }
  return best!;
}

/** Sorts keys by descending prior (stable), so progressive widening opens the promising ones first. */
function sortByPrior(keys: string[], priorOf: (k: string) => number): void {
  const p = new Map(keys.map((k) => [k, priorOf(k)]));
  const idx = new Map(keys.map((k, i) => [k, i]));
  keys.sort((a, b) => p.get(b)! - p.get(a)! || idx.get(a)! - idx.get(b)!);
}

/** One ISMCTS iteration on one determinization: select/expand in the tree, informed playout, back-propagate. */
function iterate(s: Search, root: Node, start: Snapshot, rng: Rng, priors: ReadonlyMap<string, number>): void {
  const { game } = s;
  let snap = start;
  let node = root;
  const path: Node[] = [];
  for (let ply = 0; ply < s.treeDepth; ply++) {
    if (snap.outcome) break;
    const atRoot = node === root;
    const actor = atRoot ? s.seat : seatsToAct(game, snap)[0];
    if (actor === undefined) break;
    const legal = atRoot ? s.rootLegal : listLegalActions(game, snap, actor);
    if (legal.length === 0) break;
    const usePriors = atRoot && priors.size > 0;
    let options: readonly Action[] = legal;
    if (s.groupOf && legal.length > 1 && !usePriors) {
      // move grouping (not at a root ordered by priors: there widening opens the best-prior actions first): first the group (e.g. the card), then an action of that group
      const groups: string[] = [];
      const byGroup = new Map<string, Action[]>();
      for (const a of legal) {
        const g = 'g|' + s.groupOf(a);
        let list = byGroup.get(g);
        if (!list) {
          byGroup.set(g, (list = []));
          groups.push(g);
        }
        list.push(a);
      }
      const groupPrior = usePriors
        ? (g: string) => Math.max(...byGroup.get(g)!.map((a) => priors.get(key(a)) ?? 0))
        : null;
      if (groupPrior) sortByPrior(groups, groupPrior);
      const gnode = select(s, node, groups, (i) => newNode(null, actor, groups[i]!), groupPrior, rng);
      path.push(gnode);
      node = gnode;
      options = byGroup.get(gnode.group!)!;
    }
    const keys = options.map(key);
    if (usePriors) {
      const order = keys
        .map((k, i) => i)
        .sort((x, y) => (priors.get(keys[y]!) ?? 0) - (priors.get(keys[x]!) ?? 0) || x - y);
      options = order.map((i) => options[i]!);
      keys.splice(0, keys.length, ...order.map((i) => keys[i]!));
    }
    const child = select(
      s,
      node,
      keys,
      (i) => newNode(options[i]!, actor),
      usePriors ? (k) => priors.get(k) ?? 0 : null,
      rng,
    );
    snap = applyListedAction(game, snap, child.action!).snapshot;
    path.push(child);
    node = child;
    if (child.visits === 0) break; // just expanded
  }
  for (let d = 0; d < s.depth && !snap.outcome; d++) {
    const actor = seatsToAct(game, snap)[0];
    if (actor === undefined || (s.ownTurn && actor === s.seat)) break;
    const legal = listLegalActions(game, snap, actor);
    if (legal.length === 0) break;
    snap = applyListedAction(game, snap, s.policy(game, snap, actor, legal, rng)).snapshot;
  }
  const values = s.evaluate(game, snap);
  for (const n of path) {
    n.visits++;
    n.reward += values[n.mover] ?? 0;
  }
}
