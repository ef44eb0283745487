// Runtime validation of the untrusted arguments of every host API channel (zod). Shared by the browser-mode
// server (src/host/server.ts) and, if it wants, the Electron IPC handlers (src/main). No I/O here.
import { z } from 'zod';
import type { Json } from '../engine';
import { MAX_QUEUE_URL, parseQueueUrl } from '../shared/queue-url';
import { MAX_NAME_CHARS as MAX_PERSON_NAME, TABLE_ID_PATTERN, occupantSchema } from '../shared/session-protocol';
import { SESSION_NAME } from './session/paths';
import { EDITOR_ID, INVOKE_CHANNELS, type DesktopInvokes, type HostInvokes } from '../shared/ipc-contract';

/**
 * Longest file or folder name the host is asked to create, in characters: the file system allows 255 bytes, and the
 * autosave (`.<name>.<editor>.autosave`, an editor id of at most 32 characters) and temporary files (`.<name>.<pid>.<n>.<hex>.tmp`, name cut) beside it need room too.
 * Longer names are a 400 naming the limit, never an ENAMETOOLONG 500.
 */
export const MAX_NAME_CHARS = 200;

/** A file name inside the replay folder: no path separators, no leading dot, at most `MAX_NAME_CHARS`. */
const replayFileName = z
  .string()
  .min(1)
  .max(MAX_NAME_CHARS, `a file name of at most ${MAX_NAME_CHARS} characters`)
  .regex(/^(?!\.)[A-Za-z0-9._-]+$/, 'a plain file name');
const rulesetId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._/-]+$/, 'a ruleset id')
  .refine((s) => !s.split('/').includes('..'), 'a ruleset id');

/** An editor instance id (`EDITOR_ID`): names that editor's autosave file. */
const editorId = z.string().regex(EDITOR_ID, 'an editor id (8–32 lowercase letters and digits)');

/** A ruleset file path relative to the workspace: under `rulesets/`, YAML or JSON, no `..`, no hidden segments. */
const rulesetFile = z
  .string()
  .min(1)
  .max(300)
  .regex(/^rulesets\/[A-Za-z0-9._/-]+\.(ya?ml|json)$/, 'a ruleset file under rulesets/')
  .refine(
    (s) => s.split('/').every((seg) => seg !== '..' && seg !== '' && !seg.startsWith('.')),
    'a ruleset file under rulesets/',
  )
  .refine(
    (s) => s.split('/').every((seg) => seg.length <= MAX_NAME_CHARS),
    `a ruleset file whose file and folder names have at most ${MAX_NAME_CHARS} characters each`,
  );
/** Ruleset text: bounded like the engine's MAX_RULESET_CHARS (with room for the autosave of an oversized edit). */
const rulesetText = z.string().max(1_000_000);
const kindId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'a kind id');
/** Replay documents are shape-checked by the engine's `parseReplay` in the service; here only a JSON object. */
// (the cast: zod's `unknown` values are the JSON the HTTP body or IPC structured clone delivered).
const replayDoc = z.record(z.string(), z.unknown()) as unknown as z.ZodType<{ [key: string]: Json }>;

/** A JSON scalar option value (playtest overrides and sweep values; a `bot.NAME` key is a bot parameter the host checks, DIG-053). */
const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
const overrides = z.record(z.string().min(1).max(100), scalar);
const botText = z
  .string()
  .min(1)
  .max(40)
  .regex(
    /^(random|heuristic|ismcts|easy|normal|strong|expert)(:\d{1,6})?$/,
    'a bot (random, heuristic, ismcts[:N], easy, normal, strong[:N], expert[:N])',
  );
const playtestSeed = z.string().min(1).max(200);
const playtestArm = z.strictObject({ rulesetId, overrides });
/** A playtest request: bounded games (1…100000), 1…2 sweep axes of 1…50 values, 1…16 bots, 1…64 options to screen at 1…3 levels. */
const playtestRequest = z.strictObject({
  mode: z.enum(['batch', 'compare', 'sweep', 'ladder', 'screen']),
  a: playtestArm,
  b: playtestArm.optional(),
  axes: z
    .array(z.strictObject({ option: z.string().min(1).max(100), values: z.array(scalar).min(1).max(50) }))
    .min(1)
    .max(2)
    .optional(),
  /** Screening: 1…64 distinct option names (identifiers), 1…3 distinct bot levels. */
  screen: z
    .strictObject({
      options: z
        .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'an option name (letters, digits, _)'))
        .min(1)
        .max(64)
        .refine((a) => new Set(a).size === a.length, 'an option named twice')
        .optional(),
      levels: z
        .array(botText)
        .min(1)
        .max(3)
        .refine((a) => new Set(a).size === a.length, 'a level named twice'),
    })
    .optional(),
  bots: z.array(botText).min(1).max(16),
  games: z.number().int().min(1).max(100_000),
  seed: playtestSeed,
  workers: z.number().int().min(0).max(64).optional(),
  /** A queue URL, checked as the CLI's `--queue` (the message names the bad part, password masked). */
  queue: z
    .string()
    .max(MAX_QUEUE_URL)
    .superRefine((s, ctx) => {
      const r = parseQueueUrl(s);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message });
    })
    .optional(),
});
/** A rule-sheet request: ruleset id, language, optional base ruleset id for a house-rules card. */
const ruleSheetRequest = z.strictObject({
  rulesetId,
  lang: z.enum(['de', 'en']),
  diffWith: rulesetId.optional(),
  document: z.enum(['booklet', 'reference']).optional(),
  page: z.enum(['a4', 'a5-booklet']).optional(),
});
const jobId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^pt-\d+$/, 'a playtest job id');

/** A live session table's id (`TABLE_ID_PATTERN`). */
const tableId = z.string().regex(TABLE_ID_PATTERN, 'a table id');
/** A seat number of a live session (0-based). */
const lobbySeat = z.number().int().min(0).max(63);

/** True when the replay file of `rulesetId` and `seed` (`<id>-<seed>.replay.json`, plus `extra` characters) fits `MAX_NAME_CHARS`. */
function replayNameFits(rulesetId: string, seed: string, extra: number): boolean {
  return rulesetId.length + 1 + seed.length + '.replay.json'.length + extra <= MAX_NAME_CHARS;
}

/** Argument tuple schema per channel; `satisfies` keeps this table in step with `Invokes`. */
export const INVOKE_ARG_SCHEMAS = {
  'rulesets:list': z.tuple([]),
  'rulesets:read': z.tuple([rulesetId]),
  'rulesets:sources': z.tuple([kindId]),
  'rulesets:save': z.tuple([
    z.strictObject({
      file: rulesetFile,
      text: rulesetText,
      base: z
        .string()
        .regex(/^[0-9a-f]{16}$/, 'a version hash (16 hex digits)')
        .nullable()
        .optional(),
      editor: editorId.optional(),
    }),
  ]),
  'rulesets:autosave': z.tuple([
    z.strictObject({ file: rulesetFile, text: rulesetText.nullable(), editor: editorId.optional() }),
  ]),
  'replays:list': z.tuple([]),
  'replays:read': z.tuple([replayFileName]),
  'replays:save': z.tuple([
    z.strictObject({
      file: replayFileName.refine((f) => f.endsWith('.replay.json'), 'a *.replay.json file name'),
      replay: replayDoc,
    }),
  ]),
  'games:simulate': z.tuple([
    z
      .strictObject({ rulesetId, seed: z.string().min(1).max(200).optional() })
      .refine((r) => replayNameFits(r.rulesetId, r.seed ?? 'app-1000000', 0), {
        message: `rulesetId and seed together must make a replay file name of at most ${MAX_NAME_CHARS} characters; use a shorter seed`,
        path: ['seed'],
      }),
  ]),
  'playtests:start': z.tuple([playtestRequest]),
  'playtests:status': z.tuple([jobId]),
  'playtests:cancel': z.tuple([jobId]),
  'playtests:replay': z.tuple([
    z
      .strictObject({
        rulesetId,
        overrides,
        bots: z.array(botText).min(1).max(16),
        seed: playtestSeed,
        index: z.number().int().min(0).max(100_000),
      })
      .refine((r) => replayNameFits(r.rulesetId, `${r.seed}-${r.index + 1}`, 12), {
        message: `rulesetId and seed together must make a replay file name of at most ${MAX_NAME_CHARS} characters; use a shorter seed`,
        path: ['seed'],
      }),
  ]),
  'sessions:list': z.tuple([]),
  'sessions:people': z.tuple([
    z
      .strictObject({
        name: z.string().regex(SESSION_NAME, 'a session folder name').optional(),
        path: z.string().min(1).max(4096).optional(),
        table: z.string().regex(TABLE_ID_PATTERN, 'a table id').nullable(),
      })
      .refine((r) => (r.name === undefined) !== (r.path === undefined), {
        message: 'either a session name or a folder path',
      }),
  ]),
  'sessions:addresses': z.tuple([]),
  'sessions:create': z.tuple([
    z.strictObject({
      rulesetId,
      seats: z.array(occupantSchema).min(1).max(64),
      names: z
        .array(
          z
            .string()
            .max(MAX_PERSON_NAME)
            .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'no control characters')
            .nullable(),
        )
        .max(64)
        .optional(),
      address: z.ipv4('an IPv4 address of this machine').nullable().optional(),
      port: z.number().int().min(0).max(65535, 'a TCP port (0 to 65535)').optional(),
      awayTimeoutMs: z.number().int().min(0).max(86_400_000).nullable().optional(),
      seed: z.string().min(1).max(100).optional(),
    }),
  ]),
  'sessions:lobby': z.tuple([tableId]),
  'sessions:control': z.tuple([
    z.strictObject({
      table: tableId,
      control: z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('seat'), seat: lobbySeat, occupant: occupantSchema }),
        z.strictObject({ type: z.literal('away-timeout'), ms: z.number().int().min(0).max(86_400_000).nullable() }),
        z.strictObject({ type: z.literal('start') }),
        z.strictObject({ type: z.literal('renew-link'), seat: lobbySeat }),
      ]),
    }),
  ]),
  'sessions:stop': z.tuple([tableId]),
  'sessions:running': z.tuple([]),
  'rulesheets:render': z.tuple([ruleSheetRequest]),
  'rulesheets:printPdf': z.tuple([ruleSheetRequest]),
} satisfies { [C in keyof HostInvokes]: z.ZodType<HostInvokes[C]['args']> };

/**
 * Argument tuple schema per Electron-only channel (src/main/desktop.ts). Dialog paths never come from the
 * renderer: it names only what to print, which kind of file to open, or a replay of the replay folder.
 */
export const DESKTOP_ARG_SCHEMAS = {
  'rulesheets:pdf': z.tuple([ruleSheetRequest]),
  'files:import': z.tuple([z.strictObject({ type: z.enum(['ruleset', 'replay']) })]),
  'files:exportReplay': z.tuple([
    replayFileName.refine((f) => f.endsWith('.replay.json'), 'a *.replay.json file name'),
  ]),
  'sessions:chooseFolder': z.tuple([]),
} satisfies { [C in keyof DesktopInvokes]: z.ZodType<DesktopInvokes[C]['args']> };

/** A host channel (both shells). */
export type InvokeChannel = keyof HostInvokes;

/** True when `name` is on the allow-list of invoke channels. */
export function isInvokeChannel(name: unknown): name is InvokeChannel {
  return typeof name === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(name);
}

/** Parses the arguments of `channel`; `{ ok: false, message }` when they do not fit the contract. */
export function parseInvokeArgs<C extends InvokeChannel>(
  channel: C,
  args: unknown,
): { ok: true; args: HostInvokes[C]['args'] } | { ok: false; message: string } {
  const parsed = INVOKE_ARG_SCHEMAS[channel].safeParse(args ?? []);
  if (parsed.success) return { ok: true, args: parsed.data as HostInvokes[C]['args'] };
  return {
    ok: false,
    message: parsed.error.issues.map((i) => `${i.path.join('.') || 'args'}: ${i.message}`).join('; '),
  };
}
