// Replays cannot be relabelled: every header edit of the audit — the ruleset id, the resolved
// name, version, description, a rule text (DOG-020), an example, the seat list (2 or 16 seats at a 4-seat table),
// seat names and bot parameters, removing `secrets` or `effective` — makes `verifyReplay`, the openers and
// `rulebench replay verify` refuse the file, naming the field. Old-format files get a clear message.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  openReplay,
  openReplayPrefix,
  parseReplay,
  randomBot,
  recordReplay,
  runKindTrial,
  simulatedSeats,
  verifyReplay,
  type CompiledGame,
  type Replay,
} from '../src/engine';
import { serializeReplay } from '../src/host/replays';
import { loadCompiledGame } from '../src/host/rulesets';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'rb-integrity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function compiled(id: string): CompiledGame {
  const loaded = loadCompiledGame(id);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return loaded.game;
}

function record(g: CompiledGame, seed: string): Replay {
  const trial = runKindTrial(
    g,
    Array.from({ length: g.layout.seatCount }, () => randomBot),
    seed,
  );
  const r = recordReplay(g, simulatedSeats(g, { attentionPartner: 0.9 }), seed, trial.actions);
  if (!r.ok) throw new Error(r.error.message);
  return JSON.parse(serializeReplay(r.value)) as Replay; // as read back from a file
}

const dog = compiled('dog/standard');
const gamsh = compiled('gamsh/gamsh-alpin');
const dogReplay = record(dog, 'integrity-1');
const gamshReplay = record(gamsh, 'integrity-2');

type Edit = [label: string, base: 'dog' | 'gamsh', field: string, edit: (r: any) => void];
const EDITS: Edit[] = [
  ['ruleset.id relabelled to dog/maerki', 'dog', 'ruleset.id', (r) => (r.ruleset.id = 'dog/maerki')],
  ['resolved name', 'dog', 'ruleset.resolved.name', (r) => (r.ruleset.resolved.name = 'Dog (Märki)')],
  ['resolved version', 'dog', 'ruleset.resolved.version', (r) => (r.ruleset.resolved.version = '9.9')],
  ['resolved description', 'dog', 'ruleset.resolved.description', (r) => (r.ruleset.resolved.description = 'forged')],
  [
    'rule text DOG-020',
    'dog',
    'ruleset.resolved.texts.DOG-020',
    (r) => (r.ruleset.resolved.texts['DOG-020'] = 'Forged text.'),
  ],
  ['an example', 'dog', 'ruleset.resolved.examples', (r) => r.ruleset.resolved.examples.push({ title: 'forged' })],
  ['two seats at a 4-seat table', 'dog', 'seats.length', (r) => (r.seats = r.seats.slice(0, 2))],
  [
    'sixteen seats at a 4-seat table',
    'dog',
    'seats.length',
    (r) => (r.seats = Array.from({ length: 16 }, () => ({ occupant: 'bot', bot: 'random' }))),
  ],
  ['a seat name', 'dog', 'seats.1', (r) => (r.seats[1].name = 'Forged')],
  ['a bot parameter', 'gamsh', 'seats.0', (r) => (r.seats[0].params = { ...r.seats[0].params, attentionPartner: 0.1 })],
  ['secrets removed', 'gamsh', 'secrets', (r) => delete r.secrets],
  ['effective removed', 'gamsh', 'ruleset.effective', (r) => delete r.ruleset.effective],
  ['the integrity record removed', 'dog', 'integrity', (r) => delete r.integrity],
];

describe('replay integrity', () => {
  it('an unedited replay verifies and opens', () => {
    expect(dogReplay.format).toBe('rulebench-replay/2');
    expect(dog.ruleset.texts['DOG-020']).toBeDefined();
    expect(gamshReplay.secrets?.length).toBeGreaterThan(0);
    for (const [r, g] of [
      [dogReplay, dog],
      [gamshReplay, gamsh],
    ] as const) {
      expect(verifyReplay(parseReplay(r).ok ? r : (null as never), g)).toMatchObject({ ok: true });
      expect(openReplay(r).ok).toBe(true);
      expect(openReplayPrefix(r)).toMatchObject({ ok: true, value: { firstBadStep: null } });
    }
  });

  it.each(EDITS)('%s: verify, openReplay and openReplayPrefix refuse it, naming %s', (_label, base, field, edit) => {
    const r = structuredClone(base === 'dog' ? dogReplay : gamshReplay) as any;
    edit(r);
    const parsed = parseReplay(r);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const v = verifyReplay(parsed.value, base === 'dog' ? dog : gamsh);
    expect(v).toMatchObject({ ok: false, error: { code: 'replay/header-changed', step: 0 } });
    if (!v.ok) expect(v.error.message).toContain(field);
    expect(openReplay(r)).toMatchObject({ ok: false, error: [{ code: 'replay/header-changed', path: field }] });
    expect(openReplayPrefix(r)).toMatchObject({ ok: false, error: [{ code: 'replay/header-changed', path: field }] });
  });

  it('rulebench replay verify prints FAIL naming the field (it printed "ok" for a relabelled replay)', () => {
    const good = join(dir, 'good.replay.json');
    const forged = join(dir, 'forged.replay.json');
    writeFileSync(good, serializeReplay(dogReplay));
    const r = structuredClone(dogReplay) as any;
    r.ruleset.id = 'dog/maerki';
    r.ruleset.resolved.name = 'Dog nach Märki';
    writeFileSync(forged, serializeReplay(r));
    const out = spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), 'replay', 'verify', good, forged], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(out.status).toBe(1);
    expect(out.stdout).toMatch(/^ok .*good\.replay\.json/m);
    expect(out.stderr + out.stdout).toMatch(
      /forged\.replay\.json.*The replay's header was changed: ruleset\.id differs from the recorded one\. \[replay\/header-changed\]/,
    );
  });

  it('an old-format replay (rulebench-replay/1) is refused with a message saying so', () => {
    const old = { ...structuredClone(dogReplay), format: 'rulebench-replay/1' } as any;
    delete old.integrity;
    const p = parseReplay(old);
    expect(p).toMatchObject({ ok: false, error: [{ code: 'replay/old-format', path: 'format' }] });
    if (!p.ok)
      expect(p.error[0]!.message).toMatch(
        /old format rulebench-replay\/1.*not protected against edits.*Record the game again/,
      );
    expect(openReplayPrefix(old)).toMatchObject({ ok: false, error: [{ code: 'replay/old-format' }] });
  });
});
