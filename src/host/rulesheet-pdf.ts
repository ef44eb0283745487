// Prints rule-sheet HTML to PDF with Chromium (Playwright's `page.pdf`; page size, margins and the footer from the
// document's `@page` CSS). The CLI and the browser-mode host use Debian's Chromium (its headless shell when installed);
// the Electron app prints the same HTML with its own `printToPDF` (src/main/desktop.ts).
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import type { RuleSheetRequest } from '../shared/ipc-contract';

/** Chromium flags that work headless as root (Debian Chromium in containers and CI). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium binary to print with (and the one the e2e tests drive): `$RULEBENCH_CHROMIUM` if set, else the first of
 * the usual system paths that exists, else null. First comes Chromium's headless shell (Debian
 * `chromium-headless-shell`, the build Playwright itself runs for headless browsers): the same Blink and the same
 * PDF output without the browser's window and compositor layers, for about half the CPU of a print (a rule-sheet
 * print: 1.7 → 0.9 CPU-s). Then Debian `/usr/bin/chromium` and the other usual names.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [
    env['RULEBENCH_CHROMIUM'],
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter((p): p is string => !!p);
  return candidates.find((p) => existsSync(p)) ?? null;
}

/**
 * Why `$RULEBENCH_CHROMIUM` cannot be used (it names no file, a folder, or a file that is not executable), or null
 * when it is unset or usable. A wrong setting is an error, never a silent fall-back to another Chromium.
 */
export function chromiumEnvProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const p = env['RULEBENCH_CHROMIUM'];
  if (p === undefined || p === '') return null;
  try {
    const st = statSync(p);
    if (!st.isFile()) return `RULEBENCH_CHROMIUM=${p} is not a file; point it at the Chromium binary or unset it.`;
    accessSync(p, constants.X_OK);
    return null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return `RULEBENCH_CHROMIUM=${p}: ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'not executable' : (e as Error).message}; point it at the Chromium binary or unset it.`;
  }
}

/** Thrown when no Chromium binary is available to print a PDF. */
export class NoChromiumError extends Error {}

/**
 * Renders self-contained HTML to a PDF: the page size, margins and the footer (ruleset name, version, "page N of
 * M") come from the document's own `@page` CSS (A4 or A5), backgrounds are printed, the PDF outline follows the
 * headings. Throws `NoChromiumError` when no Chromium binary is found.
 */
export async function htmlToPdf(html: string, opts: { executablePath?: string } = {}): Promise<Buffer> {
  return (await htmlsToPdfs([html], opts))[0]!;
}

/**
 * Renders several documents with one Chromium launch (a launch costs about a second; tests and batch exports
 * print several documents). Same output as `htmlToPdf` for each, in order.
 */
export async function htmlsToPdfs(htmls: readonly string[], opts: { executablePath?: string } = {}): Promise<Buffer[]> {
  const envProblem = opts.executablePath ? null : chromiumEnvProblem();
  if (envProblem) throw new NoChromiumError(envProblem);
  const executablePath = opts.executablePath ?? findChromium();
  if (!executablePath)
    throw new NoChromiumError(
      'No Chromium found for PDF output: install it (apt-get install chromium-headless-shell, or chromium) or set RULEBENCH_CHROMIUM to its path.',
    );
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const out: Buffer[] = [];
    for (const html of htmls) {
      const page = await browser.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      await page.emulateMedia({ media: 'print' });
      out.push(await page.pdf({ printBackground: true, preferCSSPageSize: true, outline: true, tagged: true }));
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Number of pages of a PDF made by Chromium (counts its page objects). */
export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  return (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/**
 * The suggested file name of a printed document, the same on every surface: ruleset (and `-vs-` base), `-reference`
 * unless the booklet, `-a5` for A5 pages, the language — `dog-standard-de.pdf`, `dog-maerki-vs-dog-standard-de.pdf`,
 * `dog-standard-reference-a5-en.pdf`.
 */
export function sheetFileName(req: RuleSheetRequest, ext = '.pdf'): string {
  const safe = (x: string) => x.replace(/[^A-Za-z0-9._-]+/g, '-');
  const doc = req.diffWith === undefined && req.document === 'reference' ? '-reference' : '';
  const page = req.page === 'a5-booklet' ? '-a5' : '';
  return `${safe(req.rulesetId)}${req.diffWith === undefined ? '' : `-vs-${safe(req.diffWith)}`}${doc}${page}-${req.lang}${ext}`;
}
