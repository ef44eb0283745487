// What the renderer knows about one game kind: the components the generic views (TablePanel, ReplayView) place
// for it. Mirrors src/engine/kinds/<kind>/ — a new kind is one engine folder plus one renderer folder, each
// registered by one line (src/engine/kinds/index.ts, src/renderer/src/kinds/index.ts).
import type { Component } from 'vue';

/**
 * The renderer side of a kind. Every field is optional: a kind without a board gets the generic action list
 * at the table and a "no board yet" note in the replay.
 */
export interface KindRenderer {
  /**
   * Replaces the whole table panel (no props; reads the table store). For kinds that run on their own clock
   * (Gämsh: real time, pause, emotes) instead of the turn-based table panel.
   */
  readonly livePanel?: Component;
  /** The board inside the turn-based table panel (no props; reads and drives the table store). */
  readonly liveBoard?: Component;
  /** Extra controls beside the board for the acting seat (no props; the table store), e.g. the Dog hand. */
  readonly liveHand?: Component;
  /** The read-only board of the replay view. Props: `info: ReplayInfo`, `frame: ReplayFrame`, `labels: string[]`. */
  readonly replayBoard?: Component;
  /**
   * The replay's time axis for real-time kinds. Props: `timeline` (ReplayInfo.timeline), `step`; emits
   * `seek(step)`. Shown only when the replay has a timeline.
   */
  readonly replayTimeline?: Component;
}
