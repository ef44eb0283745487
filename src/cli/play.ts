// `rulebench play <ruleset> [--seed S] [--people SEATS] [--bots B] [--set name=value]… [--lang de|en] [--names A,B,…]
// [--out FILE]`: a game at the terminal (docs/architecture.md "Layers": everything the app does, headless). People type actions —
// a notation or the number in the printed list of legal actions — on standard input, one per line; bots play the
// other seats, and their moves are told in sentences. The table is drawn as text (the Dog board, the Gassi table)
// from the view of the person playing only (no card hidden from that seat is printed). From a terminal it
// prompts and asks again after an illegal action, saying why it is not legal; from a pipe or file (a script) the
// first illegal line ends the command (exit 1) naming its line and the reason. Turn-based kinds only.
import { createInterface } from 'node:readline';
import {
  applyAction,
  createBot,
  describeOutcome,
  describeStep,
  handsFor,
  isMessageKey,
  message,
  positionFor,
  seatName,
  createRng,
  deriveSeed,
  formatDiagnostic,
  listLegalActions,
  recordReplay,
  seatsToAct,
  startGame,
  viewFor,
  type Action,
  type Bot,
  type CompiledGame,
  type GameEvent,
  type MessageKey,
  type MessageParams,
  type SeatOccupant,
  type SheetLang,
  type Snapshot,
} from '../engine';
import { boardText, type TextOptions } from './board-text';
import { prepareOutput, writeOutput } from './output';
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
    if (!/^(0|[1-9]\d*)$/.test(s) || Number(s) >= seatCount)
      throw new UsageError(`--people: "${s}" is not a seat of this table (0…${seatCount - 1}, all or none)`);
    if (seats.indexOf(s) < i) throw new UsageError(`--people: seat ${s} is named twice in "${text}"`);
  }
  return new Set(seats.map(Number));
}

/**
 * `--lang`: `de` or `en`; without it German when the environment's `LANG` starts with `de`, else English.
 * @throws UsageError for any other value.
 */
export function parseLang(value: string | undefined, env: string | undefined = process.env['LANG']): SheetLang {
  if (value === undefined) return env?.toLowerCase().startsWith('de') ? 'de' : 'en';
  if (value !== 'de' && value !== 'en') throw new UsageError(`--lang must be de or en, got "${value}"`);
  return value;
}

/** `--names`: player names by seat, comma-separated (an empty entry keeps "Seat n"); at most one per seat. */
export function parseNames(value: string | undefined, seatCount: number): string[] {
  if (value === undefined) return [];
  const names = value.split(',').map((n) => n.trim());
  if (names.length > seatCount)
    throw new UsageError(`--names: ${names.length} names for ${seatCount} seats in "${value}"`);
  const bad = names.find((n) => n.length > 40 || /[\u0000-\u001f]/.test(n));
  if (bad !== undefined)
    throw new UsageError(
      `--names: "${bad.slice(0, 40)}" is not a usable name (at most 40 characters, no control characters)`,
    );
  return names;
}

/** Runs the command; exit 0 when the input ended normally, 1 when the rules cannot be loaded or a scripted action is illegal. */
export async function playCommand(argv: readonly string[], input: PlayInput = stdinInput()): Promise<number> {
  const { values, positionals } = parse(argv, {
    seed: { type: 'string' },
    people: { type: 'string' },
    bots: { type: 'string' },
    set: { type: 'string', multiple: true },
    out: { type: 'string' },
    mkdir: { type: 'boolean' },
    lang: { type: 'string' },
    names: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('play needs exactly one ruleset');
  const lang = parseLang(values.lang);
  if (values.out !== undefined) prepareOutput('--out', values.out, { mkdir: values.mkdir }); // before the game, which a wrong path would lose at the end
  const loaded = loadCompiledGame(positionals[0]!, { overrides: parseSets(values.set) });
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return 1;
  }
  const game = loaded.game;
  if (game.kind.realtime)
    throw new UsageError(
      `${game.ruleset.id} is played in real time: play it at the app's live table (npm start), or let bots play it with simulate`,
    );
  const seatCount = game.layout.seatCount;
  const people = parsePeople(values.people, seatCount);
  const specs = parseBots(values.bots, seatCount);
  checkBots(game, specs);
  const names = parseNames(values.names, seatCount);
  const opts: TextOptions = { lang, names };
  const t = (key: MessageKey, p?: MessageParams) => message(lang, key, p);
  const bots: (Bot | null)[] = specs.map((s, seat) => (people.has(seat) ? null : createBot(game, s)));
  const seats: SeatOccupant[] = specs.map((s, seat) =>
    people.has(seat)
      ? { occupant: 'human', name: seatName(seat, opts) }
      : { occupant: 'bot', bot: bots[seat]!.name, ...(names[seat] ? { name: names[seat] } : {}) },
  );
  const seed = seedOption(values.seed);
  const session = new TerminalGame(game, seed, bots);
  const say = (text: string) => void process.stdout.write(`${text}\n`);
  // The bot's level and the ruleset's name in the chosen language ("Platz 1 (random)").
  const level = (bot: Bot) =>
    isMessageKey(`term.bot.${bot.name}`) ? t(`term.bot.${bot.name}` as MessageKey) : bot.name;
  const who = (seat: number) => `${seatName(seat, opts)}${bots[seat] ? ` (${level(bots[seat]!)})` : ''}`;
  say(
    t('term.header', {
      ruleset: game.ruleset.names?.[lang] ?? game.ruleset.name,
      id: game.ruleset.id,
      seed,
      people: [...people].map(who).join(', ') || t('term.none'),
      bots:
        game.layout.active
          .filter((s) => bots[s])
          .map(who)
          .join(', ') || t('term.none'),
    }),
  );
  say(t('term.intro'));
  // Whose eyes the terminal shows: the one person; with several people, the person to act; bots only: all.
  const only = people.size === 1 ? [...people][0]! : null;
  const viewerNow = (): number | null =>
    people.size === 0
      ? null
      : (only ?? (session.snapshot.outcome ? null : people.has(session.toAct()) ? session.toAct() : null));

  const lines = input.lines[Symbol.asyncIterator]();
  let lineNo = 0;
  let code = 0;
  let announced = -1;
  while (!session.snapshot.outcome) {
    const played = session.playBots();
    const viewer = viewerNow();
    for (const p of played) say(`  ${p.after.step}. ${describeStep(game, p, viewer, opts)}`);
    if (session.snapshot.outcome) break;
    const seat = session.toAct();
    if (announced !== session.snapshot.step) {
      say(describeTurn(game, session.snapshot, seat, opts));
      announced = session.snapshot.step;
    }
    if (input.interactive) process.stdout.write(`${seatName(seat, opts)}> `);
    const next = await lines.next();
    if (next.done) break;
    lineNo++;
    const line = next.value.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line === 'quit' || line === 'exit') break;
    if (line === 'legal') {
      say(listActions(game, session.legal(), Infinity, lang));
      continue;
    }
    if (line === 'show') {
      say(describeTurn(game, session.snapshot, seat, opts));
      continue;
    }
    const before = session.snapshot;
    const entry = readEntry(game, line);
    const r = session.play(entry);
    if (!r.ok) {
      // A script names the line that failed; at the live prompt the line just typed needs no number.
      const said = {
        name: seatName(seat, opts),
        entry: line,
        why: whyNotLegal(game, before, seat, entry, r.message, opts),
      };
      const why = input.interactive ? t('term.entry', said) : t('term.line', { line: lineNo, ...said });
      if (!input.interactive) {
        process.stderr.write(`${why}\n${listActions(game, session.legal(), SHOWN_ACTIONS, lang)}\n`);
        code = 1;
        break;
      }
      say(t('term.tryAgain', { why }));
    } else say(`  ${r.step.after.step}. ${describeStep(game, r.step, seat, opts)}`);
  }
  input.close?.();
  const outcome = session.snapshot.outcome;
  say(
    outcome
      ? t('common.gameOver', {
          steps: session.snapshot.step,
          result: `${describeOutcome(outcome, opts, only ?? null)} (${outcome.rule})`,
        })
      : t('common.stopped', { steps: session.snapshot.step }),
  );
  if (values.out) {
    const replay = recordReplay(game, seats, seed, session.actions);
    if (!replay.ok) throw new Error(`the played game could not be recorded: ${replay.error.message}`); // every action was applied: a bug
    writeOutput(values.out, serializeReplay(replay.value));
    say(t('term.saved', { file: values.out }));
  }
  return code;
}

/** One applied action with its events and the snapshot after it (what `describeStep` needs). */
interface PlayedStep {
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly after: Snapshot;
}

/** A game in progress at the terminal: the snapshot, the actions so far and the bots' own random stream. */
class TerminalGame {
  snapshot: Snapshot;
  readonly actions: Action[] = [];
  private readonly botRng;

  constructor(
    private readonly game: CompiledGame,
    seed: string,
    private readonly bots: readonly (Bot | null)[],
  ) {
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
  playBots(): PlayedStep[] {
    const played: PlayedStep[] = [];
    while (!this.snapshot.outcome) {
      const seat = this.toAct();
      const bot = this.bots[seat];
      if (!bot) break;
      const snap = this.snapshot;
      const action = bot.choose(() => viewFor(this.game, snap, seat), this.legal(), this.botRng);
      const r = applyAction(this.game, this.snapshot, action);
      if (!r.ok) throw new Error(`a bot chose an illegal action: ${r.error.message}`); // it chose from the legal list
      played.push(this.keep(action, r.value.events, r.value.snapshot));
    }
    return played;
  }

  /** Plays a person's line: a notation (any spelling the kind accepts) or the 1-based number in the legal list. */
  play(line: string): { ok: true; step: PlayedStep } | { ok: false; message: string } {
    const seat = this.toAct();
    const legal = this.legal();
    const n = /^\d+$/.test(line) ? Number(line) : NaN;
    const action = Number.isInteger(n) && n >= 1 && n <= legal.length ? legal[n - 1]! : { seat, notation: line };
    const r = applyAction(this.game, this.snapshot, action);
    if (!r.ok) return { ok: false, message: r.error.message };
    return { ok: true, step: this.keep(action, r.value.events, r.value.snapshot) };
  }

  private keep(action: Action, events: readonly GameEvent[], after: Snapshot): PlayedStep {
    this.snapshot = after;
    this.actions.push({ seat: action.seat, notation: action.notation });
    return { action: { seat: action.seat, notation: action.notation }, events, after };
  }
}

/**
 * The table before a person's decision, as that seat sees it: the step and position (`positionFor`), the Dog board or
 * the Gassi table drawn from the seat's view, the seat's hand and its legal actions.
 */
export function describeTurn(game: CompiledGame, snap: Snapshot, seat: number, opts: TextOptions): string {
  const t = (key: MessageKey, p?: MessageParams) => message(opts.lang, key, p);
  const view = viewFor(game, snap, seat);
  const board = boardText(game, view, opts);
  const table = board === null ? [] : [board];
  const hand = shownHand(game, handsFor(game, snap, seat)[seat]);
  const legal = listLegalActions(game, snap, seat);
  return [
    `${t('term.step', { step: snap.step })}: ${positionFor(game, snap, seat)}`,
    ...table,
    t('term.toAct', { name: seatName(seat, opts), hand: hand || t('term.empty') }),
    listActions(game, legal, SHOWN_ACTIONS, opts.lang),
  ].join('\n');
}

/**
 * A hand as the terminal shows it, in the kind's card words (`KindTerminal.showCard`: Dog's 10 as `10`, not its
 * notation letter `T`). The moves keep the notation; `readEntry` lets a person type the card word there as well.
 */
export function shownHand(game: CompiledGame, hand: string | undefined): string {
  const show = game.kind.terminal?.showCard;
  if (!hand || !show) return hand ?? '';
  return hand.split(/\s+/).map(show).join(' ');
}

/** A person's entry in notation (`KindTerminal.readEntry`: Dog's `10:P0>P10` → `T:P0>P10`); unchanged by default. */
export function readEntry(game: CompiledGame, line: string): string {
  const read = game.kind.terminal?.readEntry;
  return read ? read(line) : line;
}

/**
 * A notation as the terminal shows it, in the hand's card words (`KindTerminal.showAction`: Dog's `T:P0>P10` →
 * `10:P0>P10`); `readEntry` reads each back. Unchanged for kinds without card words.
 */
export function shownAction(game: CompiledGame, notation: string): string {
  const show = game.kind.terminal?.showAction;
  return show ? show(notation) : notation;
}

/** The legal actions numbered from 1, at most `max` of them (a seat's own actions: nothing hidden from it), in the hand's card words (`shownAction`). */
export function listActions(
  game: CompiledGame,
  legal: readonly Pick<Action, 'notation'>[],
  max: number,
  lang: SheetLang,
): string {
  const shown = legal.slice(0, max).map((a, i) => `${i + 1}) ${shownAction(game, a.notation)}`);
  const more = legal.length > max ? [message(lang, 'term.more', { n: legal.length - max })] : [];
  return `${message(lang, 'term.legal')}${[...shown, ...more].join('  ')}`;
}

/** The part of a notation that names what is played: Dog's card (`7`, `X=7`, `give`, `discard`), Gassi's move name. */
function headOf(notation: string): string {
  return notation.trim().split(/[:\s]/)[0] ?? '';
}

/**
 * Why `entry` is not legal for `seat` in `snap`, in a sentence: a number past the list, a card the seat does not
 * hold, the moves that are legal with the same card or move, or what is possible now; else the engine's message.
 */
export function whyNotLegal(
  game: CompiledGame,
  snap: Snapshot,
  seat: number,
  entry: string,
  engineMessage: string,
  opts: TextOptions,
): string {
  const t = (key: MessageKey, p?: MessageParams) => message(opts.lang, key, p);
  const legal = listLegalActions(game, snap, seat).map((a) => a.notation);
  if (/^\d+$/.test(entry)) return t('term.why.number', { n: entry, count: legal.length });
  const head = headOf(entry);
  const same = legal.filter((n) => headOf(n) === head);
  // Notations are said in the hand's card words (`10`, not `T`), as the list shows them.
  const shown = (n: string) => shownAction(game, n);
  const sample = (xs: readonly string[]) =>
    xs.length > 8 ? `${xs.slice(0, 8).map(shown).join(', ')}, …` : xs.map(shown).join(', ');
  if (same.length) return t('term.why.notWith', { head: shown(head), list: sample(same) });
  const hand = handsFor(game, snap, seat)[seat] ?? '';
  const held = hand.split(/\s+/).filter(Boolean);
  const terminal = game.kind.terminal;
  const card = terminal?.handCard?.(head) ?? null;
  const heads = [...new Set(legal.map(headOf))];
  if (card !== null) {
    if (!held.includes(card))
      return t('term.why.noCard', {
        name: seatName(seat, opts),
        card: terminal?.showCard ? terminal.showCard(card) : card,
        hand: shownHand(game, hand) || t('term.empty'),
      });
    return t('term.why.cardUnplayable', { name: seatName(seat, opts), card: shown(head), list: sample(heads) });
  }
  const cards = terminal?.entryCards ? terminal.entryCards(entry) : [];
  const missing = cards.find((c) => cards.filter((x) => x === c).length > held.filter((x) => x === c).length);
  if (missing)
    return t('term.why.noCard', { name: seatName(seat, opts), card: missing, hand: hand || t('term.empty') });
  if (heads.length && /^[A-Za-z0-9=]+$/.test(head) && legal.length) {
    const known = terminal?.knownHead ? terminal.knownHead(head) : /^[A-Z][A-Z0-9+]*$/.test(head);
    if (known) return t('term.why.notNow', { head: shown(head), list: sample(heads) });
  }
  if (legal.length) return t('term.why.unknown', { example: shown(legal[0]!) });
  return t('term.why.engine', { message: engineMessage });
}

/** Standard input as lines; interactive when it is a terminal. */
function stdinInput(): PlayInput {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  return { lines: rl, interactive: process.stdin.isTTY === true, close: () => rl.close() };
}
