// Scenario files (docs/architecture.md "Scenarios"): schema and runner. Pure; the host reads files and calls `runScenario`.
export { scenarioSchema, scenarioStepSchema, parseScenario } from './schema';
export type { Scenario, ScenarioStep, ActionRef, DealsExpectation, LayoutExpectation } from './schema';
export { runScenario } from './run';
export { firstFailure } from './report';
export type { ScenarioCheck, ScenarioReport } from './report';
export { readRoundInfo, type RoundInfo } from './rounds';
export { exportScenario, formatScenarioYaml, type ExportedScenario } from './export';
