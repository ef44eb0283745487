// The "other editor" of the save-race test: for $RACE_MS ms it saves the ruleset file $RACE_FILE about every
// millisecond, atomically (temp file + rename, as editors and git do), each time with a new last line
// `# ext N`. Before each save it reads the file, and when it finds a host save whose recorded base is an external
// version older than its own last one (`# host M base ext J` with J < N), that host save replaced a newer external
// edit it never saw: a lost edit. Prints `{ writes, seenHost, lost: [...] }` as JSON at the end.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const file = process.env.RACE_FILE;
const until = Date.now() + Number(process.env.RACE_MS || 5000);
const body = fs.readFileSync(file, 'utf8').replace(/\n# (ext|host) .*\n$/, '\n');
const tmp = path.join(path.dirname(file), `.race-writer-${process.pid}`);
let last = 0;
let writes = 0;
let seenHost = 0;
const lost = [];
const pause = new Int32Array(new SharedArrayBuffer(4));
while (Date.now() < until) {
  let now = null;
  try {
    now = fs.readFileSync(file, 'utf8');
  } catch {
    /* absent for a moment while a save replaces it */
  }
  const m = now && /\n# host (\d+) base ext (\d+)\n$/.exec(now);
  if (m) {
    seenHost++;
    if (Number(m[2]) < last) lost.push(`host save ${m[1]} (based on ext ${m[2]}) replaced ext ${last}`);
  }
  last++;
  fs.writeFileSync(tmp, `${body}# ext ${last}\n`);
  fs.renameSync(tmp, file);
  writes++;
  Atomics.wait(pause, 0, 0, 1); // ~1 ms
}
process.stdout.write(JSON.stringify({ writes, seenHost, lost }));
