// Scenario files: diagnostics with file:line:col for malformed files, one summary line per file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioLine, parseScenarioText, runScenarioPaths } from './scenarios';

describe('parseScenarioText', () => {
  it('gives line and column for YAML syntax errors', () => {
    const r = parseScenarioText('ruleset: dog/standard\nrules: [DOG-050\ntitle: x\n', 'a.scenario.yaml');
    expect(r.scenario).toBeNull();
    expect(r.diagnostics[0]).toMatchObject({ code: 'scenario/syntax', file: 'a.scenario.yaml' });
    expect(r.diagnostics[0].line).toBeGreaterThanOrEqual(2);
  });

  it('points at an unknown key and at a wrongly typed value', () => {
    const text = 'ruleset: dog/standard\nrules: [DOG-050]\ntitle: x\nposition: "|||"\nturn: zero\nlegall: ["A:exit"]\n';
    const r = parseScenarioText(text, 'b.scenario.yaml');
    const unknown = r.diagnostics.find((d) => d.code === 'scenario/unknown-key')!;
    expect(unknown).toMatchObject({ line: 6, column: 1 });
    expect(unknown.message).toContain('legall');
    const invalid = r.diagnostics.find((d) => d.code === 'scenario/invalid')!;
    expect(invalid).toMatchObject({ line: 5, column: 7, path: 'turn' });
  });
});

describe('runScenarioPaths', () => {
  it('runs files and formats one line each: PASS, FAIL with the first failure, ERROR with file:line:col', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-scen-'));
    writeFileSync(
      join(dir, 'ok.scenario.yaml'),
      'ruleset: dog/standard\nrules: [DOG-020]\ntitle: ok\nposition: "|||"\nturn: 0\nhands: { 0: [A] }\nonly: ["A:exit"]\n',
    );
    writeFileSync(
      join(dir, 'bad.scenario.yaml'),
      'ruleset: dog/standard\nrules: [DOG-020]\ntitle: bad\nposition: "|||"\nturn: 0\nhands: { 0: [5] }\nlegal: ["5:exit"]\n',
    );
    writeFileSync(
      join(dir, 'broken.scenario.yaml'),
      'ruleset: dog/standard\nrules: [DOG-020]\ntitle: broken\nposition: 7\n',
    );
    writeFileSync(
      join(dir, 'nores.scenario.yaml'),
      'ruleset: dog/nonexistent\nrules: [DOG-020]\ntitle: n\nposition: "|||"\n',
    );
    const results = await runScenarioPaths([dir, join(dir, 'missing.scenario.yaml')], { cwd: dir });
    const lines = results.map(formatScenarioLine);
    expect(lines).toContain('PASS ok.scenario.yaml (1 check)');
    expect(lines.find((l) => l.startsWith('FAIL bad.scenario.yaml — legal 5:exit (seat 0)'))).toBeTruthy();
    expect(lines.find((l) => l.startsWith('ERROR broken.scenario.yaml — broken.scenario.yaml:4:11'))).toBeTruthy();
    expect(lines.find((l) => l.startsWith('ERROR nores.scenario.yaml') && l.includes('dog/nonexistent'))).toBeTruthy();
    expect(lines.find((l) => l.startsWith('ERROR missing.scenario.yaml'))).toBeTruthy();
    expect(results.find((r) => r.file === 'ok.scenario.yaml')?.ok).toBe(true);
  });
});

describe('hostile scenario files', () => {
  it('a duplicate key is a syntax error at its line and column', () => {
    const r = parseScenarioText('ruleset: dog/standard\ntitle: a\nrules: [DOG-050]\ntitle: b\n', 'd.scenario.yaml');
    expect(r.scenario).toBeNull();
    expect(r.diagnostics).toMatchObject([{ code: 'scenario/syntax', file: 'd.scenario.yaml', line: 4, column: 1 }]);
    expect(r.diagnostics[0]!.message).toContain('appears twice');
  });

  it('thousands of aliases are refused before expansion, and a __proto__ key is refused', () => {
    const text = `ruleset: dog/standard\nx: &a 1\nlist:\n${'  - *a\n'.repeat(5000)}`;
    const r = parseScenarioText(text, 'e.scenario.yaml');
    expect(r.diagnostics[0]).toMatchObject({ code: 'scenario/aliases', line: 204 });
    const p = parseScenarioText('ruleset: dog/standard\n__proto__: {}\n', 'p.scenario.yaml');
    expect(p.diagnostics[0]).toMatchObject({ code: 'scenario/reserved-key', line: 2, column: 1 });
  });
});
