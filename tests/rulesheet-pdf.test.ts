// The `rulebench rulesheet` command as PDF: the command of the issue writes the
// booklet by default and the reference with `--document reference`, read back with poppler's pdfinfo/pdftotext.
// The content checks of every booklet, reference and card are in rulesheet-booklet.test.ts (one Chromium launch);
// this file runs the CLI itself, twice. Skips with a clear message when Chromium or poppler is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium } from '../src/host/rulesheet-pdf';

const ROOT = join(import.meta.dirname, '..');
const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfinfo');
const why = !chromium
  ? 'no Chromium (install Debian chromium: apt-get install chromium)'
  : 'no poppler-utils (pdftotext/pdfinfo)';
const OUT = mkdtempSync(join(tmpdir(), 'rb-sheet-pdf-'));

if (!chromium || !poppler) console.warn(`rulesheet PDF tests skipped: ${why}`);

/** Runs `rulesheet … --format pdf`; `name` null: without `--out`, in OUT, where the default file name lands. */
function exportPdf(name: string | null, ...args: string[]): { pages: number; text: string[] } {
  const file = join(OUT, `${name ?? 'dog-standard-de'}.pdf`);
  const out = name === null ? [] : ['--out', file];
  const r = spawnSync(
    process.execPath,
    [join(ROOT, 'bin', 'rulebench.mjs'), 'rulesheet', ...args, '--format', 'pdf', ...out],
    { cwd: name === null ? OUT : ROOT, encoding: 'utf8' },
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  expect(r.stdout).toContain(`(PDF, ${pages} pages)`);
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .stdout.split('\f')
    .slice(0, pages);
  return { pages, text };
}

describe.skipIf(!chromium || !poppler)(
  `rulebench rulesheet as PDF${!chromium || !poppler ? ` (skipped: ${why})` : ''}`,
  () => {
    it('dog/standard --lang de --format pdf (no --out) writes the German booklet to dog-standard-de.pdf: at most 8 A4 pages, no rule IDs, page footers', () => {
      const { pages, text } = exportPdf(null, 'dog/standard', '--lang', 'de');
      expect(pages).toBeLessThanOrEqual(8);
      text.forEach((t, i) => expect(t).toContain(`Seite ${i + 1} von ${pages}`));
      const all = text.join('\n').replace(/\s+/g, ' ');
      for (const s of [
        'Dog — Standardregeln',
        'Spielregel',
        'Worum geht es?',
        'Spielmaterial',
        'Die Karten',
        'Beispiel: Tauschen mit dem Jungen',
        'Tipps',
      ])
        expect(all).toContain(s);
      expect(all).not.toMatch(/\bDOG-\d{3}\b/);
    });

    it('--document reference writes the numbered reference: rule IDs, options, examples, contents', () => {
      const { pages, text } = exportPdf(
        'dog-standard-reference-en',
        'rulesets/dog/standard.yaml',
        '--lang',
        'en',
        '--document',
        'reference',
      );
      expect(pages).toBeGreaterThanOrEqual(6);
      const all = text.join('\n').replace(/\s+/g, ' ');
      for (const s of [
        'Dog — standard rules',
        'Rules reference',
        'Contents',
        'Card meanings',
        'Options in effect',
        'Worked examples',
        'DOG-001',
        'DOG-133',
        'sevenSplitAcrossPartner',
        'T-28 — basic Jack swap',
      ])
        expect(all).toContain(s);
      expect(all).not.toMatch(/[{}]/);
    });
  },
);
