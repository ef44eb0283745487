// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012), generic
// over kinds. The bot sees only its seat's view: every iteration samples the hidden cards consistent with that
// view (the kind's `determinize` hook), walks one shared tree restricted to the actions legal in that sample,
// plays a short random playout and scores the end with an evaluation. Deterministic given the bot's PRNG.
import type { Bot } from './bot';
import type { CompiledGame } from '../core/game';
import { applyListedAction, listLegalActions, seatsToAct } from '../core/game';
import type { Action, Rng, Seat, Snapshot } from '../core/types';
import { outcomeValues, type Evaluator } from './evaluate';
import { sampleSnapshot } from './search-state';

/** Settings of an ISMCTS bot. */
export interface IsmctsOptions {
  /** Iterations (sampled games) per decision; the deterministic budget. Default 100. */
  readonly iterations?: number;
  /**
   * Optional wall-time budget in ms per decision, with the clock to read it (`now()` in ms, e.g.
   * `performance.now`). The engine has no clock of its own; a time budget makes results depend on machine speed,
   * so playtests use `iterations` only.
   */
  readonly time?: { readonly ms: number; readonly now: () => number };
  /** Random actions after leaving the tree before the evaluation scores the position. Default 8. */
  readonly playoutDepth?: number;
  /** UCB exploration constant. Default 0.7. */
  readonly exploration?: number;
  /** Scores positions at the playout horizon per seat in [0, 1]; default: outcome only (0.5 while running). */
  readonly evaluate?: Evaluator;
  /** Bot name in reports and replays. Default `ismcts`. */
  readonly name?: string;
}

interface Node {
  readonly action: Action | null;
  /** Seat that chose `action` (rewards are credited from its point of view). */
  readonly mover: Seat;
  readonly children: Map<string, Node>;
  visits: number;
  /** How often this node's action was legal when its parent was visited (ISMCTS availability count). */
  avail: number;
  reward: number;
}

function newNode(action: Action | null, mover: Seat): Node {
  return { action, mover, children: new Map(), visits: 0, avail: 0, reward: 0 };
}

/**
 * An ISMCTS bot for `game`. Requires the kind's `determinize` hook. With a single legal action it answers at
 * once; otherwise it returns the most-visited root action among `legal` (ties: canonical order).
 */
export function createIsmctsBot(game: CompiledGame, options: IsmctsOptions = {}): Bot {
  const iterations = options.iterations ?? 100;
  const depth = options.playoutDepth ?? 8;
  const c = options.exploration ?? 0.7;
  const evaluate = options.evaluate ?? outcomeValues;
  return {
    name: options.name ?? 'ismcts',
    choose(view, legal, rng) {
      if (legal.length <= 1) return legal[0]!;
      const seat = legal[0]!.seat;
      const seen = view();
      const root = newNode(null, seat);
      const started = options.time?.now();
      for (let i = 0; i < iterations; i++) {
        if (options.time && i > 0 && options.time.now() - started! >= options.time.ms) break;
        iterate(game, root, sampleSnapshot(game, seen, seat, rng), rng, depth, c, evaluate);
      }
      let best = legal[0]!;
      let most = -1;
      for (const a of legal) {
        const n = root.children.get(key(a))?.visits ?? 0;
        if (n > most) { most = n; best = a; }
      }
      return best;
    },
  };
}

function key(a: Action): string {
  return a.seat + '|' + a.notation;
}

/** One ISMCTS iteration on one determinization: select/expand in the tree, random playout, back-propagate. */
function iterate(game: CompiledGame, root: Node, start: Snapshot, rng: Rng, depth: number, c: number, evaluate: Evaluator): void {
  let snap = start;
  let node = root;
  const path: Node[] = [];
  while (!snap.outcome) {
    const actor = seatsToAct(game, snap)[0];
    if (actor === undefined) break;
    const legal = listLegalActions(game, snap, actor);
    if (legal.length === 0) break;
    const untried: Action[] = [];
    let bestChild: Node | null = null;
    let bestScore = -Infinity;
    for (const a of legal) {
      const child = node.children.get(key(a));
      if (!child) { untried.push(a); continue; }
      child.avail++;
      const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
      if (score > bestScore) { bestScore = score; bestChild = child; }
    }
    if (untried.length > 0) {
      const a = untried[rng.int(0, untried.length - 1)]!;
      const child = newNode(a, actor);
      child.avail = 1;
      node.children.set(key(a), child);
      snap = applyListedAction(game, snap, a).snapshot;
      path.push(child);
      break;
    }
    node = bestChild!;
    snap = applyListedAction(game, snap, node.action!).snapshot;
    path.push(node);
  }
  for (let d = 0; d < depth && !snap.outcome; d++) {
    const actor = seatsToAct(game, snap)[0];
    if (actor === undefined) break;
    const legal = listLegalActions(game, snap, actor);
    if (legal.length === 0) break;
    snap = applyListedAction(game, snap, legal[rng.int(0, legal.length - 1)]!).snapshot;
  }
  const values = evaluate(game, snap);
  for (const n of path) {
    n.visits++;
    n.reward += values[n.mover] ?? 0;
  }
}
