// Writes a rule sheet as one self-contained HTML page (no external files, no scripts) with print CSS:
// A4, black-and-white friendly, numbered sections, a table of contents and page numbers ("Seite 3 von 9")
// through CSS `@page` margin boxes. The same HTML is previewed in the app and printed to PDF by the host.
import type { RuleSheetBlock, RuleSheetSection, SheetLang } from '../core/types';
import { label } from './labels';
import type { RuleSheet } from './model';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const CSS = `
@page { size: A4; margin: 16mm 15mm 18mm 15mm;
  @bottom-center { content: var(--page-label) " " counter(page) " " var(--of-label) " " counter(pages); font: 8.5pt/1 "DejaVu Sans", Arial, sans-serif; color: #000; }
  @bottom-left { content: var(--footer-left); font: 7.5pt/1 "DejaVu Sans", Arial, sans-serif; color: #444; }
}
:root { color: #000; background: #fff; }
body { font: 9.6pt/1.38 "DejaVu Serif", Georgia, serif; margin: 0; }
h1, h2, h3, h4, .meta, table, .rule-id, nav, figcaption { font-family: "DejaVu Sans", Arial, sans-serif; }
h1 { font-size: 20pt; margin: 0 0 2mm; line-height: 1.15; }
.subtitle { font-size: 12pt; margin: 0 0 3mm; }
.meta { font-size: 8.5pt; border-top: 1.5pt solid #000; border-bottom: 0.5pt solid #000; padding: 1.5mm 0; margin-bottom: 4mm; }
.meta span { margin-right: 5mm; white-space: nowrap; }
.meta b { font-weight: 600; }
h2 { font-size: 13.5pt; border-bottom: 1pt solid #000; padding-bottom: 1mm; margin: 7mm 0 3mm; break-after: avoid; }
h3 { font-size: 11pt; margin: 5mm 0 2mm; break-after: avoid; }
p { margin: 0 0 2mm; }
ul { margin: 0 0 3mm; padding-left: 5mm; }
li { margin-bottom: 1mm; }
nav.toc { border: 0.75pt solid #000; padding: 2mm 4mm; margin: 0 0 4mm; columns: 2; column-gap: 8mm; font-size: 9pt; }
nav.toc h2 { border: 0; margin: 0 0 1mm; font-size: 11pt; column-span: all; }
nav.toc ol { list-style: none; margin: 0; padding: 0; }
nav.toc ol ol { padding-left: 5mm; font-size: 8.5pt; }
nav.toc a { color: #000; text-decoration: none; }
.num { display: inline-block; min-width: 6mm; margin-right: 2mm; font-weight: 600; }
nav.toc ol ol .num { min-width: 8mm; margin-right: 1mm; }
table { border-collapse: collapse; width: 100%; font-size: 8.6pt; margin: 0 0 3mm; break-inside: auto; }
table.narrow { width: auto; min-width: 50mm; }
caption { text-align: left; font-weight: 600; padding-bottom: 1mm; }
th, td { border: 0.5pt solid #000; padding: 1mm 1.5mm; vertical-align: top; text-align: left; }
th { background: #e6e6e6; font-weight: 600; }
tr { break-inside: avoid; }
table.options { table-layout: fixed; }
table.options th:nth-child(1) { width: 27%; } table.options th:nth-child(2), table.options th:nth-child(3) { width: 14%; }
table.options th:nth-child(5) { width: 11%; }
table.options td:first-child, table.options td:nth-child(2), table.options td:nth-child(3) { font-family: "DejaVu Sans Mono", monospace; font-size: 7.6pt; overflow-wrap: anywhere; }
table.diff th:nth-child(2), table.diff th:nth-child(3) { width: 16%; overflow-wrap: anywhere; }
table.diff td:nth-child(3) { font-weight: 700; }
table.states { font-size: 7pt; } table.states td, table.states th { padding: 0.6mm 0.8mm; } table.states td:first-child { font-weight: 700; }
table.plays { width: auto; } table.plays td { font-family: "DejaVu Sans Mono", monospace; font-size: 7.8pt; }
table.cards td:first-child { font-weight: 700; white-space: nowrap; }
table.cards td:last-child { white-space: nowrap; font-size: 8pt; }
dl.rules { margin: 0 0 3mm; }
dl.rules > div { display: grid; grid-template-columns: 19mm 1fr; column-gap: 2mm; padding: 0.8mm 0; border-bottom: 0.3pt solid #999; break-inside: avoid; }
dt.rule-id { font-weight: 700; font-size: 8.6pt; padding-top: 0.4mm; }
dd { margin: 0; }
.note { font-style: italic; font-size: 8.6pt; margin-top: 0.6mm; padding-left: 2.5mm; border-left: 1.5pt solid #000; }
section.example { border-top: 1pt solid #000; padding: 2mm 0 0; margin: 0 0 4mm; }
section.example ul, .figures { break-inside: avoid; }
section.example h3 { margin-top: 0; }
section.example ul { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; list-style: square; }
.figures { display: flex; flex-wrap: wrap; gap: 4mm; margin: 1mm 0 1mm; }
figure { margin: 0; text-align: center; }
figure svg { width: 70mm; height: 70mm; display: block; }
figcaption { font-size: 7.5pt; font-family: "DejaVu Sans Mono", monospace; max-width: 70mm; overflow-wrap: anywhere; }
table.deck { width: 100%; table-layout: fixed; } table.deck td, table.deck th { text-align: center; padding: 1mm 0.5mm; }
section.chapter.examples { break-before: page; }
footer { margin-top: 6mm; font-size: 7.5pt; font-family: "DejaVu Sans", Arial, sans-serif; color: #333; border-top: 0.5pt solid #000; padding-top: 1mm; }
@media screen { body { max-width: 180mm; margin: 10mm auto; padding: 0 6mm; } }
`;

/**
 * The sheet as a complete HTML document (UTF-8, inline CSS, inline SVG, no scripts). Sections are numbered
 * (1, 1.1, …); the table of contents links to them; print CSS gives A4 pages with "page N of M" footers.
 */
export function renderRuleSheetHtml(sheet: RuleSheet): string {
  const lang = sheet.lang;
  const numbered = numberSections(sheet.sections);
  const footerLeft = `${sheet.rulesetId} ${sheet.version}`;
  const vars = `--page-label: "${cssString(label('page', lang))}"; --of-label: "${cssString(label('of', lang))}"; --footer-left: "${cssString(footerLeft)}";`;
  const meta = [
    `<span><b>${escapeHtml(label('ruleset', lang))}:</b> ${escapeHtml(sheet.rulesetId)}</span>`,
    `<span><b>${escapeHtml(label('version', lang))}:</b> ${escapeHtml(sheet.version)}</span>`,
    sheet.chain.length > 1 ? `<span><b>${escapeHtml(label('basedOn', lang))}:</b> ${escapeHtml(sheet.chain.slice(1).join(' → '))}</span>` : '',
    `<span><b>${escapeHtml(label('source', lang))}:</b> ${escapeHtml(sheet.source)}</span>`,
  ].filter(Boolean).join(' ');
  const parts: string[] = [];
  parts.push('<!DOCTYPE html>');
  parts.push(`<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(sheet.title)}</title>`);
  parts.push(`<meta name="generator" content="Rulebench"><style>:root { ${vars} }${CSS}</style></head><body class="${sheet.type}">`);
  parts.push(`<header><h1>${escapeHtml(sheet.title)}</h1>`);
  if (sheet.subtitle) parts.push(`<p class="subtitle">${escapeHtml(sheet.subtitle)}</p>`);
  parts.push(`<div class="meta">${meta}</div>`);
  if (sheet.description && sheet.type === 'sheet') parts.push(`<p class="description">${escapeHtml(sheet.description)}</p>`);
  parts.push('</header>');
  if (sheet.toc) parts.push(toc(numbered, lang));
  parts.push('<main>');
  for (const s of numbered) parts.push(sectionHtml(s, 2));
  parts.push('</main>');
  parts.push(`<footer>${escapeHtml(label('generated', lang))} ${escapeHtml(sheet.rulesetId)} ${escapeHtml(sheet.version)} · ${escapeHtml(label('rulesHash', lang))} ${escapeHtml(sheet.hash.slice(0, 16))}</footer>`);
  parts.push('</body></html>');
  return parts.join('\n');
}

interface Numbered {
  readonly number: string;
  readonly section: RuleSheetSection;
  readonly children: readonly Numbered[];
}

function numberSections(sections: readonly RuleSheetSection[], prefix = ''): Numbered[] {
  return sections.map((section, i) => {
    const number = `${prefix}${i + 1}`;
    return { number, section, children: numberSections(section.sections ?? [], `${number}.`) };
  });
}

function toc(sections: readonly Numbered[], lang: SheetLang): string {
  const list = (items: readonly Numbered[], depth: number): string =>
    `<ol>${items
      .map((n) => `<li><a href="#${escapeHtml(n.section.id)}"><span class="num">${n.number}</span>${escapeHtml(n.section.title)}</a>${depth < 2 && n.children.length ? list(n.children, depth + 1) : ''}</li>`)
      .join('')}</ol>`;
  return `<nav class="toc"><h2>${escapeHtml(label('contents', lang))}</h2>${list(sections, 1)}</nav>`;
}

function sectionHtml(n: Numbered, level: number): string {
  const { section } = n;
  const h = Math.min(level, 4);
  const cls = level === 2 ? `chapter ${section.id}` : section.id.startsWith('example-') ? 'example' : 'sub';
  const body = section.blocks.map(blockHtml).join('\n');
  const children = n.children.map((c) => sectionHtml(c, level + 1)).join('\n');
  return `<section id="${escapeHtml(section.id)}" class="${escapeHtml(cls)}"><h${h}><span class="num">${n.number}</span>${escapeHtml(section.title)}</h${h}>\n${body}\n${children}</section>`;
}

function blockHtml(b: RuleSheetBlock): string {
  switch (b.type) {
    case 'paragraph':
      return `<p>${escapeHtml(b.text)}</p>`;
    case 'list':
      return `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
    case 'rules':
      return `<dl class="rules">${b.rules
        .map((r) => `<div id="${escapeHtml(r.id)}"><dt class="rule-id">${escapeHtml(r.id)}</dt><dd>${escapeHtml(r.text)}${(r.notes ?? []).map((x) => `<div class="note">${escapeHtml(x)}</div>`).join('')}</dd></div>`)
        .join('')}</dl>`;
    case 'table':
      return `<table${b.className ? ` class="${escapeHtml(b.className)}"` : ''}>${b.caption ? `<caption>${escapeHtml(b.caption)}</caption>` : ''}<thead><tr>${b.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${b.rows
        .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    case 'figure':
      return `<div class="figures">${figure(b.svg, b.caption)}</div>`;
    case 'figures':
      return `<div class="figures">${b.figures.map((f) => figure(f.svg, f.caption)).join('')}</div>`;
  }
}

function figure(svg: string, caption?: string): string {
  return `<figure>${svg}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>`;
}

function cssString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\n\r]/g, ' ');
}
