// 10,000 malformed or illegal messages (fast-check) never change a table and never throw: frames that are not JSON
// or not a message of the protocol are refused by `parseClientMessage`; well-formed messages from a spectator, and
// from a seat out of turn, are refused by the table. The game's action log and every seat's state stay as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseClientMessage } from '../../shared/session-protocol';
import { loadCompiledGame } from '../rulesets';
import { SessionHost } from './host';
import { ManualClock, RecordingClient } from '../../../tests/support/session-clients';

const dir = mkdtempSync(join(tmpdir(), 'rb-session-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('session fuzz', () => {
  it('10,000 malformed or illegal messages change nothing and never stop the host', () => {
    const r = loadCompiledGame('dog/standard');
    if (!r.ok) throw new Error('ruleset');
    const clock = new ManualClock();
    const host = new SessionHost({ dir, clock });
    const table = host.createTable(r.game, {
      seed: 'fz',
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
    });
    const seats = [0, 1, 2, 3].map((s) => new RecordingClient('seat', s));
    const watcher = new RecordingClient('spectator', null);
    const guest = new RecordingClient('host', null, 'en', false); // the host link from another machine
    for (const c of [...seats, watcher, guest]) table.attach(c);
    table.start();
    const before = JSON.stringify(table.toRecord().actions);
    const seatsBefore = JSON.stringify(table.toRecord().seats);
    const anyMessage = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 4 }),
      fc
        .record(
          {
            type: fc.constantFrom(
              'hello',
              'act',
              'sync',
              'lang',
              'name',
              'ping',
              'feedback',
              'seat',
              'start',
              'renew-link',
              'away-timeout',
              'x',
            ),
            cseq: fc.oneof(fc.integer(), fc.double(), fc.string()),
            notation: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('give:A', 'A:exit', '7:P0>P7')),
            index: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.constant(null)),
            seat: fc.integer({ min: -1, max: 70 }),
          },
          { requiredKeys: ['type'] },
        )
        .map((o) => JSON.stringify(o)),
    );
    const wellFormed = fc
      .oneof(
        fc.record({
          type: fc.constant('act'),
          cseq: fc.integer({ min: 1, max: 1e6 }),
          notation: fc.constantFrom('give:A', 'give:2', 'A:exit', 'x'),
        }),
        fc.record({
          type: fc.constant('act'),
          cseq: fc.integer({ min: 1, max: 1e6 }),
          index: fc.integer({ min: 0, max: 60 }),
        }),
        fc.record({ type: fc.constant('start'), cseq: fc.integer({ min: 1, max: 1e6 }) }),
        fc.record({
          type: fc.constant('seat'),
          cseq: fc.integer({ min: 1, max: 1e6 }),
          seat: fc.integer({ min: 0, max: 63 }),
          occupant: fc.constant({ kind: 'bot', level: 'random' }),
        }),
        fc.record({
          type: fc.constant('renew-link'),
          cseq: fc.integer({ min: 1, max: 1e6 }),
          seat: fc.integer({ min: 0, max: 63 }),
        }),
        fc.record({
          type: fc.constant('feedback'),
          game: fc.integer({ min: 1, max: 3 }),
          fun: fc.integer({ min: 1, max: 5 }),
          clarity: fc.integer({ min: 1, max: 5 }),
          unclear: fc.constant([]),
          text: fc.string({ maxLength: 20 }),
        }),
        fc.record({ type: fc.constant('name'), name: fc.string({ maxLength: 10 }) }),
      )
      .map((o) => JSON.stringify(o));
    let handled = 0;
    fc.assert(
      fc.property(fc.oneof(anyMessage, wellFormed), fc.integer({ min: 0, max: 1 }), (text, who) => {
        const parsed = parseClientMessage(text);
        if (!parsed.ok) return;
        // Well-formed messages: from the spectator or the remote host link only (they may act for no seat).
        const client = who === 0 ? watcher : guest;
        if (parsed.message.type === 'lang' || parsed.message.type === 'sync' || parsed.message.type === 'ping') return;
        table.handle(client, parsed.message);
        handled++;
      }),
      { numRuns: 10_000, seed: 25 },
    );
    expect(handled).toBeGreaterThan(100);
    expect(JSON.stringify(table.toRecord().actions)).toBe(before);
    expect(JSON.stringify(table.toRecord().seats)).toBe(seatsBefore); // no occupant, name or link changed
    expect(table.phase).toBe('playing');
    host.close();
  });
});
