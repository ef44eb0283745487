// Where the Electron shell finds its parts (preload, renderer, rulesets, replays). Pure: callers pass in what
// `app` and `process` report, so this runs and is tested without Electron.
import { join } from 'node:path';
import { sessionsDirIn } from '../host/session/paths';

/** What `resolveAppPaths` needs to know about the running app. */
export interface AppPathInputs {
  /** Folder of the built main script (`out/main`), i.e. `import.meta.dirname` there. */
  readonly mainDir: string;
  /** `app.isPackaged`. */
  readonly isPackaged: boolean;
  /** `app.getAppPath()`: the repo root in dev (where package.json is). */
  readonly appPath: string;
  /** `process.resourcesPath`: the packaged app's resources folder (holds `rulesets/` as an extra resource). */
  readonly resourcesPath: string;
  /** `app.getPath('userData')`. */
  readonly userData: string;
  /** `process.env.ELECTRON_RENDERER_URL`, set by `electron-vite dev`. */
  readonly rendererUrlEnv: string | undefined;
}

/** Every path and URL the shell uses. */
export interface AppPaths {
  /** The bundled CommonJS preload (`out/preload/index.cjs`). */
  readonly preloadPath: string;
  /** The built renderer folder (`out/renderer`). */
  readonly rendererDir: string;
  /** The renderer page loaded in production (`out/renderer/index.html`). */
  readonly rendererIndex: string;
  /** The dev server URL, only when unpackaged and electron-vite provided one; else `null`. */
  readonly devServerUrl: string | null;
  /** Folder holding `rulesets/`: resources folder when packaged, repo root in dev. */
  readonly root: string;
  /** Folder for replay files: `<userData>/replays`. */
  readonly replayDir: string;
  /** Folder of playtest sessions: `<userData>/sessions` (`sessionsDirIn`). */
  readonly sessionsDir: string;
}

/** Resolves the shell's paths; a packaged app never trusts a dev server URL from the environment. */
export function resolveAppPaths(inputs: AppPathInputs): AppPaths {
  const rendererDir = join(inputs.mainDir, '..', 'renderer');
  const devUrl = inputs.rendererUrlEnv?.trim();
  return {
    preloadPath: join(inputs.mainDir, '..', 'preload', 'index.cjs'),
    rendererDir,
    rendererIndex: join(rendererDir, 'index.html'),
    devServerUrl: !inputs.isPackaged && devUrl ? devUrl : null,
    root: inputs.isPackaged ? inputs.resourcesPath : inputs.appPath,
    replayDir: join(inputs.userData, 'replays'),
    sessionsDir: sessionsDirIn(inputs.userData),
  };
}
