// Every text the app shows exists in German and English: each message has a
// non-empty German and English text with the same placeholders, and no component template writes a text of
// its own (a literal word in a template would show in English on a German screen).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseTemplate, NodeTypes, type TemplateChildNode } from '@vue/compiler-dom';
import { parse as parseSfc } from '@vue/compiler-sfc';
import { describe, expect, it } from 'vitest';
import { DE, EN, translate, type MessageKey } from '../src/renderer/src/i18n/messages';
import { PT_DE, PT_EN, type PtKey } from '../src/renderer/src/components/playtest/texts';
import ts from 'typescript';
import { EN as ENGINE_EN } from '../src/engine/messages/en';
import { DE as ENGINE_DE } from '../src/engine/messages/de';
import { HOST_TEXT_KEYS, hostText } from '../src/renderer/src/services/host-texts';
import { seatLabel } from '../src/renderer/src/components/format';
import { describeEnd } from '../src/renderer/src/kinds/gassi/gassi-model';
import { ladderSetup } from '../src/host/ladder-job';
import { shardName } from '../src/host/shard-queue';
import { loadCompiledGame } from '../src/host/rulesets';
import { DOG_RULE_IDS } from '../src/engine/kinds/dog/describe';
import { hasRuleText, ruleTextOf, type Json } from '../src/engine';

const RENDERER = join(import.meta.dirname, '..', 'src', 'renderer', 'src');

/** Words that read the same in both languages (names of games, cards, formats, the app). */
const SAME_IN_BOTH = new Set([
  'Rulebench',
  'Dog',
  'Gassi',
  'Gämsh',
  'Alpin',
  'Joker',
  'English',
  'Deutsch',
  'CSV',
  'JSON',
  'HTML',
  'PDF',
  'ISMCTS',
  'OpenSkill',
  'CI',
  'ms',
  'bot',
]);

/** The words of `text` (two letters or more) that are not names shared by both languages. */
function foreignWords(text: string): string[] {
  return (text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/g, ' ').match(/[A-Za-zÄÖÜäöüß]{2,}/g) ?? []).filter(
    (w) => !SAME_IN_BOTH.has(w),
  );
}

/** Components whose words are still being moved into the messages; empty when all are in the catalogues. */
const NOT_YET = new Set<string>([]);

function vueFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return vueFiles(path);
    return name.endsWith('.vue') ? [path] : [];
  });
}

/** Literal texts of a template: text nodes and static title/placeholder/aria-label/alt attributes. */
function literalTexts(template: string): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly TemplateChildNode[]) => {
    for (const n of nodes) {
      if (n.type === NodeTypes.TEXT && n.content.trim()) out.push(n.content.trim());
      if (n.type === NodeTypes.ELEMENT) {
        for (const p of n.props)
          if (
            p.type === NodeTypes.ATTRIBUTE &&
            ['title', 'placeholder', 'aria-label', 'alt'].includes(p.name) &&
            p.value
          )
            out.push(`${p.name}="${p.value.content}"`);
        if (n.tag !== 'code' && n.tag !== 'kbd') walk(n.children); // notation and keys are not language
      }
      if (n.type === NodeTypes.IF) for (const b of n.branches) walk(b.children);
      if (n.type === NodeTypes.FOR) walk(n.children);
    }
  };
  walk(parseTemplate(template).children);
  return out;
}

describe('UI messages', () => {
  it('have the same keys in German and English, none empty', () => {
    expect(Object.keys(DE).sort()).toEqual(Object.keys(EN).sort());
    const empty = (Object.keys(EN) as MessageKey[]).filter((k) => !EN[k].trim() || !DE[k]?.trim());
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const differ = (Object.keys(EN) as MessageKey[]).filter((k) => names(EN[k]).join() !== names(DE[k]).join());
    expect(differ).toEqual([]);
  });

  it("the Playtest lab's own texts (charts, designer metrics, comparison) exist in both languages with the same placeholders", () => {
    const names = (s: string) =>
      [...s.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join();
    expect(Object.keys(PT_DE).sort()).toEqual(Object.keys(PT_EN).sort());
    const bad = (Object.keys(PT_EN) as PtKey[]).filter(
      (k) => !PT_EN[k].trim() || !PT_DE[k]?.trim() || names(PT_EN[k]) !== names(PT_DE[k]),
    );
    expect(bad).toEqual([]);
  });

  it('fill placeholders per language', () => {
    expect(translate('de', 'common.seat', { n: 2 })).toBe('Platz 2');
    expect(translate('en', 'common.seat', { n: 2 })).toBe('Seat 2');
  });

  it('are the only words in component templates (a literal word would stay English on a German screen)', () => {
    const files = vueFiles(RENDERER);
    expect(files.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const file of files) {
      const { descriptor } = parseSfc(readFileSync(file, 'utf8'), { filename: file });
      if (!descriptor.template) continue;
      const rel = file.slice(RENDERER.length + 1);
      if (NOT_YET.has(rel)) continue;
      for (const text of literalTexts(descriptor.template.content))
        if (foreignWords(text.replace(/^[\w-]+="/, '')).length) found.push(`${rel}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  it('the template check finds a literal word', () => {
    expect(
      literalTexts(
        '<p>Hello <b>{{ x }}</b></p><input placeholder="random" /><span v-if="a">Dog</span><code>P0>P8</code>',
      ),
    ).toEqual(['Hello', 'placeholder="random"', 'Dog']);
    expect(foreignWords('Hello Dog 7')).toEqual(['Hello']);
    expect(foreignWords('redis://127.0.0.1:6379')).toEqual([]); // an address is no word
  });
});

// ---- Texts outside the templates ----
// The template check above cannot see words written in script code: a Pixi scene's "★ WINNER" or "pile 3", a click
// explanation built as a template string, a seat label "Seat 1 (random)". These tests read every string literal of
// the renderer's TypeScript and <script> blocks and fail on one that reads as English UI text.

/** Words of the app's English texts that its German texts never use (both catalogues of both layers). */
function englishOnlyWords(): Set<string> {
  const words = (texts: Iterable<string>) =>
    new Set(
      [...texts].flatMap((t) => (t.replace(/\{\w+\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? []).map((w) => w.toLowerCase())),
    );
  const de = words([...Object.values(DE), ...Object.values(ENGINE_DE), ...Object.values(PT_DE)]);
  const en = words([...Object.values(EN), ...Object.values(ENGINE_EN), ...Object.values(PT_EN)]);
  // Short function words that mark an English sentence even where a catalogue happens not to use them.
  for (const w of [
    'the',
    'and',
    'with',
    'not',
    'for',
    'has',
    'have',
    'your',
    'you',
    'can',
    'cannot',
    'there',
    'this',
    'that',
    'pts',
    'empty',
    'winner',
  ])
    en.add(w);
  // German words spelled like English ones, which the German catalogues happen not to use in this form.
  for (const w of ['person', 'partner', 'partners', 'hand', 'start', 'team', 'teams', 'name', 'test']) de.add(w);
  return new Set(
    [...en].filter((w) => !de.has(w) && !SAME_IN_BOTH.has(w[0]!.toUpperCase() + w.slice(1)) && !SAME_IN_BOTH.has(w)),
  );
}

/** Renderer sources with code (.ts and .vue scripts), tests and the catalogues themselves left out. */
function scriptSources(dir: string): { rel: string; code: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scriptSources(path);
    if (name.endsWith('.test.ts') || !/\.(ts|vue)$/.test(name)) return [];
    const text = readFileSync(path, 'utf8');
    if (name.endsWith('.ts')) return [{ rel: path.slice(RENDERER.length + 1), code: text }];
    const { descriptor } = parseSfc(text, { filename: path });
    return [
      {
        rel: path.slice(RENDERER.length + 1),
        code: `${descriptor.script?.content ?? ''}\n${descriptor.scriptSetup?.content ?? ''}`,
      },
    ];
  });
}

/**
 * Files whose literals are words on purpose, each with its reason: the catalogues (both languages, checked above
 * for equal keys), the bot names (first names, one list per language) and test support.
 */
const WORD_FILES: Readonly<Record<string, string>> = {
  'i18n/messages.ts': 'the UI catalogue',
  'components/playtest/texts.ts': 'the Playtest lab catalogue (PT_EN / PT_DE)',
  'components/playtest/ladder-texts.ts': 'the ladder catalogue (English and German)',
  'services/table-seats.ts': 'bot first names per language',
  'services/host-texts.ts': "the host's English message forms it reads back (worded from the catalogue: tested below)",
  'table/fake-pixi.ts': 'test support, never shown',
  'kinds/hidden-cards.ts': 'test support, never shown',
  'kinds/dog/test-game.ts': 'test support, never shown',
};

/**
 * Literals that are not shown to players: errors for programmers, console lines, import paths, font names, values
 * compared against (an engine's outcome reason read back), and an engine-style refusal `{ code, message }` (the
 * renderer words refusals by their code: components/format.ts `refusalText`).
 */
function isDeveloperText(node: ts.Node): boolean {
  const up = node.parent;
  if (
    up &&
    ts.isBinaryExpression(up) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(up.operatorToken.kind)
  )
    return true;
  if (
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
    /\b(sans-serif|monospace)$/.test(node.text)
  )
    return true; // a font list
  if (
    up &&
    ts.isPropertyAssignment(up) &&
    up.name.getText() === 'message' &&
    ts.isObjectLiteralExpression(up.parent) &&
    up.parent.properties.some((p) => p.name?.getText() === 'code')
  )
    return true;
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText())) return true;
    if (ts.isThrowStatement(p)) return true;
    if (ts.isCallExpression(p) && /^console\./.test(p.expression.getText())) return true;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) return true;
    if (ts.isBlock(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

/** The static text of each string or template literal of `code` (a template's values written `{}`). */
function literals(rel: string, code: string): { text: string; node: ts.Node }[] {
  const sf = ts.createSourceFile(rel, code, ts.ScriptTarget.Latest, true);
  const out: { text: string; node: ts.Node }[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push({ text: n.text, node: n });
    else if (ts.isTemplateExpression(n))
      out.push({ text: [n.head.text, ...n.templateSpans.map((x) => x.literal.text)].join('{}'), node: n });
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** A literal reads as English UI text: it has a space (a phrase or a word beside a value) and an English-only word. */
function englishPhrase(text: string, english: Set<string>): string | null {
  if (!/\s/.test(text.trim()) && !/^\s|\s$/.test(text)) return null;
  const hit = (text.match(/[A-Za-z]{3,}/g) ?? []).find((w) => english.has(w.toLowerCase()));
  return hit ?? null;
}

describe('UI texts outside templates', () => {
  const english = englishOnlyWords();

  it('the list of English-only words holds the words of the app (and none of the shared names)', () => {
    for (const w of ['winner', 'pile', 'draw', 'piece', 'kennel', 'seat', 'empty', 'the'])
      expect(english, w).toContain(w);
    for (const w of ['dog', 'joker', 'team', 'gassi']) expect(english, w).not.toContain(w);
  });

  it('no renderer script writes an English phrase of its own: every shown text comes from a catalogue', () => {
    const found: string[] = [];
    for (const { rel, code } of scriptSources(RENDERER)) {
      if (WORD_FILES[rel]) continue;
      for (const { text, node } of literals(rel, code)) {
        const word = englishPhrase(text, english);
        if (word && !isDeveloperText(node)) found.push(`${rel}: "${text.slice(0, 80)}" (${word})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the check finds what the last session left: a Pixi caption, a template sentence, a seat label', () => {
    const hits = (code: string) =>
      literals('x.ts', code)
        .filter(({ text, node }) => englishPhrase(text, english) && !isDeveloperText(node))
        .map((l) => l.text);
    expect(hits("const s = `${winner ? '★ WINNER  ' : ''}${score} pts`;")).toEqual(['{}{} pts', '★ WINNER  ']);
    expect(hits('const f = [`pile ${n}`, `draw ${d}`];')).toEqual(['pile {}', 'draw {}']);
    expect(hits('return `With a ${shown} the piece on ${from} can go to ${to}.`;')).toHaveLength(1);
    expect(hits("const l = `${name} (${who.bot ?? 'bot'})`; const n = who?.name ?? `Seat ${s}`;")).toEqual(['Seat {}']);
    // Not shown to players: ids, errors for programmers, imports, fonts, values compared against.
    expect(
      hits(
        "if (kind === 'the end') throw new Error(`not a Dog action: ${n}`); import x from './the file'; const f = { fontFamily: 'system-ui, DejaVu Sans, sans-serif' }; const u = `#/table/${id}`;",
      ),
    ).toEqual([]);
  });
});

describe('Words made in code, in the UI language', () => {
  const de = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => translate('de', key, params);
  it('the replay view names seats by player name and bot level, never "Seat 1 (random)"', () => {
    expect(seatLabel(1, { name: 'Beat', bot: 'random' }, de)).toBe('Beat (zufällig)');
    // An unnamed seat is counted from 1, as the table numbers its teams: the engine's seat 2 is "Platz 3".
    expect(seatLabel(2, { name: null, bot: 'ismcts:400' }, de)).toBe('Platz 3 (ISMCTS (400 Playouts))');
    expect(seatLabel(0, { name: 'Du', bot: null }, de)).toBe('Du');
    expect(seatLabel(3, undefined, de)).toBe('Platz 4');
  });

  it("the Gassi table says how the game ended in German, with the player's name (GAS-160/161/113/054)", () => {
    const over = (reason: string) => ({ reason, finisher: 1, winners: [1], scores: null });
    const name = (s: number) => ['Du', 'Beat', 'Carla'][s]!;
    expect(describeEnd(over('goOut'), de, name)).toBe('Beat ist ausgegangen');
    expect(describeEnd(over('set'), de, name)).toBe('Beat hält ein Set');
    expect(describeEnd(over('drawPile'), de, name)).toBe('der Nachziehstapel reichte nicht mehr');
    expect(describeEnd(over('abort'), de, name)).toBe('abgebrochen (12-Karten-Regel)');
  });
});

describe('Rule texts behind the rule IDs (event log, click explanations): from the ruleset', () => {
  const dogTexts = (id: string): Readonly<Record<string, Json>> => {
    const r = loadCompiledGame(id);
    if (!r.ok) throw new Error(`${id} does not load`);
    return r.game.ruleset.texts as Readonly<Record<string, Json>>;
  };

  it('every Dog rule ID has its text in German and English in dog/standard (DOG-001 … DOG-133)', () => {
    const texts = dogTexts('dog/standard');
    expect(DOG_RULE_IDS.filter((id) => !hasRuleText(texts, id, 'de') || !hasRuleText(texts, id, 'en'))).toEqual([]);
  });

  it('German texts use one term per concept: a team is a "Team" (table, log, rule texts), never a "Partei"', () => {
    const texts = dogTexts('dog/standard');
    const ruleDe = Object.fromEntries(DOG_RULE_IDS.map((id) => [id, ruleTextOf(texts, id, 'de') ?? '']));
    const german = { ...DE, ...ENGINE_DE, ...PT_DE, ...ruleDe } as Record<string, string>;
    expect(
      Object.entries(german)
        .filter(([, text]) => /partei/i.test(text))
        .map(([key]) => key),
    ).toEqual([]);
    expect(ruleDe['DOG-110']).toMatch(/Team/);
  });

  it("a screen gets the ruleset's text in its language; a variant's own text wins (Märki's DOG-011)", () => {
    const standard = dogTexts('dog/standard');
    const maerki = dogTexts('dog/maerki');
    expect(ruleTextOf(standard, 'DOG-032', 'de')).toMatch(/^Eine Karte/);
    expect(ruleTextOf(standard, 'DOG-032', 'en')).toMatch(/card/);
    expect(ruleTextOf(maerki, 'DOG-011', 'en')).toMatch(/starts again with 5/);
    expect(ruleTextOf(maerki, 'DOG-011', 'en')).not.toBe(ruleTextOf(standard, 'DOG-011', 'en'));
    expect(ruleTextOf({ 'DIG-005': { en: 'only English' } }, 'DIG-005', 'de')).toBe('only English');
  });
});

describe("The host's messages in the UI language", () => {
  const de = (text: string) => hostText(text, (key, params) => translate('de', key, params));
  const english = englishOnlyWords();
  /** English-only words left in a German text (names, ids and paths aside). */
  const leftovers = (text: string) =>
    (text.replace(/"[^"]*"|„[^“]*“|\S*[/@]\S*/g, ' ').match(/[A-Za-z]{3,}/g) ?? []).filter((w) =>
      english.has(w.toLowerCase()),
    );

  it('every form has a text in both languages', () => {
    for (const key of HOST_TEXT_KEYS) {
      expect(EN[key], key).toBeTruthy();
      expect(DE[key], key).toBeTruthy();
    }
  });

  it('the queue\'s event lines read German (shard-queue.ts; shown under "Warteschlange" in the Playtest view)', () => {
    const shard = shardName({ shard: { k: 2, n: 4 }, label: 'A: dog/standard', from: 50, count: 50 });
    const lines = [
      `${shard}: attempt 1 of 3 failed (ECONNRESET); retrying`,
      `${shard}: retried on worker host-1:4711`,
      `${shard}: its worker stopped answering (stalled); put back in the queue for another worker`,
      'no worker has taken a shard yet (0 connected to redis://127.0.0.1:6379); start one with: rulebench worker redis://127.0.0.1:6379',
      '4 shard jobs of up to 50 games on redis://127.0.0.1:6379 (run r1x)',
      '1 shard job of up to 50 games on redis://127.0.0.1:6379 (run r1x)',
      'cancelled: 2 shard jobs removed from the queue, 1 being played finish on their workers',
    ];
    for (const line of lines) {
      const text = de(line);
      expect(text, line).not.toBe(line);
      expect(leftovers(text), text).toEqual([]);
    }
    expect(de(lines[0]!)).toBe(
      'Teil 2/4 von A: dog/standard (Partien 51…100): Versuch 1 von 3 gescheitert (ECONNRESET); neuer Versuch',
    );
  });

  it('a ladder that cannot start says why in German (ladder-job.ts, the real messages)', () => {
    const r = loadCompiledGame('dog/standard');
    if (!r.ok) throw new Error('dog/standard does not load');
    for (const bots of [['random'], ['random', 'nonsense'], ['random', 'random']]) {
      const setup = ladderSetup(r.game, bots);
      if (!('message' in setup)) throw new Error(`${bots.join()} was accepted`);
      expect(de(setup.message), setup.message).not.toBe(setup.message);
      expect(leftovers(de(setup.message)), de(setup.message)).toEqual([]);
    }
  });

  it('service and playtest errors read German; an unknown message stays as written', () => {
    for (const m of [
      'No ruleset with id "dog/x".',
      'rulesets/../x.yaml: ruleset files must be inside rulesets/.',
      'Replay files must be inside the replay folder.',
      'A comparison needs a ruleset B.',
      'Every ruleset of a run must seat the same number of players.',
      'Cancelled.',
      'Options to sweep: "handSize" is varied twice.',
      'Cannot write replays/x.json: permission denied.',
      'x.yaml was changed elsewhere (12:00) since it was opened; nothing was written.',
    ]) {
      expect(leftovers(de(m)), `${m} → ${de(m)}`).toEqual([]);
      expect(de(m)).not.toBe(m);
    }
    expect(de('Options A: "Options to sweep: x" in line 2')).toBe('Optionen A: "Options to sweep: x" in line 2');
    expect(de('E_SOMETHING odd')).toBe('E_SOMETHING odd');
  });
});
