// The open replay: its summary, the current step and the frame shown. Serialisable data only — the compiled
// engine session lives in a plain module variable (`handle`), never in reactive state (docs/architecture.md "State and side effects").
import { defineStore } from 'pinia';
import { markRaw, type Raw } from 'vue';
import { getHostApi } from '../services/host-api';
import {
  loadReplay,
  type ReplayFrame,
  type ReplayHandle,
  type ReplayInfo,
  type ReplayLogRow,
} from '../services/replay-session';
import { loadRuleset } from '../services/table-loader';
import { useSettingsStore } from './settings';
import { translate } from '../i18n/messages';
import {
  formatDiagnostic,
  recheckReplay,
  recheckStatus,
  type Annotation,
  type Json,
  type ReplayRecheck,
} from '../../../engine';

/**
 * The open replay re-checked under another ruleset (docs/architecture.md "Replays"): `same` (every step and position as recorded),
 * `changed` (every step still legal, positions or outcome differ) or `diverges` (a step is refused now); or `error`
 * when the rules could not be loaded or the table does not fit, with the message. Plain data.
 */
export type RecheckResult = { readonly rulesetId: string } & (
  | ({ readonly status: 'same' | 'changed' | 'diverges' } & ReplayRecheck)
  | { readonly status: 'error'; readonly message: string }
);

let handle: ReplayHandle | null = null;
let opening = 0;

export const useReplayStore = defineStore('replay', {
  state: () => ({
    file: null as string | null,
    status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    error: null as string | null,
    info: null as Raw<ReplayInfo> | null,
    step: 0,
    /** Replaced whole on every seek, so it need not be deeply reactive (and its JSON view stays cheap). */
    frame: null as Raw<ReplayFrame> | null,
    playing: false,
    /** Milliseconds between steps while playing. */
    interval: 400,
    /** Seat whose view is shown (hidden cards hidden); null = all-seeing. */
    perspective: null as number | null,
    annotations: [] as Annotation[],
    notesDirty: false,
    notice: null as string | null,
    /** The last re-check under other rules (`recheckUnder`), or null. */
    recheck: null as RecheckResult | null,
    rechecking: false,
    /** The current step as a scenario file (`scenarioOfStep`), or why it cannot be made; null until asked. */
    scenario: null as { step: number; yaml: string; problem: string | null } | { step: number; error: string } | null,
  }),
  getters: {
    length: (state) => state.info?.length ?? 0,
    atStart: (state) => state.step <= 0,
    atEnd: (state) => state.step >= (state.info?.length ?? 0),
  },
  actions: {
    /** Reads the replay from the host, compiles it with the engine and shows `step` (default 0). */
    async open(file: string, step = 0) {
      const ticket = ++opening;
      this.$patch({ file, status: 'loading', error: null, info: null, frame: null, step: 0, playing: false });
      handle = null;
      try {
        const read = await getHostApi().invoke('replays:read', file);
        if (ticket !== opening) return;
        if (!read.ok) return this.fail(read.message);
        const loaded = loadReplay(read.replay);
        if (!loaded.ok) return this.fail(loaded.message);
        handle = loaded.handle;
        this.info = markRaw(loaded.handle.info); // replaced whole, never edited: no deep proxies over thousands of actions
        this.annotations = [...loaded.handle.info.annotations];
        this.status = 'ready';
        this.seek(step);
        if (!this.frame && step !== 0) {
          // The asked-for step is past a bad action: show the start, keep the message.
          const why = this.error;
          this.seek(0);
          this.error = why;
        }
      } catch (e) {
        if (ticket === opening) this.fail((e as Error).message);
      }
    },
    close() {
      opening++;
      handle = null;
      this.$reset();
    },
    fail(message: string) {
      this.status = 'error';
      this.error = message;
      this.playing = false;
    },
    /** Shows the position after `step` actions (clamped to 0..length). */
    seek(step: number) {
      if (!handle || !Number.isFinite(step)) return;
      const target = Math.max(0, Math.min(handle.info.length, Math.trunc(step)));
      const r = handle.frame(target, this.perspective, { lang: useSettingsStore().locale });
      if (!r.ok) {
        this.error = r.message;
        this.playing = false;
        return;
      }
      this.error = null;
      this.step = target;
      this.frame = markRaw(r.frame);
    },
    forward(by = 1) {
      this.seek(this.step + by);
    },
    back(by = 1) {
      this.seek(this.step - by);
    },
    /**
     * The recorded actions as the perspective sees them, with sentences in `lang` (`give:?` for others'
     * exchange cards). Reads `perspective` and `info`, so a computed over it follows both; cached by the handle.
     */
    actionsFor(lang: 'de' | 'en'): ReplayLogRow[] {
      if (!this.info || !handle) return [];
      return handle.actions(this.perspective, { lang });
    },
    /** Shows the game as `seat` sees it (null = all-seeing). */
    setPerspective(seat: number | null) {
      this.perspective = seat;
      this.seek(this.step);
    },
    /** Adds a note (or a bookmark, with or without text) at the current step. */
    annotate(text: string, bookmark = false) {
      if (!text.trim() && !bookmark) return;
      this.annotations = [
        ...this.annotations,
        { step: this.step, text: text.trim(), ...(bookmark ? { bookmark: true } : {}) },
      ].sort((a, b) => a.step - b.step);
      this.notesDirty = true;
    },
    removeAnnotation(index: number) {
      this.annotations = this.annotations.filter((_, i) => i !== index);
      this.notesDirty = true;
    },
    /** Writes the annotations into the replay file (atomically, through the host). */
    async saveAnnotations() {
      if (!handle || !this.file) return;
      const doc = { ...handle.replay, annotations: this.annotations };
      const r = await getHostApi().invoke('replays:save', {
        file: this.file,
        replay: doc as unknown as { [key: string]: Json },
      });
      if (r.ok) this.$patch({ notesDirty: false, notice: r.file });
      else this.error = r.message;
    },
    /**
     * Re-runs this replay's actions under the saved ruleset `rulesetId` (an edited draft or another variant of the
     * kind) and keeps the result in `recheck`: which steps still hold, the first refused step, the first position
     * that differs, the outcome. A ruleset that does not compile or seats another table gives an `error` result.
     */
    async recheckUnder(rulesetId: string) {
      if (!handle) return;
      const replay = handle.replay;
      this.rechecking = true;
      try {
        const loaded = await loadRuleset(rulesetId);
        const game = loaded.ok ? loaded.value.checked.game : null;
        if (!loaded.ok || !game) {
          const why = loaded.ok
            ? loaded.value.checked.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)[0]
            : loaded.message;
          this.recheck = {
            rulesetId,
            status: 'error',
            message: why ?? translate(useSettingsStore().locale, 'replay.notCompiling', { id: rulesetId }),
          };
          return;
        }
        const r = recheckReplay(replay, game);
        if (!r.ok) this.recheck = { rulesetId, status: 'error', message: r.error.message };
        else this.recheck = { rulesetId, status: recheckStatus(r.value), ...r.value };
      } catch (e) {
        this.recheck = { rulesetId, status: 'error', message: (e as Error).message };
      } finally {
        this.rechecking = false;
      }
    },
    /** Makes the scenario file of the step shown (`ReplayHandle.scenario`) and keeps it in `scenario`. */
    scenarioOfStep() {
      if (!handle || !this.file) return;
      const locale = useSettingsStore().locale;
      const r = handle.scenario(this.step, this.file, this.perspective, (key, params) =>
        translate(locale, key, params),
      );
      this.scenario = r.ok
        ? { step: this.step, yaml: r.yaml, problem: r.problem }
        : { step: this.step, error: r.message };
    },
    setPlaying(on: boolean) {
      this.playing = on && this.status === 'ready';
      if (this.playing && this.atEnd) this.seek(0);
    },
  },
});
