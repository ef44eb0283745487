// Runtime validation of the untrusted arguments of every host API channel (zod). Shared by the browser-mode
// server (src/host/server.ts) and, if it wants, the Electron IPC handlers (src/main). No I/O here.
import { z } from 'zod';
import { INVOKE_CHANNELS, type Invokes } from '../shared/ipc-contract';

/** A file name inside the replay folder: no path separators, no leading dot, bounded length. */
const replayFileName = z.string().min(1).max(255).regex(/^(?!\.)[A-Za-z0-9._-]+$/, 'a plain file name');
const rulesetId = z.string().min(1).max(200).regex(/^[A-Za-z0-9._/-]+$/, 'a ruleset id').refine((s) => !s.split('/').includes('..'), 'a ruleset id');

/** Argument tuple schema per channel; `satisfies` keeps this table in step with `Invokes`. */
export const INVOKE_ARG_SCHEMAS = {
  'rulesets:list': z.tuple([]),
  'rulesets:read': z.tuple([rulesetId]),
  'replays:list': z.tuple([]),
  'replays:read': z.tuple([replayFileName]),
  'games:simulate': z.tuple([z.strictObject({ rulesetId, seed: z.string().min(1).max(200).optional() })]),
} satisfies { [C in keyof Invokes]: z.ZodType<Invokes[C]['args']> };

export type InvokeChannel = keyof Invokes;

/** True when `name` is on the allow-list of invoke channels. */
export function isInvokeChannel(name: unknown): name is InvokeChannel {
  return typeof name === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(name);
}

/** Parses the arguments of `channel`; `{ ok: false, message }` when they do not fit the contract. */
export function parseInvokeArgs<C extends InvokeChannel>(
  channel: C,
  args: unknown,
): { ok: true; args: Invokes[C]['args'] } | { ok: false; message: string } {
  const parsed = INVOKE_ARG_SCHEMAS[channel].safeParse(args ?? []);
  if (parsed.success) return { ok: true, args: parsed.data as Invokes[C]['args'] };
  return { ok: false, message: parsed.error.issues.map((i) => `${i.path.join('.') || 'args'}: ${i.message}`).join('; ') };
}
