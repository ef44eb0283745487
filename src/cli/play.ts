// `rulebench play <ruleset> [--seed S] [--people SEATS] [--bots B] [--set name=value]… [--out FILE]`: a game at the
// terminal (DESIGN "src/cli": everything the app does, headless). People type actions — a notation or the number
// in the printed list of legal actions — on standard input, one per line; bots play the other seats. From a
// terminal it prompts and asks again after an illegal action; from a pipe or file (a script) the first illegal line
// ends the command (exit 1) naming its line. Turn-based kinds only: a real-time game is played in the app.
import { createInterface } from 'node:readline';
import {
  applyAction,
  createBot,
  createRng,
  deriveSeed,
  formatDiagnostic,
  formatPosition,
  listLegalActions,
  recordReplay,
  seatsToAct,
  startGame,
  viewFor,
  type Action,
  type Bot,
  type CompiledGame,
  type Outcome,
  type SeatOccupant,
  type Snapshot,
} from '../engine';
import { checkWritableFile, writeFileAtomic } from '../host/files';
import { serializeReplay } from '../host/replays';
import { loadCompiledGame } from '../host/rulesets';
import { UsageError, parse, seedOption } from './args';
import { checkBots, parseBots, parseSets } from './playtest-args';

/** At most this many legal actions are printed before a decision (`legal` prints all of them). */
const SHOWN_ACTIONS = 40;

/** Where the people's lines come from and whether someone is typing them (a terminal) or a script. */
export interface PlayInput {
  readonly lines: AsyncIterable<string>;
  readonly interactive: boolean;
  /** Stops reading (a terminal would otherwise keep the process waiting after `quit`). */
  close?(): void;
}

/**
 * The seats people play, from `--people`: a comma list of seat numbers, `all` or `none` (default: seat 0).
 * @throws UsageError naming the bad value (not a seat of this table, or not a number).
 */
export function parsePeople(text: string | undefined, seatCount: number): Set<number> {
  if (text === undefined) return new Set([0]);
  if (text === 'all') return new Set(Array.from({ length: seatCount }, (_, i) => i));
  if (text === 'none') return new Set();
  const seats = text.split(',').map((p) => p.trim());
  for (const [i, s] of seats.entries()) {
    if (!/^(0|[1-9]\d*)$/.test(s) || Number(s) >= seatCount) throw new UsageError(`--people: "${s}" is not a seat of this table (0…${seatCount - 1}, all or none)`);
    if (seats.indexOf(s) < i) throw new UsageError(`--people: seat ${s} is named twice in "${text}"`);
  }
  return new Set(seats.map(Number));
}

/** Runs the command; exit 0 when the input ended normally, 1 when the rules cannot be loaded or a scripted action is illegal. */
export async function playCommand(argv: readonly string[], input: PlayInput = stdinInput()): Promise<number> {
  const { values, positionals } = parse(argv, { seed: { type: 'string' }, people: { type: 'string' }, bots: { type: 'string' }, set: { type: 'string', multiple: true }, out: { type: 'string' } });
  if (positionals.length !== 1) throw new UsageError('play needs exactly one ruleset');
  if (values.out !== undefined) checkWritableFile(values.out); // before the game, which a wrong path would lose at the end
  const loaded = loadCompiledGame(positionals[0]!, { overrides: parseSets(values.set) });
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return 1;
  }
  const game = loaded.game;
  if (game.kind.realtime) throw new UsageError(`${game.ruleset.id} is played in real time: play it at the app's live table (npm start), or let bots play it with simulate`);
  const seatCount = game.layout.seatCount;
  const people = parsePeople(values.people, seatCount);
  const specs = parseBots(values.bots, seatCount);
  checkBots(game, specs);
  const bots: (Bot | null)[] = specs.map((s, seat) => (people.has(seat) ? null : createBot(game, s)));
  const seats: SeatOccupant[] = specs.map((s, seat) => (people.has(seat) ? { occupant: 'human', name: `Seat ${seat}` } : { occupant: 'bot', bot: bots[seat]!.name }));
  const seed = seedOption(values.seed);
  const session = new TerminalGame(game, seed, bots);
  const say = (text: string) => void process.stdout.write(`${text}\n`);
  say(`${game.ruleset.name} (${game.ruleset.id}), seed ${seed}; people: ${[...people].map((s) => `seat ${s}`).join(', ') || 'none'}; bots: ${seats.map((o, s) => (o.occupant === 'bot' ? `seat ${s} ${o.bot}` : null)).filter(Boolean).join(', ') || 'none'}`);
  say('Type an action (its notation or its number), `legal` for every legal action, `show` for the table, `quit` to stop.');

  const lines = input.lines[Symbol.asyncIterator]();
  let lineNo = 0;
  let code = 0;
  let announced = -1;
  while (!session.snapshot.outcome) {
    for (const played of session.playBots()) say(`  seat ${played.seat} (${bots[played.seat]!.name}): ${played.notation}`);
    if (session.snapshot.outcome) break;
    const seat = session.toAct();
    if (announced !== session.snapshot.step) {
      say(describeTurn(game, session.snapshot, seat));
      announced = session.snapshot.step;
    }
    if (input.interactive) process.stdout.write(`seat ${seat}> `);
    const next = await lines.next();
    if (next.done) break;
    lineNo++;
    const line = next.value.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line === 'quit' || line === 'exit') break;
    if (line === 'legal') {
      say(listActions(session.legal(), Infinity));
      continue;
    }
    if (line === 'show') {
      say(describeTurn(game, session.snapshot, seat));
      continue;
    }
    const r = session.play(line);
    if (!r.ok) {
      const why = `line ${lineNo}: seat ${seat} "${line}": ${r.message}`;
      if (!input.interactive) {
        process.stderr.write(`${why}\n${listActions(session.legal(), SHOWN_ACTIONS)}\n`);
        code = 1;
        break;
      }
      say(`${why} — try again (\`legal\` lists every action)`);
    }
  }
  input.close?.();
  const outcome = session.snapshot.outcome;
  say(outcome ? `Game over after ${session.snapshot.step} actions: ${describeOutcome(outcome)}.` : `Stopped after ${session.snapshot.step} actions; the game is not over.`);
  if (values.out) {
    const replay = recordReplay(game, seats, seed, session.actions);
    if (!replay.ok) throw new Error(`the played game could not be recorded: ${replay.error.message}`); // every action was applied: a bug
    writeFileAtomic(values.out, serializeReplay(replay.value));
    say(`Replay saved: ${values.out}`);
  }
  return code;
}

/** A game in progress at the terminal: the snapshot, the actions so far and the bots' own random stream. */
class TerminalGame {
  snapshot: Snapshot;
  readonly actions: Action[] = [];
  private readonly botRng;

  constructor(private readonly game: CompiledGame, seed: string, private readonly bots: readonly (Bot | null)[]) {
    this.snapshot = startGame(game, seed);
    this.botRng = createRng(deriveSeed(seed, 'bots')); // bots never draw from the game's generator
  }

  /** The seat to act (turn-based kinds: exactly one while the game runs). */
  toAct(): number {
    return seatsToAct(this.game, this.snapshot)[0]!;
  }

  legal(): Action[] {
    return listLegalActions(this.game, this.snapshot, this.toAct());
  }

  /** Lets the bots play until a person is to act or the game is over; returns what they played. */
  playBots(): Action[] {
    const played: Action[] = [];
    while (!this.snapshot.outcome) {
      const seat = this.toAct();
      const bot = this.bots[seat];
      if (!bot) break;
      const snap = this.snapshot;
      const action = bot.choose(() => viewFor(this.game, snap, seat), this.legal(), this.botRng);
      this.apply(action);
      played.push(action);
    }
    return played;
  }

  /** Plays a person's line: a notation (any spelling the kind accepts) or the 1-based number in the legal list. */
  play(line: string): { ok: true } | { ok: false; message: string } {
    const seat = this.toAct();
    const legal = this.legal();
    const n = /^\d+$/.test(line) ? Number(line) : NaN;
    const action = Number.isInteger(n) && n >= 1 && n <= legal.length ? legal[n - 1]! : { seat, notation: line };
    const r = applyAction(this.game, this.snapshot, action);
    if (!r.ok) return { ok: false, message: r.error.message };
    this.snapshot = r.value.snapshot;
    this.actions.push({ seat: action.seat, notation: action.notation });
    return { ok: true };
  }

  private apply(action: Action): void {
    const r = applyAction(this.game, this.snapshot, action);
    if (!r.ok) throw new Error(`a bot chose an illegal action: ${r.error.message}`); // it chose from the legal list
    this.snapshot = r.value.snapshot;
    this.actions.push({ seat: action.seat, notation: action.notation });
  }
}

/** The table before a person's decision: step, position (all-seeing, as `replay show`), the hand of the seat to act and its legal actions. */
function describeTurn(game: CompiledGame, snap: Snapshot, seat: number): string {
  const hands = game.kind.formatHands(game.rules, snap.state);
  const legal = listLegalActions(game, snap, seat);
  return [`step ${snap.step}: ${formatPosition(game, snap)}`, `seat ${seat} to act, hand: ${hands[seat] || '(empty)'}`, listActions(legal, SHOWN_ACTIONS)].join('\n');
}

/** The legal actions numbered from 1, at most `max` of them. */
function listActions(legal: readonly Action[], max: number): string {
  const shown = legal.slice(0, max).map((a, i) => `${i + 1}) ${a.notation}`);
  const more = legal.length > max ? [`… ${legal.length - max} more (type \`legal\`)`] : [];
  return `legal: ${[...shown, ...more].join('  ')}`;
}

function describeOutcome(o: Outcome): string {
  return `seats ${o.winners.join(',')} won (${o.reason}, ${o.rule})`;
}

/** Standard input as lines; interactive when it is a terminal. */
function stdinInput(): PlayInput {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  return { lines: rl, interactive: process.stdin.isTTY === true, close: () => rl.close() };
}
