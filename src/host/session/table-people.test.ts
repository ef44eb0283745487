// How a session table treats its people, without sockets (the listener calls `attach`/`detach`/`handle` exactly so):
// an absent person's seat goes to a stand-in bot after the away timeout and back on return; a renewed link refuses
// the old secret and closes its connections; an expired or forged link is refused; edited rules wait for the next
// game and the players are told what changed in sentences; feedback lands next to the game's replay and is checked;
// a page closed mid-game and reopened gets the same view, and every seat's log is the host's log as that seat may
// see it; seats nobody joined get their stand-in only when the game starts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionFor,
  applyInput,
  eventsFor,
  message,
  startGameWithEvents,
  type CompiledGame,
  type GameEvent,
  type Snapshot,
} from '../../engine';
import { parseClientMessage } from '../../shared/session-protocol';
import { loadCompiledGame } from '../rulesets';
import { SessionHost } from './host';
import { rulesChangedSentences } from './rules-change';
import { feedbackPath, replayPath } from './store';
import type { SessionTable } from './table';
import { ManualClock, RecordingClient } from '../../../tests/support/session-clients';

const dirs: string[] = [];
const hosts: SessionHost[] = [];
afterEach(async () => {
  // table.json is written in the background: let the writes land before their folder goes (else ENOTEMPTY).
  for (const h of hosts.splice(0)) await h.settled();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'rb-session-people-'));
  dirs.push(d);
  return d;
}

function compiled(id: string, overrides = {}): CompiledGame {
  const r = loadCompiledGame(id, { overrides });
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

/** The secret at the end of an invite link. */
const secretOf = (url: string) => new URL(url).hash.split('/').at(-1)!;

/** Drains the bots' timers until one of `people` may act (or the game ended); returns that client, or null. */
function untilPersonMoves(clock: ManualClock, table: SessionTable, people: RecordingClient[]): RecordingClient | null {
  for (let i = 0; i < 1000; i++) {
    clock.drain();
    if (table.current?.outcome) return null;
    const mover = people.find((c) => c.state && c.state.legal.length > 0);
    if (mover) return mover;
  }
  throw new Error('no person could move');
}

/** People play their first legal action until the game ends (or `steps` of their actions). */
function play(clock: ManualClock, table: SessionTable, people: RecordingClient[], steps = 100_000): void {
  for (let i = 0; i < steps; i++) {
    const mover = untilPersonMoves(clock, table, people);
    if (!mover) return;
    table.handle(mover, { type: 'act', cseq: mover.nextCseq(), index: 0, at: mover.seq });
  }
}

/** The host's all-seeing account of the current game: the events and snapshot after each step. */
function hostSteps(game: CompiledGame, seed: string, table: SessionTable) {
  const start = startGameWithEvents(game, seed);
  const steps: { after: Snapshot; events: readonly GameEvent[] }[] = [{ after: start.snapshot, events: start.events }];
  let snap = start.snapshot;
  for (const a of table.actions) {
    const r = applyInput(game, snap, a);
    expect(r.rejected).toBeNull();
    snap = r.snapshot;
    steps.push({ after: snap, events: r.events });
  }
  return steps;
}

const dogSeats = [
  { kind: 'person' as const },
  { kind: 'bot' as const, level: 'random' },
  { kind: 'person' as const },
  { kind: 'bot' as const, level: 'random' },
];

describe('session table: people come and go', () => {
  it('an absent person is waited for, gets a stand-in bot after the away timeout and the seat back on returning', () => {
    const clock = new ManualClock();
    // Bots wait 1 s before each move, so the clock can be moved past the away timeout without playing the game out.
    const host = new SessionHost({ dir: tempDir(), clock, botDelayMs: 1000 });
    hosts.push(host);
    const table = host.createTable(compiled('dog/standard'), {
      seed: 'away',
      seats: [{ kind: 'person' }, ...dogSeats.slice(1, 2), ...dogSeats.slice(1, 2), ...dogSeats.slice(1, 2)],
      awayTimeoutMs: 30_000,
    });
    const anna = new RecordingClient('seat', 0);
    const watcher = new RecordingClient('spectator', null);
    table.attach(anna, 'Anna');
    table.attach(watcher);
    table.start();
    expect(untilPersonMoves(clock, table, [anna])).toBe(anna);
    table.detach(anna); // the page was closed
    expect(watcher.state!.waitingFor).toEqual([0]);
    expect(watcher.state!.seats[0]).toMatchObject({ connected: false, standIn: false });
    const before = table.actions.length;
    const annaMoves = () => table.actions.slice(before).filter((a) => a.seat === 0).length;
    clock.advance(29_999);
    expect(annaMoves()).toBe(0); // nobody plays for Anna yet
    expect(watcher.state!.seats[0]!.standIn).toBe(false);
    clock.advance(1);
    expect(watcher.state!.seats[0]).toMatchObject({ standIn: true, level: 'normal' });
    expect(watcher.state!.waitingFor).toEqual([]);
    // The stand-in plays her seat (one bot move at a time, so the game is not over when she returns).
    while (annaMoves() === 0) expect(clock.drain(1)).toBe(1);
    expect(table.current!.outcome).toBeNull();
    // Anna comes back: the seat is hers again; the bot no longer plays it.
    const back = new RecordingClient('seat', 0);
    table.attach(back);
    expect(back.state!.seats[0]).toMatchObject({ standIn: false, connected: true, level: null });
    const mover = untilPersonMoves(clock, table, [back]);
    expect(mover).toBe(back);
    const n = table.actions.length;
    clock.drain();
    expect(table.actions.length).toBe(n); // waiting for Anna, not played by the bot
    table.handle(back, { type: 'act', cseq: back.nextCseq(), index: 0, at: back.seq });
    expect(table.actions.at(-1)?.seat).toBe(0);
    host.close();
  });

  it('without an away timeout an absent person is waited for, however long', () => {
    const clock = new ManualClock();
    const host = new SessionHost({ dir: tempDir(), clock });
    hosts.push(host);
    const table = host.createTable(compiled('dog/standard'), { seed: 'wait', seats: dogSeats });
    const anna = new RecordingClient('seat', 0);
    const carla = new RecordingClient('seat', 2);
    table.attach(anna);
    table.attach(carla);
    table.start();
    const mover = untilPersonMoves(clock, table, [anna, carla])!;
    table.detach(mover);
    const n = table.actions.length;
    clock.advance(24 * 3600_000);
    expect(table.toRecord().seats[mover.seat!]!.standIn).toBe(false);
    expect(table.actions.filter((a) => a.seat === mover.seat).length).toBe(
      table.actions.slice(0, n).filter((a) => a.seat === mover.seat).length,
    );
    host.close();
  });

  it('a person seat nobody joined gets its stand-in bot only when the game starts; no bot plays in the lobby', () => {
    const clock = new ManualClock();
    const host = new SessionHost({ dir: tempDir(), clock });
    hosts.push(host);
    const table = host.createTable(compiled('dog/standard'), { seed: 'lobby', seats: dogSeats });
    const anna = new RecordingClient('seat', 0);
    table.attach(anna);
    expect(anna.state!.phase).toBe('lobby');
    expect(clock.pending()).toBe(0); // no bot timer before the start
    clock.advance(60_000);
    expect(table.actions).toEqual([]);
    expect(anna.state!.seats[2]).toMatchObject({ occupant: 'person', standIn: false, level: null });
    table.start();
    expect(anna.state!.seats[2]).toMatchObject({ occupant: 'person', standIn: true, level: 'normal' });
    expect(anna.state!.seats[0]).toMatchObject({ standIn: false });
    host.close();
  });

  it('a renewed link refuses the old secret and closes its open connections; only the local host link may renew', () => {
    const clock = new ManualClock();
    const host = new SessionHost({ dir: tempDir(), clock });
    hosts.push(host);
    const table = host.createTable(compiled('dog/standard'), { seed: 'renew', seats: dogSeats });
    const old = secretOf(table.links().seats[0]!.url);
    const anna = new RecordingClient('seat', 0);
    const boss = new RecordingClient('host', null);
    const remoteBoss = new RecordingClient('host', null, 'en', false);
    table.attach(anna);
    table.attach(boss);
    table.attach(remoteBoss);
    table.handle(remoteBoss, { type: 'renew-link', cseq: 1, seat: 0 });
    expect(remoteBoss.of('error').at(-1)?.code).toBe('session/not-host');
    expect(table.checkLink(old)).toEqual({ ok: true, role: 'seat', seat: 0 });

    table.handle(boss, { type: 'renew-link', cseq: 1, seat: 0 });
    expect(boss.of('ack').at(-1)?.cseq).toBe(1);
    expect(anna.closed).toBe('link renewed');
    expect(table.checkLink(old)).toEqual({ ok: false, code: 'session/bad-link' });
    const renewed = secretOf(table.links().seats[0]!.url);
    expect(renewed).not.toBe(old);
    expect(table.checkLink(renewed)).toEqual({ ok: true, role: 'seat', seat: 0 });
    expect(boss.state!.seats[0]!.connected).toBe(false);
    // The closed connection cannot act any more, even if a message still arrives.
    table.start();
    table.handle(anna, { type: 'act', cseq: 1, index: 0 });
    expect(anna.of('error').at(-1)?.code).toBe('session/bad-link');
    host.close();
  });

  it('an expired link and a forged one are refused', () => {
    const clock = new ManualClock();
    const host = new SessionHost({ dir: tempDir(), clock });
    hosts.push(host);
    const table = host.createTable(compiled('dog/standard'), {
      seed: 'expire',
      seats: dogSeats,
      linksExpireAt: clock.now() + 3600_000,
    });
    const links = table.links();
    const seat = secretOf(links.seats[0]!.url);
    const forged = seat.slice(0, -1) + (seat.endsWith('A') ? 'B' : 'A');
    expect(table.checkLink(seat)).toEqual({ ok: true, role: 'seat', seat: 0 });
    expect(table.checkLink(forged)).toEqual({ ok: false, code: 'session/bad-link' });
    expect(table.checkLink(seat.slice(0, 20))).toEqual({ ok: false, code: 'session/bad-link' });
    clock.advance(3600_000 + 1);
    for (const url of [links.seats[0]!.url, links.seats[2]!.url, links.spectator, links.host])
      expect(table.checkLink(secretOf(url))).toEqual({ ok: false, code: 'session/link-expired' });
    expect(table.checkLink(forged)).toEqual({ ok: false, code: 'session/bad-link' });
    host.close();
  });

  it('a page closed mid-game and reopened gets the same view; every seat log is the host log as it may see it (DOG-014)', () => {
    const clock = new ManualClock();
    const host = new SessionHost({ dir: tempDir(), clock });
    hosts.push(host);
    const game = compiled('dog/standard');
    const table = host.createTable(game, { seed: 'reopen', seats: dogSeats });
    const anna = new RecordingClient('seat', 0);
    const carla = new RecordingClient('seat', 2, 'de');
    table.attach(anna, 'Anna');
    table.attach(carla, 'Carla');
    table.start();
    play(clock, table, [anna, carla], 25);
    // Anna closes her page when it is her turn; nothing moves for her while she is away.
    let mover = untilPersonMoves(clock, table, [anna, carla]);
    while (mover !== anna) {
      table.handle(mover!, { type: 'act', cseq: mover!.nextCseq(), index: 0, at: mover!.seq });
      mover = untilPersonMoves(clock, table, [anna, carla]);
    }
    const seen = { state: anna.state!, log: [...anna.log] };
    table.detach(anna);
    clock.drain();
    const reopened = new RecordingClient('seat', 0);
    table.attach(reopened);
    expect(reopened.log).toEqual(seen.log);
    expect(reopened.state).toEqual(seen.state);
    // The game goes on to its end with the reopened page.
    play(clock, table, [reopened, carla]);
    expect(table.current!.outcome).not.toBeNull();
    const steps = hostSteps(game, 'reopen-1', table);
    for (const [client, seat] of [
      [reopened, 0],
      [carla, 2],
    ] as const) {
      expect(client.gaps).toBe(0);
      expect(client.log.map((e) => e.step)).toEqual(steps.map((_, i) => i));
      client.log.forEach((entry, i) => {
        const s = steps[i]!;
        expect(entry.events).toEqual(JSON.parse(JSON.stringify(eventsFor(game, s.events, seat))));
        if (i > 0) expect(entry.action?.notation).toBe(actionFor(game, table.actions[i - 1]!, seat, s.after).notation);
      });
    }
    host.close();
  });
});

describe('session table: rules and feedback', () => {
  it('edited rules wait for the next game; the players are told "Regeln geändert: …" in sentences (H-02)', () => {
    const clock = new ManualClock();
    const dir = tempDir();
    const host = new SessionHost({ dir, clock });
    hosts.push(host);
    const game = compiled('gassi/gassi-2.5.3');
    const edited = compiled('gassi/gassi-2.5.3', { startHandSize: 6 });
    const table = host.createTable(game, {
      seed: 'rules',
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }, { kind: 'person' }],
    });
    const anna = new RecordingClient('seat', 0, 'de');
    const carla = new RecordingClient('seat', 2, 'en');
    table.attach(anna);
    table.attach(carla);
    table.start();
    play(clock, table, [anna, carla], 3);
    expect(table.switchRules(compiled('dog/standard'), () => [])).toMatch(/kind dog/); // another kind: refused
    expect(table.switchRules(edited, (l) => rulesChangedSentences(game, edited, l))).toBeNull();
    // Within the game nothing changes: same rules, nobody told.
    expect(table.rules.hash).toBe(game.hash);
    expect(table.queuedRules?.hash).toBe(edited.hash);
    expect(anna.of('rules-changed')).toEqual([]);
    expect(anna.state!.ruleset.hash).toBe(game.hash);
    play(clock, table, [anna, carla]);
    expect(table.toRecord().played[0]!.hash).toBe(game.hash); // game 1 was played and stamped under the old rules
    expect(anna.of('rules-changed')).toEqual([]);

    table.start();
    const [de] = anna.of('rules-changed');
    const [en] = carla.of('rules-changed');
    expect(de).toMatchObject({ from: game.hash, to: edited.hash });
    expect(de!.sentences).toEqual([
      'Handkarten pro Person zu Beginn (H-02): 6. (sonst: Handkarten pro Person zu Beginn – H-02: 7.)',
    ]);
    expect(en!.sentences.join(' ')).toMatch(/Cards dealt to each player at the start \(H-02\): 6\./);
    // What `rulebench join` prints (the join page shows the same words from its catalogue).
    expect(message('de', 'term.join.rulesChanged', { list: de!.sentences.join(' ') })).toBe(
      'Regeln geändert: Handkarten pro Person zu Beginn (H-02): 6. (sonst: Handkarten pro Person zu Beginn – H-02: 7.)',
    );
    expect(anna.state!.ruleset.hash).toBe(edited.hash);
    expect(table.rules.hash).toBe(edited.hash);
    // The record and ruleset.json name the new rules for the running game.
    host.close();
    const stored = JSON.parse(readFileSync(join(dir, 'tables', table.id, 'ruleset.json'), 'utf8')) as { hash: string };
    expect(stored.hash).toBe(edited.hash);
  });

  it("feedback is stored next to that game's replay, checked, and a later answer replaces the first", () => {
    const clock = new ManualClock();
    const dir = tempDir();
    const host = new SessionHost({ dir, clock });
    hosts.push(host);
    const game = compiled('gassi/gassi-2.5.3');
    const table = host.createTable(game, {
      seed: 'fb',
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }],
    });
    const anna = new RecordingClient('seat', 0);
    const watcher = new RecordingClient('spectator', null);
    table.attach(anna, 'Anna');
    table.attach(watcher);
    table.start();
    const answer = { type: 'feedback' as const, game: 1, fun: 4, clarity: 2, unclear: ['GAS-010'], text: 'Wann?' };
    table.handle(anna, answer); // before the game ended: no form yet
    expect(anna.of('error').at(-1)?.code).toBe('session/bad-feedback');
    play(clock, table, [anna]);
    expect(anna.of('feedback-form')).toHaveLength(1);
    expect(anna.of('feedback-form')[0]!.rules.map((r) => r.id)).toContain('GAS-010');

    table.handle(anna, { ...answer, unclear: ['GAS-010', 'XYZ-999'] });
    expect(anna.of('error').at(-1)).toMatchObject({
      code: 'session/bad-feedback',
      message: expect.stringContaining('XYZ-999'),
    });
    table.handle(anna, { ...answer, game: 2 });
    expect(anna.of('error').at(-1)?.code).toBe('session/bad-feedback');
    table.handle(watcher, answer);
    expect(watcher.of('error').at(-1)?.code).toBe('session/not-a-seat');
    const file = join(dir, 'tables', table.id, feedbackPath(1));
    expect(existsSync(file)).toBe(false); // nothing refused was stored

    table.handle(anna, { ...answer, unclear: ['GAS-010', 'GAS-010'] });
    expect(anna.of('feedback-saved')).toEqual([{ type: 'feedback-saved', game: 1 }]);
    expect(existsSync(join(dir, 'tables', table.id, replayPath(1)))).toBe(true);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      format: string;
      game: number;
      answers: Record<string, unknown>;
    };
    expect(stored).toMatchObject({ format: 'rulebench-feedback/1', game: 1 });
    expect(stored.answers['0']).toMatchObject({
      game: 1,
      seat: 0,
      name: 'Anna',
      rulesHash: game.hash,
      fun: 4,
      clarity: 2,
      unclear: ['GAS-010'],
      text: 'Wann?',
    });
    table.handle(anna, { ...answer, fun: 5, unclear: [], text: '' });
    const again = JSON.parse(readFileSync(file, 'utf8')) as { answers: Record<string, { fun: number }> };
    expect(Object.keys(again.answers)).toEqual(['0']);
    expect(again.answers['0']!.fun).toBe(5);

    // Out-of-range answers never reach the table: the message check refuses them with the field named.
    for (const bad of [
      { ...answer, fun: 9 },
      { ...answer, clarity: 0 },
      { ...answer, fun: 2.5 },
      { ...answer, text: 'x'.repeat(2001) },
      { ...answer, extra: 1 },
    ]) {
      const r = parseClientMessage(JSON.stringify(bad));
      expect(r.ok, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
    host.close();
  });
});
