// Every text the app shows exists in German and English (issue 16, "Complete languages"): each message has a
// non-empty German and English text with the same placeholders, and no component template writes a text of
// its own (a literal word in a template would show in English on a German screen).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseTemplate, NodeTypes, type TemplateChildNode } from '@vue/compiler-dom';
import { parse as parseSfc } from '@vue/compiler-sfc';
import { describe, expect, it } from 'vitest';
import { DE, EN, translate, type MessageKey } from '../src/renderer/src/i18n/messages';
import { PT_DE, PT_EN, type PtKey } from '../src/renderer/src/components/playtest/texts';

const RENDERER = join(import.meta.dirname, '..', 'src', 'renderer', 'src');

/** Words that read the same in both languages (names of games, cards, formats, the app). */
const SAME_IN_BOTH = new Set(['Rulebench', 'Dog', 'Gassi', 'Gämsh', 'Alpin', 'Joker', 'English', 'Deutsch', 'CSV', 'JSON', 'HTML', 'PDF', 'ISMCTS', 'OpenSkill', 'CI', 'ms', 'bot']);

/** The words of `text` (two letters or more) that are not names shared by both languages. */
function foreignWords(text: string): string[] {
  return (text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/g, ' ').match(/[A-Za-zÄÖÜäöüß]{2,}/g) ?? []).filter((w) => !SAME_IN_BOTH.has(w));
}

/** Components whose words are still being moved into the messages (issue 16 in progress); empty when done. */
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
        for (const p of n.props) if (p.type === NodeTypes.ATTRIBUTE && ['title', 'placeholder', 'aria-label', 'alt'].includes(p.name) && p.value) out.push(`${p.name}="${p.value.content}"`);
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

  it('the Playtest lab\'s own texts (charts, designer metrics, comparison) exist in both languages with the same placeholders', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
    expect(Object.keys(PT_DE).sort()).toEqual(Object.keys(PT_EN).sort());
    const bad = (Object.keys(PT_EN) as PtKey[]).filter((k) => !PT_EN[k].trim() || !PT_DE[k]?.trim() || names(PT_EN[k]) !== names(PT_DE[k]));
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
      for (const text of literalTexts(descriptor.template.content)) if (foreignWords(text.replace(/^[\w-]+="/, '')).length) found.push(`${rel}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  it('the template check finds a literal word', () => {
    expect(literalTexts('<p>Hello <b>{{ x }}</b></p><input placeholder="random" /><span v-if="a">Dog</span><code>P0>P8</code>')).toEqual(['Hello', 'placeholder="random"', 'Dog']);
    expect(foreignWords('Hello Dog 7')).toEqual(['Hello']);
    expect(foreignWords('redis://127.0.0.1:6379')).toEqual([]); // an address is no word
  });
});
