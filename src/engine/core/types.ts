// The contract every game kind implements, and the data shapes the engine hands to other layers.
// Pure types only: no runtime code, no imports outside the engine.

/** A place at the table, `0..seatCount-1`. Humans and bots occupy seats. */
export type Seat = number;

/** A rule identifier from the rules catalogues, e.g. `DOG-068`, `GAS-061`, `GAM-030`. */
export type RuleId = string;

/** JSON value: everything in a snapshot, an event or a replay is plain JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A concrete, serialisable choice by one seat. The kind's notation *is* the serialisation: an action is
 * legal iff the kind's `legalActions` lists an action with the same seat and notation.
 * `time` (ms since the game started) is used only by real-time kinds.
 */
export interface Action {
  readonly seat: Seat;
  readonly notation: string;
  readonly time?: number;
}

/** What happened, for logs, animation and rule-coverage counts. `rule` names the rule applied. */
export interface GameEvent {
  readonly type: string;
  readonly rule: RuleId;
  readonly seat?: Seat;
  readonly [key: string]: Json | undefined;
}

/** The result of a finished game. `winners` are seats; `team` the winning team index if any. */
export interface Outcome {
  readonly winners: readonly Seat[];
  readonly team: number | null;
  readonly reason: string;
  readonly rule: RuleId;
}

/** Serialisable state of the seeded PRNG (xoroshiro128+ words). */
export type RngState = readonly number[];

/**
 * Complete state at one instant. `state` is the kind's own JSON; `rng` is the PRNG state, so the
 * snapshot alone determines the rest of the game given the actions. `step` counts applied actions.
 */
export interface Snapshot<S = unknown> {
  readonly step: number;
  readonly rng: RngState;
  readonly state: S;
  readonly outcome: Outcome | null;
}

/** The random draws a kind may make while applying an action or setting up. Backed by the snapshot's PRNG. */
export interface Rng {
  /** Uniform integer in `[from, to]` (both included). */
  int(from: number, to: number): number;
  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[];
}

/** A rule-engine result: either a value or a coded error. Expected failures are results, not throws. */
export type Result<T, E = EngineError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A coded error, code `area/kebab-case` (e.g. `action/not-legal`), with a human message. */
export interface EngineError {
  readonly code: string;
  readonly message: string;
  readonly details?: Json;
}

/** A designer-facing problem in a ruleset, replay or scenario file, with its source position (1-based). */
export interface Diagnostic {
  readonly code: string;
  readonly message: string;
  readonly severity: 'error' | 'warning';
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** JSON path of the offending value, e.g. `options.decks`. */
  readonly path?: string;
  /** The message in each UI language, where the check has it in the catalogues (`message` is the English one). */
  readonly texts?: { readonly en: string; readonly de: string };
}

/** The seats and teams of a compiled game. `active` lists seats that take part (3-player Dog leaves one empty). */
export interface TableLayout {
  readonly seatCount: number;
  readonly active: readonly Seat[];
  readonly teams: readonly (readonly Seat[])[];
}

/**
 * One ruleset option (a variant switch or a hole of a draft). `schema` validates the value (zod, which is
 * pure); `rules` names the rule IDs the option changes; descriptions are one line, German and English.
 */
export interface OptionSpec {
  readonly schema: import('zod').ZodType;
  readonly default: Json;
  readonly description: { readonly en: string; readonly de: string };
  readonly rules?: readonly RuleId[];
  /** The allowed shapes of a value, named in the error for a value of none of them (e.g. `dealSchedule`). */
  readonly shapes?: { readonly en: string; readonly de: string };
}

/** A scenario's starting situation, kind-specific but always plain data read from a scenario file. */
export interface ScenarioSituation {
  readonly position: Json;
  readonly turn?: Seat;
  readonly hands?: Json;
  readonly extra?: Json;
}

/** Language of a rule sheet: German (the seeds' language) or English. */
export type SheetLang = 'de' | 'en';

/** One rule of a rule sheet: its ID, its text in the sheet's language, and notes (e.g. options in effect). */
export interface RuleSheetRule {
  readonly id: RuleId;
  readonly text: string;
  readonly notes?: readonly string[];
}

/**
 * A block of a rule-sheet section. Text is plain text (the HTML writer escapes it); `svg` is inline SVG
 * markup produced by a kind (trusted engine output, never ruleset text).
 */
export type RuleSheetBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'list'; readonly items: readonly string[] }
  | { readonly type: 'rules'; readonly rules: readonly RuleSheetRule[] }
  | {
      readonly type: 'table';
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
      readonly caption?: string;
      readonly className?: string;
    }
  | { readonly type: 'figure'; readonly svg: string; readonly caption?: string }
  | { readonly type: 'figures'; readonly figures: readonly { readonly svg: string; readonly caption?: string }[] };

/** A section of a rule sheet (a chapter of the table of contents), with optional sub-sections. */
export interface RuleSheetSection {
  /** Stable anchor id, e.g. `cards`, `rules-seven`. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly RuleSheetBlock[];
  readonly sections?: readonly RuleSheetSection[];
}

/**
 * The contract of a game kind (docs/architecture.md "Game kinds"). `R` is the kind's compiled rules object, `S` its
 * state, `V` the shape of its view (`view`), exported once by the kind for the renderer and the CLI. Every
 * function is pure: inputs are never mutated; randomness only through the given `Rng`. Everything a kind knows
 * is a member here (bots, progress score, booklet, option sentences, text board), so no code outside
 * `kinds/` looks at a kind id.
 */
/**
 * One table size a ruleset allows: `players` seats taking part, in `teams` teams (0: everyone plays alone), set by
 * the option values `options`.
 */
export interface TableSize {
  readonly players: number;
  readonly teams: number;
  readonly options: Readonly<Record<string, Json>>;
}

export interface GameKind<R = unknown, S = unknown, V = Json> {
  readonly id: string;
  /** Every option a ruleset of this kind may set, with schema, default and description (docs/architecture.md "Rulesets"). */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /**
   * Compiles the kind-specific options of a ruleset (already schema-checked) and its merged `tables` (any JSON,
   * validated by the kind) into rules. Diagnostics carry a `path` such as `options.x` or `tables.moves.ATTACK.plays.2`.
   */
  compile(options: Readonly<Record<string, Json>>, tables?: Json): Result<R, Diagnostic[]>;
  /** True for kinds whose rules read a ruleset's `tables` (Gassi move tables, Dog's card table); other kinds refuse `tables:`. */
  readonly usesTables?: boolean;
  /**
   * The tables a ruleset of this kind plays when it writes none (Dog: the standard card table). A ruleset whose merged
   * tables equal these hashes and compares as one without tables, so rules and replays from before the kind read
   * tables keep their hash.
   */
  readonly defaultTables?: Json;
  /** Seats and teams for these rules. */
  layout(rules: R): TableLayout;
  /**
   * Optional: every table size the ruleset with these effective options allows, as the player count and the
   * option values that set it (Gassi `players` 2–5, GAS-005; Gämsh `teams` 2 or 3, GAM-001), smallest first. A
   * kind without it is played at the size its options give (Dog's sizes are its variants).
   */
  tableSizes?(options: Readonly<Record<string, Json>>): readonly TableSize[];
  /** A fresh game: shuffles, deals, chooses the first dealer, using `rng` only. */
  setup(rules: R, rng: Rng): { state: S; events: GameEvent[] };
  /** Seats that may act now, in canonical order (several during simultaneous phases). Empty when over. */
  toAct(rules: R, state: S): Seat[];
  /** Every action `seat` may take now, in canonical order. Empty if the seat may not act. */
  legalActions(rules: R, state: S, seat: Seat): Action[];
  /** Applies an action that `legalActions` listed. Must not be called with anything else. */
  apply(rules: R, state: S, action: Action, rng: Rng): { state: S; events: GameEvent[] };
  /** Null while the game runs; the result once it is over. */
  outcome(rules: R, state: S): Outcome | null;
  /** What `seat` may see (hidden cards removed); `null` seat = the all-seeing view. Plain JSON of shape `V`. */
  view(rules: R, state: S, seat: Seat | null): V;
  /** Position notation of the state (e.g. Dog `F1P0*|P14P16|F0F3|P36P48*`). */
  formatPosition(rules: R, state: S): string;
  /** A state built from a scenario's situation; diagnostics for malformed positions or hands. */
  fromScenario(rules: R, situation: ScenarioSituation): Result<S, EngineError>;
  /**
   * Optional, turn-based kinds: the situation of a state in scenario terms (position notation, seat to act, hands,
   * kind-specific `extra`), as `fromScenario` reads it — for exporting a replay step as a scenario file. What the
   * notation cannot carry (e.g. the order of the face-down stock) is left out; the exporter checks the result.
   */
  toScenario?(rules: R, state: S): ScenarioSituation;
  /**
   * Every ID of the kind's rules catalogue (docs/rules/<kind>.md), in catalogue order: the rules (`DOG-068`,
   * `GAS-061`, `GAM-030`) and the catalogue's further entries (variants, open points, digital adaptation, test
   * examples: `V01`, `AMB-01`, `DIG-021`, `G27`…). A ruleset's `texts` and a scenario's `rules` may name only these;
   * another ID is reported at its place with the nearest of these (core/rule-ids.ts).
   */
  readonly ruleIds: readonly RuleId[];
  /**
   * Optional: every rule ID this kind's events can cite under `rules` (`GameEvent.rule`). The playtest lab counts
   * "rules never triggered" over these; the other rule IDs of the ruleset (definitions, and conditions checked
   * inside a move whose event cites its main rule) are listed apart as not counted by events.
   */
  eventRules?(rules: R): readonly RuleId[];
  /**
   * Optional: for kinds where several notations mean the same play (e.g. a Dog 7 split written in another
   * legal order), the listed canonical action with the same outcome, or null if the action is not legal.
   */
  canonicalAction?(rules: R, state: S, action: Action): Action | null;
  /** Hands per seat as notation (for `replay show`), e.g. `{ 0: "A 7 X" }`. */
  formatHands(rules: R, state: S): Record<Seat, string>;
  /**
   * Optional, for kinds whose legality check is cheaper than listing every action: null iff `legalActions`
   * lists `action` (same seat and notation), else the reason (e.g. `gamsh/card-gone`). The core uses it for
   * the accept/reject decision and the error code; it must agree with `legalActions` (kinds test this).
   */
  checkAction?(rules: R, state: S, action: Action): EngineError | null;
  /**
   * Optional: the kind's rule-sheet sections (material, setup, turn, rules by topic, card meanings…) for
   * these rules, with rule texts from `ruleset.texts` in `lang` (docs/architecture.md "Game kinds").
   */
  describe?(rules: R, ruleset: import('../ruleset/types').Ruleset, lang: SheetLang): RuleSheetSection[];
  /** Optional: a small inline SVG picture of a state (a board excerpt) for worked examples on rule sheets. */
  illustrate?(rules: R, state: S, lang: SheetLang): string;
  /**
   * Optional, for bots that search under hidden information (ISMCTS, playtest lab): a complete state that is
   * consistent with what `seat` sees in `view` (`view(rules, state, seat)` of some true state), with every card
   * hidden from `seat` placed at random using `rng` only. Must read nothing but `view`, so two true states that
   * look alike to `seat` yield identically distributed states.
   */
  determinize?(rules: R, view: Json, seat: Seat, rng: Rng): S;
  /**
   * Optional, for kinds with sealed team secrets (Gämsh signals, GAM-010/DIG-021): the plaintext secret in force
   * per team id (`A`, `B`, …) in `state`. Replays record it next to each sealed hash the kind logs in a
   * `signal-set` event (docs/rules/gamsh.md "Secrets"); views never show it to other teams.
   */
  secrets?(rules: R, state: S): Readonly<Record<string, string>>;

  // ---- Real time (docs/architecture.md "Real time"): all optional; turn-based kinds leave them out. ----
  /** True for real-time kinds: actions carry `time` (ms since game start) and engine timers fire between them. */
  readonly realtime?: boolean;
  /** The engine clock of a state, in ms since the game started (the time of the last input or timer). */
  clock?(rules: R, state: S): number;
  /** Engine time (ms) at which the next system timer fires (auto-take, middle refresh, pauses…), or null. */
  nextTimer?(rules: R, state: S): number | null;
  /** Fires every timer due at or before `timeMs` in time order and sets the clock to `timeMs` (≥ the clock). */
  advance?(rules: R, state: S, timeMs: number, rng: Rng): { state: S; events: GameEvent[] };
  /**
   * Real-time kinds, optional: true if `toAct`, `checkAction` and `apply` take an action's `time` as the clock
   * (max of the state's clock and `time`) and `advance` with no timer due changes nothing but the clock. Then
   * `applyInput` hands them the state as it is instead of a copy with only the clock moved: one state copy
   * less per input, the same snapshots and events.
   */
  readonly timedInputs?: boolean;
  /**
   * The kind's default real-time bot, for simulations and benchmarks (`runRealtimeTrial`); `params` override its
   * parameters by name (Gämsh: `GamshBotParams`; playtest sweeps, DIG-053), checked beforehand by the caller.
   */
  defaultAgent?(params?: Readonly<Record<string, Json>>): import('./agent').AgentFactory;

  // ---- What a seat may see beyond `view` (core/sight.ts): all optional; without them nothing is hidden. ----
  /**
   * The notation of `action` as `viewer` may see it, e.g. Dog `give:9` → `give:?` for every seat but the giver
   * (DOG-014). `after` is the state right after the action (null when unknown: then redact as if the action
   * hid all it could). Must never return a card the viewer's `view` hides.
   */
  redactAction?(rules: R, action: Action, viewer: Seat, after: S | null): string;
  /** `event` as `viewer` may see it (hidden fields written `?`), or null when `viewer` may not know it happened. */
  redactEvent?(rules: R, event: GameEvent, viewer: Seat): GameEvent | null;
  /** Position notation as `viewer` sees it (hidden parts written `?`); default `formatPosition`. */
  formatPositionFor?(rules: R, state: S, viewer: Seat): string;
  /**
   * Turn-based kinds with `toScenario`: the situation as `viewer` sees it — own hand only, no hidden stock order or
   * others' exchange cards, hidden parts of the position written `?` (so the file names no hidden card and may not
   * run as is). Default: `toScenario` without other seats' hands.
   */
  toScenarioFor?(rules: R, state: S, viewer: Seat): ScenarioSituation;
  /** Sentences for steps and events in the app's languages (core/sight.ts `describeStep`, `describeEvent`). */
  readonly speech?: KindSpeech<R>;

  // ---- What tools outside the rules need from a kind: all optional; a kind without them gets the plain tools. ----
  /**
   * The kind's bots (bots/registry.ts, bots/levels.ts): position evaluation, own heuristic bot, team score, search
   * settings for `strong`/`expert`, real-time agent parameters and levels. Absent: random bots (and the default
   * agent for real-time kinds) only.
   */
  readonly bots?: import('../bots/kind-bots').KindBots;
  /** Booklet chapters, tips and pictures, option sentences and house-rules sections (rulesheet/kind-sheet.ts). */
  readonly rulesheet?: import('../rulesheet/kind-sheet').KindRuleSheet;
  /** Terminal play (`rulebench play`): the table as text, and cards written as a person reads them (core/terminal.ts). */
  readonly terminal?: import('./terminal').KindTerminal<V>;
  /**
   * The rules editor's hover on an entry of the ruleset's `tables`: what the entry at `path` (below `tables`, e.g.
   * `['cards', 'Q']`) does under the compiled `rules`, in words in `lang`, with the rule IDs; null where the kind has
   * nothing to say. Absent: no hover on tables.
   */
  tableHover?(rules: R, path: readonly (string | number)[], lang: SheetLang): string | null;
  /** The playtest lab's progress score for lead metrics (playtest/progress.ts), or absent when the kind has none. */
  readonly progress?: import('../playtest/progress').ProgressScore;
  /**
   * How the app's tables and reports name team `team` (0-based), e.g. Gämsh `A`, `B` (GAM-010). Absent: counted
   * from 1 (`1`, `2`).
   */
  teamName?(team: number): string;
}

/** What a kind's sentences need: language, seat names and helpers (`core/sight.ts` builds it). */
export interface SpeechContext {
  readonly lang: SheetLang;
  /** The viewer the texts are for (null = all-seeing); actions and events are already redacted for it. */
  readonly viewer: Seat | null;
  /**
   * The seat spoken to in the second person ("Du spielst", "You win"): the viewer; in the all-seeing view the seat
   * whose player is named with the person's default name "Du"/"You" (which would read "Du spielt"); else null.
   */
  readonly addressee: Seat | null;
  /** The seat's name (player name, or "Seat n" / "Platz n"). */
  name(seat: Seat): string;
  /** A catalogue text with its placeholders filled (`messages/index.ts`). */
  t(key: import('../messages').MessageKey, params?: import('../messages').MessageParams): string;
  /** Items joined as "a, b and c" in the language. */
  list(items: readonly string[]): string;
}

/** A kind's sentence makers. Inputs are already redacted for `ctx.viewer`: they must only word what they get. */
export interface KindSpeech<R = unknown> {
  /** One sentence (or a few, joined by ". ") for an action and the events it caused, e.g. "Anna plays a 7: …". */
  step(rules: R, action: Action, events: readonly GameEvent[], ctx: SpeechContext): string;
  /** One event as a sentence, or null for bookkeeping events not worth a line. */
  event(rules: R, event: GameEvent, ctx: SpeechContext): string | null;
  /**
   * True when `step`'s sentence already says what `event` says (Dog: the moved pieces, a capture, a new deal), so a
   * panel showing that sentence need not list the event's own line again. Absent: no event is said by the step.
   */
  told?(rules: R, event: GameEvent): boolean;
}
