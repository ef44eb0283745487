// Rule sheets (issue 8): ruleset → document model → self-contained print HTML. Pure; the host prints the
// HTML to PDF. See docs/rulesheets.md.
export type { RuleSheet } from './model';
export type { RuleSheetOptions } from './build';
export { buildRuleSheet, optionsSection, isChanged } from './build';
export { buildHouseRulesCard } from './house-rules';
export { renderRuleSheetHtml, escapeHtml } from './html';
export { runExamples } from './examples';
export { label, formatValue } from './labels';
