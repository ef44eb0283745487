// The playtest lab's pure part (issue 7): per-game records, batch metrics, A/B comparison, sweeps, reports.
export { gameSeed, playGame, playGames, type GameRecord } from './batch';
export { computeMetrics, cardWinRates, ruleCatalogue, teamWon, useCounts, type BatchMetrics, type RuleCatalogue, type UseCount } from './metrics';
export { compareBatches, tableDifference, type Comparison, type ComparisonRow } from './compare';
export { expandSweep, parseSweepAxis, readSweepAxis, splitSweepPoint, applyBotParams, botAxesError, BOT_PARAM_PREFIX, MAX_AXIS_VALUES, parseScalar, sweepRow, sweepCsv, csvCell, type SweepAxis, type SweepPoint, type SweepRow } from './sweep';
export { wilson, meanCi, median, pairedDifference, bootstrapDifference, distribution, normalCdf, Z95, type Proportion, type MeanCi, type Difference, type Distribution, type Bin } from './stats';
export { formatMetrics, formatComparison, formatRate, recordsCsv } from './format';
export { ladderConfigs, fitLadder, formatLadder, ladderCsv, clearlyAbove, type Ladder, type LadderConfig, type LadderRating, type LadderPair } from './ladder';
