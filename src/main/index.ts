// Electron main: app lifecycle and the one window. Thin on purpose: hardening lives in ./window, IPC checks in
// ./ipc/handle, argument schemas in ./ipc/channels, and every file and game operation in src/host.
import { mkdir } from 'node:fs/promises';
import { app, BrowserWindow, dialog, session } from 'electron';
import { watchRulesets } from '../host/watch';
import { createHandle } from './ipc/handle';
import { registerDesktopChannels, registerHostService } from './ipc/channels';
import { createDesktopService, printHtmlToPdf } from './desktop';
import { resolveAppPaths } from './paths';
import { createWindowOptions, hardenSession, hardenWebContents, isAppUrl } from './window';
import type { AppOrigin } from './window';

const paths = resolveAppPaths({
  mainDir: import.meta.dirname,
  isPackaged: app.isPackaged,
  appPath: app.getAppPath(),
  resourcesPath: process.resourcesPath,
  userData: app.getPath('userData'),
  rendererUrlEnv: process.env['ELECTRON_RENDERER_URL'],
});
const origin: AppOrigin = { rendererDir: paths.rendererDir, devServerUrl: paths.devServerUrl };

let mainWindow: BrowserWindow | null = null;

function createMainWindow(): BrowserWindow {
  const win = new BrowserWindow(createWindowOptions(paths.preloadPath));
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    mainWindow = null;
  });
  if (paths.devServerUrl) void win.loadURL(paths.devServerUrl);
  else void win.loadFile(paths.rendererIndex);
  return win;
}

async function start(): Promise<void> {
  await app.whenReady();
  hardenSession(session.defaultSession);
  await mkdir(paths.replayDir, { recursive: true });
  const handle = createHandle((url) => isAppUrl(url, origin));
  const host = await registerHostService(handle, {
    root: paths.root,
    replayDir: paths.replayDir,
    sessionsDir: paths.sessionsDir,
    sessionStaticDir: paths.rendererDir,
  });
  // Dialogs and printing (Electron only): dialogs are modal to the app window; sheets print in a hidden,
  // sandboxed, script-less window (src/main/desktop.ts, docs/security.md).
  registerDesktopChannels(
    handle,
    createDesktopService({
      host,
      root: paths.root,
      replayDir: paths.replayDir,
      defaultDir: app.getPath('documents'),
      sessionsDir: paths.sessionsDir,
      dialogs: {
        showOpenDialog: (options) =>
          mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
        showSaveDialog: (options) =>
          mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
      },
      printToPdf: (html) => printHtmlToPdf(html, (options) => new BrowserWindow(options)),
    }),
  );
  mainWindow = createMainWindow();
  // Ruleset files changed on disk (another editor): pushed to the app window only (docs/security.md).
  const unwatch = watchRulesets(paths.root, (files) => mainWindow?.webContents.send('rulesets:changed', { files }));
  app.on('will-quit', unwatch);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow();
  });
}

// Sandbox every renderer, whatever its webPreferences say; must run before `ready`.
app.enableSandbox();
// Every webContents (including any a bug might create) gets the popup, navigation and <webview> rules.
app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, origin));
app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  start().catch((error: unknown) => {
    console.error('Rulebench failed to start:', error);
    app.exit(1);
  });
}
