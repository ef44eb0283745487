// A session table end to end without sockets: people (recording clients) and bots play a Dog game to the end; every
// client is told only what its seat may see (checked against the host's own replay of the game: views, hands and
// every log entry, DOG-014 exchange cards), the replay of the finished game verifies, and a table resumed from its
// folder is the same table with the same links.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionFor,
  applyInput,
  eventsFor,
  handsFor,
  spectatorAction,
  spectatorEvents,
  spectatorView,
  startGameWithEvents,
  verifyReplay,
  viewFor,
  type CompiledGame,
  type Snapshot,
} from '../../engine';
import { loadCompiledGame } from '../rulesets';
import { readReplayFile } from '../replays';
import { SessionHost } from './host';
import { ManualClock, playToEnd, RecordingClient } from '../../../tests/support/session-clients';
import type { SessionTable } from './table';

const dirs: string[] = [];
const hosts: SessionHost[] = [];
afterEach(async () => {
  // table.json is written in the background: let the writes land before their folder goes.
  for (const h of hosts.splice(0)) await h.settled();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'rb-session-'));
  dirs.push(d);
  return d;
}

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

/** The host's own account of the game: snapshot after each step and its events (all-seeing). */
function hostReplay(game: CompiledGame, seed: string, table: SessionTable) {
  const start = startGameWithEvents(game, seed);
  const steps: { after: Snapshot; events: ReturnType<typeof startGameWithEvents>['events'] }[] = [
    { after: start.snapshot, events: start.events },
  ];
  let snap = start.snapshot;
  for (const a of table.actions) {
    const r = applyInput(game, snap, a);
    expect(r.rejected).toBeNull();
    snap = r.snapshot;
    steps.push({ after: snap, events: r.events });
  }
  return steps;
}

describe('session table', () => {
  it('two people and two bots play Dog to the end; each client sees only its seat (DOG-014), the replay verifies', () => {
    const dir = tempDir();
    const clock = new ManualClock();
    const host = new SessionHost({ dir, clock });
    hosts.push(host);
    const game = compiled('dog/standard');
    const table = host.createTable(game, {
      seed: 's1',
      seats: [
        { kind: 'person' },
        { kind: 'bot', level: 'normal' },
        { kind: 'person' },
        { kind: 'bot', level: 'normal' },
      ],
    });
    const anna = new RecordingClient('seat', 0);
    const carla = new RecordingClient('seat', 2, 'de');
    const watcher = new RecordingClient('spectator', null);
    const boss = new RecordingClient('host', null);
    table.attach(anna, 'Anna');
    table.attach(carla, 'Carla');
    table.attach(watcher);
    table.attach(boss);
    expect(anna.state?.phase).toBe('lobby');
    expect(boss.state?.links?.seats).toHaveLength(4);
    expect(anna.state?.links).toBeNull(); // links (secrets of other seats) go to the host screen only
    table.handle(boss, { type: 'start', cseq: 1 });
    expect(boss.of('ack')).toHaveLength(1);
    playToEnd(clock, table, [anna, carla]);
    const snap = table.current!;
    expect(snap.outcome).not.toBeNull();

    // Every client saw every change in order, and its final view is exactly its seat's view.
    for (const c of [anna, carla, watcher, boss]) {
      expect(c.gaps).toBe(0);
      expect(c.state?.phase).toBe('over');
    }
    expect(anna.state!.view).toEqual(viewFor(game, snap, 0));
    expect(carla.state!.view).toEqual(viewFor(game, snap, 2));
    expect(watcher.state!.view).toEqual(spectatorView(game, snap));

    // Each seat's log is the host's log redacted for that seat, entry by entry (exchange cards of others: `give:?`).
    const steps = hostReplay(game, 's1-1', table);
    for (const [client, seat] of [
      [anna, 0],
      [carla, 2],
    ] as const) {
      expect(client.log.map((e) => e.step)).toEqual(steps.map((_, i) => i));
      client.log.forEach((entry, i) => {
        const s = steps[i]!;
        expect(entry.events).toEqual(JSON.parse(JSON.stringify(eventsFor(game, s.events, seat))));
        if (i > 0) expect(entry.action?.notation).toBe(actionFor(game, table.actions[i - 1]!, seat, s.after).notation);
      });
      const gives = client.log.filter((e) => e.action?.notation.startsWith('give:') && e.action.seat !== seat);
      expect(gives.length).toBeGreaterThan(0);
      for (const g of gives) expect(g.action!.notation).toBe('give:?');
      // Hands of the other seats never name a card in any message.
      for (const m of client.messages) {
        if (m.type !== 'state' && m.type !== 'update') continue;
        for (const [k, hand] of Object.entries(m.state.hands)) if (Number(k) !== seat) expect(hand).toMatch(/^[? ]*$/);
        expect(JSON.stringify(m.state.view)).not.toContain('"hands"');
      }
    }
    watcher.log.forEach((entry, i) => {
      const s = steps[i]!;
      expect(entry.events).toEqual(JSON.parse(JSON.stringify(spectatorEvents(game, s.events))));
      if (i > 0) expect(entry.action?.notation).toBe(spectatorAction(game, table.actions[i - 1]!, s.after).notation);
    });
    for (const m of watcher.messages)
      if (m.type === 'state' || m.type === 'update')
        for (const hand of Object.values(m.state.hands)) expect(hand).toMatch(/^[? ]*$/);
    expect(handsFor(game, snap, 0)[0]).toBe(anna.state!.hands['0']);

    // German sentences for Carla, English for Anna, with the names given on joining.
    expect(carla.log.some((e) => e.text?.includes('Anna'))).toBe(true);
    expect(anna.log.at(-1)?.text).toMatch(/\w/);

    // The finished game is a replay stamped with the rules' hash that verifies step by step.
    const record = table.toRecord();
    expect(record.played).toHaveLength(1);
    expect(record.played[0]!.hash).toBe(game.hash);
    const read = readReplayFile(join(dir, 'tables', table.id, record.played[0]!.file));
    if (!read.ok) throw new Error(JSON.stringify(read));
    expect(read.replay.ruleset.hash).toBe(game.hash);
    expect(verifyReplay(read.replay, game).ok).toBe(true);

    // The people got a feedback form; the spectator did not.
    expect(anna.of('feedback-form')).toHaveLength(1);
    expect(watcher.of('feedback-form')).toHaveLength(0);
  });

  it('an unnamed bot seat is named with its level in each client’s language, in the seats and in the log', () => {
    const clock = new ManualClock();
    const host = new SessionHost({ dir: tempDir(), clock });
    hosts.push(host);
    const table = host.createTable(compiled('dog/standard'), {
      seed: 'names',
      seats: [
        { kind: 'person', name: 'Anna' },
        { kind: 'bot', level: 'normal' },
        { kind: 'person', name: 'Carla' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    const de = new RecordingClient('seat', 0, 'de');
    const en = new RecordingClient('seat', 2, 'en');
    table.attach(de);
    table.attach(en);
    table.start();
    clock.drain();
    expect(de.state!.seats.map((s) => s.name)).toEqual(['Anna', 'Bot (mittel)', 'Carla', 'Bot (leicht)']);
    expect(en.state!.seats.map((s) => s.name)).toEqual(['Anna', 'Bot (normal)', 'Carla', 'Bot (easy)']);
    // Both people give their exchange cards (DOG-014); the bots' gives are in every log, named in its language.
    for (const c of [de, en]) table.handle(c, { type: 'act', cseq: c.nextCseq(), index: 0, at: c.seq });
    clock.drain();
    const botLines = (c: RecordingClient) => c.log.filter((e) => e.action?.seat === 1).map((e) => e.text);
    expect(botLines(de).length).toBeGreaterThan(0);
    expect(botLines(de).every((t) => t!.includes('Bot (mittel)'))).toBe(true);
    expect(botLines(en).every((t) => t!.includes('Bot (normal)'))).toBe(true);
  });

  it('a resumed host has the same tables, links and game; reconnecting restores exactly the view', () => {
    const dir = tempDir();
    const clock = new ManualClock();
    const game = compiled('dog/standard');
    const host = new SessionHost({ dir, clock });
    hosts.push(host);
    const table = host.createTable(game, {
      seed: 'r',
      seats: [
        { kind: 'person' },
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'normal' },
      ],
    });
    const anna = new RecordingClient('seat', 0);
    table.attach(anna);
    table.start();
    for (let i = 0; i < 12; i++) {
      clock.drain();
      if (!anna.state?.legal.length) break;
      table.handle(anna, { type: 'act', cseq: anna.nextCseq(), index: 0 });
    }
    const before = anna.state!;
    const links = table.links();
    const actions = [...table.actions];
    host.close();

    const again = new SessionHost({ dir, clock });
    hosts.push(again);
    const resumed = again.tables.get(table.id)!;
    expect(resumed.links()).toEqual(links);
    expect(resumed.actions).toEqual(actions);
    const secret = new URL(links.seats[0]!.url).hash.split('/').at(-1)!;
    expect(resumed.checkLink(secret)).toEqual({ ok: true, role: 'seat', seat: 0 });
    const back = new RecordingClient('seat', 0);
    resumed.attach(back);
    expect({ ...back.state!, seats: null }).toEqual({ ...before, seats: null });
    expect(back.log).toEqual(anna.log);
  });
});
