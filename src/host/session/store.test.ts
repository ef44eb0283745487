// The session folder on disk: `table.json` is written in the background (the event loop never waits for the disk)
// yet a closed host leaves the newest record, also when a background write lands after the final one; and every
// folder and file of a session (link secrets, replays, feedback) is readable by its owner only.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledGame } from '../../engine';
import { loadCompiledGame } from '../rulesets';
import { SessionHost } from './host';
import { readSessionDir } from './store';
import { playEvening, RecordingClient } from '../../../tests/support/session-clients';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'rb-session-store-'));
  dirs.push(d);
  return d;
}

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('session store', () => {
  it('a closed host leaves the newest table.json, also when background writes land after the close', async () => {
    const dir = tempDir();
    // The real clock: bots move on timers, table.json is written in the background while the game runs.
    const host = new SessionHost({ dir, botDelayMs: 0 });
    const table = host.createTable(compiled('dog/standard'), {
      seed: 'store',
      seats: [
        { kind: 'person' },
        { kind: 'bot', level: 'random' },
        { kind: 'person' },
        { kind: 'bot', level: 'random' },
      ],
    });
    const people = [new RecordingClient('seat', 0), new RecordingClient('seat', 2)];
    for (const p of people) table.attach(p);
    table.start();
    // Play until more than ten actions are in (bounded): the bots' timers fire when the loop gets to them, which
    // takes more turns of the loop on a busy machine, so the count of turns is not fixed.
    for (let i = 0; i < 5000 && table.actions.length <= 10; i++) {
      const mover = people.find((c) => c.state && c.state.legal.length > 0);
      if (mover) table.handle(mover, { type: 'act', cseq: mover.nextCseq(), index: 0, at: mover.seq });
      await new Promise((ok) => setTimeout(ok, 1)); // bots move, background writes start and land
    }
    expect(table.actions.length).toBeGreaterThan(10);
    const actions = [...table.actions];
    host.close(); // writes the newest record synchronously
    expect(readSessionDir(dir)[0]!.record.actions).toEqual(actions);
    await host.settled(); // a write still under way at the close lands now: the newest record is written again
    expect(readSessionDir(dir)[0]!.record.actions).toEqual(actions);
    expect(readdirSync(join(dir, 'tables', table.id)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('the session folder, its tables, replays and feedback are readable by their owner only (0700 / 0600)', async () => {
    const dir = tempDir();
    const id = await playEvening(dir, compiled('dog/standard'), {
      seed: 'modes',
      seats: [
        { kind: 'person' },
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
      ],
      names: { 0: 'Anna' },
      games: [{ feedback: [{ seat: 0, fun: 4, clarity: 3, unclear: [], text: 'gut' }] }],
    });
    const tableDir = join(dir, 'tables', id);
    for (const folder of [dir, join(dir, 'tables'), tableDir, join(tableDir, 'games')])
      expect(mode(folder).toString(8), folder).toBe('700');
    const files = [
      join(tableDir, 'table.json'),
      join(tableDir, 'ruleset.json'),
      join(tableDir, 'games', 'game-0001.replay.json'),
      join(tableDir, 'games', 'game-0001.feedback.json'),
    ];
    for (const file of files) expect(mode(file).toString(8), file).toBe('600');
    // A folder made readable by others before is closed again when a host opens it.
    chmodSync(dir, 0o755);
    chmodSync(tableDir, 0o755);
    new SessionHost({ dir }).close();
    expect(mode(tableDir).toString(8)).toBe('700');
    expect(mode(dir).toString(8)).toBe('700');
  });
});
