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
  compileRuleset,
  openReplay,
  openReplayPrefix,
  parseReplay,
  randomBot,
  recordReplay,
  replayGameHash,
  replayIntegrity,
  runKindTrial,
  simulatedSeats,
  verifyReplay,
  type CompiledGame,
  type Replay,
} from '../src/engine';
import { serializeReplay } from '../src/host/replays';
import { describeReplayCheck } from '../src/renderer/src/components/format';
import { translate, type MessageKey } from '../src/renderer/src/i18n/messages';
import type { ReplayCheckDetail } from '../src/shared/ipc-contract';
import { checkBundledRules } from '../src/host/replay-check';
import { createHostService } from '../src/host/service';
import type { Ruleset } from '../src/engine';
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
    expect(dogReplay.format).toBe('rulebench-replay/3');
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

/**
 * The audit's relabelling: a dog/standard game renamed dog/maerki (id, resolved id, name, chain) with seat 1 renamed,
 * the recorded rules' hash and every integrity hash recomputed with the engine's exported functions; with `all`,
 * the game hash too (what anyone can do to an unkeyed hash).
 */
function relabel(r0: Replay, all: boolean): Replay {
  const r = structuredClone(r0) as any;
  r.ruleset.id = 'dog/maerki';
  r.ruleset.resolved.id = 'dog/maerki';
  r.ruleset.resolved.name = 'Dog nach Märki';
  r.ruleset.resolved.chain = ['dog/maerki'];
  r.seats[1].name = 'Forged';
  const g = compileRuleset(r.ruleset.resolved as Ruleset, r.ruleset.overrides);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  r.ruleset.hash = g.value.hash;
  r.integrity = replayIntegrity(r);
  if (all) r.gameHash = replayGameHash(r);
  return r as Replay;
}

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('relabelled replays with their hashes recomputed', () => {
  const forged = relabel(dogReplay, false);
  const forgedAll = relabel(dogReplay, true);

  it('the game hash covers every field a person reads: the relabelled header (integrity recomputed) is refused', () => {
    expect(headerOk(forged)).toBe(true); // the per-field record alone no longer tells
    const v = verifyReplay(forged, compiledFrom(forged));
    expect(v).toMatchObject({ ok: false, error: { code: 'replay/game-hash', step: 0 } });
    if (!v.ok)
      expect(v.error.message).toMatch(/changed after it was recorded: its game hash is [0-9a-f]{16}, not the recorded/);
    expect(openReplayPrefix(forged)).toMatchObject({ ok: false, error: [{ code: 'replay/game-hash' }] });
    for (const field of [
      'ruleset.id',
      'ruleset.resolved.name',
      'ruleset.resolved.names',
      'seats.1',
      'texts',
    ] as const) {
      const r = structuredClone(dogReplay) as any;
      if (field === 'ruleset.id') r.ruleset.id = 'x/y';
      if (field === 'ruleset.resolved.name') r.ruleset.resolved.name = 'Other';
      if (field === 'ruleset.resolved.names') r.ruleset.resolved.names = { de: 'Andere', en: 'Other' };
      if (field === 'seats.1') r.seats[1].name = 'Other';
      if (field === 'texts') r.ruleset.resolved.texts['DOG-020'] = 'Other text.';
      r.integrity = replayIntegrity(r);
      expect(replayGameHash(r), field).not.toBe(dogReplay.gameHash);
      expect(openReplayPrefix(r), field).toMatchObject({ ok: false, error: [{ code: 'replay/game-hash' }] });
    }
  });

  it('with the game hash recomputed too, the label is checked against the bundled ruleset it names', () => {
    const v = verifyReplay(forgedAll, compiledFrom(forgedAll));
    expect(v).toMatchObject({ ok: true });
    if (v.ok) expect(v.value.gameHash).not.toBe(dogReplay.gameHash); // tamper-evident: the game hash changed
    const label = checkBundledRules(forgedAll);
    expect(label.status).toBe('differs');
    // dog/standard and dog/maerki differ in options (the ruleset diff) and in their name.
    expect(label.differences).toContain('name');
    expect(label.differences.some((d) => d.startsWith('option '))).toBe(true);
    expect(label.text).toMatch(/^differs from the bundled dog\/maerki: option /);
    expect(checkBundledRules(dogReplay)).toMatchObject({ status: 'bundled', text: 'the bundled dog/standard' });
    const own = structuredClone(dogReplay) as any;
    own.ruleset.id = 'club/house';
    expect(checkBundledRules(own)).toMatchObject({ status: 'not-bundled' });
  });

  it('rulebench replay verify: ok with the game hash and "tamper-evident, not signed"; the relabelled files are not ok', () => {
    const good = join(dir, 'label-good.replay.json');
    const f1 = join(dir, 'label-forged.replay.json');
    const f2 = join(dir, 'label-forged-all.replay.json');
    writeFileSync(good, serializeReplay(dogReplay));
    writeFileSync(f1, serializeReplay(forged));
    writeFileSync(f2, serializeReplay(forgedAll));
    const ok = cli('replay', 'verify', good);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(
      new RegExp(
        `^ok .*label-good\\.replay\\.json \\(\\d+ steps, .*; game hash ${dogReplay.gameHash}, tamper-evident, not signed; the bundled dog/standard\\)$`,
        'm',
      ),
    );
    const bad = cli('replay', 'verify', f1, f2);
    expect(bad.status).toBe(1);
    expect(bad.stdout).not.toMatch(/^ok /m);
    expect(bad.stdout).toMatch(
      /^FAIL .*label-forged\.replay\.json: step 0: The replay was changed after it was recorded.*\[replay\/game-hash\]/m,
    );
    expect(bad.stdout).toMatch(
      /^differs .*label-forged-all\.replay\.json: differs from the bundled dog\/maerki: option .*name/m,
    );
  });

  it('an older-format replay (rulebench-replay/2, no game hash) still verifies, with a note saying what is not covered', () => {
    const old = structuredClone(dogReplay) as any;
    old.format = 'rulebench-replay/2';
    delete old.gameHash;
    const v = verifyReplay(old, dog);
    expect(v).toMatchObject({
      ok: true,
      value: { note: expect.stringMatching(/^older format rulebench-replay\/2: header fields not covered/) },
    });
    expect(openReplay(old).ok).toBe(true);
    const file = join(dir, 'older.replay.json');
    writeFileSync(file, serializeReplay(old));
    const out = cli('replay', 'verify', file);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(
      /^ok .*older\.replay\.json .*older format rulebench-replay\/2: header fields not covered by a game hash/m,
    );
    // A format-3 file without its game hash is not taken for an older one.
    const stripped = structuredClone(dogReplay) as any;
    delete stripped.gameHash;
    expect(openReplayPrefix(stripped)).toMatchObject({ ok: false, error: [{ code: 'replay/game-hash' }] });
    expect(verifyReplay(stripped, dog)).toMatchObject({ ok: false, error: { code: 'replay/game-hash' } });
  });

  it("the host's replay list shows what it checked: no header field of an edited file, the label only where it holds", async () => {
    const ws = join(dir, 'ws');
    const replayDir = join(ws, 'replays');
    const host = createHostService({ root: ROOT, replayDir, playtestWorkers: 0 });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(replayDir, { recursive: true });
    writeFileSync(join(replayDir, 'a-good.replay.json'), serializeReplay(dogReplay));
    writeFileSync(join(replayDir, 'b-forged.replay.json'), serializeReplay(forged));
    writeFileSync(join(replayDir, 'c-forged-all.replay.json'), serializeReplay(forgedAll));
    const list = await host['replays:list']();
    const by = Object.fromEntries(list.map((r) => [r.file, r]));
    expect(by['a-good.replay.json']).toMatchObject({
      check: 'ok',
      rulesetId: 'dog/standard',
      checkText: 'the bundled dog/standard',
    });
    expect(by['b-forged.replay.json']).toMatchObject({
      check: 'changed',
      rulesetId: null,
      seed: null,
      steps: null,
      outcome: null,
    });
    expect(by['b-forged.replay.json']!.checkText).toMatch(/changed after it was recorded/);
    expect(by['c-forged-all.replay.json']).toMatchObject({ check: 'differs', rulesetId: 'dog/maerki' });
    expect(by['c-forged-all.replay.json']!.checkText).toMatch(/^differs from the bundled dog\/maerki: /);
    // The same as data, for the Library to word in its language (no English sentence on a German screen).
    expect(by['a-good.replay.json']!.checkDetail).toEqual({
      status: 'bundled',
      id: 'dog/standard',
      overrides: [],
      olderFormat: null,
    });
    expect(by['b-forged.replay.json']!.checkDetail).toEqual({
      status: 'changed',
      problem: { problem: 'game-hash' },
      olderFormat: null,
    });
    const differs = by['c-forged-all.replay.json']!.checkDetail;
    expect(differs).toMatchObject({ status: 'differs', id: 'dog/maerki', olderFormat: null });
    if (differs.status !== 'differs') throw new Error('differs');
    expect(differs.differences.slice(0, 4)).toEqual([
      { what: 'option', option: 'dealSchedule', value: '6, 5, 4, 3, 2', other: 'first: 6; repeat: 5, 4, 3, 2' },
      { what: 'option', option: 'dealerRotation', value: 'perRound', other: 'perCycle' },
      { what: 'option', option: 'jokerAllowedAsLastCard', value: true, other: false },
      { what: 'field', field: 'name' },
    ]);
    expect(differs.differences).toHaveLength(8);
    expect(differs.more).toBe(6);

    // The Library words the data in the UI language.
    const de = (k: MessageKey, p?: Record<string, string | number>) => translate('de', k, p);
    const en = (k: MessageKey, p?: Record<string, string | number>) => translate('en', k, p);
    expect(describeReplayCheck(differs, de, 'de')).toBe(
      'weicht vom mitgelieferten Regelwerk dog/maerki ab: Option dealSchedule 6, 5, 4, 3, 2 (mitgeliefert: first: 6; repeat: 5, 4, 3, 2); ' +
        'Option dealerRotation perRound (mitgeliefert: perCycle); Option jokerAllowedAsLastCard ja (mitgeliefert: nein); ' +
        'das Feld name; das Feld names; das Feld description; das Feld descriptions; das Feld source; und 6 weitere. ' +
        'Manipulationen fallen auf, die Datei ist aber nicht signiert.',
    );
    expect(describeReplayCheck(differs, en, 'en')).toMatch(
      /^differs from the bundled ruleset dog\/maerki: option dealSchedule 6, 5, 4, 3, 2 \(bundled: first: 6; repeat: 5, 4, 3, 2\); .* option jokerAllowedAsLastCard yes \(bundled: no\); .*; and 6 more\. Tamper-evident, not signed\.$/,
    );
    expect(describeReplayCheck(by['b-forged.replay.json']!.checkDetail, de, 'de')).toBe(
      'nach der Aufzeichnung verändert: die Partie-Prüfsumme stimmt nicht: Schritte, Ergebnis, Namen oder Regeltexte ' +
        'wurden verändert. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
    );
    expect(describeReplayCheck(by['a-good.replay.json']!.checkDetail, de, 'de')).toBe(
      'das mitgelieferte Regelwerk dog/standard. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
    );
    // Every other problem and difference, in both languages: no English word in the German text.
    const details: ReplayCheckDetail[] = [
      { status: 'bundled', id: 'dog/standard', overrides: [{ option: 'decks', value: 2 }], olderFormat: 2 },
      { status: 'not-bundled', id: 'club/own', olderFormat: null },
      {
        status: 'differs',
        id: 'dog/maerki',
        differences: [
          { what: 'options' },
          { what: 'text', rule: 'DOG-020', change: 'changed' },
          { what: 'text', rule: 'DOG-021', change: 'missing' },
          { what: 'text', rule: 'DOG-022', change: 'added' },
        ],
        more: 0,
        olderFormat: null,
      },
      ...(
        [
          { problem: 'rules-do-not-compile', diagnostic: 'ruleset/unknown-option' },
          { problem: 'rules-hash' },
          { problem: 'option', option: 'decks' },
          { problem: 'field', field: 'seats.1', change: 'changed', seats: 4 },
          { problem: 'field', field: 'ruleset.id', change: 'added' },
          { problem: 'field', field: 'secrets', change: 'removed' },
          { problem: 'no-integrity' },
          { problem: 'no-game-hash' },
          { problem: 'game-hash' },
        ] as const
      ).map((problem) => ({ status: 'changed' as const, problem, olderFormat: null })),
    ];
    const english =
      /\b(the|of|was|were|added|removed|changed|differs?|bundled|rules|field|hash|signed|not|with|set)\b/i;
    const texts = details.map((d) => [describeReplayCheck(d, en, 'en'), describeReplayCheck(d, de, 'de')]);
    for (const [e, d] of texts) {
      expect(d).not.toMatch(english);
      expect(d).not.toBe(e);
    }
    expect(new Set(texts.map(([, d]) => d)).size).toBe(details.length); // each problem worded on its own
    expect(texts.map(([, d]) => d)).toEqual([
      'das mitgelieferte Regelwerk dog/standard, mit decks = 2 gesetzt; älteres Format 2: ohne Partie-Prüfsumme, der Kopf Feld für Feld geprüft. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'Regeln von club/own (kein mitgeliefertes Regelwerk). Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'weicht vom mitgelieferten Regelwerk dog/maerki ab: die Optionen; Regeltext DOG-020; Regeltext DOG-021 fehlt; Regeltext DOG-022 hinzugefügt. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: die Regeln in der Datei lassen sich nicht übersetzen (ruleset/unknown-option). Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: die Regeln passen nicht zu ihrer aufgezeichneten Prüfsumme. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: der aufgezeichnete Wert der Option decks weicht von den Regeln ab. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: das Kopffeld seats.1 (4 Plätze in der Datei) wurde verändert. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: das Kopffeld ruleset.id wurde hinzugefügt. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: das Kopffeld secrets wurde entfernt. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: die Prüfsummen der Kopffelder wurden entfernt. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: die Partie-Prüfsumme wurde entfernt. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
      'nach der Aufzeichnung verändert: die Partie-Prüfsumme stimmt nicht: Schritte, Ergebnis, Namen oder Regeltexte wurden verändert. Manipulationen fallen auf, die Datei ist aber nicht signiert.',
    ]);
  });
});

/** True when the per-field integrity record of `r` matches its header. */
function headerOk(r: Replay): boolean {
  const rec = replayIntegrity(r);
  return JSON.stringify(rec) === JSON.stringify(r.integrity);
}

/** The game compiled from the rules a replay carries. */
function compiledFrom(r: Replay): CompiledGame {
  const g = compileRuleset(r.ruleset.resolved as Ruleset, r.ruleset.overrides);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}
