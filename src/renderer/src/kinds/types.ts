// What the renderer knows about one game kind: the components the generic views (TablePanel, ReplayView) place
// for it. Mirrors src/engine/kinds/<kind>/ — a new kind is one engine folder plus one renderer folder, each
// registered by one line (src/engine/kinds/index.ts, src/renderer/src/kinds/index.ts).
import type { Component } from 'vue';
import type { Translate } from '../components/format';
import type { useTableStore } from '../stores/table';

/**
 * What a kind's turn hint reads: the table store (the acting seat, its legal actions, the pick), the UI's
 * catalogue, seat names as the table shows them, and where the hint stands.
 */
export interface TurnHintContext {
  /** The table store; `table.acting` is the person to act (never null when the hint is asked for). */
  readonly table: ReturnType<typeof useTableStore>;
  /** The UI's catalogue in its language. */
  readonly t: Translate;
  /** A seat's name as the table shows it (given name, "Du", or "Platz n"). */
  readonly name: (seat: number) => string;
  /** How many people sit at this screen (hot seat: more than one; a session's join page: one). */
  readonly people: number;
  /**
   * The join page's short line (whose turn, the exchange's receiver) rather than the table panel's, which
   * follows the pick click by click.
   */
  readonly short: boolean;
}

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
  /**
   * The table of a person who joined a session by link (join page; no props, reads and drives the table store's
   * remote seat), for kinds whose `livePanel` runs a game of its own. Kinds without one show their `liveBoard`.
   */
  readonly remotePanel?: Component;
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
  /**
   * The hint line above the board while a person at this screen is to act and no pick waits for an answer (no
   * Joker value asked, no move waiting for its confirmation): what to click next, in the UI's language. Without
   * it: "Your turn." (the table panel with several people: "<name>, pick a card.").
   */
  readonly turnHint?: (ctx: TurnHintContext) => string;
  /**
   * A seat's hand as the replay records it (the kind's notation) in words of `lang`, for the Replay view's seat
   * list. Without it the seat list shows the notation.
   */
  readonly handText?: (hand: string, lang: 'de' | 'en') => string;
}
