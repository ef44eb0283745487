// Window hardening for the Electron shell: window options, navigation and popup rules, CSP, permissions.
// Pure functions over the objects Electron hands us; imports only Electron *types*, so tests need no binary.
import { isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';

/**
 * The Content-Security-Policy sent with every response the app's session receives. Same directives as the
 * `<meta>` CSP in src/renderer/index.html (a test keeps them in step): a page enforces both, and the meta tag
 * is the only one that certainly applies to `file://` loads.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Where the app's own pages come from: the built renderer folder (loaded over `file://`) and, in
 * development only, the electron-vite dev server. Everything else is foreign.
 */
export interface AppOrigin {
  /** Absolute path of the built renderer (`out/renderer`); `file://` URLs inside it are ours. */
  readonly rendererDir: string;
  /** The dev server URL (`ELECTRON_RENDERER_URL`) when running unpackaged in dev, else `null`. */
  readonly devServerUrl: string | null;
}

/**
 * The web preferences every window of the app shares (security checklist, docs/security.md): sandboxed renderer,
 * context isolation, no Node anywhere (workers and sub-frames too), web security on, no insecure content, no
 * `<webview>`.
 */
export const LOCKED_DOWN = {
  sandbox: true,
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
} as const satisfies NonNullable<BrowserWindowConstructorOptions['webPreferences']>;

/**
 * The one window's options with hardened `webPreferences`: sandboxed, context-isolated, no Node in the
 * page, web security on, no `<webview>`, and the bundled CommonJS preload.
 * @param preloadPath Absolute path of `out/preload/index.cjs`.
 */
export function createWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Rulebench',
    backgroundColor: '#1e1e1e',
    webPreferences: {
      preload: preloadPath,
      ...LOCKED_DOWN,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    },
  };
}

/**
 * Whether `url` is one of the app's own pages: a `file://` URL inside the renderer folder, or (in dev) a
 * URL with the dev server's exact origin. Unparsable URLs are foreign.
 */
export function isAppUrl(url: string, app: AppOrigin): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:') {
    if (parsed.host !== '' && parsed.host !== 'localhost') return false; // file://server/share is not ours
    let file: string;
    try {
      file = fileURLToPath(parsed);
    } catch {
      return false;
    }
    const rel = relative(app.rendererDir, file);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
  }
  if (app.devServerUrl === null) return false;
  try {
    return parsed.origin === new URL(app.devServerUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Response headers with our CSP in place of any the response carried (header names compared
 * case-insensitively, so a server's own `content-security-policy` cannot loosen ours).
 */
export function withContentSecurityPolicy(
  headers: Readonly<Record<string, string[]>> | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === 'content-security-policy' || lower === 'content-security-policy-report-only') continue;
    out[name] = value;
  }
  out['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return out;
}

/**
 * Hardens one `webContents`: every `window.open`/`target=_blank` is denied, every navigation away from the
 * app's own pages is prevented, and `<webview>` attachment is refused.
 */
export function hardenWebContents(contents: WebContents, app: AppOrigin): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(event.url ?? url, app)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(event.url ?? url, app)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}

/**
 * The only permission the app grants: writing sanitized text to the clipboard (the replay view's "Copy" of a
 * scenario). Reading the clipboard stays denied, as does everything else.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/**
 * Hardens the app's session: the CSP header goes on every response, and every permission request and check
 * (camera, notifications, clipboard read, …) is denied except `ALLOWED_PERMISSIONS`.
 */
export function hardenSession(ses: Session): void {
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
  });
  ses.setPermissionRequestHandler((_contents, permission, callback) => {
    callback(ALLOWED_PERMISSIONS.has(permission));
  });
  ses.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission));
}
