// The Playtest view's data: the run form, the running job's progress (pushed by the host, and polled
// as a fallback) and the finished report. Serialisable data only; the host plays the games in worker threads.
import { defineStore } from 'pinia';
import { markRaw, type Raw } from 'vue';
import { parseScalar, readSweepAxis, type Json, type SweepAxis } from '../../../engine';
import type { PlaytestGame, PlaytestReport, PlaytestRequest, PlaytestStatus } from '../../../shared/ipc-contract';
import { parseQueueUrl } from '../../../shared/queue-url';
import { getHostApi } from '../services/host-api';
import { translate, type Locale } from '../i18n/messages';
import { hostText } from '../services/host-texts';
import { useSettingsStore } from './settings';

/** Run modes of the form: one batch, an A/B comparison, a sweep over one or two options, a bot ladder or a screening of options. */
export type PlaytestMode = PlaytestRequest['mode'];

/**
 * `k=v` pairs separated by spaces, commas or new lines → option overrides (values as JSON scalars, as
 * `rulebench --set` parses them); `bot.NAME=v` is a bot parameter (DIG-053), which the host splits off and checks.
 */
export function parseOverrides(
  text: string,
  locale: Locale = 'en',
): { ok: true; value: Record<string, Json> } | { ok: false; message: string } {
  const value: Record<string, Json> = {};
  for (const part of text.split(/[\s,]+/).filter((p) => p.length > 0)) {
    const eq = part.indexOf('=');
    if (eq <= 0) return { ok: false, message: translate(locale, 'playtest.err.notPair', { part }) };
    value[part.slice(0, eq)] = parseScalar(part.slice(eq + 1));
  }
  return { ok: true, value };
}

/**
 * One axis per non-empty line: `option=5..9`, `option=0.3..0.9:0.3` or `option=a,b,c`; `bot.NAME=…` varies a bot
 * parameter (DIG-053; checked by the host). A malformed line gives `readSweepAxis`'s reason, as `rulebench sweep
 * --vary` does (`x: the decimal range 0.3..0.9 needs a step …`; the engine's reason stays English), in `locale`.
 */
export function parseAxes(
  text: string,
  locale: Locale = 'en',
): { ok: true; value: SweepAxis[] } | { ok: false; message: string } {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length < 1 || lines.length > 2) return { ok: false, message: translate(locale, 'playtest.err.axesCount') };
  const axes: SweepAxis[] = [];
  for (const l of lines) {
    const a = readSweepAxis(l);
    if (!a.ok) return { ok: false, message: translate(locale, 'playtest.err.axes', { message: a.error }) };
    axes.push(a.axis);
  }
  return { ok: true, value: axes };
}

/**
 * A host message in `locale`: the host answers in English (`Options to sweep: …`, `A comparison needs a ruleset B.`);
 * every known form is worded from the catalogue (services/host-texts.ts), anything else stays as written.
 */
export function localMessage(message: string, locale: Locale): string {
  return hostText(message, (key, params) => translate(locale, key, params));
}

/**
 * The options a screening run names: undefined (every option, also those the form does not list) when none of
 * `optionNames` is left out, else those of `optionNames` not in `off`, in declaration order (empty: none picked).
 */
export function screenPick(off: readonly string[], optionNames: readonly string[]): string[] | undefined {
  if (!optionNames.some((n) => off.includes(n))) return undefined;
  return optionNames.filter((n) => !off.includes(n));
}

/** Finished runs the view keeps for the People source to choose from. */
export const KEPT_RUNS = 10;

let stopPolling: (() => void) | null = null;
let unsubscribe: (() => void) | null = null;

/** The Playtest view's store: form fields, the job's status (raw) and actions to start, follow, cancel and replay. */
export const usePlaytestStore = defineStore('playtest', {
  state: () => ({
    /** What the view shows: bot runs (the form and its report) or the people's games of a playtest session. */
    source: 'bots' as 'bots' | 'people',
    mode: 'batch' as PlaytestMode,
    rulesetA: 'dog/standard',
    overridesA: '',
    rulesetB: 'dog/standard',
    overridesB: 'jokersPerDeck=0',
    axes: 'jokersPerDeck=0..3',
    /**
     * One bot per seat (`normal` — the default level of every lab command —, `random`, `easy`, `strong`, `expert`,
     * `heuristic`, `ismcts`, `ismcts:N`).
     */
    bots: ['normal', 'normal', 'normal', 'normal'] as string[],
    /** Mode `ladder`: the ladder's bots as a comma list (not one per seat). */
    ladderBots: 'random, normal, strong',
    /** Mode `screen`: options of ruleset A the designer left out (none: every option is screened). */
    screenOff: [] as string[],
    /** Mode `screen`: the bot levels every value is played at (all seats that bot). */
    screenLevels: ['normal'] as string[],
    games: 200,
    seed: '1',
    /** Worker threads on this computer; '' = one per core. */
    workers: '' as number | '',
    /** A queue URL (`redis://HOST:PORT[/DB]`): the run's shards are played by the queue's workers; '' = this computer. */
    queue: '',
    /** The job's status; raw (not deeply reactive): a report holds thousands of games and is replaced whole. */
    status: null as Raw<PlaytestStatus> | null,
    /**
     * The last finished run's report (raw), kept while a new run is running and after it is cancelled or fails, so
     * that Cancel never wipes the results on screen; replaced when a run finishes.
     */
    lastReport: null as Raw<PlaytestReport> | null,
    /** Finished runs of this view by job, newest first (at most `KEPT_RUNS`): the People source picks a bot batch among them. */
    finished: [] as { readonly jobId: string; readonly report: Raw<PlaytestReport> }[],
    error: null as string | null,
    /** Replay being re-created (arm/index), for the busy state of its button. */
    opening: null as string | null,
  }),
  getters: {
    running: (s) => s.status?.state === 'running',
    /** The report on screen: the current run's once done, else the last finished run's (kept through Cancel). */
    report: (s) => s.status?.report ?? s.lastReport,
    /** True when the report on screen is an earlier run's (a new run is running, was cancelled or failed). */
    reportIsPrevious: (s) => !s.status?.report && s.lastReport !== null,
    /** Fraction done in [0, 1]. */
    fraction: (s) => (s.status && s.status.total > 0 ? s.status.done / s.status.total : 0),
  },
  actions: {
    setSeats(n: number) {
      const k = Math.max(1, Math.min(8, Math.floor(n)));
      const last = this.bots[this.bots.length - 1] ?? 'normal';
      this.bots = Array.from({ length: k }, (_, i) => this.bots[i] ?? last);
    },

    /**
     * The request for the current form, or an error message. `optionNames`: the options of ruleset A's kind in
     * declaration order (mode `screen` sends the ones not left out, or none for "all").
     */
    request(
      optionNames: readonly string[] = [],
    ): { ok: true; value: PlaytestRequest } | { ok: false; message: string } {
      const locale = useSettingsStore().locale;
      const a = parseOverrides(this.overridesA, locale);
      if (!a.ok)
        return { ok: false, message: translate(locale, 'playtest.err.options', { side: 'A', message: a.message }) };
      const queue = this.queue.trim();
      if (queue) {
        const url = parseQueueUrl(queue);
        if (!url.ok) return { ok: false, message: url.message };
      }
      const where = queue
        ? { queue }
        : typeof this.workers === 'number' && this.workers >= 1
          ? { workers: Math.min(64, Math.floor(this.workers)) }
          : {};
      const base = {
        a: { rulesetId: this.rulesetA, overrides: a.value },
        bots: [...this.bots],
        games: Math.max(1, Math.floor(this.games)),
        seed: this.seed.trim() || '1',
        ...where,
      };
      if (this.mode === 'compare') {
        const b = parseOverrides(this.overridesB, locale);
        if (!b.ok)
          return { ok: false, message: translate(locale, 'playtest.err.options', { side: 'B', message: b.message }) };
        return { ok: true, value: { mode: 'compare', ...base, b: { rulesetId: this.rulesetB, overrides: b.value } } };
      }
      if (this.mode === 'sweep') {
        const axes = parseAxes(this.axes, locale);
        if (!axes.ok) return { ok: false, message: axes.message };
        return { ok: true, value: { mode: 'sweep', ...base, axes: axes.value } };
      }
      if (this.mode === 'screen') {
        const picked = screenPick(this.screenOff, optionNames);
        if (picked !== undefined && picked.length === 0)
          return { ok: false, message: translate(locale, 'screen.errNoOption') };
        if (this.screenLevels.length === 0) return { ok: false, message: translate(locale, 'screen.errNoLevel') };
        return {
          ok: true,
          value: {
            mode: 'screen',
            ...base,
            screen: { ...(picked ? { options: picked } : {}), levels: [...this.screenLevels] },
          },
        };
      }
      if (this.mode === 'ladder')
        return {
          ok: true,
          value: { mode: 'ladder', ...base, bots: this.ladderBots.split(/[\s,]+/).filter((b) => b.length > 0) },
        };
      return { ok: true, value: { mode: 'batch', ...base } };
    },

    /** Starts the form's run; `optionNames` as for `request`. */
    async start(optionNames: readonly string[] = []) {
      this.error = null;
      const req = this.request(optionNames);
      if (!req.ok) {
        this.error = req.message;
        return;
      }
      const api = getHostApi();
      const started = await api.invoke('playtests:start', req.value);
      if (!started.ok) {
        this.error = localMessage(started.message, useSettingsStore().locale);
        return;
      }
      this.status = markRaw<PlaytestStatus>({
        jobId: started.jobId,
        state: 'running',
        done: 0,
        total: req.value.games,
        elapsedMs: 0,
        etaMs: null,
        message: null,
        report: null,
      });
      this.follow(started.jobId);
    },

    /** Listens to progress pushes for `jobId` and polls every 400 ms as a fallback, until the job ends. */
    follow(jobId: string) {
      const api = getHostApi();
      stopPolling?.();
      unsubscribe?.();
      const onPush = (s: PlaytestStatus): void => {
        if (s.jobId === jobId && this.status?.jobId === jobId) this.setStatus(s);
      };
      unsubscribe = api.on<'playtests:progress'>('playtests:progress', onPush);
      let timer: ReturnType<typeof setTimeout> | null = null;
      let stopped = false;
      const poll = async () => {
        if (stopped) return;
        const s = await api.invoke('playtests:status', jobId);
        if (stopped || this.status?.jobId !== jobId) return;
        if (s) this.setStatus(s);
        if (!s || s.state !== 'running') {
          stopPolling?.();
          return;
        }
        timer = setTimeout(poll, 400);
      };
      stopPolling = () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        unsubscribe?.();
        unsubscribe = null;
      };
      timer = setTimeout(poll, 200);
    },

    /** Takes a status from the host; a finished run's report becomes the kept `lastReport`. */
    setStatus(s: PlaytestStatus) {
      this.status = markRaw(s);
      if (s.report) {
        // a push and a poll can both deliver the same finished run: kept once per job
        const run = { jobId: s.jobId, report: markRaw(s.report) };
        this.finished = [run, ...this.finished.filter((r) => r.jobId !== s.jobId)].slice(0, KEPT_RUNS);
        this.lastReport = markRaw(s.report);
      }
    },

    async cancel() {
      if (!this.status || this.status.state !== 'running') return;
      await getHostApi().invoke('playtests:cancel', this.status.jobId);
    },

    /** Re-creates game `game` of arm `arm` as a replay file and returns its file name (or null with `error` set). */
    async replayFile(arm: number, game: PlaytestGame): Promise<string | null> {
      const report = this.report;
      if (!report) return null;
      this.opening = `${arm}:${game.index}`;
      try {
        const a = report.arms[arm]!;
        const r = await getHostApi().invoke('playtests:replay', {
          rulesetId: a.rulesetId,
          overrides: { ...a.overrides },
          bots: [...report.bots],
          seed: game.seed,
          index: game.index,
        });
        if (!r.ok) {
          this.error = r.message;
          return null;
        }
        return r.file;
      } finally {
        this.opening = null;
      }
    },
  },
});
