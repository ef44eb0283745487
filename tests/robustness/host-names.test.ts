// Long names at the host API: names the request schemas accepted ended in an uncaught
// ENAMETOOLONG and a 500 "Internal error". Now the schemas limit them (a 400 naming the limit), and names at the
// limit are written, autosave and temporary files included.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBot, recordReplay, runKindTrial, simulatedSeats } from '../../src/engine';
import { MAX_NAME_CHARS } from '../../src/host/invoke-args';
import { loadCompiledGame } from '../../src/host/rulesets';
import { startHostServer, type HostServer } from '../../src/host/server';
import { createHostService } from '../../src/host/service';

const ROOT = join(import.meta.dirname, '..', '..');
let ws: string;
let server: HostServer;

beforeAll(async () => {
  ws = mkdtempSync(join(tmpdir(), 'rb-names-'));
  cpSync(join(ROOT, 'rulesets', 'dog'), join(ws, 'rulesets', 'dog'), { recursive: true });
  server = await startHostServer({
    service: createHostService({ root: ws, replayDir: join(ws, 'replays'), playtestWorkers: 0 }),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(ws, { recursive: true, force: true });
});

function invoke(channel: string, ...args: unknown[]): Promise<{ status: number; body: any }> {
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/invoke',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-rulebench-token': server.token },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify({ channel, args }));
  });
}

function replayDoc() {
  const loaded = loadCompiledGame('dog/standard');
  if (!loaded.ok) throw new Error('load');
  const trial = runKindTrial(
    loaded.game,
    Array.from({ length: 4 }, () => randomBot),
    'names-1',
  );
  const r = recordReplay(loaded.game, simulatedSeats(loaded.game), 'names-1', trial.actions);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('name lengths at the host API', () => {
  it("the audit's long names are a 400 naming the limit, not a 500", async () => {
    const replay = replayDoc();
    const long = [
      await invoke('replays:save', { file: `${'r'.repeat(228)}.replay.json`, replay }),
      await invoke('rulesets:save', { file: `rulesets/dog/${'s'.repeat(245)}.yaml`, text: 'id: x\n' }),
      await invoke('rulesets:autosave', { file: `rulesets/dog/${'a'.repeat(245)}.yaml`, text: 'id: x\n' }),
      await invoke('games:simulate', { rulesetId: `dog/${'i'.repeat(96)}`, seed: 'z'.repeat(200) }),
      await invoke('playtests:replay', {
        rulesetId: `dog/${'i'.repeat(96)}`,
        overrides: {},
        bots: ['random'],
        seed: 'z'.repeat(200),
        index: 0,
      }),
    ];
    for (const r of long) {
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('host/bad-args');
      expect(r.body.error.message).toContain(`${MAX_NAME_CHARS} characters`);
    }
  });

  it('names at the limit are written: a replay, a ruleset and its autosave', async () => {
    const file = `${'r'.repeat(MAX_NAME_CHARS - 12)}.replay.json`;
    expect(file.length).toBe(MAX_NAME_CHARS);
    const saved = await invoke('replays:save', { file, replay: replayDoc() });
    expect(saved).toMatchObject({ status: 200, body: { result: { ok: true, file } } });
    expect(existsSync(join(ws, 'replays', file))).toBe(true);
    const rs = `rulesets/dog/${'s'.repeat(MAX_NAME_CHARS - 5)}.yaml`;
    expect(await invoke('rulesets:autosave', { file: rs, text: 'id: x\n' })).toMatchObject({
      status: 200,
      body: { result: { ok: true } },
    });
    expect(await invoke('rulesets:save', { file: rs, text: 'id: x\n' })).toMatchObject({
      status: 200,
      body: { result: { ok: true } },
    });
    const sim = await invoke('games:simulate', { rulesetId: 'dog/standard', seed: 'z'.repeat(MAX_NAME_CHARS - 25) });
    expect(sim).toMatchObject({ status: 200, body: { result: { ok: true } } });
  });
});
