// Compiles Gassi options + `tables:` into `GassiRules`: validates tables (zod), parses every pattern, resolves
// `$option` references; every problem is a Diagnostic whose `path` (e.g. `tables.moves.ATTACK.plays.2`) the
// ruleset compiler maps to line:col. Pure.
import type { Diagnostic, Json, Result } from '../../core/types';
import { GASSI_OPTIONS } from './options';
import { gassiTablesSchema, type EffectData, type GassiTables, type MoveData, type PlayLine } from './tables';
import { parsePattern, type TokenAlt } from './pattern';
import type {
  By,
  CEffect,
  CLine,
  CMove,
  CPull,
  CPullCase,
  CSet,
  CToken,
  GassiOptionValues,
  GassiRules,
  GCard,
  GRealm,
} from './rules';

type Diags = Diagnostic[];

/**
 * The roles a Gassi ruleset declares in `tables.roles`, with what each must name (the engine's flow looks these
 * up instead of fixed names): `problem` (GAS-014), `pending` (GAS-033, H-20), `walking` (GAS-050, H-20), `walk` (GAS-052).
 */
export const GASSI_ROLES = {
  problem: 'the list of problem states, whose dogs their owner must resolve first (GAS-014; ATTACKED, AFRAID in 2.5.3)',
  pending: 'the state of an attacked dog after its owner drew, which can be punished (GAS-033; PENDING in 2.5.3)',
  walking: 'the state of a walking dog, a new dog’s and an expired pending dog’s (GAS-050, H-20; WALKING in 2.5.3)',
  walk: 'the move that walks a dog, which blocks a second dog while possible (GAS-052; WALK in 2.5.3)',
} as const;
/** Most cards in a Gassi deck (2.5.3 has 64): bounds the memory and time of every game (robustness). */
export const MAX_GASSI_DECK = 1000;

const d = (code: string, message: string, path: string): Diagnostic => ({ code, message, severity: 'error', path });

/**
 * `GameKind.compile` for Gassi: option values (defaults filled) and the ruleset's merged `tables`.
 * Codes: `gassi/no-tables`, `ruleset/invalid-value` (table shape), `gassi/unknown-card`, `gassi/unknown-realm`,
 * `gassi/unknown-state`, `gassi/unknown-move`, `gassi/unknown-option`, `gassi/missing-role`, `gassi/bad-pattern`, `gassi/no-draw-move`, `options/invalid-combination`.
 */
export function compileGassi(options: Readonly<Record<string, Json>>, tables?: Json): Result<GassiRules, Diagnostic[]> {
  const diags: Diags = [];
  const o = {
    ...Object.fromEntries(Object.entries(GASSI_OPTIONS).map(([k, s]) => [k, s.default])),
    ...options,
  } as Record<string, Json>;
  const players = o.players as number;
  if (players < (o.minPlayers as number) || players > (o.maxPlayers as number))
    diags.push(
      d(
        'options/invalid-combination',
        `players = ${players} is outside minPlayers…maxPlayers (${String(o.minPlayers)}…${String(o.maxPlayers)}).`,
        'options.players',
      ),
    );
  if (tables === undefined || tables === null)
    return {
      ok: false,
      error: [
        ...diags,
        d(
          'gassi/no-tables',
          'A gassi ruleset needs `tables:` (cards, realms, states, moves) or must extend one that has them.',
          'tables',
        ),
      ],
    };
  const parsed = gassiTablesSchema.safeParse(tables);
  if (!parsed.success) {
    for (const i of parsed.error.issues)
      diags.push(
        d('ruleset/invalid-value', `tables.${i.path.join('.')}: ${i.message}`, ['tables', ...i.path].join('.')),
      );
    return { ok: false, error: diags };
  }
  const t = parsed.data;
  const ctx = new Ctx(t, o, diags, {
    roles: typeof tables === 'object' && !Array.isArray(tables) && Object.hasOwn(tables, 'roles'),
  });
  const rules = ctx.build(players);
  return diags.length ? { ok: false, error: diags } : { ok: true, value: rules };
}

class Ctx {
  realms: GRealm[] = [];
  cards: GCard[] = [];
  cardIndex: Record<string, number> = {};
  constructor(
    readonly t: GassiTables,
    readonly o: Record<string, Json>,
    readonly diags: Diags,
    /** Which optional table keys the ruleset wrote (a default fills the others). */
    readonly declared: { roles: boolean },
  ) {}

  private reported = new Set<string>();
  /** Reports once: lines reused through `plays: MOVE` (RESCUE → DEFEND, ATTACK+ → ATTACK) are compiled again. */
  err(code: string, message: string, path: string): void {
    const key = `${code}\n${path}\n${message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.diags.push(d(code, message, path));
  }

  param(v: string | number | null | undefined, path: string): Json | undefined {
    if (typeof v !== 'string' || !v.startsWith('$')) return v ?? undefined;
    const key = v.slice(1);
    if (!Object.hasOwn(this.o, key)) {
      this.err('gassi/unknown-option', `"${v}" names no option.`, path);
      return undefined;
    }
    return this.o[key];
  }

  build(players: number): GassiRules {
    const { t } = this;
    const realmNames = Object.keys(t.realms);
    const cardNames = Object.keys(t.cards);
    cardNames.forEach((n, i) => (this.cardIndex[n] = i));
    this.realms = realmNames.map((n) => {
      const w = t.realms[n]!.walker;
      if (w !== undefined && !Object.hasOwn(this.cardIndex, w))
        this.err('gassi/unknown-card', `Realm ${n}: walker "${w}" is not a card.`, `tables.realms.${n}.walker`);
      return { name: n, walker: w !== undefined ? (this.cardIndex[w] ?? -1) : -1, natural: w !== undefined };
    });
    this.cards = cardNames.map((n) => {
      const [role, realm, count] = t.cards[n]!;
      const r = realmNames.indexOf(realm);
      if (r < 0)
        this.err(
          'gassi/unknown-realm',
          `Card ${n}: unknown realm "${realm}" (known: ${realmNames.join(', ')}).`,
          `tables.cards.${n}.1`,
        );
      const walkerOf = this.realms.findIndex((x) => x.walker === this.cardIndex[n]);
      const tr = t.traits[n];
      const rounds = tr ? Number(this.param(tr.attackRounds, `tables.traits.${n}.attackRounds`) ?? 1) : 1;
      return { name: n, role, realm: r, count, walkerOf, rounds };
    });
    for (const n of Object.keys(t.traits))
      if (!Object.hasOwn(this.cardIndex, n))
        this.err('gassi/unknown-card', `Trait for unknown card "${n}".`, `tables.traits.${n}`);
    const roles = this.roles();
    const moves: CMove[] = [];
    let pull: CPull | null = null;
    for (const [name, m] of Object.entries(t.moves)) {
      if (!m) continue;
      if (m.cases) {
        pull = this.pullMove(name, m);
        continue;
      }
      const cm = this.move(name, m);
      if (cm) moves.push(cm);
    }
    // Every seat to act must have a legal action (listActions): the draw move is the fallback when no card move
    // fits and the passive defence of every problem state (GAS-014, GAS-110); without it a seat can be stuck.
    if (!pull)
      this.err(
        'gassi/no-draw-move',
        'tables.moves has no draw move (a move with `cases`, PULL in 2.5.3): a player with a problem dog or without a card move would have no legal action.',
        'tables.moves',
      );
    else
      for (const s of roles.problem)
        if (t.states.includes(s) && !pull.cases.has(s))
          this.err(
            'gassi/no-draw-move',
            `Draw move ${pull.name} has no case for problem state "${s}": its owner could be left without a legal action.`,
            `tables.moves.${pull.name}.cases`,
          );
    const rrm = this.o.realmRuleMoves as string[];
    rrm.forEach((n, i) => {
      if (!Object.hasOwn(t.moves, n) || !t.moves[n])
        this.err(
          'gassi/unknown-move',
          `realmRuleMoves: no move "${n}" in tables.moves.`,
          `options.realmRuleMoves.${i}`,
        );
    });
    const sets: CSet[] = [];
    for (const [name, s] of Object.entries(t.sets)) {
      if (!s) continue;
      const size = s.groups ? s.groups.reduce((a, b) => a + b, 0) : (s.count ?? 0);
      if (!size) {
        this.err('ruleset/invalid-value', `Set ${name} needs groups or count.`, `tables.sets.${name}`);
        continue;
      }
      const roles = [...(s.roles ?? []), ...(s.role ? [s.role] : [])];
      for (const r of roles)
        if (!this.cards.some((c) => c.role === r))
          this.err('gassi/unknown-card', `Set ${name}: no card has role "${r}".`, `tables.sets.${name}`);
      sets.push({ name, size, groups: s.groups ?? null, roles: roles.length ? new Set(roles) : null });
    }
    const deck: number[] = [];
    this.cards.forEach((c, i) => {
      for (let k = 0; k < c.count; k++) deck.push(i);
    });
    if (deck.length > MAX_GASSI_DECK)
      this.err(
        'gassi/deck-too-large',
        `The deck has ${deck.length} cards; at most ${MAX_GASSI_DECK} are accepted.`,
        'tables.cards',
      );
    if (deck.length < players * (this.o.startHandSize as number))
      this.err(
        'options/invalid-combination',
        `The deck has ${deck.length} cards, too few to deal ${String(this.o.startHandSize)} to ${players} players.`,
        'options.startHandSize',
      );
    return {
      players,
      cards: this.cards,
      cardIndex: this.cardIndex,
      realms: this.realms,
      states: t.states,
      problemStates: new Set(roles.problem),
      roles: { pending: roles.pending, walking: roles.walking, walk: roles.walk },
      moves,
      pull,
      sets,
      deck,
      o: this.o as unknown as GassiOptionValues,
    };
  }

  /**
   * `tables.roles`: each role of `GASSI_ROLES` must be declared and name a state (a move for `walk`); a missing or
   * unknown one is reported naming the role, at the role's entry (or at `roles:` / `states:` when absent).
   */
  roles(): { problem: readonly string[]; pending: string; walking: string; walk: string } {
    const { t } = this;
    const r = t.roles;
    const where = (role: string): string =>
      Object.hasOwn(r, role) ? `tables.roles.${role}` : this.declared.roles ? 'tables.roles' : 'tables.states';
    for (const role of Object.keys(GASSI_ROLES) as (keyof typeof GASSI_ROLES)[]) {
      if (r[role] === undefined)
        this.err(
          'gassi/missing-role',
          `Role "${role}" is not declared: tables.roles.${role} must name ${GASSI_ROLES[role]}.`,
          where(role),
        );
    }
    const problem = r.problem ?? [];
    problem.forEach((s, i) => {
      if (!t.states.includes(s))
        this.err(
          'gassi/missing-role',
          `Role "problem": "${s}" is not a state (known: ${t.states.join(', ')}).`,
          `tables.roles.problem.${i}`,
        );
    });
    for (const role of ['pending', 'walking'] as const) {
      const s = r[role];
      if (s !== undefined && !t.states.includes(s))
        this.err(
          'gassi/missing-role',
          `Role "${role}": "${s}" is not a state (known: ${t.states.join(', ')}).`,
          `tables.roles.${role}`,
        );
    }
    if (r.walk !== undefined && !t.moves[r.walk])
      this.err(
        'gassi/missing-role',
        `Role "walk": "${r.walk}" is not a move (known: ${Object.keys(t.moves)
          .filter((k) => t.moves[k])
          .join(', ')}).`,
        'tables.roles.walk',
      );
    return { problem, pending: r.pending ?? '', walking: r.walking ?? '', walk: r.walk ?? '' };
  }

  stateRef(v: string | undefined, path: string): string | null | undefined {
    if (v === undefined) return undefined;
    const s = this.param(v, path);
    if (s === 'same') return null;
    if (typeof s !== 'string' || !this.t.states.includes(s)) {
      this.err(
        'gassi/unknown-state',
        `Unknown state ${typeof s === 'string' ? `"${s}"` : JSON.stringify(s)} (known: ${this.t.states.join(', ')}, same).`,
        path,
      );
      return undefined;
    }
    return s;
  }

  move(name: string, m: MoveData): CMove | null {
    const base = `tables.moves.${name}`;
    const from = m.from === undefined ? [] : Array.isArray(m.from) ? m.from : [m.from];
    from.forEach((s, i) => {
      if (!this.t.states.includes(s))
        this.err(
          'gassi/unknown-state',
          `Move ${name}: unknown state "${s}" (known: ${this.t.states.join(', ')}).`,
          Array.isArray(m.from) ? `${base}.from.${i}` : `${base}.from`,
        );
    });
    const to = this.stateRef(m.to, `${base}.to`);
    let by = this.param(m.by, `${base}.by`) as string;
    by = by === 'own' ? 'owner' : by === 'any' ? 'anyone' : by;
    if (!['self', 'owner', 'others', 'anyone'].includes(by))
      this.err(
        'ruleset/invalid-value',
        `Move ${name}: "by" must be self, owner, others or anyone (got ${by}).`,
        `${base}.by`,
      );
    if (by === 'others' && this.o.selfTargetHostile === true) by = 'anyone';
    const lines = this.plays(name, m, 0);
    const maxCards = this.param(m.maxCards, `${base}.maxCards`);
    const limit = this.param(m.limit, `${base}.limit`);
    const plusCard = this.param(m.plusCard, `${base}.plusCard`);
    const effects = this.effects(m.effects, `${base}.effects`);
    return {
      name,
      rule: m.rule ?? 'GAS-013',
      discard: this.param(m.cardsTo, `${base}.cardsTo`) === 'discard',
      from: new Set(from),
      newDog: by === 'self',
      to: to === undefined ? (m.to === undefined ? null : null) : to,
      by: by as By,
      match: m.match,
      lines,
      maxCards: typeof maxCards === 'number' ? maxCards : 99,
      limit: typeof limit === 'number' ? limit : null,
      sameName: plusCard === 'sameName',
      secondDogRule: (m.guards ?? []).includes('secondDogRule'),
      effects,
      realmRule: (this.o.realmRuleMoves as string[]).includes(name),
      plus: effects.some((e) => e.e === 'draw' && e.add),
      defence:
        effects.some((e) => e.e === 'clearAttack') && !effects.some((e) => e.e === 'attacker' || e.e === 'beast'),
    };
  }

  plays(name: string, m: MoveData, depth: number): CLine[] {
    const base = `tables.moves.${name}`;
    if (m.plays === undefined) {
      this.err('ruleset/invalid-value', `Move ${name} has no plays (and no cases).`, base);
      return [];
    }
    if (typeof m.plays === 'string') {
      const ref = this.t.moves[m.plays];
      if (!ref || depth > 5) {
        this.err('gassi/unknown-move', `Move ${name}: plays refers to unknown move "${m.plays}".`, `${base}.plays`);
        return [];
      }
      return this.plays(m.plays, ref, depth + 1);
    }
    const out: CLine[] = [];
    m.plays.forEach((line: PlayLine, i) => {
      const path = typeof line === 'string' ? `${base}.plays.${i}` : `${base}.plays.${i}.play`;
      if (typeof line !== 'string' && !this.cond(line.if, line.unless, `${base}.plays.${i}`)) return;
      const c = this.line(typeof line === 'string' ? line : line.play, m.match, path, name);
      if (c) out.push(c);
    });
    return out;
  }

  /** `if` (one option or a list, all must be true) and `unless` of a play line or effect. */
  cond(ifName: string | readonly string[] | undefined, unless: string | undefined, path: string): boolean {
    const ifs = ifName === undefined ? [] : typeof ifName === 'string' ? [ifName] : ifName;
    for (const n of [...ifs, unless])
      if (n !== undefined && typeof this.o[n] !== 'boolean')
        this.err('gassi/unknown-option', `"${n}" is not a true/false option.`, path);
    return ifs.every((n) => this.o[n] === true) && (unless === undefined || this.o[unless] !== true);
  }

  line(text: string, match: string, path: string, move: string): CLine | null {
    const ast = parsePattern(text);
    if (typeof ast === 'string') {
      this.err('gassi/bad-pattern', `Move ${move}: malformed play "${text}": ${ast}.`, path);
      return null;
    }
    const combos: CToken[][] = [];
    for (const combo of ast.combos) {
      const toks: CToken[] = [];
      for (const alts of combo) {
        const tk = this.token(alts, path, text);
        if (tk) toks.push(tk);
      }
      if (toks.length === combo.length) combos.push(toks);
    }
    let keys: Set<number> | null = null;
    if ('keys' in ast.right) {
      keys = new Set();
      for (const k of ast.right.keys) {
        if (match === 'none') {
          this.err(
            'gassi/bad-pattern',
            `Move ${move}: "match: none" needs "-> *" or "-> WalkPile" (got "${k}").`,
            path,
          );
          continue;
        }
        const idx =
          match === 'dog'
            ? this.realms.findIndex((r) => r.name === k || (r.walker >= 0 && this.cards[r.walker]?.name === k))
            : (this.cardIndex[k] ?? -1);
        if (idx < 0)
          this.err(
            match === 'dog' ? 'gassi/unknown-realm' : 'gassi/unknown-card',
            `Move ${move}: unknown ${match === 'dog' ? 'realm or walker' : 'card'} "${k}" in "${text}".`,
            path,
          );
        else keys.add(idx);
      }
    }
    return { combos, keys, walkPile: 'walkPile' in ast.right, source: text };
  }

  /** Card indices an alternative accepts before realm filtering; null after reporting an unknown word. */
  base(word: string, path: string, text: string, depth = 0): { cards: number[]; realms: TokenAlt['realms'] }[] | null {
    if (Object.hasOwn(this.cardIndex, word)) return [{ cards: [this.cardIndex[word]!], realms: null }];
    const alias = this.t.aliases[word];
    if (alias !== undefined && depth < 3) {
      const p = parsePattern(`${alias} -> *`);
      if (typeof p === 'string' || p.combos.length !== 1 || p.combos[0]!.length !== 1) {
        this.err(
          'gassi/bad-pattern',
          `Alias ${word} must be one token like "ATTACKER|DEFENDER".`,
          `tables.aliases.${word}`,
        );
        return null;
      }
      const out: { cards: number[]; realms: TokenAlt['realms'] }[] = [];
      for (const alt of p.combos[0]![0]!) {
        const b = this.base(alt.word, path, text, depth + 1);
        if (!b) return null;
        out.push(...b.map((x) => ({ cards: x.cards, realms: alt.realms ?? x.realms })));
      }
      return out;
    }
    const byRole = this.cards.map((c, i) => (c.role === word ? i : -1)).filter((i) => i >= 0);
    if (byRole.length) return [{ cards: byRole, realms: null }];
    this.err('gassi/unknown-card', `Unknown card, role or alias "${word}" in "${text}".`, path);
    return null;
  }

  token(alts: readonly TokenAlt[], path: string, text: string): CToken | null {
    const R = this.realms.length;
    const byRealm: boolean[][] = Array.from({ length: R + 1 }, () => new Array<boolean>(this.cards.length).fill(false));
    for (const alt of alts) {
      const bases = this.base(alt.word, path, text);
      if (!bases) return null;
      const rs = alt.realms;
      if (rs)
        for (const n of rs.names)
          if (!this.realms.some((r) => r.name === n)) {
            this.err('gassi/unknown-realm', `Unknown realm "${n}" in "${text}".`, path);
            return null;
          }
      for (const b of bases) {
        const realms = rs ?? b.realms;
        for (let t = 0; t <= R; t++)
          for (const c of b.cards) {
            const cr = this.cards[c]!.realm;
            const ok =
              !realms ||
              realms.names.some((n) => this.realms[cr]?.name === n) ||
              (realms.dog && cr === t) ||
              (realms.notDog && cr !== t && !!this.realms[cr]?.natural);
            if (ok) byRealm[t]![c] = true;
          }
      }
    }
    return { byRealm };
  }

  effects(list: readonly EffectData[], path: string): CEffect[] {
    const out: CEffect[] = [];
    list.forEach((e, i) => {
      if (typeof e === 'string') {
        out.push({ e });
        return;
      }
      if ('hidden' in e) out.push({ e: 'hidden' });
      else if ('setRealm' in e) {
        if (this.cond(e.if, e.unless, `${path}.${i}`)) out.push({ e: 'setRealm' });
      } else if ('attacker' in e) out.push({ e: 'attacker' });
      else if ('beast' in e) out.push({ e: 'beast' });
      else if ('draw' in e)
        out.push(
          typeof e.draw === 'number'
            ? { e: 'draw', n: e.draw, add: false }
            : { e: 'draw', n: Number(e.draw.slice(1)), add: true },
        );
      else if ('attackRounds' in e) out.push({ e: 'attackRounds' });
      else if ('beneficiary' in e) out.push({ e: 'beneficiary' });
      else if ('ownerDraws' in e) out.push({ e: 'ownerDraws' });
      else if ('moverDraws' in e)
        out.push({ e: 'moverDraws', n: Number(this.param(e.moverDraws, `${path}.${i}.moverDraws`) ?? 1) });
      else if ('transferTo' in e) out.push({ e: 'transferTo' });
      else if ('bones' in e)
        out.push({
          e: 'bones',
          mover: e.bones.mover ?? 0,
          beneficiary: e.bones.beneficiary ?? 0,
          notOwner: e.bones.if === 'notOwner',
        });
    });
    return out;
  }

  pullMove(name: string, m: MoveData): CPull {
    const cases = new Map<string, CPullCase>();
    let voluntary: CPullCase | null = null;
    for (const [state, c] of Object.entries(m.cases ?? {})) {
      const path = `tables.moves.${name}.cases.${state}`;
      const cc: CPullCase = {
        to: this.stateRef(c.to, `${path}.to`) ?? null,
        repeatAbove: c.repeatWhile ? Number(/\d+/.exec(c.repeatWhile)![0]) : null,
        effects: this.effects(c.effects, `${path}.effects`),
      };
      if (state === 'none') voluntary = cc;
      else if (!this.t.states.includes(state))
        this.err('gassi/unknown-state', `PULL case for unknown state "${state}".`, path);
      else cases.set(state, cc);
    }
    return { name, rule: m.rule ?? 'GAS-110', cases, voluntary };
  }
}
