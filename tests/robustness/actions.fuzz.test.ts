// Action fuzzing: random strings and well-formed but illegal actions into the engine (`applyAction`) and
// random payloads into the browser-mode host API (`POST /api/invoke`) are refused with a reason; the snapshot
// (hash) and the workspace files stay unchanged.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostService } from '../../src/host/service';
import { startHostServer, TOKEN_HEADER, type HostServer } from '../../src/host/server';
import { INVOKE_CHANNELS } from '../../src/shared/ipc-contract';
import { Rand, bundledGame, bundledRulesets, checkActions, randomActions, snapshotsOf } from './fuzz-lib';

const ACTIONS_PER_RULESET = Number(process.env.FUZZ_ACTIONS ?? 300);

describe('engine action fuzzing', () => {
  for (const b of bundledRulesets().filter(
    (x, i, all) =>
      all.findIndex((y) => y.source.data.kind === x.source.data.kind) === i || x.source.data.id === 'dog/maerki-3p',
  )) {
    it(`${b.source.data.id}: ${ACTIONS_PER_RULESET} junk and illegal actions are refused, snapshot unchanged`, () => {
      const game = bundledGame(b);
      const snaps = snapshotsOf(game, 'actions', 4);
      fc.assert(
        fc.property(fc.nat(snaps.length - 1), fc.integer(), (si, seed) => {
          const c = checkActions(game, snaps[si]!, randomActions(game, snaps[si]!, new Rand(seed), 10));
          expect(c.problems).toEqual([]);
        }),
        { numRuns: Math.ceil(ACTIONS_PER_RULESET / 10) },
      );
    });
  }
});

describe('host API fuzzing', () => {
  let server: HostServer;
  let dir: string;
  const snapshotFiles = () => {
    const out: Record<string, string> = {};
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) walk(p);
        else out[p] = readFileSync(p, 'utf8');
      }
    };
    walk(dir);
    return out;
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulebench-apifuzz-'));
    mkdirSync(join(dir, 'rulesets', 'dog'), { recursive: true });
    const std = bundledRulesets().find((b) => b.source.data.id === 'dog/standard')!;
    writeFileSync(join(dir, 'rulesets', 'dog', 'standard.yaml'), std.text);
    mkdirSync(join(dir, 'replays'));
    server = await startHostServer({
      service: createHostService({ root: dir, replayDir: join(dir, 'replays'), playtestWorkers: 1 }),
      maxBodyBytes: 64 * 1024,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((ok, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/invoke',
          method: 'POST',
          headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.token, ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => ok({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', fail);
      req.end(body);
    });

  it('random channels, arguments and bodies: refused (4xx) or an { ok: false } result, never a 500, files unchanged', async () => {
    const before = snapshotFiles();
    const payload = fc.oneof(
      fc
        .record({
          channel: fc.constantFrom(
            ...INVOKE_CHANNELS.filter(
              (c) =>
                !c.endsWith(':save') && !c.endsWith(':autosave') && c !== 'playtests:start' && c !== 'games:simulate',
            ),
          ),
          args: fc.anything(),
        })
        .map((x) => JSON.stringify(x)),
      fc
        .record({
          channel: fc.constantFrom(
            'rulesets:save',
            'rulesets:autosave',
            'replays:save',
            'replays:read',
            'rulesets:read',
          ),
          args: fc.tuple(
            fc.record({
              file: fc.constantFrom(
                '../x.yaml',
                '/etc/passwd',
                'rulesets/../../x.yaml',
                'rulesets/.hidden.yaml',
                'rulesets\\..\\x.yaml',
                '..',
                'a/b.replay.json',
                '.x.replay.json',
                'rulesets/dog/%2e%2e/x.yaml',
              ),
              text: fc.string(),
              replay: fc.anything(),
            }),
          ),
        })
        .map((x) => JSON.stringify(x)),
      fc.string({ maxLength: 200 }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const r = await post(body);
        expect(r.status, body.slice(0, 200)).not.toBe(500);
        if (r.status === 200) {
          const result = (JSON.parse(r.body) as { result: unknown }).result;
          if (result && typeof result === 'object' && 'ok' in result)
            expect((result as { ok: boolean }).ok, body.slice(0, 200)).toBe(false);
        }
      }),
      { numRuns: Number(process.env.FUZZ_API ?? 150) },
    );
    expect(snapshotFiles()).toEqual(before);
  });

  it('a deeply nested replay document is refused, not a 500', async () => {
    const deep = `{"channel":"replays:save","args":[{"file":"a.replay.json","replay":{"format":"rulebench-replay/1","outcome":${'['.repeat(10_000)}${']'.repeat(10_000)}}}]}`;
    const r = await post(deep);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ result: { ok: false } });
  });

  it('requests without the token or from another origin are refused', async () => {
    expect((await post('{"channel":"rulesets:list","args":[]}', { [TOKEN_HEADER]: 'wrong' })).status).toBe(401);
    expect((await post('{"channel":"rulesets:list","args":[]}', { origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('{"channel":"rulesets:list","args":[]}', { host: 'evil.example' })).status).toBe(421);
  });
});
