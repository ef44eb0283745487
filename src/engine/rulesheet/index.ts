// Rule sheets: ruleset → document model → self-contained print HTML. Pure; the host prints the
// HTML to PDF. See docs/rulesheets.md.
export type { RuleSheet, SheetBlock, SheetSection, SheetDocument, SheetPage } from './model';
export { buildBooklet, isAppOnly } from './booklet';
export type { BookletOptions } from './booklet';
export { GLOSSARY, term } from './glossary';
export { optionSentence, valueWords } from './sentences';
export type { RuleSheetOptions } from './build';
export { buildRuleSheet, optionsSection, isChanged } from './build';
export { buildHouseRulesCard } from './house-rules';
export { buildDocument } from './document';
export type { DocumentOptions } from './document';
export { renderRuleSheetHtml, escapeHtml, sourceLine } from './html';
export type { RenderOptions } from './html';
export { renderRuleSheetMarkdown, optionValues } from './markdown';
export type { MarkdownOptions } from './markdown';
export { runExamples, checkExamples, EXAMPLE_SHEET_KEYS } from './examples';
export { label, formatValue } from './labels';
