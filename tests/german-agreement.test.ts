// German subject–verb agreement in every sentence the app builds about players: the
// person's default name is "Du", so a third-person sentence about that seat read "Du ist ausgegangen" (Gassi end,
// GAS-160) and the Dog team win read "Du und Carla gewinnt" (DOG-110). Every engine message and the renderer's
// outcome lines are rendered with the subjects "Du", "Du und Carla" and "Anna" (and "Anna und Carla"), and the verb
// after each subject is checked: "du" takes the -st form, a plural subject a plural verb, "ihr" the -t form, and a
// subject joining "Du" with others is never followed directly by its verb (German writes "Ihr gewinnt: Du und Carla").
import { describe, expect, it } from 'vitest';
import { DE as ENGINE_DE } from '../src/engine/messages/de';
import { EN as ENGINE_EN } from '../src/engine/messages/en';
import { describeOutcome, describeStep, randomBot, runTrial } from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { DE as UI_DE, translate } from '../src/renderer/src/i18n/messages';
import { outcomeReason } from '../src/renderer/src/components/format';
import { describeEnd } from '../src/renderer/src/kinds/gassi/gassi-model';

const WORD = '[a-zäöüß]+';
/** Words that follow a subject without being its verb (prepositions, articles, pronouns, "heim" in "schickt Beat und Carla heim"). */
const NOT_VERBS = new Set([
  'und',
  'mit',
  'von',
  'wie',
  'als',
  'auf',
  'in',
  'im',
  'für',
  'gegen',
  'dein',
  'deine',
  'deinem',
  'deinen',
  'deiner',
  'deines',
  'nicht',
  'noch',
  'schon',
  'jetzt',
  'hier',
  'heim',
]);
const NAME = '[A-ZÄÖÜ][a-zäöüß]+';

/**
 * The agreement faults in a German sentence, as "subject verb" snippets (empty = none): "Du"/"du" followed by a verb
 * not in the -st form (bist, hast, spielst …); "Ihr" not followed by a -t form; a list of names joined by "und"
 * that holds "Du" followed directly by a verb; a list of names without "Du" followed by a singular verb.
 */
function agreementFaults(sentence: string): string[] {
  const faults: string[] = [];
  const compound = new RegExp(`\\b((?:${NAME}|Du)(?:, (?:${NAME}|du|Du))*,? und (?:${NAME}|du|Du)) (${WORD})\\b`, 'g');
  const inCompound = new Set<number>();
  for (const m of sentence.matchAll(compound)) {
    const subject = m[1]!;
    const verb = m[2]!;
    if (NOT_VERBS.has(verb)) continue;
    if (/\b(Du|du)\b/.test(subject)) faults.push(`${subject} ${verb}`);
    else if (!/n$/.test(verb)) faults.push(`${subject} ${verb}`);
    for (let i = m.index!; i < m.index! + m[0].length; i++) inCompound.add(i);
  }
  for (const m of sentence.matchAll(new RegExp(`\\b(Du|du) (${WORD})\\b`, 'g'))) {
    if (inCompound.has(m.index!) || NOT_VERBS.has(m[2]!)) continue;
    if (m[2] === 'ist' || !/(st|ßt)$/.test(m[2]!)) faults.push(m[0]);
  }
  for (const m of sentence.matchAll(new RegExp(`\\bIhr (${WORD})\\b`, 'g'))) if (!/t$/.test(m[1]!)) faults.push(m[0]);
  return faults;
}

/** `text` with its subject placeholders ({name}, {names}, {who}, {winners}, {teams}) filled with `subject`. */
function fill(text: string, subject: string): string {
  return text.replace(/\{(name|names|who|winners|teams)\}/g, subject).replace(/\{\w+\}/g, 'X');
}

describe('German verbs agree with their subjects', () => {
  it('the checker finds the faults the review found, and passes good German', () => {
    expect(agreementFaults('Du ist ausgegangen')).toEqual(['Du ist']);
    expect(agreementFaults('Du und Carla gewinnt')).toEqual(['Du und Carla gewinnt']);
    expect(agreementFaults('Anna und Carla gewinnt')).toEqual(['Anna und Carla gewinnt']);
    expect(agreementFaults('Ihr gewinnen')).toEqual(['Ihr gewinnen']);
    expect(agreementFaults('Du bist ausgegangen')).toEqual([]);
    expect(agreementFaults('Ihr gewinnt: Du und Carla')).toEqual([]);
    expect(agreementFaults('Anna und Carla haben alle Spielsteine im Ziel und gewinnen')).toEqual([]);
    expect(agreementFaults('Neues Austeilen: je 6 Karten, du beginnst')).toEqual([]);
  });

  it('every engine sentence in the second person ("<key>.you") uses "du" forms or "ihr" forms', () => {
    const faults: string[] = [];
    for (const [key, text] of Object.entries(ENGINE_DE)) {
      if (!key.endsWith('.you')) continue;
      for (const subject of ['Du', 'Du und Carla', 'Du, Anna und Carla']) {
        const s = fill(text, subject);
        for (const f of agreementFaults(s)) faults.push(`${key}: "${s}" (${f})`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('every engine sentence in the third person agrees with a name and with a list of names', () => {
    const faults: string[] = [];
    for (const [key, text] of Object.entries(ENGINE_DE)) {
      if (key.endsWith('.you')) continue;
      // A plural key (…Plural, …Tie, the Dog team win DOG-110) is made for lists, the others for one name.
      const plural = /Plural|Tie$|^dog\.ev\.win$|^common\.and$/.test(key);
      const s = fill(text, plural ? 'Anna und Carla' : 'Anna');
      for (const f of agreementFaults(s)) faults.push(`${key}: "${s}" (${f})`);
    }
    expect(faults).toEqual([]);
  });

  it('a sentence whose subject is a player has a second-person variant, so the person "Du" is never "Du ist …"', () => {
    // Keys whose subject slot can hold the viewing seat; the ones about others' actions towards "dir"/"dich", about
    // teams and the terminal's seat numbers (the terminal names seats "Platz n", never "Du") are not.
    const missing = Object.entries(ENGINE_DE)
      .filter(
        ([key, text]) =>
          !key.includes('.you') &&
          !/\.(toYou|fromYou|caughtYou)$/.test(key) &&
          !key.startsWith('term.') &&
          !key.startsWith('diag.') && // a ruleset's schema messages: {name} there is a field or option, not a player
          /^(Spielende: )?\{(name|names|winners)\} [a-zäöü]/.test(text),
      )
      .filter(([key]) => !(`${key}.you` in ENGINE_DE) && key !== 'gamsh.signal')
      .map(([key]) => key);
    expect(missing).toEqual([]);
    // gamsh.signal's second person has its own key.
    expect(ENGINE_DE['gamsh.youSignal']).toMatch(/^Du gibst/);
  });

  it('the win lines: "Ihr gewinnt: Du und Carla", "Anna und Carla gewinnen", "Du gewinnst" (DOG-110, GAS-164)', () => {
    const names = ['Du', 'Beat', 'Carla', 'Dario'];
    const team = { winners: [0, 2], team: 0, reason: 'x', rule: 'DOG-110' } as const;
    const said = [
      describeOutcome(team, { lang: 'de', names }, 0),
      describeOutcome(team, { lang: 'de', names }, null),
      describeOutcome(team, { lang: 'de', names: ['Anna', 'Beat', 'Carla', 'Dario'] }, null),
      describeOutcome({ winners: [0], team: null, reason: 'x', rule: 'GAS-164' }, { lang: 'de', names }, 0),
      describeOutcome({ winners: [1], team: null, reason: 'x', rule: 'GAS-164' }, { lang: 'de', names }, 0),
    ];
    expect(said).toEqual([
      'Ihr gewinnt: Du und Carla',
      'Ihr gewinnt: Du und Carla',
      'Anna und Carla gewinnen',
      'Du gewinnst',
      'Beat gewinnt',
    ]);
    expect(said.flatMap(agreementFaults)).toEqual([]);
    expect(describeOutcome(team, { lang: 'en', names: ['You', 'Beat', 'Carla', 'Dario'] }, 0)).toBe(
      'You and Carla win',
    );
    expect(ENGINE_EN['common.winPlural.you']).toBe('{names} win');
  });

  it('the Gassi end reason speaks to the person who went out: "Du bist ausgegangen" (GAS-160, GAS-161)', () => {
    const de = (k: Parameters<typeof translate>[1], p?: Readonly<Record<string, string | number>>) =>
      translate('de', k, p);
    const en = (k: Parameters<typeof translate>[1], p?: Readonly<Record<string, string | number>>) =>
      translate('en', k, p);
    const name = (s: number) => ['Du', 'Beat', 'Carla'][s]!;
    const over = (reason: string) =>
      ({ reason, finisher: 0, winners: [0], points: [] }) as unknown as Parameters<typeof describeEnd>[0];
    expect(describeEnd(over('goOut'), de, name, 0)).toBe('Du bist ausgegangen');
    expect(describeEnd(over('set'), de, name, 0)).toBe('Du hältst ein Set');
    expect(describeEnd(over('goOut'), en, name, 0)).toBe('You went out');
    expect(describeEnd(over('goOut'), de, (s) => ['Anna', 'Beat'][s]!, 1)).toBe('Anna ist ausgegangen');
    expect(outcomeReason('seat 0 went out', de, name, 0)).toBe('Du bist ausgegangen');
    expect(outcomeReason('seat 0 holds a set (4 DACHSHUND)', de, name, 0)).toBe('Du hältst ein Set (4 DACHSHUND)');
    expect(outcomeReason('seat 1 went out', de, name, 0)).toBe('Beat ist ausgegangen');
    // Every renderer sentence that starts with a player ({who}) has its "du" form, and all of them agree.
    const whoKeys = Object.entries(UI_DE)
      .filter(([k, v]) => !k.endsWith('.you') && /^\{who\} /.test(v))
      .map(([k]) => k);
    expect(whoKeys.filter((k) => !(`${k}.you` in UI_DE))).toEqual([]);
    const rendered = Object.entries(UI_DE).map(([k, v]) => fill(v, k.endsWith('.you') ? 'Du' : 'Anna'));
    expect(rendered.flatMap(agreementFaults)).toEqual([]);
  });

  it('every Dog log sentence of a whole game agrees, with "Du ziehst deinen Spielstein" and "Anna zieht einen eigenen" (DOG-030, DOG-065, DOG-075)', () => {
    const r = loadCompiledGame('dog/standard', {});
    if (!r.ok) throw new Error('dog/standard');
    const game = r.game;
    const said: { actor: boolean; text: string }[] = [];
    runTrial(game, [randomBot, randomBot, randomBot, randomBot], 'german-agreement', 3000, (step) => {
      const s = { action: step.action, events: step.events, after: step.after };
      // The person "Du" at seat 0 in the all-seeing log (addressed as "du") and as seat 0's own log; names otherwise.
      said.push({
        actor: step.action.seat === 0,
        text: describeStep(game, s, null, { lang: 'de', names: ['Du', 'Beat', 'Carla', 'Dario'] }),
      });
      said.push({
        actor: step.action.seat === 0,
        text: describeStep(game, s, 0, { lang: 'de', names: ['Anna', 'Beat', 'Carla', 'Dario'] }),
      });
      said.push({
        actor: false,
        text: describeStep(game, s, null, { lang: 'de', names: ['Anna', 'Beat', 'Carla', 'Dario'] }),
      });
    });
    expect(said.length).toBeGreaterThan(1000);
    expect(said.flatMap((x) => agreementFaults(x.text).map((f) => `"${x.text}" (${f})`))).toEqual([]);
    // The actor's own piece: "deinen Spielstein" in the second person, "einen eigenen Spielstein" in the third.
    const own = said.filter((x) =>
      /(zieht|ziehst|setzt|tauscht|tauschst) (einen eigenen|deinen) Spielstein/.test(x.text),
    );
    expect(own.length).toBeGreaterThan(100);
    expect(
      own
        .filter(
          (x) => x.actor !== /^Du /.test(x.text) || (x.actor ? /eigenen/ : /(ziehst|tauschst) deinen/).test(x.text),
        )
        .map((x) => x.text),
    ).toEqual([]);
  });
});
