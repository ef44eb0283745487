// ESLint: the layer rules of docs/architecture.md (which code may import which) and the safety rules of the shipped
// code (no eval). Import circles, the bug patterns and the formatting of every script, tests included, are Biome's
// (biome.jsonc), Vue files' formatting Prettier's; no style rules here. Tests are not linted by ESLint: the layers do
// not bind them (they may reach into any module they test) and they are not shipped.
//
// Layers (arrows = may import):
//   host, cli, main, renderer, scripts ──▶ src/engine/index.ts only (the engine's public surface)
//   src/engine ──▶ pure packages only (yaml, zod, pure-rand, @noble/hashes, openskill): no node:*, no UI, no I/O
//   src/engine/{bots,playtest,rulesheet} ──▶ never a kind folder (kinds/<kind>/); kinds are reached via the
//     kind contract (kinds/index.ts)
//   kinds/<a>/ ──▶ never kinds/<b>/ (engine and renderer alike)
//   renderer ──▶ never host, main, cli;   host, main ──▶ never renderer
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import vueParser from 'vue-eslint-parser';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = import.meta.dirname;

/** Kind folders (dog, gassi, gamsh, …): every directory under src/engine/kinds. */
const KINDS = readdirSync(`${root}/src/engine/kinds`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Lab scripts that tune one kind's bot weights and reach into engine internals (heuristic features, search
 * options) that are not part of the engine's public surface. They are kind-specific research tools, not app code.
 */
const ENGINE_INTERNALS_ALLOWLIST = [
  'scripts/dog-fit.ts',
  'scripts/dog-sides.ts',
  'scripts/gassi-fit.ts',
  'scripts/gassi-lab.ts',
];

/** Packages the engine may import: pure, no I/O, no clock, no globals (tests/unit/engine-purity.test.ts too). */
const ENGINE_PACKAGES = ['yaml', 'zod', 'pure-rand/', '@noble/hashes/', 'openskill'];

const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.vue'];
const CODE_FILES = [...TS_FILES, '**/*.js', '**/*.mjs'];

/** A zone: files under `target` may not import files under `from` (import-x/no-restricted-paths). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const ENGINE_USERS = ['host', 'cli', 'main', 'preload', 'shared', 'renderer'].map((l) => `./src/${l}`);

/** Layer zones that hold for every file. */
const LAYER_ZONES = [
  ...['host', 'cli', 'main', 'preload', 'renderer', 'shared'].map((layer) =>
    zone('./src/engine', `./src/${layer}`, `The engine imports no other layer (src/${layer}).`),
  ),
  ...KINDS.flatMap((kind) =>
    KINDS.filter((k) => k !== kind).flatMap((other) => [
      zone(`./src/engine/kinds/${kind}`, `./src/engine/kinds/${other}`, 'Kinds never import each other.'),
      zone(
        [`./src/renderer/src/kinds/${kind}`],
        [`./src/renderer/src/kinds/${other}`],
        'Kinds never import each other.',
      ),
    ]),
  ),
  zone(['./src/host', './src/main', './src/cli'], './src/renderer', 'Host, main and CLI never import the renderer.'),
  zone('./src/renderer', ['./src/host', './src/main', './src/cli'], 'The renderer never imports host, main or CLI.'),
];

/** Other layers import the engine only through src/engine/index.ts. */
const engineInternals = (targets) =>
  zone(targets, './src/engine', 'Import the engine only through src/engine/index.ts (its public surface).', [
    './index.ts',
  ]);
const PUBLIC_SURFACE_ZONES = [engineInternals([...ENGINE_USERS, './scripts', './bin'])];

/** bots/, playtest/ and rulesheet/ are kind-neutral: they reach a kind only through the contract (kinds/index.ts). */
const KIND_CONTRACT_ZONES = [
  zone(
    ['./src/engine/bots', './src/engine/playtest', './src/engine/rulesheet'],
    KINDS.map((kind) => `./src/engine/kinds/${kind}`),
    'bots/, playtest/ and rulesheet/ reach a kind only through the kind contract (kinds/index.ts).',
  ),
];

/** The engine's package imports: relative paths and ENGINE_PACKAGES only. */
const ENGINE_PURITY = {
  regex: `^(?!\\.|(${ENGINE_PACKAGES.map((p) => p.replace(/[/.]/g, '\\$&') + (p.endsWith('/') ? '' : '$')).join('|')}))`,
  message:
    'The engine is pure TypeScript: it imports only yaml, zod, pure-rand, @noble/hashes and openskill (no node:*, no UI, no I/O).',
};

const restrictedPaths = (...zones) => ['error', { zones: zones.flat() }];

export default [
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'dist-web/',
      'test-results/',
      'playwright-report/',
      'tmp/',
      '.rulebench-cache/',
      'tests/',
      '**/*.test.ts',
    ],
  },
  {
    files: CODE_FILES,
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    // A disable comment for a rule this config does not enable is harmless: reported, not failed.
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.mts', '.vue', '.js', '.mjs', '.json', '.d.ts'] }),
      ],
      'import-x/extensions': ['.ts', '.mts', '.vue', '.js', '.mjs'],
    },
    rules: {
      // Assignments in conditions (Biome's counterpart also refuses the intended `(x = …)` in an arrow's body).
      'no-cond-assign': 'error',
      // Code from strings: rulesets, replays and messages are data, never code.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['**/*.vue'],
    languageOptions: {
      parser: vueParser,
      parserOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    },
  },
  // Layers: one rule instance per file group (a later block replaces the rule's zones for its files).
  {
    files: CODE_FILES,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(LAYER_ZONES, PUBLIC_SURFACE_ZONES, KIND_CONTRACT_ZONES),
    },
  },
  {
    files: ENGINE_INTERNALS_ALLOWLIST,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(LAYER_ZONES, KIND_CONTRACT_ZONES) },
  },
  // The engine is pure: no platform module (node:*, electron, vue, pixi, …).
  {
    files: ['src/engine/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_PURITY] }] },
  },
];
