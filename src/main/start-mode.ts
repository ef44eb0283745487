// Pure decisions behind `npm start` (scripts/start.mjs): run the desktop app when an Electron binary is present,
// otherwise fall back to browser mode. No I/O here: the script probes, spawns and passes results in.

/** The single line printed when `npm start` falls back to browser mode. */
export const BROWSER_FALLBACK_MESSAGE = 'No Electron binary on this machine — starting browser mode instead.';

/** What `chooseStartMode` needs: the path the `electron` package reported (or `null`) and a file-exists check. */
export interface StartProbe {
  /** What `require('electron')` returned in a child Node, or `ELECTRON_EXEC_PATH`; `null` when it threw. */
  readonly electronPath: string | null;
  /** Whether a file exists (`fs.existsSync` in the script, a stub in tests). */
  readonly exists: (path: string) => boolean;
}

/** How `npm start` runs: the desktop app with this binary, or the browser-mode host. */
export type StartMode = { readonly mode: 'electron'; readonly electronPath: string } | { readonly mode: 'browser' };

/** Chooses Electron only when the `electron` package reported a binary path that exists on disk. */
export function chooseStartMode({ electronPath, exists }: StartProbe): StartMode {
  const path = electronPath?.trim();
  if (path && exists(path)) return { mode: 'electron', electronPath: path };
  return { mode: 'browser' };
}

/** One process to run, in order; `npm start` stops at the first step that fails. */
export interface StartStep {
  readonly command: string;
  readonly args: readonly string[];
}

/** Where the script's tools are: this Node and, when run through npm, npm's own CLI script. */
export interface StartTools {
  /** `process.execPath`. */
  readonly node: string;
  /** `process.env.npm_execpath` when started by `npm start`; else `npm` is looked up on PATH. */
  readonly npmExecPath: string | undefined;
  /** Extra arguments given to `npm start -- …`, passed to the browser-mode host (`--port`, `--replays`, …). */
  readonly extraArgs: readonly string[];
}

/** An `npm run <script>` step (with `args` after `--`) that uses the same npm that started us when there is one. */
function npmRun(tools: StartTools, script: string, args: readonly string[] = []): StartStep {
  const rest = args.length ? ['--', ...args] : [];
  return tools.npmExecPath
    ? { command: tools.node, args: [tools.npmExecPath, 'run', script, ...rest] }
    : { command: 'npm', args: ['run', script, ...rest] };
}

/**
 * The processes `npm start` runs for a mode. Electron: `electron-vite build`, then the binary on the repo
 * (package.json `main` is `out/main/index.js`). Browser: `npm run build:web` printing warnings and errors only (no
 * asset list, so the host's URL is the last line on the screen), then the host as `npm run web` does.
 */
export function startSteps(mode: StartMode, tools: StartTools): StartStep[] {
  if (mode.mode === 'electron') {
    return [npmRun(tools, 'build'), { command: mode.electronPath, args: ['.'] }];
  }
  return [
    npmRun(tools, 'build:web', ['--logLevel', 'warn']),
    { command: tools.node, args: ['--import', 'tsx', 'src/host/cli-web.ts', ...tools.extraArgs] },
  ];
}
