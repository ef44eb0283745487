// `npm start`: the desktop app when an Electron binary is present, else browser mode (one line says so).
// Decisions are pure and tested in src/main/start-mode.ts; this file only probes and spawns.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { BROWSER_FALLBACK_MESSAGE, chooseStartMode, startSteps } = await import('../src/main/start-mode.ts');

const repo = resolve(import.meta.dirname, '..');

/**
 * The binary path the `electron` package reports, or null. Asked in a child Node with output captured: on a
 * machine without the binary, `require('electron')` tries to download it and throws, noisily.
 * @returns {string | null}
 */
function probeElectronPath() {
  if (process.env.ELECTRON_EXEC_PATH) return process.env.ELECTRON_EXEC_PATH;
  const probe = spawnSync(process.execPath, ['-e', "process.stdout.write('\\n' + require('electron'))"], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 10 * 60_000,
  });
  if (probe.status !== 0 || typeof probe.stdout !== 'string') return null;
  // The package may log "Downloading Electron binary..." first: the path is the last line.
  return probe.stdout.trim().split('\n').pop()?.trim() || null;
}

/**
 * Runs one step with inherited stdio; resolves with its exit code. Ctrl+C reaches the child through the
 * terminal; SIGTERM is forwarded.
 * @param {{ command: string, args: readonly string[] }} step
 * @returns {Promise<number>}
 */
function run(step) {
  return new Promise((done) => {
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE; // would make the Electron binary behave as plain Node
    const child = spawn(step.command, [...step.args], {
      cwd: repo,
      stdio: 'inherit',
      env,
      shell: process.platform === 'win32' && step.command === 'npm',
    });
    const forward = () => child.kill('SIGTERM');
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not run ${step.command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

const mode = chooseStartMode({ electronPath: probeElectronPath(), exists: existsSync });
if (mode.mode === 'browser') console.log(BROWSER_FALLBACK_MESSAGE);
const steps = startSteps(mode, {
  node: process.execPath,
  npmExecPath: process.env.npm_execpath,
  extraArgs: process.argv.slice(2),
});
for (const step of steps) {
  const code = await run(step);
  if (code !== 0) process.exit(code);
}
