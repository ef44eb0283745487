// The zod schema of a Gassi ruleset's `tables:` (cards, realms, traits, aliases, states, roles, moves, sets) and
// its types. Pure data shapes; patterns inside `plays` are parsed by `pattern.ts`, checked by `rules.ts`.
import { z } from 'zod';

const NAME = /^[A-Z][A-Z0-9_+]*$/;
const name = z.string().regex(NAME, 'an upper-case name like STREET or ATTACK+');
/** `$option` refers to an option value (docs/rules/gassi.md). */
const param = z.string().regex(/^\$[A-Za-z][A-Za-z0-9]*$/, 'a reference like $giveawayTargets');
const intOrParam = z.union([z.number().int().min(0).max(1000), param, z.null()]);
const cond = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'an option name (true/false)');

/** One effect of the move table's effect vocabulary: a bare word or a one-key map. */
export const effectSchema = z.union([
  z.enum(['newDog', 'clearAttack']),
  z.object({ hidden: z.literal('firstDog') }).strict(),
  z.object({ setRealm: z.literal('played'), if: cond.optional(), unless: cond.optional() }).strict(),
  z.object({ attacker: z.literal('played') }).strict(),
  z.object({ beast: z.literal('played') }).strict(),
  z
    .object({ draw: z.union([z.number().int().min(0).max(50), z.string().regex(/^\+\d+$/, 'a number or "+N"')]) })
    .strict(),
  z.object({ attackRounds: z.literal('trait') }).strict(),
  z.object({ beneficiary: z.literal('mover') }).strict(),
  z.object({ ownerDraws: z.literal('draw') }).strict(),
  z.object({ moverDraws: z.union([z.number().int().min(1).max(20), param]) }).strict(),
  z.object({ transferTo: z.literal('beneficiary') }).strict(),
  z
    .object({
      bones: z
        .object({
          mover: z.number().int().min(-10).max(10).optional(),
          beneficiary: z.number().int().min(-10).max(10).optional(),
          if: z.enum(['notOwner']).optional(),
        })
        .strict(),
    })
    .strict(),
]);

/** A `plays` line: the seed's notation, optionally only when an option is true (`if`; a list: all of them) or false (`unless`). */
export const playLineSchema = z.union([
  z.string().min(1).max(300),
  z
    .object({
      play: z.string().min(1).max(300),
      if: z.union([cond, z.array(cond).min(1).max(5)]).optional(),
      unless: cond.optional(),
    })
    .strict(),
]);

const stateRef = z.union([name, param, z.literal('same')]);
const caseSchema = z
  .object({
    to: stateRef.optional(),
    repeatWhile: z
      .string()
      .regex(/^attackRoundsLeft\s*>\s*\d+$/, 'a condition like "attackRoundsLeft > 1"')
      .optional(),
    effects: z.array(effectSchema).max(20).default([]),
  })
  .strict();

/** A move of the move table: from/to states, who may play it, what the right side of a play matches, patterns, effects. */
export const moveSchema = z
  .object({
    description: z.string().max(500).optional(),
    /** Rule ID named in this move's events (rule coverage), e.g. GAS-060. */
    rule: z
      .string()
      .regex(/^[A-Z]{3}-\d{3}$/, 'a rule ID like GAS-060')
      .optional(),
    /** Where the played cards go: the dog's pile (default) or a discard pile (`$giveawayDestination`). */
    cardsTo: z.union([z.enum(['dogPile', 'discard']), param]).optional(),
    from: z.union([name, z.array(name).min(1).max(20)]).optional(),
    to: stateRef.optional(),
    by: z.union([z.enum(['self', 'owner', 'others', 'anyone']), param]).default('anyone'),
    match: z.enum(['dog', 'threat', 'attacker', 'beast', 'none']).default('none'),
    plays: z.union([name, z.array(playLineSchema).max(100)]).optional(),
    maxCards: intOrParam.optional(),
    limit: intOrParam.optional(),
    plusCard: param.optional(),
    guards: z
      .array(z.enum(['secondDogRule']))
      .max(5)
      .optional(),
    effects: z.array(effectSchema).max(20).default([]),
    cases: z.record(z.string(), caseSchema).optional(),
  })
  .strict();

/** A winning set (GAS-162): hand of exactly sum(groups) cards; each group same name, names distinct; filters. */
export const setSchema = z
  .object({
    description: z.string().max(300).optional(),
    groups: z.array(z.number().int().min(1).max(20)).min(1).max(5).optional(),
    count: z.number().int().min(1).max(20).optional(),
    role: name.optional(),
    roles: z.array(name).max(10).optional(),
  })
  .strict();

/**
 * `tables:` of a Gassi ruleset. Maps merge by key through `extends` (a `null` entry removes a key);
 * `sets` and `moves` are maps so a child can add or replace one entry.
 */
export const gassiTablesSchema = z
  .object({
    realms: z.record(name, z.object({ walker: name.optional(), meta: z.boolean().optional() }).strict()),
    cards: z.record(name, z.tuple([name, name, z.number().int().min(0).max(64)])),
    traits: z.record(name, z.object({ attackRounds: intOrParam }).strict()).default({}),
    aliases: z.record(name, z.string().min(1).max(200)).default({}),
    states: z.array(name).min(2).max(30),
    /** The states and the move the engine's flow relies on, by role (checked by the compiler, see `GASSI_ROLES`). */
    roles: z
      .object({
        problem: z.array(name).min(1).max(30).optional(),
        pending: name.optional(),
        walking: name.optional(),
        walk: name.optional(),
      })
      .strict()
      .default({}),
    moves: z.record(name, moveSchema.nullable()),
    sets: z.record(z.string().min(1).max(40), setSchema.nullable()).default({}),
  })
  .strict();

export type GassiTables = z.output<typeof gassiTablesSchema>;
export type MoveData = z.output<typeof moveSchema>;
export type EffectData = z.output<typeof effectSchema>;
export type PlayLine = z.output<typeof playLineSchema>;
