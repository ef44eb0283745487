// Typed, checked IPC registration: every invoke channel goes through `handle`, which refuses unknown channels,
// calls from frames that are not the app's own, and arguments that fail the channel's zod schema.
// Owns no domain logic: the handlers it wraps live in src/host.
import { ipcMain } from 'electron';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import { ALL_INVOKE_CHANNELS } from '../../shared/ipc-contract';
import type { Invokes } from '../../shared/ipc-contract';

/** A channel name from the host API contract, e.g. `rulesets:list`. */
export type InvokeChannel = keyof Invokes;

/** The zod schema for one channel's argument tuple; it parses the untrusted `...args` from the renderer. */
export type ArgsSchema<C extends InvokeChannel> = z.ZodType<Invokes[C]['args']>;

/** The typed implementation behind one channel (a `HostService` method). */
export type InvokeImpl<C extends InvokeChannel> = (...args: Invokes[C]['args']) => Promise<Invokes[C]['result']>;

/** Decides whether a frame URL (the caller's `event.senderFrame.url`) is one of the app's own pages. */
export type SenderCheck = (frameUrl: string) => boolean;

/** The part of an `ipcMain.handle` event that `handle` reads. */
export type InvokeEvent = Pick<IpcMainInvokeEvent, 'senderFrame'>;

/** A registered handler as `ipcMain.handle` receives it: the event, then the renderer's raw arguments. */
export type RawInvokeHandler<C extends InvokeChannel> = (
  event: InvokeEvent,
  ...rawArgs: unknown[]
) => Promise<Invokes[C]['result']>;

/** Registers one invoke channel: `handle(channel, argsSchema, fn)`. */
export type Handle = <C extends InvokeChannel>(channel: C, argsSchema: ArgsSchema<C>, fn: InvokeImpl<C>) => void;

const KNOWN_CHANNELS: ReadonlySet<string> = new Set(ALL_INVOKE_CHANNELS);

/** Whether `name` is a channel of the host API contract (`ALL_INVOKE_CHANNELS`: host and desktop calls). */
export function isInvokeChannel(name: unknown): name is InvokeChannel {
  return typeof name === 'string' && KNOWN_CHANNELS.has(name);
}

/**
 * Wraps a typed implementation into the raw handler `ipcMain.handle` calls. The handler rejects (a bug on the
 * calling side, never an expected failure) when the sender frame is missing or foreign (`ipc/untrusted-sender`)
 * or when the arguments fail `argsSchema` (`ipc/bad-args`, with zod's readable issue list).
 */
export function createInvokeHandler<C extends InvokeChannel>(
  channel: C,
  argsSchema: ArgsSchema<C>,
  fn: InvokeImpl<C>,
  isTrustedSender: SenderCheck,
): RawInvokeHandler<C> {
  return async (event, ...rawArgs) => {
    const frameUrl = event.senderFrame?.url;
    if (frameUrl === undefined || !isTrustedSender(frameUrl)) {
      throw new Error(
        `ipc/untrusted-sender: refused "${channel}" from ${frameUrl === undefined ? 'a detached frame' : frameUrl}`,
      );
    }
    const parsed = argsSchema.safeParse(rawArgs);
    if (!parsed.success) {
      throw new Error(`ipc/bad-args: "${channel}" arguments rejected:\n${z.prettifyError(parsed.error)}`);
    }
    return fn(...parsed.data);
  };
}

/**
 * Makes the `handle` function main registers channels with. It refuses (throws at registration) any channel
 * outside `ALL_INVOKE_CHANNELS`, then registers a checked handler with `ipc.handle`.
 * @param isTrustedSender Accepts the URLs of the app's own frames (see `isAppUrl` in `../window`).
 * @param ipc `ipcMain`, or a stand-in in tests.
 */
export function createHandle(isTrustedSender: SenderCheck, ipc: Pick<IpcMain, 'handle'> = ipcMain): Handle {
  return (channel, argsSchema, fn) => {
    if (!isInvokeChannel(channel)) {
      throw new Error(`ipc/unknown-channel: "${String(channel)}" is not in ALL_INVOKE_CHANNELS`);
    }
    ipc.handle(channel, createInvokeHandler(channel, argsSchema, fn, isTrustedSender));
  };
}
