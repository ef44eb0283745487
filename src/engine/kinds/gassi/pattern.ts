// Card patterns in the seed's notation (docs/rules/gassi.md): `COINS:COINS -> CAT`, `DOC:DOC, SACK:SACK -> POLICE`,
// `DEFENDER@(dog|GLOBAL) : WALKER@(~dog) -> *`. Parses text into a syntax tree; no card knowledge here. Pure.

/** Where a token may come from: fixed realm names, the target dog's realm (`dog`), or any other natural one (`~dog`). */
export interface RealmSet {
  readonly names: readonly string[];
  readonly dog: boolean;
  readonly notDog: boolean;
}

/** One alternative of a token: a card name, an alias or a role, optionally restricted to realms (`ROLE@realmset`). */
export interface TokenAlt {
  readonly word: string;
  readonly realms: RealmSet | null;
}

/** A parsed play line: alternative combos (each a multiset of tokens played together) and the right-side keys. */
export interface PatternAst {
  readonly combos: readonly (readonly (readonly TokenAlt[])[])[];
  /** `*` = any target, `WalkPile` = a new pile, else keys compared with the move's `match` field. */
  readonly right: { readonly any: true } | { readonly walkPile: true } | { readonly keys: readonly string[] };
}

const WORD = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Splits at `sep` outside parentheses. */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim());
}

function parseRealmSet(text: string): RealmSet | string {
  const inner = text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1) : text;
  const names: string[] = [];
  let dog = false;
  let notDog = false;
  for (const raw of inner.split('|').map((s) => s.trim())) {
    if (raw === 'dog') dog = true;
    else if (raw === '~dog') notDog = true;
    else if (WORD.test(raw)) names.push(raw);
    else return `bad realm "${raw}" after @ (expected a realm name, dog or ~dog)`;
  }
  return { names, dog, notDog };
}

function parseToken(text: string): TokenAlt[] | string {
  if (!text) return 'empty card token (two separators in a row?)';
  const alts: TokenAlt[] = [];
  for (const part of splitTop(text, '|')) {
    const at = part.indexOf('@');
    const word = (at < 0 ? part : part.slice(0, at)).trim();
    if (!WORD.test(word)) return `bad card token "${part}"`;
    if (at < 0) {
      alts.push({ word, realms: null });
      continue;
    }
    const rs = parseRealmSet(part.slice(at + 1).trim());
    if (typeof rs === 'string') return rs;
    alts.push({ word, realms: rs });
  }
  return alts;
}

/** Parses one play line; a string is the error message (malformed pattern). */
export function parsePattern(text: string): PatternAst | string {
  const arrow = text.split('->');
  if (arrow.length !== 2) return `a play needs exactly one "->" (got ${arrow.length - 1})`;
  const [left, rightText] = [arrow[0]!.trim(), arrow[1]!.trim()];
  if (!left) return 'nothing before "->": name the card(s) played';
  if (!rightText) return 'nothing after "->": name what the cards are played on (or *)';
  const combos: TokenAlt[][][] = [];
  for (const comboText of splitTop(left, ',')) {
    const combo: TokenAlt[][] = [];
    for (const tokText of splitTop(comboText, ':')) {
      const tok = parseToken(tokText);
      if (typeof tok === 'string') return tok;
      combo.push(tok);
    }
    combos.push(combo);
  }
  if (rightText === '*') return { combos, right: { any: true } };
  if (rightText === 'WalkPile') return { combos, right: { walkPile: true } };
  const keys = rightText.split(',').map((s) => s.trim());
  for (const k of keys) if (!WORD.test(k)) return `bad target "${k}" after "->"`;
  return { combos, right: { keys } };
}
