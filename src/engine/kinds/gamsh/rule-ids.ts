// Every ID of the Gämsh rules catalogue (docs/rules/gamsh.md): the rules GAM-001…GAM-081 and the further entries
// DIG (digital adaptation, DIG-001…DIG-053), G (test examples) and HG (holes of the rules and their options). Pure.
import { idRange, numbered } from '../../core/rule-ids';
import type { RuleId } from '../../core/types';

/** The rule numbers of the Gämsh catalogue (GAM-NNN), by topic: cards, signals, swapping, calls, Föhn, end. */
const GAM_NUMBERS: readonly number[] = [
  1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35, 36, 40, 41, 42, 50, 51, 52, 53,
  54, 60, 61, 62, 63, 64, 65, 66, 67, 68, 70, 71, 72, 80, 81,
];

/** The numbers of the digital adaptation's entries (DIG-NNN): events and clock, signals, timers, bots. */
const DIG_NUMBERS: readonly number[] = [
  1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 20, 21, 22, 23, 24, 25, 26, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 50, 51, 52, 53,
];

/** The Gämsh catalogue's IDs in catalogue order (`GameKind.ruleIds`). */
export const GAMSH_CATALOGUE_IDS: readonly RuleId[] = [
  ...numbered('GAM-', GAM_NUMBERS, 3),
  ...numbered('DIG-', DIG_NUMBERS, 3),
  ...idRange('G', 1, 28, 2),
  ...idRange('HG-', 1, 23, 2),
];
