import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// desktop.ts imports Electron types only; the mock makes sure nothing reaches for the (absent) binary.
vi.mock('electron', () => ({}));

import { createHostService } from '../host/service';
import type { BrowserWindowConstructorOptions } from 'electron';
import {
  MAX_DATA_URL_CHARS,
  PRINT_TO_PDF_OPTIONS,
  createDesktopService,
  importFileName,
  importReplay,
  importRuleset,
  printHtmlToPdf,
  printWindowOptions,
  readUntrustedFile,
  resolveSavePath,
  sheetDataUrl,
  sheetFileName,
  type Dialogs,
  type WindowFactory,
} from './desktop';

const REPO = resolve(import.meta.dirname, '..', '..');
let dir: string;
let root: string;
let replayDir: string;
let outside: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebench-desktop-'));
  root = join(dir, 'work');
  replayDir = join(dir, 'replays');
  outside = join(dir, 'outside');
  mkdirSync(join(root, 'rulesets', 'dog'), { recursive: true });
  mkdirSync(replayDir);
  mkdirSync(outside);
  copyFileSync(join(REPO, 'rulesets/dog/standard.yaml'), join(root, 'rulesets/dog/standard.yaml'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A window stand-in recording what the print code does with it. */
function fakeWindow(pdf: Promise<Buffer> = Promise.resolve(Buffer.from('%PDF-1.7'))) {
  const calls = {
    options: null as BrowserWindowConstructorOptions | null,
    url: '',
    printOptions: null as unknown,
    destroyed: false,
  };
  const factory: WindowFactory = (options) => {
    calls.options = options;
    return {
      loadURL: vi.fn(async (url: string) => {
        calls.url = url;
      }),
      destroy: vi.fn(() => {
        calls.destroyed = true;
      }),
      isDestroyed: () => calls.destroyed,
      webContents: {
        printToPDF: vi.fn(async (o: unknown) => {
          calls.printOptions = o;
          return pdf;
        }),
      },
    } as unknown as ReturnType<WindowFactory>;
  };
  return { factory, calls };
}

describe('print window', () => {
  it('is hidden, sandboxed, script-less, without preload or Node, in its own in-memory session', () => {
    const o = printWindowOptions();
    expect(o.show).toBe(false);
    expect(o.webPreferences).toMatchObject({
      sandbox: true,
      javascript: false,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(o.webPreferences?.preload).toBeUndefined();
    expect(o.webPreferences?.partition).toBe('rulebench-print'); // no `persist:`: in memory, not the app's session
  });

  it('prints A4 with backgrounds and the sheet’s own page size', () => {
    expect(PRINT_TO_PDF_OPTIONS).toMatchObject({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true });
  });

  it('loads the sheet as a UTF-8 data URL, prints it, and destroys the window', async () => {
    const { factory, calls } = fakeWindow();
    const html = '<!doctype html><title>Kartenbedeutungen # 100 %</title>ä';
    const pdf = await printHtmlToPdf(html, factory);
    expect(pdf.toString()).toBe('%PDF-1.7');
    expect(calls.options).toEqual(printWindowOptions());
    expect(calls.url).toBe(sheetDataUrl(html));
    expect(Buffer.from(calls.url.split(',')[1]!, 'base64').toString('utf8')).toBe(html);
    expect(calls.printOptions).toEqual(PRINT_TO_PDF_OPTIONS);
    expect(calls.destroyed).toBe(true);
  });

  it('destroys the window when printing fails or times out, and refuses oversized sheets', async () => {
    const failing = fakeWindow(Promise.reject(new Error('boom')));
    await expect(printHtmlToPdf('<p>x</p>', failing.factory)).rejects.toThrow('boom');
    expect(failing.calls.destroyed).toBe(true);
    const hanging = fakeWindow(new Promise<Buffer>(() => {}));
    await expect(printHtmlToPdf('<p>x</p>', hanging.factory, 20)).rejects.toThrow(/longer than/);
    expect(hanging.calls.destroyed).toBe(true);
    const big = fakeWindow();
    await expect(printHtmlToPdf('x'.repeat(MAX_DATA_URL_CHARS + 1), big.factory)).rejects.toThrow(/too large/);
    expect(big.calls.options).toBeNull();
  });
});

describe('save paths', () => {
  it('accepts absolute file paths and appends the extension', () => {
    expect(resolveSavePath(join(outside, 'sheet.pdf'), '.pdf')).toBe(join(outside, 'sheet.pdf'));
    expect(resolveSavePath(join(outside, 'sheet'), '.pdf')).toBe(join(outside, 'sheet.pdf'));
    expect(resolveSavePath(join(outside, 'SHEET.PDF'), '.pdf')).toBe(join(outside, 'SHEET.PDF'));
  });

  it('refuses relative paths, NUL characters, empty choices and folders', () => {
    expect(resolveSavePath(undefined, '.pdf')).toBeNull();
    expect(resolveSavePath('', '.pdf')).toBeNull();
    expect(resolveSavePath('sheet.pdf', '.pdf')).toBeNull();
    expect(resolveSavePath('../sheet.pdf', '.pdf')).toBeNull();
    expect(resolveSavePath(`${outside}/a\0b.pdf`, '.pdf')).toBeNull();
    mkdirSync(join(outside, 'folder.pdf'), { recursive: true });
    expect(resolveSavePath(join(outside, 'folder.pdf'), '.pdf')).toBeNull();
  });

  it('names sheets after ruleset, base and language', () => {
    expect(sheetFileName({ rulesetId: 'dog/standard', lang: 'de' })).toBe('dog-standard-de.pdf');
    expect(sheetFileName({ rulesetId: 'dog/maerki', lang: 'en', diffWith: 'dog/standard' })).toBe(
      'dog-maerki-vs-dog-standard-en.pdf',
    );
  });
});

describe('reading chosen files', () => {
  it('refuses symlinks, folders and oversized files; reads UTF-8 text', () => {
    const target = join(outside, 'secret.yaml');
    writeFileSync(target, 'id: x\n');
    const link = join(outside, 'link.yaml');
    symlinkSync(target, link);
    expect(readUntrustedFile(link, 1000)).toMatchObject({ ok: false, message: expect.stringMatching(/symbolic link/) });
    expect(readUntrustedFile(outside, 1000)).toMatchObject({ ok: false });
    expect(readUntrustedFile(target, 3)).toMatchObject({ ok: false, message: expect.stringMatching(/at most 3/) });
    expect(readUntrustedFile(target, 1000)).toEqual({ ok: true, name: 'secret.yaml', text: 'id: x\n' });
    writeFileSync(join(outside, 'bin.yaml'), Buffer.from([0xff, 0xfe, 0x00]));
    expect(readUntrustedFile(join(outside, 'bin.yaml'), 1000)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/UTF-8/),
    });
  });

  it('makes safe, unique import names', () => {
    expect(importFileName('../../evil name.replay.json', '.replay.json', replayDir)).toBe('evil-name.replay.json');
    expect(importFileName('.hidden.json', '.replay.json', replayDir)).toBe('hidden.replay.json');
    writeFileSync(join(replayDir, 'taken.replay.json'), '{}');
    expect(importFileName('taken.json', '.replay.json', replayDir)).toBe('taken-2.replay.json');
    rmSync(join(replayDir, 'taken.replay.json'));
  });
});

describe('import', () => {
  it('copies a valid ruleset into rulesets/<kind>/ and refuses duplicates and broken files', () => {
    const text = readFileSync(join(REPO, 'rulesets/dog/maerki.yaml'), 'utf8').replace(
      'id: dog/maerki',
      'id: dog/imported-test',
    );
    const chosen = join(outside, 'my rules.yaml');
    writeFileSync(chosen, text);
    expect(importRuleset(root, chosen)).toEqual({ ok: true, file: 'rulesets/dog/my-rules.yaml' });
    expect(readFileSync(join(root, 'rulesets/dog/my-rules.yaml'), 'utf8')).toBe(text);
    // Same id again: refused, nothing written.
    expect(importRuleset(root, chosen)).toMatchObject({ ok: false, message: expect.stringMatching(/exists already/) });
    writeFileSync(join(outside, 'broken.yaml'), 'format: 1\nid: dog/broken\nkind: dog\nextends: dog/nope\n');
    expect(importRuleset(root, join(outside, 'broken.yaml'))).toMatchObject({ ok: false });
    expect(readdirSync(join(root, 'rulesets/dog')).sort()).toEqual(['my-rules.yaml', 'standard.yaml']);
  });

  it('copies a valid replay into the replay folder and refuses broken ones', async () => {
    const source = join(dir, 'sim');
    const host = createHostService({ root: REPO, replayDir: source });
    const sim = await host['games:simulate']({ rulesetId: 'dog/standard', seed: 'imp-1' });
    if (!sim.ok) throw new Error(sim.message);
    const chosen = join(outside, 'game.json');
    copyFileSync(join(source, sim.file), chosen);
    expect(importReplay(replayDir, chosen)).toEqual({ ok: true, file: 'game.replay.json' });
    expect(readFileSync(join(replayDir, 'game.replay.json'), 'utf8')).toBe(readFileSync(chosen, 'utf8'));
    writeFileSync(join(outside, 'bad.json'), '{"format": 1');
    expect(importReplay(replayDir, join(outside, 'bad.json'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not valid JSON/),
    });
    writeFileSync(join(outside, 'other.json'), '{"hello": "world"}');
    expect(importReplay(replayDir, join(outside, 'other.json'))).toMatchObject({ ok: false });
    expect(existsSync(join(replayDir, 'other.replay.json'))).toBe(false);
  });
});

describe('desktop service', () => {
  function service(dialogs: Partial<Dialogs>, printToPdf = vi.fn(async () => Buffer.from('%PDF'))) {
    const render = vi.fn(async () => ({ ok: true as const, html: '<p>sheet</p>', title: 'Sheet' }));
    const full: Dialogs = {
      showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })),
      showSaveDialog: vi.fn(async () => ({ canceled: true })),
      ...dialogs,
    };
    return {
      svc: createDesktopService({
        host: { 'rulesheets:render': render },
        root,
        replayDir,
        defaultDir: outside,
        dialogs: full,
        printToPdf,
      }),
      render,
      dialogs: full,
      printToPdf,
    };
  }

  it('prints a sheet and writes it atomically to the chosen path', async () => {
    const { svc, dialogs, printToPdf } = service({
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: join(outside, 'out') })),
    });
    await expect(svc['rulesheets:pdf']({ rulesetId: 'dog/standard', lang: 'de' })).resolves.toEqual({
      ok: true,
      file: join(outside, 'out.pdf'),
    });
    expect(readFileSync(join(outside, 'out.pdf'), 'utf8')).toBe('%PDF');
    expect(printToPdf).toHaveBeenCalledWith('<p>sheet</p>');
    expect(vi.mocked(dialogs.showSaveDialog).mock.calls[0]![0]).toMatchObject({
      defaultPath: join(outside, 'dog-standard-de.pdf'),
      filters: [{ extensions: ['pdf'] }],
    });
  });

  it('prints the document and page size chosen: the A5 reference through the real host render', async () => {
    const host = createHostService({ root, replayDir });
    const render = vi.fn(host['rulesheets:render']);
    const printToPdf = vi.fn(async () => Buffer.from('%PDF'));
    const dialogs: Dialogs = {
      showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })),
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: join(outside, 'ref.pdf') })),
    };
    const svc = createDesktopService({
      host: { 'rulesheets:render': render },
      root,
      replayDir,
      defaultDir: outside,
      dialogs,
      printToPdf,
    });
    await expect(
      svc['rulesheets:pdf']({ rulesetId: 'dog/standard', lang: 'en', document: 'reference', page: 'a5-booklet' }),
    ).resolves.toEqual({ ok: true, file: join(outside, 'ref.pdf') });
    const html = (printToPdf.mock.calls[0] as unknown as [string])[0];
    expect(html).toContain('size: A5');
    expect(html).toContain('<body class="sheet">'); // the reference
    expect(html).toContain('Page " counter(page) " of " counter(pages)');
    expect(vi.mocked(dialogs.showSaveDialog).mock.calls[0]![0]).toMatchObject({
      defaultPath: join(outside, 'dog-standard-reference-a5-en.pdf'),
    });
    // the booklet is the default document
    await svc['rulesheets:pdf']({ rulesetId: 'dog/standard', lang: 'de' });
    expect((printToPdf.mock.calls[1] as unknown as [string])[0]).toContain('<body class="booklet">');
  });

  it('replaces a symlink at the chosen path instead of writing through it', async () => {
    const victim = join(outside, 'victim.txt');
    writeFileSync(victim, 'keep');
    symlinkSync(victim, join(outside, 'trap.pdf'));
    const { svc } = service({
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: join(outside, 'trap.pdf') })),
    });
    await expect(svc['rulesheets:pdf']({ rulesetId: 'dog/standard', lang: 'en' })).resolves.toMatchObject({ ok: true });
    expect(readFileSync(victim, 'utf8')).toBe('keep');
    expect(readFileSync(join(outside, 'trap.pdf'), 'utf8')).toBe('%PDF');
  });

  it('reports cancelled dialogs and does not print', async () => {
    const { svc, printToPdf } = service({});
    await expect(svc['rulesheets:pdf']({ rulesetId: 'dog/standard', lang: 'de' })).resolves.toEqual({
      ok: false,
      cancelled: true,
    });
    expect(printToPdf).not.toHaveBeenCalled();
    await expect(svc['files:import']({ type: 'replay' })).resolves.toEqual({ ok: false, cancelled: true });
  });

  it('the session folder dialog opens folders only, in the sessions folder, and returns the chosen path', async () => {
    const { svc, dialogs } = service({
      showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: [join(outside, 'evening')] })),
    });
    await expect(svc['sessions:chooseFolder']()).resolves.toEqual({ ok: true, file: join(outside, 'evening') });
    expect(vi.mocked(dialogs.showOpenDialog).mock.calls[0]![0]).toMatchObject({
      properties: expect.arrayContaining(['openDirectory']),
    });
    const cancelled = service({});
    await expect(cancelled.svc['sessions:chooseFolder']()).resolves.toEqual({ ok: false, cancelled: true });
  });

  it('opens the dialog with filters per type', async () => {
    const { svc, dialogs } = service({});
    await svc['files:import']({ type: 'ruleset' });
    await svc['files:import']({ type: 'replay' });
    const calls = vi.mocked(dialogs.showOpenDialog).mock.calls.map((c) => c[0]);
    expect(calls[0]).toMatchObject({
      properties: expect.arrayContaining(['openFile']),
      filters: [{ extensions: ['yaml', 'yml', 'json'] }],
    });
    expect(calls[1]).toMatchObject({ filters: [{ extensions: ['json'] }] });
    expect(calls[0]!.properties).not.toContain('multiSelections');
  });

  it('exports a replay of the replay folder only', async () => {
    writeFileSync(join(replayDir, 'x.replay.json'), '{"a":1}');
    const { svc } = service({
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: join(outside, 'copy.json') })),
    });
    await expect(svc['files:exportReplay']('x.replay.json')).resolves.toEqual({
      ok: true,
      file: join(outside, 'copy.json'),
    });
    expect(readFileSync(join(outside, 'copy.json'), 'utf8')).toBe('{"a":1}');
    await expect(svc['files:exportReplay']('missing.replay.json')).resolves.toMatchObject({ ok: false });
  });
});
