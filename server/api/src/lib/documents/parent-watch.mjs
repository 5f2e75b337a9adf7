/**
 * Ends this extraction process when its parent (the API) dies: nobody waits for its work any
 * more, so it stops at once rather than finishing a long file. When idle, the IPC channel closing
 * says so. While pdf.js interprets a page it does not return to the event loop, so a thread of
 * its own watches for the process being re-parented and kills it. Imported before the libraries,
 * whose loading takes a while, so it is watching by the time the first file arrives.
 */
import { Worker } from 'node:worker_threads';

const PARENT_CHECK_MS = 250;

process.on('disconnect', () => process.exit(0));

new Worker(
  `const { parentPid, pid, intervalMs } = require('node:worker_threads').workerData;
   setInterval(() => { if (process.ppid !== parentPid) process.kill(pid, 'SIGKILL'); }, intervalMs);`,
  { eval: true, workerData: { parentPid: process.ppid, pid: process.pid, intervalMs: PARENT_CHECK_MS } },
).unref();
