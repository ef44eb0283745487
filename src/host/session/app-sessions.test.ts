// The lobby's host API channels: argument validation (bad ruleset ids, seats, addresses, ports), the service's own
// checks (unknown ruleset, seat count, bot level, an address not of this machine, a port in use), and a live session
// driven through them: links on loopback, a seat joining over the session WebSocket shows as connected with a
// round-trip time, bot seats are named, seats go to a bot and back, the game starts and stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HostService, LobbyState } from '../../shared/ipc-contract';
import { parseInviteUrl } from '../../shared/session-protocol';
import { parseInvokeArgs } from '../invoke-args';
import { PROJECT_ROOT } from '../rulesets';
import { createHostService } from '../service';
import { lanAddresses } from './app-sessions';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

const DOG_SEATS = [
  { kind: 'person' as const },
  { kind: 'person' as const },
  { kind: 'bot' as const, level: 'normal' },
  { kind: 'bot' as const, level: 'random' },
];

function service(): HostService {
  const dir = mkdtempSync(join(tmpdir(), 'rb-app-sessions-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const s = createHostService({
    root: PROJECT_ROOT,
    replayDir: join(dir, 'replays'),
    sessionsDir: join(dir, 'sessions'),
    sessionStaticDir: join(dir, 'no-web'),
    sessionBotDelayMs: 0,
  });
  cleanup.push(async () => {
    for (const l of await s['sessions:running']()) await s['sessions:stop'](l.table);
  });
  return s;
}

async function until(pred: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 5000;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((ok) => setTimeout(ok, 25));
  }
}

describe('sessions:* arguments', () => {
  const create = (req: unknown) => parseInvokeArgs('sessions:create', [req]);

  it('accepts a ruleset with one occupant per seat, an address and a port', () => {
    expect(create({ rulesetId: 'dog/standard', seats: DOG_SEATS, address: '192.168.1.20', port: 8123 }).ok).toBe(true);
    expect(create({ rulesetId: 'dog/standard', seats: DOG_SEATS, address: null }).ok).toBe(true);
  });

  it('refuses a bad ruleset id, bad seats, a bad address or port, naming the field', () => {
    const bad = (req: unknown, field: RegExp) => {
      const r = create(req);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(field);
    };
    bad({ rulesetId: '../etc/passwd', seats: DOG_SEATS }, /rulesetId/);
    bad({ rulesetId: 'dog/standard', seats: [] }, /seats/);
    bad({ rulesetId: 'dog/standard', seats: [{ kind: 'robot' }] }, /seats\.0/);
    bad({ rulesetId: 'dog/standard', seats: [{ kind: 'bot' }] }, /seats\.0/);
    bad({ rulesetId: 'dog/standard', seats: [{ kind: 'person', level: 'x' }] }, /seats\.0/);
    bad({ rulesetId: 'dog/standard', seats: DOG_SEATS, port: 70000 }, /port/);
    bad({ rulesetId: 'dog/standard', seats: DOG_SEATS, port: -1 }, /port/);
    bad({ rulesetId: 'dog/standard', seats: DOG_SEATS, port: 80.5 }, /port/);
    bad({ rulesetId: 'dog/standard', seats: DOG_SEATS, address: 'evil.example' }, /address/);
    bad({ rulesetId: 'dog/standard', seats: DOG_SEATS, names: ['a\u0007'] }, /names\.0/);
    bad({ rulesetId: 'dog/standard', seats: DOG_SEATS, extra: 1 }, /extra|Unrecognized/);
  });

  it('refuses controls for a malformed table or seat', () => {
    expect(parseInvokeArgs('sessions:control', [{ table: 'abc', control: { type: 'start' } }]).ok).toBe(true);
    expect(parseInvokeArgs('sessions:control', [{ table: 'ABC/..', control: { type: 'start' } }]).ok).toBe(false);
    expect(parseInvokeArgs('sessions:control', [{ table: 'abc', control: { type: 'renew-link', seat: 64 } }]).ok).toBe(
      false,
    );
    expect(parseInvokeArgs('sessions:control', [{ table: 'abc', control: { type: 'explode' } }]).ok).toBe(false);
    expect(parseInvokeArgs('sessions:lobby', ['../x']).ok).toBe(false);
  });
});

describe('sessions:create and the lobby', () => {
  it('refuses an unknown ruleset, a wrong seat count, a bad bot level, a foreign address and a port in use', async () => {
    const s = service();
    const r1 = await s['sessions:create']({ rulesetId: 'dog/nonesuch', seats: DOG_SEATS });
    expect(r1).toEqual({ ok: false, message: expect.stringMatching(/rulesetId: no ruleset with id "dog\/nonesuch"/) });
    const r2 = await s['sessions:create']({ rulesetId: 'dog/standard', seats: DOG_SEATS.slice(0, 3) });
    expect(r2).toEqual({ ok: false, message: 'seats: 3 given, but dog/standard has 4 seats' });
    const r3 = await s['sessions:create']({
      rulesetId: 'dog/standard',
      seats: [...DOG_SEATS.slice(0, 3), { kind: 'bot', level: 'genius' }],
    });
    expect(r3.ok === false && r3.message).toMatch(/^seats\.3: "genius" is not a bot level/);
    const r4 = await s['sessions:create']({ rulesetId: 'dog/standard', seats: DOG_SEATS, address: '203.0.113.9' });
    expect(r4.ok === false && r4.message).toMatch(/^address: 203\.0\.113\.9 is not a network address of this machine/);
    const busy = createServer();
    await new Promise<void>((ok) => busy.listen(0, '127.0.0.1', () => ok()));
    cleanup.push(() => new Promise<void>((ok) => busy.close(() => ok())));
    const port = (busy.address() as { port: number }).port;
    const r5 = await s['sessions:create']({ rulesetId: 'dog/standard', seats: DOG_SEATS, port });
    expect(r5).toEqual({ ok: false, message: `port: ${port} is in use on 127.0.0.1` });
    expect(await s['sessions:running']()).toEqual([]);
  });

  it('runs a Dog session: named bots, a joined seat with its round-trip time, seat to bot and back, start, stop', async () => {
    const s = service();
    const made = await s['sessions:create']({ rulesetId: 'dog/standard', seats: DOG_SEATS, names: ['Carla'] });
    if (!made.ok) throw new Error(made.message);
    const lobby = made.lobby;
    expect(lobby.lan).toBe(false);
    expect(lobby.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lobby.phase).toBe('lobby');
    expect(lobby.seats.map((x) => [x.occupant, x.name, x.connected])).toEqual([
      ['person', 'Carla', false],
      ['person', null, false],
      ['bot', 'Bot (normal)', true],
      ['bot', 'Bot (random)', true],
    ]);
    for (const seat of lobby.seats) expect(parseInviteUrl(seat.url)?.origin).toBe(lobby.origin);
    expect(parseInviteUrl(lobby.spectator)?.table).toBe(lobby.table);
    expect(new Set([...lobby.seats.map((x) => x.url), lobby.spectator]).size).toBe(5);

    // Seat 2 joins by its link: the lobby shows the name, the connection and a round-trip time in ms.
    const link = parseInviteUrl(lobby.seats[1]!.url)!;
    const ws = new WebSocket(`${lobby.origin.replace('http', 'ws')}/session`);
    cleanup.push(() => ws.terminate());
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    ws.send(JSON.stringify({ type: 'hello', v: 1, table: link.table, secret: link.secret, name: 'Dana' }));
    let now: LobbyState = lobby;
    const read = async () => {
      const r = await s['sessions:lobby'](lobby.table);
      if (!r.ok) throw new Error(r.message);
      now = r.lobby;
      return now;
    };
    await until(async () => (await read()).seats[1]!.rttMs !== null, 'the round-trip time of seat 2');
    expect(now.seats[1]).toMatchObject({ name: 'Dana', connected: true, joined: true });
    expect(now.seats[0]).toMatchObject({ name: 'Carla', connected: false, joined: false });
    expect(now.seats[1]!.rttMs).toBeGreaterThanOrEqual(0);
    expect(now.seats[1]!.rttMs).toBeLessThan(5000);

    // Seat 4 to a person and back to a bot of another level.
    const toPerson = await s['sessions:control']({
      table: lobby.table,
      control: { type: 'seat', seat: 3, occupant: { kind: 'person' } },
    });
    expect(toPerson.ok && toPerson.lobby.seats[3]).toMatchObject({ occupant: 'person', name: null, connected: false });
    const toBot = await s['sessions:control']({
      table: lobby.table,
      control: { type: 'seat', seat: 3, occupant: { kind: 'bot', level: 'easy' } },
    });
    expect(toBot.ok && toBot.lobby.seats[3]).toMatchObject({ occupant: 'bot', name: 'Bot (easy)', level: 'easy' });
    const badLevel = await s['sessions:control']({
      table: lobby.table,
      control: { type: 'seat', seat: 3, occupant: { kind: 'bot', level: 'genius' } },
    });
    expect(badLevel.ok).toBe(false);
    const noSeat = await s['sessions:control']({ table: lobby.table, control: { type: 'renew-link', seat: 9 } });
    expect(noSeat).toEqual({ ok: false, message: 'no seat 10 at this table' });

    // A renewed link is another link; the old one is refused from now on.
    const renewed = await s['sessions:control']({ table: lobby.table, control: { type: 'renew-link', seat: 0 } });
    expect(renewed.ok && renewed.lobby.seats[0]!.url).not.toBe(lobby.seats[0]!.url);

    // Start: the game runs; Carla (seat 1) never joined, so a stand-in bot plays her seat.
    const started = await s['sessions:control']({ table: lobby.table, control: { type: 'start' } });
    if (!started.ok) throw new Error(started.message);
    expect(started.lobby.phase).toBe('playing');
    expect(started.lobby.game).toBe(1);
    expect(started.lobby.seats[0]).toMatchObject({ standIn: true, level: 'normal' });
    const again = await s['sessions:control']({ table: lobby.table, control: { type: 'start' } });
    expect(again).toEqual({ ok: false, message: 'a game is running' });

    expect((await s['sessions:running']()).map((l) => l.table)).toEqual([lobby.table]);
    expect(await s['sessions:stop'](lobby.table)).toEqual({ ok: true });
    expect(await s['sessions:stop'](lobby.table)).toEqual({ ok: false });
    expect(await s['sessions:lobby'](lobby.table)).toEqual({
      ok: false,
      message: `No running session table "${lobby.table}".`,
    });
  });

  it('lists only non-internal IPv4 addresses', () => {
    for (const a of lanAddresses()) {
      expect(a).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(a.startsWith('127.')).toBe(false);
    }
  });
});
