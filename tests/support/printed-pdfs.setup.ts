// vitest global setup: the folder of this run's printed rule-sheet PDFs (tests/support/printed-pdfs.ts), made
// empty at the start of `vitest run` and removed at its end, so every run prints each document once and no PDF
// outlives the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's printed PDFs; unset when a test file runs without this setup. */
    printedPdfDir: string;
  }
}

/** Makes the folder and gives it to the test files (`inject('printedPdfDir')`); returns its removal. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'rb-printed-pdfs-'));
  project.provide('printedPdfDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
