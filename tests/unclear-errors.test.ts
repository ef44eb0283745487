// Clear errors for the inputs an audit found answered unclearly: each message names the file, the line:col or the
// offending value, and what is accepted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulebench as runCli } from './support/cli';
import { botSpecProblem, parseRulesetText, validateRulesetText } from '../src/engine';
import { parseScenarioText } from '../src/host/scenarios';
import { PROJECT_ROOT, RulesetIndex } from '../src/host/rulesets';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'rb-unclear-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `rulebench …args` in-process: exit status and output (tests/support/cli.ts). */
const rulebench = async (...args: string[]) => {
  const r = await runCli(args);
  return { status: r.code, stdout: r.out, stderr: r.err };
};

const HEAD = 'format: 1\nid: club/t\nkind: dog\nname: T\nversion: 1.0.0\nsource: s\nextends: dog/standard\n';
const index = new RulesetIndex(PROJECT_ROOT);
const validate = (text: string) => validateRulesetText(text, 't.yaml', (id) => index.get(id));

describe('YAML problems at their real place', () => {
  it('a second YAML document is named at its "---" in words for the author, not "use YAML.parseAllDocuments()"', async () => {
    const ds = validate(`${HEAD}---\nformat: 1\n`);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'ruleset/syntax', line: 8, column: 1 });
    expect(ds[0]!.message).toMatch(/holds one YAML document, but a second one starts here/);
    expect(ds[0]!.message).not.toMatch(/parseAllDocuments/);
    const sc = parseScenarioText('ruleset: dog/standard\n---\nrules: []\n', 's.scenario.yaml');
    expect(sc.diagnostics[0]).toMatchObject({ code: 'scenario/syntax', line: 2, column: 1 });
    expect(sc.diagnostics[0]!.message).toMatch(/a scenario file holds one YAML document/);
  });

  it('an undefined alias is named at the alias (not 1:1)', async () => {
    const ds = validate(`${HEAD}options:\n  decks: *nope\n`);
    expect(ds).toEqual([
      expect.objectContaining({
        code: 'ruleset/aliases',
        line: 9,
        column: 10,
        message: 'The alias *nope names no anchor &nope set before it.',
      }),
    ]);
  });

  it('an alias bomb is refused at the alias that takes the expansion over the limit, before expanding', async () => {
    const bomb =
      `${HEAD}a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\n` +
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\n';
    const ds = validate(bomb);
    // a: 11 values, b: 10 × 11 + 1, c: 10 × 111 + 1; expanding d crosses 10,000 at its 8th *c (1,220 + 8 × 1,111).
    expect(ds).toEqual([expect.objectContaining({ code: 'ruleset/aliases', line: 11, column: 29 })]);
    expect(ds[0]!.message).toMatch(/expand to more than 10000 values \(an alias bomb\?\); at most 10000 are accepted/);
  });

  it('a complex key ("? [a, b]") is refused at the key, with no Node warning printed', async () => {
    const r = await rulebench('validate', writeText('complex.yaml', `${HEAD}? [a, b]\n: 1\n`));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/complex\.yaml:8:3: error: A key must be plain text; a list or map used as a key/);
    expect(r.stderr).not.toMatch(/Warning|stringified/);
  });

  it('%YAML 1.1 is refused in scenarios as in rulesets', async () => {
    expect(parseRulesetText(`%YAML 1.1\n---\n${HEAD}`, 'r.yaml').diagnostics[0]).toMatchObject({
      code: 'ruleset/yaml-version',
    });
    const sc = parseScenarioText('%YAML 1.1\n---\nruleset: dog/standard\nrules: [DOG-050]\n', 's.scenario.yaml');
    expect(sc.scenario).toBeNull();
    expect(sc.diagnostics[0]).toMatchObject({ code: 'scenario/yaml-version', line: 1, column: 1 });
    expect(sc.diagnostics[0]!.message).toMatch(/scenarios are read as YAML 1\.2 only/);
  });
});

describe('values named with what is accepted', () => {
  it('DOG-001/DOG-081: an out-of-range playerCount or finishRequiresStartTouches names the allowed values', async () => {
    const ds = validate(`${HEAD}options:\n  playerCount: 99\n  finishRequiresStartTouches: 99\n`);
    expect(ds.map((d) => d.message)).toEqual([
      'Option "playerCount" must be one of 3, 4, 6 (got 99).',
      'Option "finishRequiresStartTouches" must be one of 1, 2 (got 99).',
    ]);
  });

  it("a scenario's missing ruleset says what to write, not 'expected string, received undefined'", async () => {
    const sc = parseScenarioText('rules: [DOG-050]\nsteps: []\n', 's.scenario.yaml');
    expect(sc.diagnostics[0]!.message).toMatch(/^ruleset is missing: name the ruleset the scenario runs under/);
    expect(sc.diagnostics[0]!.message).not.toMatch(/received undefined/);
  });

  it('--bots strong:9999999 names the iteration limit; a count on a bot without search says so', async () => {
    expect(botSpecProblem('strong:9999999')).toBe(
      '"strong:9999999": the iteration count must be 1…100000 (strong:1 … strong:100000)',
    );
    expect(botSpecProblem('random:5')).toMatch(/random takes no iteration count/);
    expect(botSpecProblem('strong:500')).toBeNull();
    const r = await rulebench('playtest', 'dog/standard', '--games', '1', '--bots', 'strong:9999999');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--bots: "strong:9999999": the iteration count must be 1…100000/);
  });

  it('sweep --vary decks=abc blames --vary, not --set', async () => {
    const r = await rulebench('sweep', 'dog/standard', '--vary', 'decks=abc', '--games', '2');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^--vary decks=abc: error: Option "decks" should be a number \(got "abc"\)/m);
    expect(r.stderr).not.toMatch(/--set/);
  });

  it('simulate --out naming a file (/proc/version) says it is a file, not a folder, not "already exists"', async () => {
    const file = writeText('a-file.txt', 'x');
    const r = await rulebench('simulate', 'dog/standard', '--games', '1', '--out', file);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/cannot write into .*a-file\.txt: it is a file, not a folder/);
    expect(r.stderr).not.toMatch(/already exists/);
  });

  it('an encoding error is printed once: file:line:col, then the problem', async () => {
    const file = join(dir, 'latin1.yaml');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from('format: 1\nid: x/e\nname: '), Buffer.from([0xe4]), Buffer.from('\n')]),
    );
    const r = await rulebench('validate', file);
    expect(r.status).toBe(1);
    const line = r.stdout.split('\n')[0]!;
    expect(line).toMatch(
      /latin1\.yaml:3:7: error: byte 0xE4 is not valid UTF-8; save the file as UTF-8 text\. \[ruleset\/encoding\]$/,
    );
    expect(line.split('latin1.yaml').length - 1).toBe(1);
  });

  it('validate runs the examples as rulesheet does: a failing example is an error at its line', async () => {
    const text = `${HEAD}examples:\n  - title: "a wrong expectation"\n    rules: [DOG-050]\n    position: "P5|P8||"\n    steps:\n      - turn: 0\n        hands: { 0: [3, 5] }\n        play: "3:P5>P8"\n        after: "P9|||"\n`;
    const r = await rulebench('validate', writeText('bad-example.yaml', text));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/bad-example\.yaml:9:5: error: .*\[rulesheet\/example-failed\]/);
    const sheet = await rulebench('rulesheet', join(dir, 'bad-example.yaml'), '--out', join(dir, 'x.html'));
    expect(sheet.status).toBe(1); // the two agree
  });
});

function writeText(name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('unknown rule IDs named at their place with the nearest known IDs (every kind has its catalogue)', () => {
  const head = (kind: string, parent: string) =>
    `format: 1\nid: club/t\nkind: ${kind}\nname: T\nversion: 1.0.0\nsource: s\nextends: ${parent}\n`;
  const cases = [
    { kind: 'dog', parent: 'dog/standard', good: 'DOG-068', bad: 'DOG-099', near: ['DOG-100', 'DOG-101', 'DOG-102'] },
    {
      kind: 'gassi',
      parent: 'gassi/gassi-2.5.3',
      good: 'GAS-061',
      bad: 'GAS-068',
      near: ['GAS-067', 'GAS-066', 'GAS-070'],
    },
    {
      kind: 'gamsh',
      parent: 'gamsh/gamsh-alpin',
      good: 'GAM-030',
      bad: 'GAM-039',
      near: ['GAM-040', 'GAM-041', 'GAM-036'],
    },
  ];

  for (const c of cases) {
    it(`${c.kind}: a text under ${c.bad} (no such rule) is an error at its key naming ${c.near.join(', ')}; ${c.good} and the catalogue's other entries are accepted`, async () => {
      const text = `${head(c.kind, c.parent)}texts:\n  ${c.good}: "ok"\n  ${c.bad}: { de: "a", en: "b" }\n`;
      const ds = validate(text);
      expect(ds).toHaveLength(1);
      expect(ds[0]).toMatchObject({ code: 'ruleset/unknown-rule-id', file: 't.yaml', line: 10, column: 3 });
      expect(ds[0]!.message).toContain(`"${c.bad}" is not a rule ID of the ${c.kind} catalogue`);
      expect(ds[0]!.message).toContain(`the nearest are ${c.near.join(', ')}`);
      expect(validate(`${head(c.kind, c.parent)}texts:\n  ${c.good}: "ok"\n`)).toEqual([]);
    });

    it(`${c.kind}: a scenario citing ${c.bad} under rules is refused at the list entry, the nearest named`, async () => {
      const sub = join(dir, `rules-${c.kind}`);
      mkdirSync(sub, { recursive: true });
      const file = join(sub, 'x.scenario.yaml');
      writeFileSync(file, `ruleset: ${c.parent}\ntitle: t\nrules:\n  - ${c.good}\n  - ${c.bad}\nsteps:\n  - note: n\n`);
      const r = await rulebench('scenario', file);
      expect(r.status).not.toBe(0);
      expect(r.stdout + r.stderr).toMatch(
        new RegExp(`x\\.scenario\\.yaml:5:5.*rules\\[1\\]: "${c.bad}" is not a rule ID of the ${c.kind} catalogue`),
      );
      expect(r.stdout + r.stderr).toContain(`the nearest are ${c.near.join(', ')}`);
    });
  }

  it('a rule ID of another kind (GAS-068 in a Dog ruleset) points at the Dog rule of that number', async () => {
    const ds = validate(`${HEAD}texts:\n  GAS-068: "x"\n`);
    expect(ds[0]!.message).toMatch(/"GAS-068" is not a rule ID of the dog catalogue; the nearest are DOG-068,/);
  });

  it('every text of every bundled ruleset is under an ID of its kind, and every ID of a kind is in its docs/rules catalogue', async () => {
    const { KINDS } = await import('../src/engine/kinds');
    const { readFileSync } = await import('node:fs');
    for (const kind of Object.values(KINDS)) {
      const doc = readFileSync(join(ROOT, 'docs', 'rules', `${kind.id}.md`), 'utf8');
      const missing = kind.ruleIds.filter((id) => !doc.includes(`**${id}**`));
      expect(missing, `${kind.id} IDs not in docs/rules/${kind.id}.md`).toEqual([]);
      expect(new Set(kind.ruleIds).size).toBe(kind.ruleIds.length);
    }
    const bundled = index.all();
    expect(bundled.length).toBeGreaterThanOrEqual(11);
    for (const rs of bundled) {
      const known = new Set(KINDS[rs.data.kind]!.ruleIds);
      expect(
        Object.keys(rs.data.texts ?? {}).filter((k) => !known.has(k)),
        rs.data.id,
      ).toEqual([]);
    }
  });
});
