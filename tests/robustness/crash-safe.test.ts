// Crash-safe files: a child process saving in a loop with `writeFileAtomic` is SIGKILLed at random moments,
// 30 times in a row (CRASH_ITERATIONS); every file is then exactly an old or a new version, never a mix or empty. And an autosave
// written by a host that is then killed is offered on the next open (`rulesets:read` → `autosave`).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostService } from '../../src/host/service';
import { bundledRulesets } from './fuzz-lib';

/** Kills in a row (CRASH_ITERATIONS; 30 by default, the long run in docs/robustness.md takes 100). */
const ITERATIONS = Number(process.env.CRASH_ITERATIONS ?? 30);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebench-crash-'));
  // The real writeFileAtomic, transpiled once, so each child starts in plain Node within milliseconds.
  const source = readFileSync(resolve(__dirname, '../../src/host/files.ts'), 'utf8');
  writeFileSync(
    join(dir, 'files.mjs'),
    ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } })
      .outputText,
  );
  writeFileSync(
    join(dir, 'saver.mjs'),
    `import { writeFileAtomic } from './files.mjs';
const [target, start] = process.argv.slice(2);
const version = (n, f) => \`v\${n} \${f}\\n\` + String(n % 10).repeat(200_000 + (n % 7) * 1000) + \`\\nend v\${n}\\n\`;
for (let n = Number(start); ; n++) {
  for (const f of ['a.json', 'b.yaml', 'c.replay.json']) writeFileAtomic(\`\${target}/\${f}\`, version(n, f));
  if (n === Number(start)) process.stdout.write('saved\\n');
}
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const version = (n: number, f: string) =>
  `v${n} ${f}\n` + String(n % 10).repeat(200_000 + (n % 7) * 1000) + `\nend v${n}\n`;

describe('crash-safe saves', () => {
  it(`a save loop killed at a random moment leaves old or new files, never a mix (${ITERATIONS} kills in a row)`, async () => {
    const target = join(dir, 'ws');
    mkdirSync(target);
    const files = ['a.json', 'b.yaml', 'c.replay.json'];
    for (const f of files) writeFileSync(join(target, f), version(0, f));
    let start = 1;
    let rng = 12345;
    const random = () => (rng = (rng * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < ITERATIONS; i++) {
      const child = spawn(process.execPath, [join(dir, 'saver.mjs'), target, String(start)], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const exited = new Promise<void>((ok) => child.on('exit', () => ok()));
      // The kill moment is drawn from after the child's first complete round of saves, so a slow process start on
      // a loaded machine cannot turn the test into "killed before it saved anything".
      await new Promise<void>((ok) => {
        child.stdout!.once('data', () => ok());
        child.once('exit', () => ok());
      });
      await new Promise((ok) => setTimeout(ok, random() * 80));
      child.kill('SIGKILL');
      await exited;
      for (const f of files) {
        const text = readFileSync(join(target, f), 'utf8');
        const m = /^v(\d+) /.exec(text);
        expect(m, `iteration ${i}: ${f} has no version header`).not.toBeNull();
        const n = Number(m![1]);
        expect(text === version(n, f), `iteration ${i}: ${f} is not exactly version ${n}`).toBe(true);
        start = Math.max(start, n + 1);
      }
    }
    expect(start, 'the children did save between kills').toBeGreaterThan(ITERATIONS / 2);
    // Leftover temp files of killed saves are hidden (dot files), so listings and the ruleset index skip them.
    expect(
      readdirSync(target)
        .filter((f) => !f.startsWith('.'))
        .sort(),
    ).toEqual([...files].sort());
  }, 120_000);

  it('an autosave of a host that is then killed is offered on the next open', async () => {
    const root = join(dir, 'host');
    mkdirSync(join(root, 'rulesets', 'dog'), { recursive: true });
    const std = bundledRulesets().find((b) => b.source.data.id === 'dog/standard')!;
    writeFileSync(join(root, 'rulesets', 'dog', 'standard.yaml'), std.text);
    const edited = `${std.text}\n# unsaved edit ${Date.now()}\n`;
    const script = `import { createHostService } from ${JSON.stringify(resolve(__dirname, '../../src/host/service.ts'))};
const s = createHostService({ root: ${JSON.stringify(root)}, replayDir: ${JSON.stringify(join(root, 'replays'))}, playtestWorkers: 1 });
const r = await s['rulesets:autosave']({ file: 'rulesets/dog/standard.yaml', text: ${JSON.stringify(edited)} });
process.stdout.write(JSON.stringify(r) + '\\n');
setInterval(() => {}, 1000);
`;
    writeFileSync(join(root, 'host.mts'), script);
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'host.mts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
      cwd: resolve(__dirname, '../..'),
    });
    const said = await new Promise<string>((ok) => {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n')) ok(out);
      });
    });
    expect(JSON.parse(said)).toEqual({ ok: true });
    const exited = new Promise<void>((ok) => child.on('exit', () => ok()));
    child.kill('SIGKILL'); // the host dies with unsaved editor content
    await exited;
    const next = createHostService({ root, replayDir: join(root, 'replays'), playtestWorkers: 1 });
    const read = await next['rulesets:read']('dog/standard');
    expect(read).toMatchObject({ ok: true, text: std.text, autosave: edited });
  }, 60_000);
});
