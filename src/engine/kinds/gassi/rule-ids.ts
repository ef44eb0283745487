// Every ID of the Gassi rules catalogue (docs/rules/gassi.md, draft 2.5.3): the rules GAS-001…GAS-169 and the
// further entries C (contradictions of the draft) and H (holes of the draft and their options). Pure.
import { idRange, numbered } from '../../core/rule-ids';
import type { RuleId } from '../../core/types';

/** The rule numbers of the Gassi catalogue (GAS-NNN), by topic: cards, dogs, turn, moves, conquest, ends, scoring. */
const GAS_NUMBERS: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 24, 30, 31, 32, 33, 34, 35, 36, 37, 40, 41,
  42, 43, 50, 51, 52, 53, 54, 60, 61, 62, 63, 64, 65, 66, 67, 70, 71, 72, 73, 74, 75, 76, 80, 81, 82, 83, 84, 90, 91,
  92, 93, 100, 101, 102, 103, 104, 105, 110, 111, 112, 113, 114, 115, 120, 121, 122, 130, 131, 132, 133, 134, 135, 140,
  141, 142, 143, 150, 151, 152, 153, 154, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169,
];

/** The Gassi catalogue's IDs in catalogue order (`GameKind.ruleIds`). */
export const GASSI_CATALOGUE_IDS: readonly RuleId[] = [
  ...numbered('GAS-', GAS_NUMBERS, 3),
  ...idRange('C-', 1, 15, 2),
  ...idRange('H-', 1, 49, 2),
];
