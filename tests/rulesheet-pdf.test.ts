// Rule sheets as PDF through the CLI and Debian's Chromium (issue 8 acceptance): page counts and key strings
// read back with poppler's `pdfinfo`/`pdftotext`. Skips with a clear message when Chromium or poppler is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium } from '../src/host/rulesheet-pdf';

const ROOT = join(import.meta.dirname, '..');
const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfinfo');
const why = !chromium ? 'no Chromium (install Debian chromium: apt-get install chromium)' : 'no poppler-utils (pdftotext/pdfinfo)';
const OUT = mkdtempSync(join(tmpdir(), 'rb-sheet-pdf-'));

if (!chromium || !poppler) console.warn(`rulesheet PDF tests skipped: ${why}`);

function exportPdf(name: string, ...args: string[]): { pages: number; text: string[] } {
  const file = join(OUT, `${name}.pdf`);
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), 'rulesheet', ...args, '--format', 'pdf', '--out', file], { cwd: ROOT, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  expect(r.stdout).toContain(`(PDF, ${pages} pages)`);
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.split('\f').slice(0, pages);
  return { pages, text };
}

describe.skipIf(!chromium || !poppler)(`rule sheets as PDF${!chromium || !poppler ? ` (skipped: ${why})` : ''}`, () => {
  it('dog/standard in German: 10–16 A4 pages, page numbers, contents, card meanings, every option, examples', () => {
    const { pages, text } = exportPdf('dog-standard-de', 'rulesets/dog/standard.yaml', '--lang', 'de');
    expect(pages).toBeGreaterThanOrEqual(10);
    expect(pages).toBeLessThanOrEqual(16);
    text.forEach((t, i) => expect(t).toContain(`Seite ${i + 1} von ${pages}`));
    const all = text.join('\n');
    for (const s of ['Dog — Standardregeln', 'Inhalt', 'Bedeutung der Karten', 'Spielmaterial', 'Optionen in diesem Regelwerk', 'Beispiele', 'DOG-001', 'DOG-068', 'DOG-133', 'T-15 — Die 7 schickt auch eigene überholte Steine heim']) expect(all).toContain(s);
    for (const option of ['playerCount', 'dealSchedule', 'sevenSplitAcrossPartner', 'jokerAllowedAsLastCard', 'sevenSegmentOrder']) expect(all).toContain(option);
  });

  it('dog/standard in English', () => {
    const { pages, text } = exportPdf('dog-standard-en', 'dog/standard', '--lang', 'en');
    expect(pages).toBeGreaterThanOrEqual(9);
    expect(text[0]).toContain('Dog — standard rules');
    expect(text[pages - 1]).toContain(`Page ${pages} of ${pages}`);
    const all = text.join('\n');
    for (const s of ['Contents', 'Card meanings', 'Options in effect', 'Worked examples', 'T-28 — basic Jack swap']) expect(all).toContain(s);
  });

  it('dog/maerki-3p and dog/octopus-6p-2x3', () => {
    const p3 = exportPdf('dog-maerki-3p-de', 'dog/maerki-3p', '--lang', 'de');
    expect(p3.pages).toBeGreaterThanOrEqual(6);
    expect(p3.text.join('\n')).toMatch(/Einzelspieler \(Platz 0\): darf mit jeder Karte/);
    const p6 = exportPdf('dog-octopus-6p-2x3-en', 'dog/octopus-6p-2x3', '--lang', 'en');
    expect(p6.pages).toBeGreaterThanOrEqual(6);
    expect(p6.text.join('\n')).toMatch(/96 fields/);
  });

  it('the house-rules card standard vs maerki is one page with exactly the three differing options', () => {
    const { pages, text } = exportPdf('diff-de', '--diff', 'dog/standard', 'dog/maerki', '--lang', 'de');
    expect(pages).toBe(1);
    const t = text[0]!;
    for (const o of ['dealSchedule', 'dealerRotation', 'jokerAllowedAsLastCard']) expect(t).toContain(o);
    expect(t).toContain('3 von 37 Optionen unterscheiden sich');
    expect(t).not.toContain('sevenSplitAcrossPartner');
  });

  it('gamsh/gamsh-alpin-foehn in German: calls and scoring, Föhn cards, end of game, rule texts', () => {
    const { pages, text } = exportPdf('gamsh-foehn-de', 'rulesets/gamsh/gamsh-alpin-foehn.yaml', '--lang', 'de');
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThanOrEqual(10);
    text.forEach((t, i) => expect(t).toContain(`Seite ${i + 1} von ${pages}`));
    const all = text.join('\n').replace(/\s+/g, ' ');
    for (const s of ['Gämsh Alpin — mit Föhnkarten', 'Rufe und Wertung', 'Doppel-Gämsh', 'Gegen-Gämsh', 'Ausgegämsh', 'Föhnkarten', 'Wachsamer Wildhüter', 'Spielende', 'GAM-034', 'GAM-081', 'pointsOutgamsh']) expect(all).toContain(s);
  });
});
