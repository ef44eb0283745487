import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Session, WebContents } from 'electron';

// window.ts imports Electron types only; the mock makes sure nothing reaches for the (absent) binary.
vi.mock('electron', () => ({}));

import {
  CONTENT_SECURITY_POLICY,
  createWindowOptions,
  hardenSession,
  hardenWebContents,
  isAppUrl,
  withContentSecurityPolicy,
} from './window';
import type { AppOrigin } from './window';

const PROD: AppOrigin = { rendererDir: '/opt/rulebench/out/renderer', devServerUrl: null };
const DEV: AppOrigin = { rendererDir: '/repo/out/renderer', devServerUrl: 'http://localhost:5173/' };

/** A policy's directives, normalised (`name value…`), for order-independent comparison. */
const directives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

type Listener = (...args: unknown[]) => void;

/** A WebContents stand-in that records what hardening registers. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => unknown) | null = null;
  const contents = {
    setWindowOpenHandler: vi.fn((h: (details: { url: string }) => unknown) => {
      openHandler = h;
    }),
    on: vi.fn((event: string, l: Listener) => {
      listeners.set(event, l);
      return contents;
    }),
  };
  /** Fires `event` like Electron does (event object with `url`, then the deprecated url argument). */
  const fire = (event: string, url: string) => {
    const ev = { url, preventDefault: vi.fn() };
    listeners.get(event)?.(ev, url);
    return ev;
  };
  return { contents, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('createWindowOptions', () => {
  it('hardens webPreferences and uses the CJS preload', () => {
    const prefs = createWindowOptions('/app/out/preload/index.cjs').webPreferences;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
  });
});

describe('isAppUrl', () => {
  it('accepts files inside the renderer folder only', () => {
    expect(isAppUrl('file:///opt/rulebench/out/renderer/index.html', PROD)).toBe(true);
    expect(isAppUrl('file:///opt/rulebench/out/renderer/index.html#/replays?x=1', PROD)).toBe(true);
    expect(isAppUrl('file:///opt/rulebench/out/renderer/assets/a.js', PROD)).toBe(true);
    expect(isAppUrl('file:///opt/rulebench/out/renderer-evil/index.html', PROD)).toBe(false);
    expect(isAppUrl('file:///opt/rulebench/out/renderer/../main/index.js', PROD)).toBe(false);
    expect(isAppUrl('file:///opt/rulebench/out/renderer/%2e%2e/main/index.js', PROD)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', PROD)).toBe(false);
    expect(isAppUrl('file://evil-host/opt/rulebench/out/renderer/index.html', PROD)).toBe(false);
  });

  it('accepts the dev server origin only when one is configured', () => {
    expect(isAppUrl('http://localhost:5173/#/editor', DEV)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', DEV)).toBe(false);
    expect(isAppUrl('http://localhost:5173/', PROD)).toBe(false);
    expect(isAppUrl('https://example.com/', DEV)).toBe(false);
    expect(isAppUrl('not a url', DEV)).toBe(false);
  });
});

describe('hardenWebContents', () => {
  it('denies every window.open', () => {
    const f = fakeContents();
    hardenWebContents(f.contents as unknown as WebContents, PROD);
    expect(f.contents.setWindowOpenHandler).toHaveBeenCalledOnce();
    expect(f.open('https://example.com/')).toEqual({ action: 'deny' });
    expect(f.open('file:///opt/rulebench/out/renderer/index.html')).toEqual({ action: 'deny' });
  });

  it('prevents navigation to a foreign URL and allows the app page', () => {
    const f = fakeContents();
    hardenWebContents(f.contents as unknown as WebContents, DEV);
    expect(f.fire('will-navigate', 'https://evil.example/').preventDefault).toHaveBeenCalled();
    expect(f.fire('will-navigate', 'file:///etc/passwd').preventDefault).toHaveBeenCalled();
    expect(f.fire('will-redirect', 'https://evil.example/').preventDefault).toHaveBeenCalled();
    expect(f.fire('will-navigate', 'http://localhost:5173/#/library').preventDefault).not.toHaveBeenCalled();
  });

  it('refuses to attach a <webview>', () => {
    const f = fakeContents();
    hardenWebContents(f.contents as unknown as WebContents, PROD);
    expect(f.fire('will-attach-webview', 'https://evil.example/').preventDefault).toHaveBeenCalled();
  });
});

describe('hardenSession', () => {
  function fakeSession() {
    return {
      webRequest: { onHeadersReceived: vi.fn() },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    };
  }

  it('adds the CSP header to every response, replacing a looser one', () => {
    const ses = fakeSession();
    hardenSession(ses as unknown as Session);
    const listener = ses.webRequest.onHeadersReceived.mock.calls[0]![0] as (
      d: unknown,
      cb: (r: unknown) => void,
    ) => void;
    const callback = vi.fn();
    listener(
      {
        url: 'http://localhost:5173/',
        responseHeaders: { 'content-type': ['text/html'], 'content-security-policy': ['default-src *'] },
      },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'content-type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "worker-src 'self' blob:",
      "connect-src 'self'",
      "object-src 'none'",
    ]) {
      expect(directives(CONTENT_SECURITY_POLICY)).toContain(directive);
    }
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('matches the <meta> CSP of src/renderer/index.html directive for directive', () => {
    const html = join(import.meta.dirname, '../renderer/index.html');
    if (!existsSync(html)) return; // the renderer is built elsewhere; nothing to compare yet
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(readFileSync(html, 'utf8'));
    expect(meta, 'index.html should carry a <meta> CSP for file:// loads').not.toBeNull();
    // Browsers ignore these in a <meta> CSP (and warn), so only the header carries them.
    const headerOnly = /^(frame-ancestors|report-uri|sandbox)\b/;
    const header = directives(CONTENT_SECURITY_POLICY).filter((d) => !headerOnly.test(d));
    expect(header.sort()).toEqual(directives(meta![1]!).sort());
  });

  it('adds the CSP header when a response has no headers at all', () => {
    expect(withContentSecurityPolicy(undefined)).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('denies every permission request and check but writing sanitized text to the clipboard', () => {
    const ses = fakeSession();
    hardenSession(ses as unknown as Session);
    const request = ses.setPermissionRequestHandler.mock.calls[0]![0] as (
      wc: unknown,
      p: string,
      cb: (ok: boolean) => void,
    ) => void;
    for (const permission of [
      'media',
      'notifications',
      'geolocation',
      'clipboard-read',
      'openExternal',
      'fullscreen',
    ]) {
      const cb = vi.fn();
      request({}, permission, cb);
      expect(cb).toHaveBeenCalledWith(false);
    }
    const write = vi.fn();
    request({}, 'clipboard-sanitized-write', write);
    expect(write).toHaveBeenCalledWith(true);
    const check = ses.setPermissionCheckHandler.mock.calls[0]![0] as (wc: unknown, p: string) => boolean;
    expect(check({}, 'media')).toBe(false);
    expect(check({}, 'clipboard-read')).toBe(false);
    expect(check({}, 'clipboard-sanitized-write')).toBe(true);
  });
});
