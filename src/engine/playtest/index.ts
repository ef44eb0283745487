// The playtest lab's pure part (issue 7): per-game records, batch metrics, A/B comparison, sweeps, reports.
export { gameSeed, playGame, playGames, type GameRecord } from './batch';
export { computeMetrics, cardWinRates, ruleCatalogue, teamWon, useCounts, positionWins, balanceBasis, type BatchMetrics, type RuleCatalogue, type UseCount } from './metrics';
export { leadSummary, type LeadSample, type LeadSummary } from './lead';
export { progressScoreFor, gassiRunningScores, gamshTeamPoints, type ProgressScore } from './progress';
export { compareBatches, tableDifference, type Comparison, type ComparisonRow, type CompareOptions, type Correction, type PowerNote } from './compare';
export { expandSweep, parseSweepAxis, readSweepAxis, splitSweepPoint, applyBotParams, botAxesError, BOT_PARAM_PREFIX, MAX_AXIS_VALUES, parseScalar, sweepRow, sweepCsv, csvCell, type SweepAxis, type SweepPoint, type SweepRow } from './sweep';
export { wilson, meanCi, median, pairedDifference, bootstrapDifference, pairedBootstrap, mcnemarExact, mcnemarDifference, holmAdjust, bhAdjust, normalQuantile, gamesForRate, gamesForMean, balanceValue, balanceCi, balanceDifference, distribution, normalCdf, Z95, type Proportion, type MeanCi, type Difference, type Distribution, type Bin } from './stats';
export { formatMetrics, formatComparison, metricName, type ReportLang, type ReportNumbering, tableNumbering, formatRate, recordsCsv, comparisonVerdict, correctionName, formatRowValue, isRateRow, ordinal, width as textWidth, padEnd as padColumns, padStart as padColumnsStart } from './format';
export { ladderConfigs, fitLadder, formatLadder, ladderCsv, clearlyAbove, type Ladder, type LadderConfig, type LadderRating, type LadderPair } from './ladder';
