// Writes a rule-sheet document as one self-contained HTML page (no external files, no scripts) with print CSS:
// A4 or A5 pages, the ruleset's name, version and "Seite 3 von 9" on every page through CSS
// `@page` margin boxes (Chromium ≥ 131 and Electron's printToPDF both print them). Three layouts: the booklet
// (coloured, unnumbered, no rule IDs), the reference (numbered sections, table of contents, rule IDs) and the
// house-rules card (one page). Headings stay with what follows; tables repeat their header and never leave it
// alone at a page foot. The same HTML is previewed in the app and printed to PDF by the host.
import type { SheetLang } from '../core/types';
import { label } from './labels';
import type { RuleSheet, SheetBlock, SheetPage, SheetSection } from './model';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A title escaped for HTML with each bracketed part, "(zwei Teams zu dritt)", kept on one line, so that a long title
 * breaks before the bracket and never inside it.
 */
export function titleHtml(text: string): string {
  return escapeHtml(text).replace(/\([^()]*\)/g, (m) => `<span class="nobr">${m}</span>`);
}

/** Options of `renderRuleSheetHtml`. */
export interface RenderOptions {
  /** Page size: A4 (default) or A5 pages for a folded booklet. */
  readonly page?: SheetPage;
}

/**
 * Page size, margins, the base font size and the width of a Dog example board (two a row fit an example's width: 66 mm
 * of A4's 174 mm, 58 mm of A5's 122 mm; either way its names print at over 7 pt).
 */
const PAGE: Record<SheetPage, { size: string; margin: string; base: string; board: string }> = {
  a4: { size: 'A4', margin: '15mm 16mm 17mm 16mm', base: '10pt', board: '66mm' },
  'a5-booklet': { size: 'A5', margin: '11mm 11mm 14mm 11mm', base: '8.6pt', board: '58mm' },
};

const CSS = `
:root { color: #000; background: #fff; }
body { font: var(--base)/1.42 "DejaVu Serif", Georgia, serif; margin: 0; hyphens: manual; overflow-wrap: normal; word-break: normal; }
h1, h2, h3, h4, .meta, table, .rule-id, nav, figcaption, .facts, dt, .tip b { font-family: "DejaVu Sans", Arial, sans-serif; }
h1 { font-size: 2em; margin: 0 0 1.5mm; line-height: 1.15; }
.nobr { white-space: nowrap; }
.subtitle { font-size: 1.25em; margin: 0 0 3mm; font-family: "DejaVu Sans", Arial, sans-serif; }
.meta { font-size: 0.85em; border-top: 1.5pt solid #000; border-bottom: 0.5pt solid #000; padding: 1.5mm 0; margin-bottom: 4mm; }
.meta span { margin-right: 5mm; }
.meta b { font-weight: 600; }
h2 { font-size: 1.38em; border-bottom: 1pt solid #000; padding-bottom: 1mm; margin: 6mm 0 2.5mm; break-after: avoid; page-break-after: avoid; }
h3 { font-size: 1.12em; margin: 4mm 0 1.5mm; break-after: avoid; page-break-after: avoid; }
h4 { font-size: 1em; margin: 3mm 0 1mm; break-after: avoid; }
.keep { break-inside: avoid; page-break-inside: avoid; }
.keep > ul:last-child, .keep > dl:last-child { margin-bottom: 1mm; }
p { margin: 0 0 2mm; orphans: 3; widows: 3; }
ul { margin: 0 0 3mm; padding-left: 5mm; }
li { margin-bottom: 1mm; }
nav.toc { border: 0.75pt solid #000; padding: 2mm 4mm; margin: 0 0 4mm; columns: 2; column-gap: 8mm; font-size: 0.9em; }
nav.toc h2 { border: 0; margin: 0 0 1mm; font-size: 1.1em; column-span: all; }
nav.toc ol { list-style: none; margin: 0; padding: 0; }
nav.toc li { break-inside: avoid; }
nav.toc ol ol { padding-left: 5mm; font-size: 0.95em; }
nav.toc a { color: #000; text-decoration: none; }
.num { display: inline-block; min-width: 6mm; margin-right: 2mm; font-weight: 600; }
nav.toc ol ol .num { min-width: 8mm; margin-right: 1mm; }
.table-wrap { overflow-x: auto; margin: 0 0 3mm; }
table { border-collapse: collapse; width: 100%; font-size: 0.88em; break-inside: auto; }
table.small { break-inside: avoid; page-break-inside: avoid; }
thead { display: table-header-group; }
caption { text-align: left; font-weight: 600; padding-bottom: 1mm; }
th, td { border: 0.5pt solid #000; padding: 1mm 1.5mm; vertical-align: top; text-align: left; }
th { background: #e6e6e6; font-weight: 600; }
tr { break-inside: avoid; page-break-inside: avoid; }
code, .ident { font-family: "DejaVu Sans Mono", monospace; font-size: 0.86em; white-space: nowrap; }
table.options { table-layout: fixed; }
table.options th:nth-child(1) { width: 31%; } table.options th:nth-child(2) { width: 20%; }
table.options th:nth-child(3) { width: 36%; } table.options th:nth-child(4) { width: 13%; }
table.options td:nth-child(-n+2) { font-size: 0.86em; }
table.states { font-size: 0.72em; } table.states td, table.states th { padding: 0.6mm 0.8mm; } table.states td:first-child { font-weight: 700; }
table.plays { width: auto; } table.plays td { font-family: "DejaVu Sans Mono", monospace; font-size: 0.8em; }
table.cards td:first-child { font-weight: 700; white-space: nowrap; }
table.cards td:last-child { white-space: nowrap; font-size: 0.85em; }
table.deck th, table.deck td { text-align: center; padding: 1mm 0.6mm; white-space: nowrap; font-size: 0.9em; }
dl.rules { margin: 0 0 3mm; }
dl.rules > div { display: grid; grid-template-columns: 19mm 1fr; column-gap: 2mm; padding: 0.8mm 0; border-bottom: 0.3pt solid #999; break-inside: avoid; }
dt.rule-id { font-weight: 700; font-size: 0.88em; padding-top: 0.4mm; }
dd { margin: 0; }
.note { font-style: italic; font-size: 0.9em; margin-top: 0.6mm; padding-left: 2.5mm; border-left: 1.5pt solid #000; }
section.example { border-top: 1pt solid #000; padding: 2mm 0 0; margin: 0 0 4mm; break-inside: avoid; }
section.example h3 { margin-top: 0; }
section.example ul { font-family: "DejaVu Sans Mono", monospace; font-size: 0.82em; list-style: square; }
/* A reference's example may break between its steps (each step is kept whole), so that it starts right after the
   chapter heading or a table instead of leaving most of a page empty. */
body.sheet section.example { break-inside: auto; }
.figures { display: flex; flex-wrap: wrap; gap: 4mm; margin: 1mm 0 2mm; break-inside: avoid; justify-content: center; }
figure { margin: 0; text-align: center; break-inside: avoid; }
figure svg { width: 62mm; height: auto; display: block; margin: 0 auto; }
figcaption { font-size: 0.8em; max-width: 62mm; margin: 0.5mm auto 0; }
footer { margin-top: 6mm; font-size: 0.75em; font-family: "DejaVu Sans", Arial, sans-serif; color: #333; border-top: 0.5pt solid #000; padding-top: 1mm; break-inside: avoid; }
/* Booklet */
body.booklet h1 { color: #7a1f1f; }
body.booklet h2 { border-bottom: 2pt solid #c9a227; color: #7a1f1f; }
body.booklet .facts { display: inline-block; background: #f6efe1; border: 0.75pt solid #8a6d3b; border-radius: 2mm; padding: 1.2mm 3mm; font-size: 0.9em; margin: 0 0 3mm; }
body.booklet .description { font-size: 1.08em; font-style: italic; }
body.booklet dl.terms { margin: 0 0 2mm; }
body.booklet dl.terms > div { margin: 0 0 1.6mm; break-inside: avoid; }
body.booklet dl.terms dt { display: inline; font-weight: 700; color: #7a1f1f; }
body.booklet dl.terms dt::after { content: " — "; color: #000; font-weight: 400; }
body.booklet dl.terms dd { display: inline; }
/* The card overview: a picture of each card with its effect beside it. */
body.booklet dl.terms.cards > div { display: grid; grid-template-columns: 10mm 1fr; grid-template-rows: auto 1fr; column-gap: 3mm; margin: 0 0 1.2mm; }
body.booklet dl.terms.cards .pic { grid-row: 1 / span 2; align-self: start; }
body.booklet dl.terms.cards .pic svg { display: block; width: 10mm; height: auto; }
body.booklet dl.terms.cards > div.fan { grid-template-columns: 27mm 1fr; }
body.booklet dl.terms.cards .pic svg.fan { width: 27mm; }
/* Cards whose picture carries words (a Gassi card, a Föhn card) are printed 21 mm wide: no letter under 7 pt. */
body.booklet dl.terms.cards > div.wide-card { grid-template-columns: 21mm 1fr; }
body.booklet dl.terms.cards .pic svg.card, body.booklet dl.terms.cards .pic svg.foehn { width: 21mm; }
body.booklet dl.terms.cards dt { display: block; grid-column: 2; }
body.booklet dl.terms.cards dt::after { content: none; }
body.booklet dl.terms.cards.two { column-count: 2; column-gap: 5mm; }
body.booklet dl.terms.cards.two > div { break-inside: avoid; page-break-inside: avoid; }
body.booklet dl.terms.cards dd { display: block; grid-column: 2; margin: 0; }
/* The one-page summary at the end: a framed panel never split across pages (whole on the last page, after the
   last chapter when it fits there, else on a page of its own, so no page before it is left short), set tighter. */
body.booklet section.chapter.summary { break-inside: avoid; page-break-inside: avoid; margin-top: 5mm; border: 1pt solid #c9a227; border-radius: 2mm; background: #fffdf5; padding: 0 4mm 2mm; font-size: 0.9em; line-height: 1.3; }
body.booklet section.chapter.summary h2 { margin-top: 2.5mm; }
body.booklet section.chapter.summary h3 { margin: 2.5mm 0 1mm; }
body.booklet section.chapter.summary p { margin: 0 0 1.5mm; }
body.booklet section.chapter.summary table { font-size: 0.9em; }
body.booklet section.chapter.summary td { padding-top: 0.5mm; padding-bottom: 0.5mm; }
body.booklet section.chapter.summary td:first-child { font-weight: 700; white-space: nowrap; }
body.booklet .tip { background: #eef5e8; border-left: 3pt solid #4f8a2f; padding: 1.5mm 3mm; margin: 0 0 2.5mm; break-inside: avoid; }
body.booklet .tip b { display: block; margin-bottom: 0.6mm; color: #2f5d17; }
body.booklet section.example { border-top: 0.75pt solid #c9a227; }
body.booklet section.example figure svg { width: 54mm; }
/* Pictures with words print at a size where none of their letters is under 7 pt: a Dog board 66 mm wide (A5: 58), Gassi
   dogs 84 mm, two a row (a third goes below), the Gassi deck 125 mm. */
html body.booklet section.example figure svg.board { width: var(--board); }
html body.booklet figure svg.piles { width: 84mm; }
html body.booklet .figures:has(svg.piles), html body.booklet .figures:has(svg.board) { flex-wrap: wrap; }
html body.booklet figure:has(svg.piles) figcaption { max-width: 84mm; }
html body.booklet figure svg.deck { width: 125mm; }
html body.booklet figure:has(svg.deck) figcaption { max-width: 125mm; }
/* An example printed beside its rule, inside a chapter: indented under a gold rule, its story and its pictures kept
   together on one page (a reader looks from the story to the board), so a page break goes before it. */
body.booklet section.example.placed { border-top: 0.75pt solid #c9a227; padding: 1mm 0 0 4mm; margin: 0.5mm 0 2mm; break-inside: avoid; page-break-inside: avoid; }
body.booklet section.example.placed h3 { font-size: 1em; color: #7a1f1f; margin: 0 0 0.5mm; break-after: avoid; }
body.booklet section.example.placed p { break-inside: avoid; }
body.booklet section.example.placed > p:last-child { margin-bottom: 1mm; }
body.booklet section.example .figures { gap: 3mm; flex-wrap: nowrap; }
body.booklet figure.wide svg { width: 78mm; }
body.booklet figure.wide figcaption { max-width: 110mm; }
body.booklet footer { color: #555; }
body.booklet section.summary footer { margin-top: 3mm; font-size: 0.84em; }
/* House-rules card */
body.house-rules h2 { margin-top: 3mm; }
body.house-rules ul.differences li { margin-bottom: 1.8mm; }
@media screen { body { max-width: 180mm; margin: 10mm auto; padding: 0 6mm; } }
`;

/**
 * The left page footer: the ruleset's name and its version, the version said once — a name that already carries it
 * ("Gassi — Entwurf 2.5.3") is not followed by "· Version 2.5.3" again.
 */
export function pageFooterLeft(sheet: Pick<RuleSheet, 'title' | 'version' | 'lang'>): string {
  const named = sheet.version !== '' && sheet.title.endsWith(` ${sheet.version}`);
  return named ? sheet.title : `${sheet.title} · ${label('version', sheet.lang)} ${sheet.version}`;
}

/**
 * The document as a complete HTML page (UTF-8, inline CSS, inline SVG, no scripts). The reference numbers its
 * sections (1, 1.1, …) with a linked table of contents; the booklet and the card do not. Every page carries the
 * ruleset's name and version and "page N of M" (CSS margin boxes).
 */
export function renderRuleSheetHtml(sheet: RuleSheet, opts: RenderOptions = {}): string {
  const lang = sheet.lang;
  const page = PAGE[opts.page ?? 'a4'];
  const numbered = numberSections(sheet.sections, sheet.type === 'sheet');
  const footerLeft = pageFooterLeft(sheet);
  const pageCss = `@page { size: ${page.size}; margin: ${page.margin};
  @bottom-left { content: "${cssString(footerLeft)}"; font: 7.5pt/1 "DejaVu Sans", Arial, sans-serif; color: #444; }
  @bottom-right { content: "${cssString(label('page', lang))} " counter(page) " ${cssString(label('of', lang))} " counter(pages); font: 7.5pt/1 "DejaVu Sans", Arial, sans-serif; color: #000; }
}
:root { --base: ${page.base}; --board: ${page.board}; }`;
  const parts: string[] = [];
  parts.push('<!DOCTYPE html>');
  parts.push(`<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(sheet.title)}</title>`);
  parts.push(
    `<meta name="generator" content="Rulebench"><style>${pageCss}${CSS}</style></head><body class="${sheet.type}">`,
  );
  parts.push(`<header><h1>${titleHtml(sheet.title)}</h1>`);
  if (sheet.subtitle) parts.push(`<p class="subtitle">${escapeHtml(sheet.subtitle)}</p>`);
  if (sheet.type === 'booklet') {
    if (sheet.facts) parts.push(`<div class="facts">${escapeHtml(sheet.facts)}</div>`);
  } else {
    const meta = [
      `<span><b>${escapeHtml(label('ruleset', lang))}:</b> ${escapeHtml(sheet.rulesetId)}</span>`,
      `<span><b>${escapeHtml(label('version', lang))}:</b> ${escapeHtml(sheet.version)}</span>`,
      sheet.chain.length > 1
        ? `<span><b>${escapeHtml(label('basedOn', lang))}:</b> ${escapeHtml(sheet.chain.slice(1).join(' → '))}</span>`
        : '',
      sourceLine(sheet.source, lang)
        ? `<span><b>${escapeHtml(label('source', lang))}:</b> ${escapeHtml(sourceLine(sheet.source, lang)!)}</span>`
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    parts.push(`<div class="meta">${meta}</div>`);
  }
  if (sheet.description && sheet.type !== 'house-rules')
    parts.push(`<p class="description">${escapeHtml(sheet.description)}</p>`);
  parts.push('</header>');
  if (sheet.toc) parts.push(toc(numbered, lang));
  // A booklet's source note is its last line: printed inside the summary panel at its foot, so that it ends the
  // booklet and never stands alone on a page, nor above the summary.
  const summary = sheet.type === 'booklet' && numbered.at(-1)?.section.id === 'summary' ? numbered.at(-1) : undefined;
  parts.push('<main>');
  for (const s of summary ? numbered.slice(0, -1) : numbered) parts.push(sectionHtml(s, 2, sheet.type));
  parts.push('</main>');
  if (sheet.type === 'booklet') {
    const from = sourceLine(sheet.source, lang);
    const note = `<footer>${escapeHtml(label(sheet.replayed ? 'bookletFooter' : 'bookletFooterPlain', lang))}${from ? ` ${escapeHtml(label('bookletBasedOn', lang))} ${escapeHtml(from)}.` : ''}</footer>`;
    if (summary) parts.push(sectionHtml(summary, 2, sheet.type).replace(/<\/section>$/, `${note}</section>`));
    else parts.push(note);
  } else {
    parts.push(
      `<footer>${escapeHtml(label('generated', lang))} ${escapeHtml(sheet.rulesetId)} ${escapeHtml(sheet.version)} · ${escapeHtml(label('rulesHash', lang))} ${escapeHtml(sheet.hash.slice(0, 16))}</footer>`,
    );
  }
  parts.push('</body></html>');
  return parts.join('\n');
}

/** The seed documents by number (000–004), named as a reader would cite them. */
const SEED_NAMES: Readonly<Record<string, { de: string; en: string }>> = {
  '000': {
    de: 'berthold bösing, „Gassi. Spielanleitung (Entwurf)“, Version 2.5.3',
    en: 'berthold bösing, "Gassi. Spielanleitung (Entwurf)", version 2.5.3',
  },
  '001': { de: 'Peter Märki, Dog-Spielregeln (2008)', en: 'Peter Märki, Dog rules (2008)' },
  '002': { de: 'netzone.ch, „DOG – Spielregeln“', en: 'netzone.ch, "DOG – Spielregeln"' },
  '003': {
    de: 'OCTOPUS / Die Alternative, „DOG Spielanleitung“ (2009)',
    en: 'OCTOPUS / Die Alternative, "DOG Spielanleitung" (2009)',
  },
  '004': { de: 'Zoch Verlag, „Gämsh Alpin“ (2016)', en: 'Zoch Verlag, "Gämsh Alpin" (2016)' },
};

/**
 * The "Quelle" / "Source" line of a document: the seed documents a ruleset's `source` cites (by their number
 * 000–004), named in `lang`; never the internal file path. Null when it cites none.
 */
export function sourceLine(source: string, lang: SheetLang): string | null {
  // "not in the seeds 001–003" names no source.
  const cited = source.replace(/\bnot in the seeds?[^);]*/g, '');
  const found = [...new Set([...cited.matchAll(/(?:^|[^0-9])(00[0-4])(?![0-9])/g)].map((m) => m[1]!))].sort();
  const names = found.map((n) => SEED_NAMES[n]?.[lang]).filter((x): x is string => !!x);
  return names.length ? names.join('; ') : null;
}

interface Numbered {
  readonly number: string | null;
  readonly section: SheetSection;
  readonly children: readonly Numbered[];
}

function numberSections(sections: readonly SheetSection[], numbered: boolean, prefix = ''): Numbered[] {
  return sections.map((section, i) => {
    const number = `${prefix}${i + 1}`;
    return {
      number: numbered ? number : null,
      section,
      children: numberSections(section.sections ?? [], numbered, `${number}.`),
    };
  });
}

function toc(sections: readonly Numbered[], lang: SheetLang): string {
  const list = (items: readonly Numbered[], depth: number): string =>
    `<ol>${items
      .map(
        (n) =>
          `<li><a href="#${escapeHtml(n.section.id)}">${n.number ? `<span class="num">${n.number}</span>` : ''}${escapeHtml(n.section.title)}</a>${depth < 2 && n.children.length ? list(n.children, depth + 1) : ''}</li>`,
      )
      .join('')}</ol>`;
  return `<nav class="toc"><h2>${escapeHtml(label('contents', lang))}</h2>${list(sections, 1)}</nav>`;
}

/**
 * One section as HTML. `lead` (the chapter heading and introduction of a reference's examples) is printed at the
 * top of this section's kept head, so that it shares a page with the first example's first step.
 */
function sectionHtml(n: Numbered, level: number, type: RuleSheet['type'], lead = ''): string {
  const { section } = n;
  const h = Math.min(level, 4);
  const cls = level === 2 ? `chapter ${section.id}` : section.id.startsWith('example-') ? 'example' : 'sub';
  const heading = `<h${h}>${n.number ? `<span class="num">${n.number}</span>` : ''}${titleHtml(section.title)}</h${h}>`;
  // A long list, term list or list of rules may break across pages: only its first item is kept with the heading
  // (after a one-paragraph introduction too, so that a heading and its one sentence never end a page alone).
  const parts: SheetBlock[] = [...section.blocks];
  const splitAt = (i: number): boolean => {
    const b = parts[i];
    if (b && (b.type === 'terms' || b.type === 'list') && b.items.length > 2) {
      parts.splice(
        i,
        1,
        { ...b, items: b.items.slice(0, 1) } as SheetBlock,
        { ...b, items: b.items.slice(1) } as SheetBlock,
      );
      return true;
    }
    if (b && b.type === 'rules' && b.rules.length > 1) {
      parts.splice(i, 1, { ...b, rules: b.rules.slice(0, 1) }, { ...b, rules: b.rules.slice(1) });
      return true;
    }
    return false;
  };
  splitAt(0);
  const introThenRules = parts[0]?.type === 'paragraph' && parts[1]?.type === 'rules';
  if (introThenRules) splitAt(1);
  const blocks: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    // In a booklet a table stays with the sentence before it, which says what it counts (a table at the top of a
    // page without it, as a scoring table after a page break, reads headless).
    if (type === 'booklet' && parts[i]!.type === 'paragraph' && parts[i + 1]?.type === 'table') {
      blocks.push(`<div class="keep">${blockHtml(parts[i]!, type)}\n${blockHtml(parts[i + 1]!, type)}</div>`);
      i++;
      continue;
    }
    // In a reference's example each step (its label, its list, its pictures) stays together on one page.
    if (cls === 'example' && parts[i]!.type === 'paragraph' && parts[i + 1]?.type === 'list') {
      const end = parts[i + 2]?.type === 'figures' || parts[i + 2]?.type === 'figure' ? i + 3 : i + 2;
      blocks.push(
        `<div class="keep">${parts
          .slice(i, end)
          .map((b) => blockHtml(b, type))
          .join('\n')}</div>`,
      );
      i = end - 1;
    } else blocks.push(blockHtml(parts[i]!, type));
  }
  // The heading travels with its first block (or its first sub-section's heading): never alone at a page foot.
  // A chapter whose only block is an introduction also keeps its first sub-section in a booklet (e.g. the first
  // example); in the reference, whose examples may break between steps, it goes with the first example's first step.
  const leadChild =
    type !== 'booklet' && section.blocks.length === 1 && !!n.children[0]?.section.id.startsWith('example-');
  const children = n.children.map((c, i) =>
    sectionHtml(c, level + 1, type, i === 0 && leadChild ? `${heading}\n${blocks[0]}` : ''),
  );
  let head: string;
  if (leadChild) {
    blocks.shift();
    head = '';
  } else if (blocks.length) {
    let first = introThenRules ? `${blocks.shift()!}\n${blocks.shift()!}` : blocks.shift()!;
    // An example's title, rules line and story stay with its first step (after the chapter's heading and
    // introduction they are enough to keep, so that a long first step does not leave the page before empty).
    if (cls === 'example' && !lead)
      while (blocks.length) {
        const next = blocks.shift()!;
        first += `\n${next}`;
        if (next.startsWith('<div class="keep">')) break;
      }
    const withChild = blocks.length === 0 && children.length > 0 && type === 'booklet' ? `\n${children.shift()}` : '';
    head = `<div class="keep">${lead}${heading}\n${first}${withChild}</div>`;
  } else head = `${lead}${heading}`;
  return `<section id="${escapeHtml(section.id)}" class="${escapeHtml(cls)}">${head}\n${blocks.join('\n')}\n${children.join('\n')}</section>`;
}

function blockHtml(b: SheetBlock, type: RuleSheet['type']): string {
  switch (b.type) {
    case 'paragraph':
      return `<p>${escapeHtml(b.text)}</p>`;
    case 'list':
      return `<ul${type === 'house-rules' ? ' class="differences"' : ''}>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
    case 'rules':
      return `<dl class="rules">${b.rules
        .map(
          (r) =>
            `<div id="${escapeHtml(r.id)}"><dt class="rule-id">${escapeHtml(r.id)}</dt><dd>${escapeHtml(r.text)}${(r.notes ?? []).map((x) => `<div class="note">${escapeHtml(x)}</div>`).join('')}</dd></div>`,
        )
        .join('')}</dl>`;
    case 'table': {
      const small = b.rows.length <= 14 ? ' small' : '';
      const cls = `${b.className ?? ''}${small}`.trim();
      return `<div class="table-wrap"><table${cls ? ` class="${escapeHtml(cls)}"` : ''}>${b.caption ? `<caption>${escapeHtml(b.caption)}</caption>` : ''}<thead><tr>${b.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${b.rows
        .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table></div>`;
    }
    case 'figure':
      return `<div class="figures">${figure(b.svg, b.caption, true)}</div>`;
    case 'figures':
      return `<div class="figures">${b.figures.map((f) => figure(f.svg, f.caption, false)).join('')}</div>`;
    case 'tip':
      return `<div class="tip"><b>${escapeHtml(b.title)}</b>${escapeHtml(b.text)}</div>`;
    case 'terms':
      // Terms with pictures (the card overview): each picture beside its term and explanation.
      if (b.items.some((i) => i.svg))
        return `<dl class="terms cards${b.columns === 2 ? ' two' : ''}">${b.items
          .map(
            (i) =>
              `<div${i.svg?.includes('class="fan"') ? ' class="fan"' : /class="(card|foehn)"/.test(i.svg ?? '') ? ' class="wide-card"' : ''}><span class="pic">${i.svg ?? ''}</span><dt>${escapeHtml(i.term)}</dt><dd>${escapeHtml(i.text)}</dd></div>`,
          )
          .join('')}</dl>`;
      return `<dl class="terms">${b.items.map((i) => `<div><dt>${escapeHtml(i.term)}</dt><dd>${escapeHtml(i.text)}</dd></div>`).join('')}</dl>`;
    case 'example':
      return `<section id="${escapeHtml(b.id)}" class="example placed"><h3>${titleHtml(b.title)}</h3>\n${b.blocks.map((x) => blockHtml(x, type)).join('\n')}</section>`;
    case 'anchor':
      return '';
  }
}

function figure(svg: string, caption: string | undefined, wide: boolean): string {
  return `<figure${wide ? ' class="wide"' : ''}>${svg}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>`;
}

function cssString(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\n\r]/g, ' ');
}
