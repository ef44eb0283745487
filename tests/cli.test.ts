// The `rulebench` command end to end: simulate is byte-identical per seed, replays verify,
// a changed action is named by step, validate reports file:line:col, bad input gets one clear line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulebench as runCli } from './support/cli';

const ROOT = join(import.meta.dirname, '..');
// In-process runs (same exit code and output as the command); the checks of what only a process shows (standard
// input of `play`, a closed pipe) spawn `node bin/rulebench.mjs`. A command that never ends fails by the test's limit.
const rulebench = (...args: string[]) => runCli(args);

describe('rulebench simulate / replay', () => {
  const a = mkdtempSync(join(tmpdir(), 'rb-sim-a-'));
  const b = mkdtempSync(join(tmpdir(), 'rb-sim-b-'));

  it('writes one replay per game, byte-identical across runs (determinism)', async () => {
    const r1 = await rulebench(
      'simulate',
      'rulesets/dog/standard.yaml',
      '--games',
      '6',
      '--seed',
      '1',
      '--bots',
      'random',
      '--out',
      a,
    );
    const r2 = await rulebench(
      'simulate',
      'rulesets/dog/standard.yaml',
      '--games',
      '6',
      '--seed',
      '1',
      '--bots',
      'random',
      '--out',
      b,
    );
    expect(r1.code).toBe(0);
    expect(r2.code).toBe(0);
    expect(r1.out).toMatch(/games: 6/);
    expect(r1.out).toMatch(/mean actions per game/);
    const files = readdirSync(a).sort();
    expect(files).toHaveLength(6);
    expect(readdirSync(b).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(a, f), 'utf8')).toBe(readFileSync(join(b, f), 'utf8'));
  });

  it('replay verify passes on each replay, and fails naming the step when an action is changed', async () => {
    const files = readdirSync(a).map((f) => join(a, f));
    const ok = await rulebench('replay', 'verify', ...files);
    expect(ok.code).toBe(0);
    expect(ok.out.trim().split('\n')).toHaveLength(files.length);
    const replay = JSON.parse(readFileSync(files[0], 'utf8'));
    const k = replay.steps.findIndex(
      (s: { action: string }, i: number) => i > 10 && /^[2-68-9TQK]:P\d+>P\d+$/.test(s.action),
    );
    expect(k).toBeGreaterThan(0);
    replay.steps[k].action = replay.steps[k].action.replace(
      />P(\d+)$/,
      (_m: string, n: string) => `>P${(Number(n) + 1) % 64}`,
    );
    const tampered = join(a, 'tampered.replay.json');
    writeFileSync(tampered, JSON.stringify(replay));
    const bad = await rulebench('replay', 'verify', tampered);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(new RegExp(`Step ${k + 1}:`));
  });

  it('replay verify --ruleset re-checks replays under other rules: same, diverges with the step and why, a summary', async () => {
    const files = readdirSync(a)
      .filter((f) => /^dog-standard-1-\d+\.replay\.json$/.test(f))
      .slice(0, 3)
      .map((f) => join(a, f));
    const same = await rulebench('replay', 'verify', ...files, '--ruleset', 'dog/standard');
    expect(same.code).toBe(0);
    expect(same.out).toMatch(
      /^same .* under dog\/standard: all \d+ steps hold, same positions and outcome \(won by seats [0-3],[0-3]\)$/m,
    );
    expect(same.out.trim().split('\n').at(-1)).toBe('under dog/standard: 3 same, 0 changed, 0 diverge (of 3)');
    // DOG-068 off: these games' 7s passed pieces, so each stops holding at some step, named with its action.
    const edited = join(a, '..', `${a.split('/').at(-1)}-no-seven-pass.yaml`);
    writeFileSync(
      edited,
      'format: 1\nid: drafts/no-seven-pass\nkind: dog\nextends: dog/standard\nname: Dog, a 7 sends nobody home\nversion: 0.1.0\nsource: test\noptions:\n  sevenSendsHomePassed: false\n',
    );
    const off = await rulebench('replay', 'verify', ...files, '--ruleset', edited);
    expect(off.code).toBe(1);
    expect(off.out).toMatch(/^(diverges|changed) .* under drafts\/no-seven-pass: /m);
    const m =
      /^diverges (\S+) under drafts\/no-seven-pass: step (\d+): seat (\d) "([^"]+)" .*; (\d+) of \d+ steps hold; positions differ from step (\d+) on$/m.exec(
        off.out,
      );
    expect(m).not.toBeNull();
    const replay = JSON.parse(readFileSync(m![1]!, 'utf8'));
    const step = Number(m![2]);
    expect(replay.steps[step - 1]).toMatchObject({ seat: Number(m![3]), action: m![4] });
    expect(Number(m![5])).toBe(step - 1);
    expect(Number(m![6])).toBeLessThan(step);
    const json = await rulebench('replay', 'verify', files[0]!, '--ruleset', edited, '--json');
    const parsed = JSON.parse(json.out);
    expect(parsed[0]).toMatchObject({ file: files[0], ruleset: 'drafts/no-seven-pass', recorded: 'dog/standard' });
    expect(['changed', 'diverges']).toContain(parsed[0].status);
    // Another table, unreadable rules: one clear line each, exit 1.
    const table = await rulebench('replay', 'verify', files[0]!, '--ruleset', 'dog/maerki-3p');
    expect(table.code).toBe(1);
    expect(table.err).toContain("The replay's table (4 seats, teams 0,1,0,1) differs from the rules' table");
    const missing = await rulebench('replay', 'verify', files[0]!, '--ruleset', 'no/such-ruleset');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/No ruleset with id "no\/such-ruleset"/);
    expect(missing.err).not.toMatch(/at \w+ \(/); // no stack trace
  });

  it('play: a scripted game at the terminal — numbers and notations, bots in between, an illegal line names its line, the replay verifies', async () => {
    // play speaks the environment's language without --lang (LANG=de… → German): pin English for these checks.
    const env = { LANG: 'C.UTF-8' };
    const play = (input: string, ...args: string[]) => runCli(['play', ...args], { input, env });
    const out = join(a, 'played.replay.json');
    // DOG-013 exchange first: seat 0 gives its first listed card (by number), then plays on by notation or number.
    // This game reads a real process's standard input; the others below run in-process with the same lines.
    const spawned = spawnSync(
      process.execPath,
      [join(ROOT, 'bin', 'rulebench.mjs'), 'play', 'dog/standard', '--seed', '3', '--out', out],
      {
        cwd: ROOT,
        encoding: 'utf8',
        input: '1\n',
        env: { ...process.env, ...env },
      },
    );
    const first = { code: spawned.status, out: spawned.stdout, err: spawned.stderr };
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Step 0: \|\|\|$/m);
    // Seats in the text are counted from 1: seat 0 of the notation and --people reads "Seat 1".
    expect(first.out).toMatch(/^Seat 1 to act, hand: (\S+ ){5}\S+$/m);
    expect(first.out).toMatch(/^legal: 1\) give:\S+ {2}2\) give:/m);
    // The bots' exchange cards are given face down (DOG-014): seat 0 reads who gave, never which card.
    expect(first.out).toMatch(/^ {2}2\. Seat 2 gives Seat 4 a card$/m);
    expect(first.out).toMatch(/^ {2}3\. Seat 3 gives you a card$/m); // seat 0 is the receiver: second person
    expect(first.out).not.toMatch(/^ {2}.*give:[^?]/m);
    expect(first.out).not.toMatch(/Seat [1234] gives Seat \d (a|an) (\d|Ace|Jack|Queen|King|Joker)/);
    expect(first.out).not.toMatch(/Seat 0/);
    expect(first.out).toMatch(/Stopped after \d+ moves; the game is not over\./);
    const replay = JSON.parse(readFileSync(out, 'utf8'));
    expect(replay.seats[0]).toMatchObject({ occupant: 'human' });
    expect(replay.seats[1]).toMatchObject({ occupant: 'bot', bot: 'normal' });
    const given = /legal: 1\) (give:\S+)/.exec(first.out)![1];
    expect(replay.steps[0]).toMatchObject({ seat: 0, action: given }); // the replay file keeps the 0-based seat
    expect((await rulebench('replay', 'verify', out)).code).toBe(0);
    // Same seed and lines ⇒ the same game (the bots draw from their own seeded stream).
    const again = await play('1\n', 'dog/standard', '--seed', '3');
    expect(again.out.split('\n').slice(0, -1)).toEqual(first.out.split('\n').slice(0, -2));
    // A script's illegal line ends the command, naming the line and listing the legal actions.
    const bad = await play(`${given}\n9:P0>P9\n`, 'dog/standard', '--seed', '3');
    expect(bad.code).toBe(1);
    // The reason, not just the line: here the 9 cannot be carried out by any piece (DOG-032).
    expect(bad.err).toMatch(
      /^line 2: Seat 1 "9:P0>P9": Seat 1 (holds no 9|cannot play 9 now: no piece can carry out its whole value \(DOG-032\))/m,
    );
    expect(bad.err).toMatch(/^legal: 1\) /m);
    // Only bots: the game runs to its end.
    const bots = await play('', 'gassi/gassi-2.5.3', '--people', 'none', '--seed', '2');
    expect(bots.code).toBe(0);
    expect(bots.out).toMatch(/^Game over after \d+ moves: .+ \(GAS-\d+\)$/m);
    // Wrong arguments: one line, exit 2.
    expect((await play('', 'dog/standard', '--people', '7')).err).toMatch(/--people: "7" is not a seat of this table/);
    const rt = await play('', 'gamsh/gamsh-alpin');
    expect(rt.code).toBe(2);
    expect(rt.err).toMatch(/played in real time/);
  });

  it('replay export: a step as a scenario file that the scenario runner passes; bad arguments are one line', async () => {
    const file = join(a, readdirSync(a).filter((f) => /^dog-standard-1-\d+\.replay\.json$/.test(f))[0]!);
    const out = join(a, 'step-25.scenario.yaml');
    const r = await rulebench('replay', 'export', file, '--step', '25', '--out', out);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^self-check: the scenario reproduces step 25 \(\d+ checks passed\); written to /);
    const text = readFileSync(out, 'utf8');
    const replay = JSON.parse(readFileSync(file, 'utf8'));
    expect(text).toMatch(/^ruleset: dog\/standard$/m);
    expect(text).toContain(`play: ${replay.steps[25].action}`);
    expect(text).toMatch(/^only: \[.+\]$/m);
    const run = await rulebench('scenario', out);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^PASS /m);
    const stdout = await rulebench('replay', 'export', file, '--step', '0');
    expect(stdout.out).toMatch(/^position: "\|\|\|"$/m);
    expect((await rulebench('replay', 'export', file)).err).toMatch(/needs --step K/);
    expect((await rulebench('replay', 'export', file, '--step', '99999')).code).toBe(2);
  });

  it('replay show prints the position, whose turn and the hands at a step', async () => {
    const file = join(a, readdirSync(a).filter((f) => f.endsWith('.replay.json'))[0]);
    const r = await rulebench('replay', 'show', file, '--step', '5');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^step: 5 \/ \d+$/m);
    expect(r.out).toMatch(/^position: [^\n]*\|[^\n]*\|[^\n]*\|/m);
    expect(r.out).toMatch(/^to act: seat \d/m);
    expect(r.out).toMatch(/^ {2}seat 0: /m);
  });

  it("replay show and export --seat S: only what seat S may see — another seat's exchange card is give:? (DOG-014), other hands ?, no stock", async () => {
    const file = join(a, readdirSync(a).filter((f) => /^dog-standard-1-\d+\.replay\.json$/.test(f))[0]!);
    const replay = JSON.parse(readFileSync(file, 'utf8'));
    const k =
      (replay.steps as { seat: number; action: string }[]).findIndex(
        (s) => s.seat !== 0 && s.action.startsWith('give:'),
      ) + 1;
    const giver = replay.steps[k - 1].seat as number;
    const shown = await rulebench('replay', 'show', file, '--step', String(k), '--seat', '0', '--lang', 'de');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`last action: seat ${giver}: give:?`);
    // The structural lines keep the notation's 0-based seats (--seat, "seat 1: give:?"); the sentence names seats as
    // a person reads them, from 1: the engine's seat 1 is "Platz 2".
    expect(shown.out).toMatch(new RegExp(`^ {2}Platz ${giver + 1} gibt Platz [1-4] eine Karte$`, 'm'));
    expect(shown.out).toMatch(new RegExp(`^ {2}seat ${giver}: (\\? )*\\?$`, 'm'));
    expect(shown.out).not.toContain(replay.steps[k - 1].action);
    const all = await rulebench('replay', 'show', file, '--step', String(k));
    expect(all.out).toContain(`last action: seat ${giver}: ${replay.steps[k - 1].action}`); // all-seeing: unchanged
    const exported = await rulebench('replay', 'export', file, '--step', String(k - 1), '--seat', '0');
    expect(exported.code).toBe(0);
    expect(exported.out).toContain(`plays give:?, as seat 0 sees it`);
    expect(exported.out).toMatch(/^hands: \{"0": \[.*\]\}$/m);
    expect(exported.out).not.toMatch(/^ {2}stock:/m);
    expect((await rulebench('replay', 'show', file, '--seat', '9')).err).toMatch(
      /--seat: "9" is not a seat of this table \(0, 1, 2, 3\)/,
    );
  });

  it('a corrupt replay gets a clear message, not a stack trace', async () => {
    const broken = join(a, 'broken.replay.json');
    writeFileSync(broken, '{"format": "rulebench-replay/1", "steps": [');
    const r = await rulebench('replay', 'verify', broken);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/broken\.replay\.json.*not valid JSON/);
    expect(r.err).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('rulebench validate', () => {
  it('accepts the bundled standard ruleset', async () => {
    const r = await rulebench('validate', 'rulesets/dog/standard.yaml');
    expect(r.code).toBe(0);
  });

  it('reports a wrong type, an unknown option and a YAML syntax error, each with file:line:col, and exits 1', async () => {
    const r = await rulebench(
      'validate',
      'tests/fixtures/rulesets/broken-three-problems.yaml',
      'tests/fixtures/rulesets/wrong-type.yaml',
      'tests/fixtures/rulesets/unknown-option.yaml',
      'tests/fixtures/rulesets/syntax-error.yaml',
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/broken-three-problems\.yaml:10:\d+: error: .*decks/);
    expect(r.out).toMatch(/broken-three-problems\.yaml:11:\d+: error: Unknown option "sevenSendsHome"/);
    expect(r.out).toMatch(/broken-three-problems\.yaml:1[23]:\d+: error: YAML syntax error/);
    expect(r.out).toMatch(/wrong-type\.yaml:9:18: error: .*jokersPerDeck/);
    expect(r.out).toMatch(
      /unknown-option\.yaml:9:3: error: Unknown option "sevenSendsHomePased"\. Did you mean "sevenSendsHomePassed"\?/,
    );
    expect(r.out).toMatch(/syntax-error\.yaml:[89]:\d+: error: YAML syntax error/);
    expect(r.out).not.toMatch(/syntax-error\.yaml.*received object/);
  });

  it('a file that cannot be read gets one clear line, not a stack trace', async () => {
    const r = await rulebench('validate', 'rulesets/dog/no-such-file.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/no-such-file\.yaml: error: Cannot read .*no such file/);
    expect(r.out + r.err).not.toMatch(/at .*\.ts:\d+/);
  });

  it('simulate --set: option overrides and bot parameters (DIG-053; docs/rules/gamsh.md blindCallRatePerMin) reach the games and the replays, which verify', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-sim-set-'));
    const args = ['simulate', 'rulesets/gamsh/gamsh-alpin.yaml', '--games', '4', '--seed', 's', '--json'];
    const r = await rulebench(
      ...args,
      '--set',
      'simultaneousCalls=allWithinWindow',
      '--set',
      'bot.blindCallRatePerMin=3',
      '--out',
      dir,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // Pure-guess Gämsh calls are almost always wrong: their points go to the other team (GAM-034).
    const points = (out: string) =>
      (JSON.parse(out) as { pointsBySource: Record<string, number> }).pointsBySource['gamsh-wrong'] ?? 0;
    const plain = points((await rulebench(...args)).out);
    expect(points(r.out)).toBeGreaterThan(plain + 10);
    const files = readdirSync(dir).map((f) => join(dir, f));
    expect(files).toHaveLength(4);
    const replay = JSON.parse(readFileSync(files[0]!, 'utf8'));
    expect(replay.ruleset.overrides).toEqual({ simultaneousCalls: 'allWithinWindow' });
    expect(replay.seats[0].params.blindCallRatePerMin).toBe(3);
    expect((await rulebench('replay', 'verify', ...files)).code).toBe(0);
    // Refusals: a bot parameter of a kind without real-time bots (exit 2), an unknown option (exit 1, located).
    const dog = await rulebench('simulate', 'rulesets/dog/standard.yaml', '--set', 'bot.vigilance=1');
    expect(dog.code).toBe(2);
    expect(dog.err).toContain('--set bot.vigilance:');
    const bad = await rulebench('simulate', 'rulesets/gamsh/gamsh-alpin.yaml', '--set', 'simultaneousCall=firstOnly');
    expect(bad.code).toBe(1);
    expect(bad.out + bad.err).toMatch(/simultaneousCall/);
  });

  it('an output path that cannot be written gets one line naming it and the reason, exit 1, no stack trace', async () => {
    const cases: [string[], string][] = [
      [
        ['rulesheet', 'rulesets/dog/standard.yaml', '--lang', 'de', '--out', '/nonexistent-dir/x.html'],
        'cannot write /nonexistent-dir/x.html (--out): the folder /nonexistent-dir does not exist; create it or add --mkdir',
      ],
      [
        ['simulate', 'rulesets/dog/standard.yaml', '--games', '1', '--out', '/etc/passwd/x'],
        'cannot write /etc/passwd/x: a part of the path is not a folder (ENOTDIR)',
      ],
      [
        [
          'playtest',
          'rulesets/dog/standard.yaml',
          '--games',
          '2',
          '--workers',
          '0',
          '--out',
          '/nonexistent-dir/x.json',
        ],
        'cannot write /nonexistent-dir/x.json',
      ],
    ];
    for (const [args, message] of cases) {
      const r = await rulebench(...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toContain(`rulebench: ${message}`);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  it('a reader that closes the pipe early (| head -1) ends the command quietly, without an EPIPE crash', async () => {
    const bin = join(ROOT, 'bin', 'rulebench.mjs');
    const r = spawnSync(
      'bash',
      ['-c', `set -o pipefail; "${process.execPath}" "${bin}" scenario tests/scenarios/gamsh | head -1`],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.stdout).toMatch(/^PASS /);
    expect(r.stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(r.status).toBe(0);
  });

  it('a wrong command-line argument exits 2 with one line naming it', async () => {
    const r = await rulebench('simulate', 'rulesets/dog/standard.yaml', '--games', 'many');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--games must be a whole number, got "many"');
    expect((await rulebench('frobnicate')).err).toContain('unknown command "frobnicate"');
  });

  it("`<command> --help` and `help <command>` print only that command's usage and exit 0", async () => {
    const r = await rulebench('rulesheet', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('rulesheet --diff <base> <variant>');
    expect(r.out).not.toContain('simulate <ruleset>');
    const replay = await rulebench('help', 'replay');
    expect(replay.code).toBe(0);
    expect(replay.out.match(/^ {2}replay (verify|show|export)/gm)).toHaveLength(4);
    const compare = await rulebench('compare', 'a.yaml', '-h');
    expect(compare.out).toContain('--shard K/N'); // the shared sharding entry
    expect(compare.out).toContain('B = random | easy | normal | strong'); // the note on bots and workers
    const bad = await rulebench('help', 'frobnicate');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown command "frobnicate"');
  });
});

describe('simulate summary', () => {
  it('a win shared by several teams (a Gämsh tie, GAM-081) counts for each winning team and is listed as shared', async () => {
    const { summarize, formatSummary } = await import('../src/cli/simulate');
    const { loadCompiledGame } = await import('../src/host/rulesets');
    const l = loadCompiledGame('gamsh/gamsh-alpin', { overrides: { teams: 3 } });
    if (!l.ok) throw new Error('gamsh-alpin does not load');
    const trial = (winners: number[], team: number | null) => ({
      seed: 's',
      actions: [],
      outcome: { winners, team, reason: 'r', rule: 'GAM-080' },
      truncated: false,
      rounds: 1,
      ruleCounts: {},
      eventCounts: {},
    });
    // teams: 0 = seats 0,3; 1 = seats 1,4; 2 = seats 2,5
    const s = summarize(l.game, [trial([0, 3], 0), trial([0, 3, 2, 5], null), trial([1, 4], 1)] as never, '1', 10);
    expect(Object.values(s.winsPerTeam)).toEqual([2, 1, 1]);
    expect(s.sharedWins).toBe(1);
    expect(s.unfinished).toBe(0);
    expect(formatSummary(s)).toContain('shared by several teams (ties, counted for each): 1');
  });
});

describe('bad input on the newer surfaces: one clear line or a failing scenario, never a crash or a hang', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rb-bad-'));
  const noCrash = (err: string) =>
    expect(err).not.toMatch(/TypeError|Unhandled|Cannot read properties|is not iterable|\n\s+at /);

  it('results never overwrite their input or get lost: export onto its replay, merge onto a part, an unwritable --out or --csv before the games, compare across tables', async () => {
    const sims = join(dir, 'sims');
    expect(
      (
        await rulebench(
          'simulate',
          'rulesets/dog/standard.yaml',
          '--games',
          '1',
          '--seed',
          'ow',
          '--bots',
          'random',
          '--out',
          sims,
        )
      ).code,
    ).toBe(0);
    const replay = join(sims, readdirSync(sims)[0]!);
    const before = readFileSync(replay, 'utf8');
    const onto = await rulebench('replay', 'export', replay, '--step', '3', '--out', replay);
    expect(onto.code).toBe(2);
    expect(onto.err).toContain('is the replay itself');
    expect(readFileSync(replay, 'utf8')).toBe(before);
    const part = join(dir, 'ow-part-1.json');
    expect(
      (
        await rulebench(
          'playtest',
          'dog/standard',
          '--games',
          '2',
          '--seed',
          '1',
          '--workers',
          '1',
          '--shard',
          '1/1',
          '--out',
          part,
        )
      ).code,
    ).toBe(0);
    const partText = readFileSync(part, 'utf8');
    const merge = await rulebench('merge', part, '--out', part);
    expect(merge.code).toBe(2);
    expect(merge.err).toContain('is one of the parts being merged');
    expect(readFileSync(part, 'utf8')).toBe(partText);
    const bad = await rulebench(
      'playtest',
      'dog/standard',
      '--games',
      '5000',
      '--seed',
      '1',
      '--csv',
      join(dir, 'no-such-folder', 'x.csv'),
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/cannot write .*no-such-folder.*x\.csv/);
    expect(bad.err).not.toContain('playtest: 1/'); // refused before the first game
    const tables = await rulebench('compare', 'dog/standard', 'dog/maerki-3p', '--games', '2', '--seed', '1');
    expect(tables.code).toBe(2);
    expect(tables.err).toContain(
      'A/B needs the same table: dog/standard has 4 seats (playing 0,1,2,3), teams 0+2 | 1+3, dog/maerki-3p has 4 seats (playing 0,1,3)',
    );
  });

  it('a negative number after an option names the option and the value (not "argument is ambiguous")', async () => {
    const r = await rulebench('replay', 'export', 'no-such.replay.json', '--step', '-1');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--step needs a value, got "-1" (a value starting with "-" is written --step=-1)');
    expect((await rulebench('playtest', 'dog/standard', '--workers', '-1')).err).toContain(
      '--workers needs a value, got "-1"',
    );
    expect((await rulebench('replay', 'export', 'x.replay.json', '--step', '--out', 'y')).err).toContain(
      '--step needs a value before --out',
    );
  });

  it('an unwritable --out names the path given, not a temporary file; play checks it before the game, which it would lose', async () => {
    const sim = mkdtempSync(join(dir, 'sim-'));
    expect(
      (
        await rulebench(
          'simulate',
          'rulesets/gassi/gassi-2.5.3.yaml',
          '--games',
          '1',
          '--seed',
          '1',
          '--bots',
          'random',
          '--out',
          sim,
        )
      ).code,
    ).toBe(0);
    const replay = join(sim, readdirSync(sim)[0]!);
    const folder = await rulebench('replay', 'export', replay, '--step', '0', '--out', sim);
    expect(folder.code).toBe(1);
    expect(folder.err).toBe(`rulebench: cannot write ${sim}: is a folder (EISDIR)\n`);
    const missing = join(dir, 'no-such-folder', 'game.replay.json');
    const r = await runCli(['play', 'dog/standard', '--seed', '3', '--out', missing], { input: '1\n' });
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `rulebench: cannot write ${missing} (--out): the folder ${join(dir, 'no-such-folder')} does not exist; create it or add --mkdir\n`,
    );
    expect(r.out).not.toMatch(/step 0/); // refused before the first move
  });

  it('an empty ruleset argument is shown as "." (the folder it names), never as an empty file name', async () => {
    const r = await rulebench('validate', '');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^\.: error: \. is a folder, not a ruleset file\. \[ruleset\/is-directory\]$/m);
    expect((await rulebench('playtest', '', '--games', '1')).err).toMatch(/^\.: error: \. is a folder/m);
  });

  it('a shard with no game (2 games in 5 shards) writes its part with worker threads too, instead of hanging and exiting 13', async () => {
    const part = join(dir, 'empty-part.json');
    const r = await rulebench(
      'playtest',
      'dog/standard',
      '--games',
      '2',
      '--seed',
      '1',
      '--workers',
      '2',
      '--shard',
      '2/5',
      '--out',
      part,
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('shard 2/5: no game of 2');
    expect(JSON.parse(readFileSync(part, 'utf8')).sides[0].records).toEqual([]);
  });

  it('merge names a hand-edited part: a shard K above N, a seat or team outside the table', async () => {
    const parts = [1, 2].map((k) => join(dir, `part-${k}.json`));
    for (const [i, p] of parts.entries())
      expect(
        (
          await rulebench(
            'playtest',
            'dog/standard',
            '--games',
            '4',
            '--seed',
            '1',
            '--workers',
            '0',
            '--shard',
            `${i + 1}/2`,
            '--out',
            p,
          )
        ).code,
      ).toBe(0);
    expect((await rulebench('merge', ...parts)).code).toBe(0);
    const edit = async (name: string, change: (part: any) => void) => {
      const part = JSON.parse(readFileSync(parts[1]!, 'utf8'));
      change(part);
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify(part));
      const r = await rulebench('merge', parts[0]!, file);
      expect(r.code).toBe(1);
      noCrash(r.err);
      return r.err;
    };
    expect(await edit('k-above-n.json', (p) => (p.shard.k = 5))).toBe(
      `rulebench merge: ${join(dir, 'k-above-n.json')}: not a playtest part file (shard 5/2: there is no shard 5 of 2)\n`,
    );
    expect(await edit('winner-99.json', (p) => (p.sides[0].records[0].winners = [99]))).toBe(
      `rulebench merge: ${join(dir, 'winner-99.json')}: game 2 names seat 99, but the table has seats 0…3 (a part was edited)\n`,
    );
    expect(await edit('team-7.json', (p) => (p.sides[0].records[1].team = 7))).toContain(
      'team-7.json: game 3 names team 7, but the table has teams 0…1',
    );
  });

  it('--set and --vary refuse "__proto__" (an object key that would vanish, leaving the run unchanged)', async () => {
    const set = await rulebench('playtest', 'gassi/gassi-2.5.3', '--games', '1', '--set', '__proto__=1');
    expect(set.code).toBe(2);
    expect(set.err).toContain('--set: "__proto__" is not an option name');
    expect(
      (await rulebench('playtest', 'gamsh/gamsh-alpin', '--games', '1', '--set', 'bot.__proto__=1')).err,
    ).toContain('--set: "bot.__proto__" is not an option name');
    const vary = await rulebench('sweep', 'gassi/gassi-2.5.3', '--vary', '__proto__=1..2', '--games', '1');
    expect(vary.code).toBe(2);
    expect(vary.err).toContain('--vary: "__proto__" is not an option name');
  });

  it('scenario files with bad extra values fail naming the value; NaN and wrong times name their path', async () => {
    const scen = mkdtempSync(join(dir, 'scen-'));
    const gamsh = (name: string, rest: string) =>
      writeFileSync(
        join(scen, `${name}.scenario.yaml`),
        `ruleset: gamsh/gamsh-alpin\nrules: [GAM-030]\ntitle: ${name}\nposition: "| M6-D1 M7-D1 M8-D1 M9-D1"\nhands: {"0": [ALP-D1, ALP-D2, ALP-D3, ALP-N]}\n${rest}`,
      );
    gamsh('passed', 'extra: {passed: 5}\nlegal: [{seat: 0, action: "call:gamsh", time: 10}]\n');
    gamsh('violations', 'extra: {violations: [{}]}\nlegal: [{seat: 0, action: "call:gamsh", time: 10}]\n');
    gamsh('now', 'extra: {now: 1e308}\nplay: [{seat: 0, action: "call:gamsh", time: 1e308}]\n');
    gamsh('now-nan', 'extra: {now: .nan}\nlegal: [{seat: 0, action: "call:gamsh", time: 10}]\n');
    gamsh('time-text', 'play: [{seat: 0, action: "call:gamsh", time: "soon"}]\n');
    writeFileSync(
      join(scen, 'gassi-turn.scenario.yaml'),
      'ruleset: gassi/gassi-2.5.3\nrules: [GAS-050]\ntitle: t\nposition: {fixture: F, turn: 1.5, filler: 3}\nlegal: [PULL]\n',
    );
    const r = await rulebench('scenario', scen);
    expect(r.code).toBe(1);
    noCrash(r.out + r.err);
    expect(r.out).not.toContain('engine error');
    const line = (name: string) => r.out.split('\n').find((l) => l.includes(`${name}.scenario.yaml`)) ?? '';
    expect(line('passed')).toContain('scenario/bad-extra: extra.passed must be a list of seats, got 5');
    expect(line('violations')).toContain(
      'scenario/bad-extra: extra.violations[0] must be { seat, card, dir: discard or take, at, give, take }, got {}',
    );
    expect(line('now')).toContain(
      'scenario/bad-extra: extra.now must be a time in ms from 0 to 1000000000000, got 1e+308',
    );
    expect(line('now-nan')).toMatch(/now-nan\.scenario\.yaml:6:14: extra\.now: Invalid input: received NaN$/);
    expect(line('time-text')).toMatch(
      /time-text\.scenario\.yaml:6:\d+: play\[0\]\.time: Invalid input: expected number, received string$/,
    );
    expect(line('gassi-turn')).toContain('scenario/bad-position: turn must be a seat 0…2, got 1.5');
  });

  it('a missing ruleset in diff is named like in validate; two kinds are a usage error (2) in diff and rulesheet --diff; play refuses --people 01, 0,0 and an empty --seed', async () => {
    const missing = await rulebench('diff', 'dog/standard', 'nope/x');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^nope\/x: error: No ruleset with id "nope\/x"/);
    expect(missing.err).not.toContain('<input>');
    for (const args of [
      ['diff', 'dog/standard', 'gassi/gassi-2.5.3'],
      ['rulesheet', '--diff', 'dog/standard', 'gassi/gassi-2.5.3'],
    ]) {
      const r = await rulebench(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/^rulebench: .*dog.*gassi/);
    }
    const play = async (...args: string[]) => {
      const r = await runCli(['play', 'dog/standard', ...args], { input: '' });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe(''); // refused before the game starts
      return r.err.split('\n')[0];
    };
    expect(await play('--people', '01')).toBe(
      'rulebench: --people: "01" is not a seat of this table (0…3, all or none)',
    );
    expect(await play('--people', '0,0')).toBe('rulebench: --people: seat 0 is named twice in "0,0"');
    expect(await play('--people', '1, 2,1')).toBe('rulebench: --people: seat 1 is named twice in "1, 2,1"');
    expect(await play('--seed', '')).toBe('rulebench: --seed must not be empty, got ""');
    for (const cmd of [
      ['simulate', 'dog/standard'],
      ['playtest', 'dog/standard'],
      ['compare', 'dog/standard', 'dog/maerki'],
    ]) {
      const r = await rulebench(...cmd, '--seed', '', '--games', '1');
      expect(r.code, cmd[0]).toBe(2);
      expect(r.err).toContain('--seed must not be empty, got ""');
    }
    // an unknown ruleset id is named like a file, in every command
    expect((await rulebench('simulate', 'nope/x')).err).toMatch(/^nope\/x: error: No ruleset with id "nope\/x"/);
  });
});
