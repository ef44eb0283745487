// Where the app keeps playtest sessions: one folder per session under `<data>/sessions/`, where `<data>` is the
// app's data folder (Electron's userData, `.rulebench-cache` in browser mode), beside `<data>/replays/`. The lobby
// that creates sessions and the Playtest view that analyses them both use this one name.
import { join } from 'node:path';

/** Name of the sessions folder inside the app's data folder. */
export const SESSIONS_FOLDER = 'sessions';

/** The app's sessions folder for data folder `dataDir`: `<dataDir>/sessions`. */
export function sessionsDirIn(dataDir: string): string {
  return join(dataDir, SESSIONS_FOLDER);
}

/** A session folder name inside the sessions folder: a plain name, no path separators, no leading dot. */
export const SESSION_NAME = /^(?!\.)[A-Za-z0-9._-]{1,200}$/;
