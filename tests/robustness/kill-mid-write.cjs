// Preload (`node --require`) for the kill tests: the first `fs.writeFileSync` into a file whose name contains
// $KILL_MID_WRITE — given by path or by an open descriptor (a temporary file of an atomic write) — writes the first
// half of its data, flushes it, and SIGKILLs the process: a kill -9 in the middle of writing that output, at a
// moment no timer could hit reliably. Linux only (descriptors are named through /proc/self/fd).
'use strict';
const fs = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');
const { basename } = require('node:path');

const pattern = process.env.KILL_MID_WRITE;
if (pattern) {
  const original = fs.writeFileSync;
  const nameOf = (target) => {
    if (typeof target === 'number') {
      try {
        return basename(fs.readlinkSync(`/proc/self/fd/${target}`));
      } catch {
        return '';
      }
    }
    return typeof target === 'string' || target instanceof URL ? basename(String(target)) : '';
  };
  fs.writeFileSync = function writeFileSyncThenDie(target, data, options) {
    if (!nameOf(target).includes(pattern)) return original.call(this, target, data, options);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
    const fd = typeof target === 'number' ? target : fs.openSync(target, 'w'); // 'w' truncates, as writeFileSync does
    fs.writeSync(fd, bytes, 0, Math.floor(bytes.length / 2));
    fs.fsyncSync(fd);
    process.kill(process.pid, 'SIGKILL');
  };
  syncBuiltinESMExports(); // `import { writeFileSync } from 'node:fs'` sees the wrapper too
}
