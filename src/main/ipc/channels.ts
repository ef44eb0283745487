// The argument schema of every host API channel, and the registration of the host service behind them.
// The schemas are the browser-mode server's own (src/host/invoke-args.ts): one table, so both shells accept
// exactly the same calls. They check shape and size only; the host still owns path safety and domain checks.
import { DESKTOP_INVOKE_CHANNELS, INVOKE_CHANNELS } from '../../shared/ipc-contract';
import type { DesktopService, HostService } from '../../shared/ipc-contract';
import { DESKTOP_ARG_SCHEMAS, INVOKE_ARG_SCHEMAS } from '../../host/invoke-args';
import { createHostService } from '../../host/service';
import type { ArgsSchema, Handle, InvokeChannel } from './handle';

/** The argument schema of every invoke channel; main refuses any call whose arguments fail it. */
export const ARGS_SCHEMAS: { readonly [C in InvokeChannel]: ArgsSchema<C> } = {
  ...INVOKE_ARG_SCHEMAS,
  ...DESKTOP_ARG_SCHEMAS,
};

/** Registers one channel with its schema and the service method behind it (generic per channel). */
function registerChannel<C extends InvokeChannel>(
  handle: Handle,
  service: Pick<HostService & DesktopService, C>,
  channel: C,
): void {
  const method = service[channel] as (
    ...args: Parameters<(HostService & DesktopService)[C]>
  ) => ReturnType<(HostService & DesktopService)[C]>;
  handle(channel, ARGS_SCHEMAS[channel], (...args) => method.apply(service, args as never));
}

/** Registers every channel of `INVOKE_CHANNELS` with `handle`, each answered by the matching service method. */
export function registerChannels(handle: Handle, service: HostService): void {
  for (const channel of INVOKE_CHANNELS) registerChannel(handle, service, channel);
}

/** Registers the Electron-only channels (`DESKTOP_INVOKE_CHANNELS`: dialogs, printing) with `handle`. */
export function registerDesktopChannels(handle: Handle, desktop: DesktopService): void {
  for (const channel of DESKTOP_INVOKE_CHANNELS) registerChannel(handle, desktop, channel);
}

/** Where the host service finds its files. */
export interface HostPaths {
  /** Folder holding `rulesets/`: the app's resources folder, or the repo root in dev. */
  readonly root: string;
  /** Folder for replay files: `<userData>/replays`. */
  readonly replayDir: string;
  /** The app's playtest sessions folder: `<userData>/sessions` (src/host/session/paths.ts). */
  readonly sessionsDir?: string;
  /** The built renderer (`out/renderer`) the live sessions' listeners serve for people's join page. */
  readonly sessionStaticDir?: string;
}

/**
 * Creates the host service (`createHostService` from src/host/service.ts) for `paths` and registers every
 * channel with it. Returns the service so main can dispose of it or forward its pushes later.
 */
export async function registerHostService(handle: Handle, paths: HostPaths): Promise<HostService> {
  const service: HostService = await createHostService({
    root: paths.root,
    replayDir: paths.replayDir,
    ...(paths.sessionsDir ? { sessionsDir: paths.sessionsDir } : {}),
    ...(paths.sessionStaticDir ? { sessionStaticDir: paths.sessionStaticDir } : {}),
  });
  registerChannels(handle, service);
  return service;
}
