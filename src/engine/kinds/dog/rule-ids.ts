// Every ID of the Dog rules catalogue (docs/rules/dog.md): the rules DOG-001…DOG-133 (by topic, describe.ts) and
// the further entries: AMB (open points of the sources), T (test examples), V (variant table). Pure.
import { idRange } from '../../core/rule-ids';
import type { RuleId } from '../../core/types';
import { DOG_RULE_IDS } from './describe';

/** The Dog catalogue's IDs in catalogue order (`GameKind.ruleIds`). */
export const DOG_CATALOGUE_IDS: readonly RuleId[] = [
  ...DOG_RULE_IDS,
  ...idRange('AMB-', 1, 22, 2),
  ...idRange('T-', 1, 45, 2),
  ...idRange('V', 1, 49, 2),
];
