// Shared by the e2e specs where people play by clicks (play-by-clicks.e2e.ts at the app's table, session-join.e2e.ts
// through invite links): the seeded choice among the legal actions offered, the clicks (or taps on a phone) a person
// makes for a Dog or Gassi action, a seat's browser context with every WebSocket frame it received, and the check of
// those frames against the host engine's hidden state. Not a spec itself (no *.e2e.ts).
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import {
  applyAction,
  applyInput,
  spectatorView,
  startGame,
  viewFor,
  type CompiledGame,
  type Json,
  type Snapshot,
} from '../../src/engine';
import { clicksFor } from '../support/dog-click-plan';
import { parseGassiAction } from '../../src/renderer/src/kinds/gassi/gassi-clicks';

/** A small seeded generator (LCG): `pick(n)` is an index in 0…n-1, the same sequence for the same seed. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** A click, or a tap where the page was opened with touch (a phone). */
export function press(target: Locator, touch = false): Promise<void> {
  return touch ? target.tap() : target.click();
}

/** A board spot of the Dog overlay (`P12`, `F2@1`, `K@3`; DogTable.vue's `data-spot`). */
function dogSpot(page: Page, ref: string): Locator {
  return page.locator(`[data-testid="board-overlay"] [data-spot="${ref}"]`).first();
}

/**
 * Makes Dog action `notation` of seat `seat` with the clicks a person makes (src/renderer/src/kinds/dog/click-plan.ts:
 * hand card, Joker value, pieces and fields, the discard button), taps with `touch`. A move that asks for
 * confirmation (a give to the partner at the app's table, DOG-014; sending home one's own or the partner's piece,
 * DOG-023/050/068) is confirmed with the button, which must name exactly `notation`; `confirm: false` where no
 * such button can appear (the join page: its give is the second click on the card). Returns whether it asked.
 */
export async function clickDog(
  page: Page,
  notation: string,
  seat: number,
  { touch = false, confirm = true }: { touch?: boolean; confirm?: boolean } = {},
): Promise<boolean> {
  for (const c of clicksFor(notation, seat)) {
    if (c.kind === 'card') await press(page.getByTestId(`card-${c.card}`).first(), touch);
    else if (c.kind === 'joker') await press(page.getByTestId(`joker-${c.value}`), touch);
    else if (c.kind === 'discard') await press(page.getByTestId('discard'), touch);
    else
      await press(
        dogSpot(
          page,
          c.spot.at === 'track'
            ? `P${c.spot.field}`
            : c.spot.at === 'finish'
              ? `F${c.spot.slot}@${c.spot.seat}`
              : `K@${c.spot.seat}`,
        ),
        touch,
      );
  }
  if (!confirm) return false;
  const button = page.getByTestId('confirm-pending');
  if (!(await button.isVisible())) return false;
  expect(await button.getAttribute('data-notation')).toBe(notation);
  await press(button, touch);
  return true;
}

/**
 * Makes Gassi action `notation` with a person's clicks: a plain move by its button; else its hand cards (each card
 * once, by its index), then the dog or the new-dog slot, then the choice where several legal actions share those
 * cards and that dog (with and without a bone), then the confirmation a move asks for when it spends a bone or
 * walks another player's dog.
 */
export async function clickGassi(page: Page, notation: string, touch = false): Promise<void> {
  const a = parseGassiAction(notation);
  if (a.cards.length === 0 && !(a.move === 'PULL' && a.dog)) {
    await press(page.locator(`[data-testid="gassi-plain"][data-notation="${notation}"]`), touch);
    return;
  }
  const used = new Set<string>();
  for (const card of a.cards) {
    const cards = page.locator(`[data-testid="gassi-card"][data-card="${card}"]`);
    const n = await cards.count();
    for (let i = 0; i < n; i++) {
      const idx = (await cards.nth(i).getAttribute('data-index'))!;
      if (used.has(idx)) continue;
      used.add(idx);
      await press(cards.nth(i), touch);
      break;
    }
  }
  if (a.dog) await press(page.locator(`[data-testid="gassi-dog"][data-dog="${a.dog}"]`), touch);
  else await press(page.getByTestId('gassi-new-dog'), touch);
  const choice = page.getByTestId('gassi-choice');
  if (await choice.isVisible()) await press(choice.locator(`[data-notation="${notation}"]`), touch);
  // A move that spends a bone (GAS-042) or walks another player's dog (GAS-140) waits for its confirmation.
  const confirm = page.getByTestId('gassi-confirm-yes');
  if (await confirm.isVisible()) await press(confirm, touch);
}

/**
 * How far a Dog action brings the mover's pieces, read from its notation only (what a person sees on the buttons
 * and the board): into the finish 100 and more (deeper slots more), an exit 60, forward fields count, 4 back and
 * swaps little; gives and discards 0. `fieldCount`: fields of the track (64 for four seats, 96 for six).
 */
export function dogProgress(notation: string, fieldCount: number): number {
  if (notation.startsWith('give:') || notation === 'discard') return 0;
  const body = notation.slice(notation.indexOf(':') + 1);
  if (body.startsWith('exit')) return 60;
  if (body.includes('<>')) return -5;
  let score = 0;
  for (const seg of body.split(',')) {
    let m = /^P(\d+)>P(\d+)$/.exec(seg);
    if (m) {
      const d = (Number(m[2]) - Number(m[1]) + fieldCount) % fieldCount;
      score += d > fieldCount / 2 ? d - fieldCount : d;
      continue;
    }
    m = /^P\d+>F(\d+)/.exec(seg);
    if (m) {
      score += 100 + 5 * Number(m[1]);
      continue;
    }
    m = /^F(\d+)>F(\d+)/.exec(seg);
    if (m) score += 20 + Number(m[2]) - Number(m[1]);
  }
  return score;
}

/** A seeded pick among the legal Dog actions that bring the most (`dogProgress`): a keen player's game ends sooner. */
export function keenDogPick(legal: readonly string[], fieldCount: number, pick: (n: number) => number): string {
  const best = Math.max(...legal.map((n) => dogProgress(n, fieldCount)));
  const top = legal.filter((n) => dogProgress(n, fieldCount) === best);
  return top[pick(top.length)]!;
}

/** One person's browser context opened on an invite link, with every WebSocket frame its page received. */
export interface SeatPage {
  readonly seat: number;
  readonly page: Page;
  /** Every frame the page's WebSockets received, in order (text). */
  readonly frames: string[];
  /** Requests the page made to the designer's host API (`/api…`): must stay empty. */
  readonly apiCalls: string[];
  /** Opened as a phone (390×844, touch, German): taps instead of clicks. */
  readonly touch: boolean;
}

/**
 * Opens `url` in a new browser context: a laptop (the config's viewport, English) or, with `phone`, a 390×844 phone
 * with touch (`hasTouch`, `isMobile`) whose browser speaks German. Records frames and /api requests from the start.
 */
export async function openSeat(browser: Browser, url: string, seat: number, phone: boolean): Promise<SeatPage> {
  const ctx = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'de-CH' }
      : { locale: 'en-GB' },
  );
  const page = await ctx.newPage();
  const s: SeatPage = { seat, page, frames: [], apiCalls: [], touch: phone };
  page.on('websocket', (ws) => ws.on('framereceived', (f) => s.frames.push(String(f.payload))));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api')) s.apiCalls.push(r.url());
  });
  await page.goto(url);
  return s;
}

/**
 * Waits until the join page shows the host's step `step` (or a later one: others give their exchange cards at the
 * same time, DOG-014) and offers its seat legal actions (JoinApp.vue stamps
 * `data-step` and `data-acting`). Polls every 20 ms (expect.poll backs off to a second, which adds minutes to a game).
 */
export async function waitForTurn(page: Page, step: number): Promise<void> {
  await page.waitForFunction(
    (k) => {
      const el = document.querySelector('[data-testid="join-page"]');
      return Number(el?.getAttribute('data-step') ?? -1) >= k && el!.hasAttribute('data-acting');
    },
    step,
    { polling: 20, timeout: 30_000 },
  );
}

/**
 * The snapshots of a game from `seed` after each of `actions` (index k: after k actions), replayed by the engine.
 * Real-time kinds (Gämsh): the inputs with their host-stamped times, a refused one included (it moved the clock and is
 * a step of the host's log, DIG-004).
 */
export function snapshotsOf(
  game: CompiledGame,
  seed: string,
  actions: readonly { seat: number; notation: string; time?: number }[],
): Snapshot[] {
  const out = [startGame(game, seed)];
  for (const a of actions) {
    if (game.kind.realtime) {
      const r = applyInput(game, out.at(-1)!, a);
      if (r.rejected?.code === 'action/malformed') throw new Error(`${a.seat}: ${a.notation}: ${r.rejected.message}`);
      out.push(r.snapshot);
      continue;
    }
    const r = applyAction(game, out.at(-1)!, a);
    if (!r.ok) throw new Error(`${a.seat}: ${a.notation}: ${r.error.message}`);
    out.push(r.value.snapshot);
  }
  return out;
}

/** What one frame says about the table, as far as the checker reads it (docs/sessions.md, `state`/`update`). */
interface FrameState {
  you: number | null;
  phase: string;
  step: number;
  view: Json;
  hands: Record<string, string>;
}

/** Every value inside `v` (depth first), with its path, for the scan of a whole frame. */
function* walk(v: unknown, path: string): Generator<[string, unknown]> {
  yield [path, v];
  if (Array.isArray(v)) for (const [i, x] of v.entries()) yield* walk(x, `${path}[${i}]`);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) yield* walk(x, `${path}.${k}`);
}

const sameCards = (a: readonly unknown[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => typeof x === 'string') && [...a].sort().join() === [...b].sort().join();

/**
 * What frame `text` (one WebSocket message to seat `seat`, null: a spectator) shows that the seat may not see, in
 * sentences (empty when nothing). The hidden state is the engine's all-seeing view of `snaps[step]` (`viewFor(…, null)`: every
 * hand, and in Dog the exchange cards given but not yet received, DOG-014), not the sight functions under test:
 * - another seat's hand anywhere in the frame (a string such as `"3 5 J"` or an array of its cards, two cards or
 *   more, unless the seat holds the same cards or it is a public pile), in the `hands` map (other seats only `?`), or all-seeing keys (`hands`, `gives`) in the view;
 * - the seat's own hand other than the hidden state's (e.g. with a partner's exchange card not yet received) and
 *   an own exchange card other than its own;
 * - another seat's exchange card in the log (`give:` must read `give:?`), or a `give` event naming a card;
 * - Gämsh: another team's secret signal (DIG-021): the view's `mySignal` other than the own team's (a spectator's
 *   null), the all-seeing `signals` in the view, or another team's `secret:` input in the log not reading
 *   `secret:?`; hands shown to check a call (`reveal.hands`, a `reveal-hands` event, GAM-035) are public;
 * - and the seat's view must be exactly the engine's view of that seat at that step (`viewFor`; a spectator's the
 *   public view, `spectatorView`).
 * Messages other than `state`/`update` and lobby states say nothing about cards.
 */
export function frameLeaks(
  game: CompiledGame,
  snaps: readonly Snapshot[],
  seat: number | null,
  text: string,
): string[] {
  const msg = JSON.parse(text) as { type: string; state?: FrameState; log?: unknown[] };
  if ((msg.type !== 'state' && msg.type !== 'update') || !msg.state) return [];
  const st = msg.state;
  const out: string[] = [];
  if (st.you !== seat) out.push(`the frame is for seat ${st.you}`);
  if (st.phase === 'lobby') return out;
  const snap = snaps[st.step];
  if (!snap) return [...out, `step ${st.step} is beyond the host's ${snaps.length - 1}`];
  const hidden = viewFor(game, snap, null) as { hands?: (string | string[])[]; gives?: (string | null)[] };
  const hands = (hidden.hands ?? []).map((h) => (Array.isArray(h) ? h : h.split(' ').filter(Boolean)));
  const at = `step ${st.step}`;
  const own = seat === null ? [] : (hands[seat] ?? []);
  for (const [k, h] of Object.entries(st.hands))
    if (Number(k) !== seat && !/^[? ]*$/.test(h)) out.push(`${at}: hands[${k}] is "${h}"`);
  const view = (st.view ?? {}) as Record<string, unknown>;
  for (const key of ['hands', 'gives', 'signals'])
    if (key in view) out.push(`${at}: the view holds all-seeing "${key}"`);
  const teamOf = (x: number) => game.layout.teams.findIndex((t) => t.includes(x));
  const signals = (hidden as { signals?: string[] }).signals;
  if (signals && 'mySignal' in view) {
    const mine = seat === null ? null : (signals[teamOf(seat)] ?? null);
    if (view['mySignal'] !== mine) out.push(`${at}: mySignal reads ${JSON.stringify(view['mySignal'])}`);
  }
  if ('hand' in view) {
    const shown = view['hand'];
    const cards = Array.isArray(shown) ? shown : String(shown).split(' ').filter(Boolean);
    if (!sameCards(cards, own)) out.push(`${at}: the own hand ${JSON.stringify(shown)} is not the seat's`);
  }
  if ('give' in view && (seat === null || view['give'] !== (hidden.gives?.[seat] ?? null)))
    out.push(`${at}: the own exchange card reads ${JSON.stringify(view['give'])}`);
  const shown: string[] = []; // paths of hands shown to everyone (a Gämsh call's reveal, GAM-035)
  for (const [path, v] of walk(msg, 'frame')) {
    if (v && typeof v === 'object' && (v as { type?: unknown }).type === 'reveal-hands') shown.push(`${path}.`);
    if (/\.reveal\.hands$/.test(path)) shown.push(`${path}.`);
    if (shown.some((p) => path.startsWith(p))) continue;
    // Cards every seat saw (Dog's face-up `played`, Gassi's discard pile and dogs' piles) may match a hand by chance.
    if (/\.(played|discard|pile)(\[\d+\])?$/.test(path)) continue;
    for (const [o, h] of hands.entries()) {
      if (o === seat || h.length < 2 || sameCards(h, own)) continue;
      const asText = typeof v === 'string' ? v.split(' ').filter(Boolean) : null;
      if ((asText && asText.length === h.length && sameCards(asText, h)) || (Array.isArray(v) && sameCards(v, h)))
        out.push(`${at}: ${path} holds seat ${o}'s hand`);
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const other = typeof o['seat'] === 'number' && o['seat'] !== seat;
      if (other && typeof o['notation'] === 'string' && /^give:[^?]/.test(o['notation']))
        out.push(`${at}: ${path} shows seat ${String(o['seat'])}'s exchange card (${o['notation']})`);
      if (other && o['type'] === 'give' && 'card' in o)
        out.push(`${at}: ${path} names seat ${String(o['seat'])}'s exchange card`);
      const otherTeam = other && (seat === null || teamOf(o['seat'] as number) !== teamOf(seat));
      if (otherTeam && typeof o['notation'] === 'string' && /^secret:[^?]/.test(o['notation']))
        out.push(`${at}: ${path} shows seat ${String(o['seat'])}'s team's secret signal (${o['notation']})`);
    }
  }
  const sight = seat === null ? spectatorView(game, snap) : viewFor(game, snap, seat);
  if (JSON.stringify(st.view) !== JSON.stringify(sight))
    out.push(`${at}: the view is not the engine's view of seat ${seat}`);
  return out;
}
