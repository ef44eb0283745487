// Rule-sheet PDFs for the tests, each distinct document printed once per `vitest run`.
//
// Six booklet test files print their documents with Chromium and read the PDFs back; several print the same HTML
// (the German Dog booklet six times, the English one five times: 24 of 53 prints). A print costs Chromium about
// 1.7 CPU-seconds (0.7 to lay out the document, 1 to print it), so the repeats cost a run about 40 CPU-seconds.
// `printedPdfs` keeps each PDF in the run's folder (tests/support/printed-pdfs.setup.ts makes it and removes it at
// the end), named by the SHA-256 of its HTML: the same HTML is the same document, printed with the same options
// (`htmlsToPdfs`) by the same Chromium, so a file that finds it there reads the same PDF it would print. A document
// another worker is printing at that moment is claimed by a `.claim` file; this worker prints its own first and
// then waits for the other's (printing it itself if no PDF comes).
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { writeFileAtomic } from '../../src/host/files';
import { htmlsToPdfs } from '../../src/host/rulesheet-pdf';
import type {} from './printed-pdfs.setup';

/** How long a worker waits for a PDF another worker claimed (ms) before it prints the document itself. */
const WAIT_MS = 120_000;
/** Poll interval while waiting for another worker's PDF (ms). */
const POLL_MS = 100;

/** Claims `path` for this worker (creates it exclusively); false when another worker holds it. */
function claim(path: string): boolean {
  try {
    closeSync(openSync(path, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The PDFs of `htmls`, in order, as `htmlsToPdfs` prints them (one Chromium launch for the documents this call
 * prints). A document printed before in this run (by any test file, in any worker) is read from the run's folder.
 * Without the folder (a file run outside the project's vitest config) every document is printed.
 * @throws NoChromiumError when a document has to be printed and no Chromium is found (as `htmlsToPdfs`).
 */
export async function printedPdfs(htmls: readonly string[]): Promise<Buffer[]> {
  const dir = inject('printedPdfDir');
  if (!dir) return htmlsToPdfs(htmls);
  const paths = htmls.map((html) => join(dir, `${createHash('sha256').update(html).digest('hex')}.pdf`));
  const mine: number[] = [];
  const theirs: number[] = [];
  const seen = new Set<string>();
  paths.forEach((p, i) => {
    if (seen.has(p) || existsSync(p)) return;
    seen.add(p);
    (claim(`${p}.claim`) ? mine : theirs).push(i);
  });
  const print = async (indices: number[]) => {
    const pdfs = await htmlsToPdfs(indices.map((i) => htmls[i]!));
    // Whole or not at all (temporary file, then renamed): a waiting worker never reads half a PDF.
    indices.forEach((i, k) => writeFileAtomic(paths[i]!, pdfs[k]!, { durable: false }));
  };
  if (mine.length) await print(mine);
  const late: number[] = [];
  for (const i of theirs) {
    const until = Date.now() + WAIT_MS;
    while (!existsSync(paths[i]!) && Date.now() < until) await new Promise((r) => setTimeout(r, POLL_MS));
    if (!existsSync(paths[i]!)) late.push(i);
  }
  if (late.length) await print(late);
  return paths.map((p) => readFileSync(p));
}
