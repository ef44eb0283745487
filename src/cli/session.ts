// `rulebench session <ruleset> --seats SPEC [--host ADDR] [--port P] [--seed S] [--out DIR] [--json] [--lang de|en]
// [--names A,B,…] [--games N] [--away-timeout SEC] [--latency-equalization] [--bot-delay MS] [--lobby]`: a headless session host
// (docs/sessions.md). It prints one invite link per person seat (`seat 1: http://…`), the spectator link and the
// host link; people join from a browser or with `rulebench join`. The game starts when every person seat has joined
// (or, with `--lobby`, when the host link's lobby screen starts it); after `--games` games (default 1) the host
// stops once the people have left. Restarted with the same `--out` folder it resumes every table with the same
// links; a ruleset file edited in between becomes the rules of the next game, and players are told what changed.
import { networkInterfaces } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  describeOutcome,
  formatDiagnostic,
  message,
  type CompiledGame,
  type MessageKey,
  type MessageParams,
} from '../engine';
import { loadCompiledGame, PROJECT_ROOT } from '../host/rulesets';
import { writeFileAtomic } from '../host/files';
import { readUntrustedTextSync } from '../host/read-file';
import { SessionHost } from '../host/session/host';
import { isLoopback, startSessionServer } from '../host/session/server';
import { levelProblem, type SessionTable } from '../host/session/table';
import { rulesChangedSentences } from '../host/session/rules-change';
import type { OccupantChoice } from '../shared/session-protocol';
import { UsageError, intOption, parse, seedOption } from './args';
import { parseLang, parseNames } from './play';
import { parseSets } from './playtest-args';

/**
 * `--seats`: one entry per seat, `person` or a bot level (`easy`, `normal`, `strong`, `expert`, `random`, …),
 * comma-separated; fewer entries than seats leave the rest to people.
 * @throws UsageError naming the entry that is neither, or a level that cannot play this game.
 */
export function parseSeats(text: string, game: CompiledGame): OccupantChoice[] {
  const parts = text.split(',').map((p) => p.trim());
  const count = game.layout.seatCount;
  if (parts.length > count) throw new UsageError(`--seats: ${parts.length} entries for ${count} seats in "${text}"`);
  return parts.map((p, i) => {
    if (p === 'person') return { kind: 'person' };
    const why = levelProblem(game, p);
    if (why) throw new UsageError(`--seats: seat ${i + 1} "${p}": ${why} (or "person")`);
    return { kind: 'bot', level: p };
  });
}

/**
 * The address links should name for a listener bound to `bind`: the bind address itself, or for a wildcard bind
 * (`0.0.0.0`, `::`) the machine's first non-internal IPv4 address (else 127.0.0.1).
 */
export function linkAddress(bind: string): string {
  if (bind !== '0.0.0.0' && bind !== '::') return bind;
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

/** The port a session folder's listener used last (`listener.json`), or null. */
function previousPort(file: string): number | null {
  if (!existsSync(file)) return null;
  const r = readUntrustedTextSync(file, file, { maxBytes: 4096 });
  if (!r.ok) return null;
  try {
    const p = (JSON.parse(r.text) as { port?: unknown }).port;
    return typeof p === 'number' && Number.isInteger(p) && p > 0 && p < 65536 ? p : null;
  } catch {
    return null;
  }
}

/** Runs the host until its games are played and the people have left, or until SIGINT/SIGTERM. Exit 0; 1 when the rules cannot be loaded. */
export async function sessionCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    seats: { type: 'string' },
    host: { type: 'string' },
    port: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
    lang: { type: 'string' },
    names: { type: 'string' },
    games: { type: 'string' },
    'away-timeout': { type: 'string' },
    'latency-equalization': { type: 'boolean' },
    'bot-delay': { type: 'string' },
    lobby: { type: 'boolean' },
    set: { type: 'string', multiple: true },
    static: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('session needs exactly one ruleset');
  const lang = parseLang(values.lang);
  const t = (key: MessageKey, p?: MessageParams) => message(lang, key, p);
  let port = intOption('port', values.port, 0, 0, 65535);
  const games = intOption('games', values.games, 1, 1, 10_000);
  const awaySec =
    values['away-timeout'] === undefined ? null : intOption('away-timeout', values['away-timeout'], 0, 0, 86_400);
  const botDelay = intOption('bot-delay', values['bot-delay'], 400, 0, 60_000);
  const bind = values.host ?? '127.0.0.1';
  if (!/^[0-9a-fA-F:.]+$/.test(bind) && bind !== 'localhost')
    throw new UsageError(`--host must be an IP address of this machine (e.g. 192.168.1.20 or 0.0.0.0), got "${bind}"`);
  const loaded = loadCompiledGame(positionals[0]!, { overrides: parseSets(values.set) });
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return 1;
  }
  const game = loaded.game;
  const dir = resolve(values.out ?? join('sessions', new Date().toISOString().replace(/[:.]/g, '-')));
  const resuming = existsSync(join(dir, 'tables'));
  if (!resuming && values.seats === undefined)
    throw new UsageError('--seats is needed for a new session, e.g. --seats person,normal,person,normal');
  const seats = values.seats === undefined ? [] : parseSeats(values.seats, game);
  const names = parseNames(values.names, game.layout.seatCount);
  const seed = seedOption(values.seed, randomBytes(4).toString('hex'));

  const json = values.json === true;
  const say = (text: string, event?: Record<string, unknown>) => {
    if (json) {
      if (event) process.stdout.write(`${JSON.stringify(event)}\n`);
    } else process.stdout.write(`${text}\n`);
  };
  let host: SessionHost;
  const announced = new Map<string, string>();
  const onChange = (table: SessionTable) => setImmediate(() => react(table));
  try {
    host = new SessionHost({ dir, botDelayMs: botDelay, onChange });
  } catch (e) {
    process.stderr.write(`rulebench session: ${(e as Error).message}\n`);
    return 1;
  }
  if (host.tables.size === 0)
    host.createTable(game, {
      seed,
      seats: seats.map((s, i) => ({ ...s, name: names[i] || null })),
      awayTimeoutMs: awaySec === null ? null : awaySec * 1000,
      latencyEqualization: values['latency-equalization'] === true,
    });
  // A resumed session listens on its former port unless told otherwise, so that the links stay the same.
  const listenerFile = join(dir, 'listener.json');
  if (values.port === undefined && resuming) port = previousPort(listenerFile) ?? 0;
  const staticDir = values.static ?? join(PROJECT_ROOT, 'dist-web');
  const server = await startSessionServer({
    host,
    bind,
    port,
    ...(existsSync(join(staticDir, 'index.html')) ? { staticDir } : {}),
    publicAddress: linkAddress(bind),
  });
  writeFileAtomic(listenerFile, `${JSON.stringify({ bind, port: server.port })}\n`);
  if (!isLoopback(bind)) process.stderr.write(`${t('term.session.warn', { addr: `${bind}:${server.port}` })}\n`);

  for (const table of host.tables.values()) {
    if (resuming) {
      say(t('term.session.resumed', { table: table.id, dir, game: table.gameNumber, phase: table.phase }));
      if (table.rules.hash !== game.hash) switchRules(table, game);
    } else
      say(
        t('term.session.header', {
          ruleset: game.ruleset.names?.[lang] ?? game.ruleset.name,
          id: game.ruleset.id,
          table: table.id,
          seed,
          dir,
        }),
      );
    const links = table.links();
    const info = table.seatInfos();
    for (const s of info)
      say(
        s.occupant === 'person'
          ? t('term.session.seat', { n: s.seat + 1, url: links.seats[s.seat]!.url })
          : t('term.session.bot', { n: s.seat + 1, level: s.level ?? '' }),
      );
    say(t('term.session.spectator', { url: links.spectator }));
    say(t('term.session.host', { url: links.host }));
    say('', {
      event: 'links',
      table: table.id,
      dir,
      origin: server.origin,
      seats: info.filter((s) => s.occupant === 'person').map((s) => ({ seat: s.seat, url: links.seats[s.seat]!.url })),
      spectator: links.spectator,
      host: links.host,
    });
    if (table.phase === 'lobby' && !values.lobby) say(t('term.session.wait'));
    react(table);
  }

  function switchRules(table: SessionTable, next: CompiledGame): void {
    const before = table.rules;
    const why = table.switchRules(next, (l) => rulesChangedSentences(before, next, l));
    if (why) process.stderr.write(`rulebench session: ${table.id}: ${why}\n`);
    else say(t('term.session.rules', { table: table.id, list: rulesChangedSentences(before, next, lang).join(' ') }));
  }

  // What the host does on its own: start a game once every person seat has joined (unless --lobby), report results.
  let done: () => void = () => undefined;
  const finished = new Promise<void>((ok) => (done = ok));
  function react(table: SessionTable): void {
    const key = `${table.gameNumber}:${table.phase}`;
    if (announced.get(table.id) === key) return maybeStart(table);
    announced.set(table.id, key);
    if (table.phase === 'playing')
      say(t('term.session.started', { game: table.gameNumber }), {
        event: 'started',
        table: table.id,
        game: table.gameNumber,
      });
    if (table.phase === 'over') {
      const snap = table.current!;
      const played = table.toRecord().played.at(-1);
      const file = played ? join(dir, 'tables', table.id, played.file) : '';
      const names = table.seatInfos().map((s) => s.name);
      say(
        t('term.session.over', {
          game: table.gameNumber,
          result: describeOutcome(snap.outcome!, { lang, names }),
          file,
        }),
        { event: 'over', table: table.id, game: table.gameNumber, winners: snap.outcome!.winners, replay: file },
      );
    }
    maybeStart(table);
  }
  function maybeStart(table: SessionTable): void {
    const people = table.seatInfos().filter((s) => s.occupant === 'person');
    const allHere = people.every((s) => s.connected);
    if (table.phase === 'lobby' && !values.lobby && allHere) table.start();
    else if (table.phase === 'over' && table.gameNumber < games && !values.lobby && allHere) table.start();
    const allDone = [...host.tables.values()].every((x) => x.phase === 'over' && x.gameNumber >= games);
    const nobody = [...host.tables.values()].every((x) =>
      x.seatInfos().every((s) => s.occupant === 'bot' || !s.connected),
    );
    if (allDone && nobody) done();
  }

  const stop = () => done();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await finished;
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  host.close();
  await server.close();
  return 0;
}
