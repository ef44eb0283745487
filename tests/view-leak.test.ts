// Whole bot games of every kind are walked, and for
// each seat every surface that shows the game to that seat — the move and event sentences (both logs), the replay
// view's frames and Actions list from that seat's perspective, the scenario exported from that perspective and
// terminal `play` — must never name a card the seat's view hides: another seat's exchange card (Dog, DOG-014), the
// walker of another seat's face-down dog (Gassi, GAS-016), other hands and the face-down middle at a deal, another
// team's secret signal and another seat's unnoticed Gamekeeper violation (Gämsh, GAM-015/060, DIG-005/021).
// Cheap bots, few games, capped lengths: a few seconds of CPU.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionFor,
  applyInput,
  createBot,
  createReplaySession,
  describeStep,
  eventLines,
  eventsFor,
  parseBotSpec,
  positionFor,
  recordReplay,
  runRealtimeTrial,
  runTrial,
  startGameWithEvents,
  viewFor,
  type CompiledGame,
  type GameEvent,
  type Replay,
  type Snapshot,
} from '../src/engine';
import { exportScenario, formatScenarioYaml } from '../src/engine/scenario';
import { loadCompiledGame } from '../src/host/rulesets';
import { loadReplay } from '../src/renderer/src/services/replay-session';
import { playCommand } from '../src/cli/play';
import { namedSecret, secretOf, type PlayedStep, type Secret } from './support/hidden-cards';

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

type Played = PlayedStep;

/** A bot game: its replay and every step with the snapshots around it (the setup's events as step 0's). */
function botGame(
  game: CompiledGame,
  seed: string,
  maxActions: number,
  bot: string,
): { replay: Replay; steps: Played[]; setup: readonly GameEvent[] } {
  const seats = game.layout.seatCount;
  const spec = game.kind.realtime ? null : parseBotSpec(bot);
  if (!game.kind.realtime && !spec) throw new Error(`bad bot ${bot}`);
  const actions = game.kind.realtime
    ? runRealtimeTrial(
        game,
        Array.from({ length: seats }, () => game.kind.defaultAgent!()),
        seed,
        { maxInputs: maxActions },
      ).actions
    : runTrial(
        game,
        Array.from({ length: seats }, () => createBot(game, spec!)),
        seed,
        maxActions,
      ).actions;
  const rec = recordReplay(
    game,
    Array.from({ length: seats }, () => ({ occupant: 'bot' as const, bot: 'random' })),
    seed,
    actions,
  );
  if (!rec.ok) throw new Error(rec.error.message);
  const start = startGameWithEvents(game, seed);
  let snap = start.snapshot;
  const steps: Played[] = [];
  for (const action of actions) {
    const r = applyInput(game, snap, action);
    steps.push({ action, events: r.events, before: snap, after: r.snapshot });
    snap = r.snapshot;
  }
  return { replay: rec.value, steps, setup: start.events };
}

/** Card ids other seats hold that `seat` cannot see (Gämsh), for the deal events. */
function othersCards(game: CompiledGame, snap: Snapshot, seat: number): string[] {
  const hands = (game.kind.view(game.rules, snap.state, null) as { hands?: string[][] }).hands ?? [];
  return hands.flatMap((h, s) => (s === seat ? [] : h));
}

/** `text` names neither the secret notation nor any of its words (whole words); `expect` is called only on a failure (fast loops). */
function expectHidden(text: string, secret: Secret, where: string): void {
  const named = namedSecret(text, secret);
  if (named !== null) expect.fail(`${where}: names "${named}" in ${JSON.stringify(text)}`);
}

/** Others' hands shown as `?` only. */
function expectHandsHidden(hands: Record<number, string>, seat: number, where: string): void {
  for (const [s, h] of Object.entries(hands))
    if (Number(s) !== seat) expect(h, `${where}: hand of seat ${s}`).toMatch(/^(\?( \?)*)?$/);
}

/**
 * Whole games: Dog with the cheap heuristic bot (random Dog games run to thousands of steps), Gassi with random bots
 * (short games: three of them), Gämsh with its default real-time bot. Frames and exports are sampled.
 */
const GAMES = [
  { id: 'dog/standard', seed: 'leak-3', bot: 'heuristic', frameEvery: 5 },
  { id: 'dog/octopus-6p-3x2', seed: 'leak-5', bot: 'heuristic', frameEvery: 7 },
  { id: 'gassi/gassi-2.5.3', seed: 'leak-gassi-3', bot: 'random', frameEvery: 2 },
  { id: 'gassi/gassi-2.5.3', seed: 'leak-gassi-6', bot: 'random', frameEvery: 2 },
  { id: 'gassi/gassi-2.5.3', seed: 'leak-gassi-0', bot: 'random', frameEvery: 2 },
  { id: 'gamsh/gamsh-alpin-foehn', seed: 'leak-gamsh', bot: 'default', frameEvery: 5 },
];

describe('no surface names a card the seat may not see', () => {
  for (const g of GAMES) {
    it(`${g.id} (${g.seed}, a whole game): sentences, event lines, replay frames and Actions list, exported scenarios, for every seat`, () => {
      const game = compiled(g.id);
      const { replay, steps, setup } = botGame(game, g.seed, 5000, g.bot);
      expect(steps[steps.length - 1]!.after.outcome, 'the game is played to its end').not.toBeNull();
      const secrets = steps.map((p) => game.layout.active.map((s) => secretOf(game, p, s)));
      // The game must actually contain hidden moves, or the test would prove nothing.
      expect(secrets.flat().filter(Boolean).length, 'hidden moves in the game').toBeGreaterThan(
        game.kind.id === 'gamsh' ? -1 : 0,
      );
      const loaded = loadReplay(JSON.parse(JSON.stringify(replay)));
      if (!loaded.ok) throw new Error(loaded.message);
      const handle = loaded.handle;
      const session = createReplaySession(replay, game);
      let deals = 0;
      for (const seat of game.layout.active) {
        let exports = 0; // each runs the scenario: a handful per seat
        let secretFrames = 0; // frames seek from a checkpoint: the first hidden moves of each seat, then samples
        const list = handle.actions(seat, { lang: seat % 2 ? 'de' : 'en' });
        expect(list).toHaveLength(steps.length);
        for (const lang of ['en', 'de'] as const) {
          for (const line of eventLines(game, setup, seat, { lang }))
            expect(line.text).not.toMatch(/undefined|\{\w+\}/);
        }
        steps.forEach((p, i) => {
          const secret = secrets[i]![game.layout.active.indexOf(seat)];
          const where = `${g.id} seat ${seat} step ${i + 1} (${p.action.notation})`;
          const seenAction = actionFor(game, p.action, seat, p.after);
          const texts = [
            seenAction.notation,
            list[i]!.notation,
            list[i]!.text,
            describeStep(game, p, seat, { lang: 'en' }),
            describeStep(game, p, seat, { lang: 'de' }),
            ...eventLines(game, p.events, seat, { lang: 'de' }).map((e) => e.text),
            JSON.stringify(eventsFor(game, p.events, seat)),
          ];
          if (secret) for (const t of texts) expectHidden(t, secret, where);
          else if (game.kind.id !== 'gassi' && seenAction.notation !== p.action.notation)
            expect(seenAction.notation, where).toBe(p.action.notation); // nothing hidden: nothing changed
          // Gassi: the action as the seat sees it is the view's own record of the last move (one notion, GAS-016).
          const lastMove =
            game.kind.id === 'gassi'
              ? (viewFor(game, p.after, seat) as { lastMove: { notation: string } | null }).lastMove
              : null;
          if (lastMove && seenAction.notation !== lastMove.notation)
            expect(seenAction.notation, where).toBe(lastMove.notation);
          // Gämsh: a deal shows only the seat's own hand; a violation only to the one who made it.
          for (const e of eventsFor(game, p.events, seat)) {
            if (e.type === 'deal' && game.kind.id === 'gamsh') {
              deals++;
              const json = JSON.stringify(e);
              for (const c of othersCards(game, p.after, seat)) expect(json, `${where}: deal`).not.toContain(`"${c}"`);
            }
            if (e.type === 'violation' && e.seat !== seat) expect(e.seat, `${where}: violation`).toBe(seat);
          }
          // The replay view from this seat's perspective (sampled; the first two dozen hidden moves of the seat).
          if ((secret && secretFrames++ < 24) || i % g.frameEvery === 0) {
            const f = handle.frame(i + 1, seat, { lang: 'de' });
            if (!f.ok) throw new Error(f.message);
            const fr = f.frame;
            const frameTexts = [fr.lastAction?.notation ?? '', fr.lastText ?? '', ...fr.events.map((e) => e.detail)];
            if (secret) for (const t of frameTexts) expectHidden(t, secret, `${where} replay frame`);
            expectHandsHidden(fr.hands, seat, `${where} replay frame`);
            expect(fr.position, `${where} replay position`).toBe(positionFor(game, p.after, seat));
            expect(JSON.stringify(fr.view), `${where} replay view`).toBe(JSON.stringify(viewFor(game, p.after, seat)));
            if (game.kind.id === 'gamsh') {
              const json = JSON.stringify(fr.events) + JSON.stringify(fr.hands);
              if (p.events.some((e) => e.type === 'deal'))
                for (const c of othersCards(game, p.after, seat)) expect(json, `${where}: frame deal`).not.toContain(c);
            }
            if (game.kind.id === 'gassi') {
              // GAS-016: another seat's face-down dog reads realm `?` in the position this seat is shown.
              for (const d of (p.after.state as { dogs: { id: string; owner: number; hidden: boolean }[] }).dogs) {
                if (d.hidden && d.owner !== seat)
                  expect(fr.position, `${where} position of ${d.id}`).toMatch(new RegExp(`${d.id}@${d.owner} \\? `));
              }
            }
          }
          // The scenario exported from this seat's perspective before a hidden move (and now and then).
          if (game.kind.toScenario && exports < 10 && (secret || i % (g.frameEvery * 9) === 0)) {
            exports++;
            const ex = exportScenario(session, i, { viewer: seat });
            if (ex.ok) {
              const yaml = formatScenarioYaml(ex.value.scenario);
              // The recorded move is named as the seat sees it; the situation is the seat's own (hand, masked position).
              if (secret) expect(yaml, `${where} exported scenario`).not.toContain(secret.notation);
              expect(ex.value.scenario['position'], `${where} exported position`).toEqual(
                typeof ex.value.scenario['position'] === 'string'
                  ? positionFor(game, p.before, seat)
                  : ex.value.scenario['position'],
              );
              const sc = ex.value.scenario as { hands?: Record<string, unknown>; extra?: Record<string, unknown> };
              expect(
                Object.keys(sc.hands ?? {}).filter((k) => k !== String(seat)),
                `${where} exported hands`,
              ).toEqual([]);
              expect(sc.extra?.['stock'], `${where} exported stock`).toBeUndefined();
              expect(sc.extra?.['drawPile'], `${where} exported draw pile`).toBeUndefined();
              expect(
                Object.keys((sc.extra?.['given'] as Record<string, unknown>) ?? {}).filter((k) => k !== String(seat)),
                `${where} exported given`,
              ).toEqual([]);
            }
          }
        });
      }
      if (game.kind.id === 'gamsh') expect(deals, 'Gämsh deals seen').toBeGreaterThan(0);
    });
  }
});

/** Runs `rulebench play` in-process for `people` with `lines` typed, returning stdout and the recorded replay. */
async function terminalGame(args: string[], lines: readonly string[]): Promise<{ out: string; replay: Replay }> {
  const dir = mkdtempSync(join(tmpdir(), 'rb-leak-'));
  const out = join(dir, 'game.replay.json');
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((c: string | Uint8Array) => (chunks.push(String(c)), true)) as typeof process.stdout.write;
  try {
    async function* typed() {
      yield* lines;
    }
    await playCommand([...args, '--out', out], { lines: typed(), interactive: false });
  } finally {
    process.stdout.write = write;
  }
  return { out: chunks.join(''), replay: JSON.parse(readFileSync(out, 'utf8')) as Replay };
}

describe("terminal play shows only the acting seat's view", () => {
  for (const [id, seat] of [
    ['dog/standard', 1],
    ['dog/octopus-6p-3x2', 4],
    ['gassi/gassi-2.5.3', 0],
    ['gassi/gassi-2.5.3', 2],
  ] as const) {
    it(`${id}, the person at seat ${seat}: no other seat's exchange card or face-down walker, others' hands never printed`, async () => {
      const game = compiled(id);
      const { out, replay } = await terminalGame(
        [id, '--seed', `leak-term-${seat}`, '--people', String(seat), '--lang', seat % 2 ? 'de' : 'en'],
        Array.from({ length: 70 }, () => '1'),
      );
      const lines = out.split('\n');
      // Each step is told on its own line `  <step>. <sentence>`, in order.
      const told = new Map(
        lines.flatMap((l) => {
          const m = /^ {2}(\d+)\. (.*)$/.exec(l);
          return m ? [[Number(m[1]), m[2]!] as const] : [];
        }),
      );
      expect([...told.keys()], 'every step told once, in order').toEqual(replay.steps.map((_, i) => i + 1));
      const start = startGameWithEvents(game, replay.seed);
      let snap = start.snapshot;
      let hidden = 0;
      replay.steps.forEach((st, i) => {
        const r = applyInput(game, snap, { seat: st.seat, notation: st.action });
        const secret = secretOf(
          game,
          { action: { seat: st.seat, notation: st.action }, events: r.events, before: snap, after: r.snapshot },
          seat,
        );
        if (secret) {
          hidden++;
          expectHidden(told.get(i + 1)!, secret, `${id} terminal, step ${i + 1}`);
        }
        snap = r.snapshot;
      });
      // The hand printed is always the person's own: "Seat 1 to act, hand: …" / "Platz 1 ist dran, Hand: …".
      const own = lines.filter((l) => /(to act, hand:|ist dran, Hand:)/.test(l));
      expect(own.length).toBeGreaterThan(0);
      for (const l of own) expect(l).toMatch(new RegExp(`^(Seat|Platz) ${seat + 1} `)); // seats from 1 in the text
      // Positions printed are the seat's own (`Step N: …`), e.g. Gassi face-down dogs of others read `?`.
      snap = start.snapshot;
      const printed = new Map(
        lines.flatMap((l) => {
          const m = /^(?:Step|Zug) (\d+): (.*)$/.exec(l);
          return m ? [[Number(m[1]), m[2]!] as const] : [];
        }),
      );
      replay.steps.forEach((st, i) => {
        snap = applyInput(game, snap, { seat: st.seat, notation: st.action }).snapshot;
        const shown = printed.get(i + 1);
        if (shown !== undefined)
          expect(shown, `${id} terminal position at step ${i + 1}`).toBe(positionFor(game, snap, seat));
      });
    });
  }
});
