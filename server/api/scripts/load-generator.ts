/**
 * The load the request benchmarks send: keep-alive connections from a worker thread, each sending
 * its next request when the last one answered, and the CPU time this process's main thread (the
 * server's) spent meanwhile.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export const CONNECTIONS = 32;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const LOAD_GENERATOR = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { port, method, path, token, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const until = Date.now() + seconds * 1000;
let answered = 0;
let failed = 0;
let sequence = 0;
function send() {
  return new Promise((resolve) => {
    sequence += 1;
    const body = method === 'POST' ? JSON.stringify({ skill: 'skill ' + sequence }) : undefined;
    const headers = { ...(token && { authorization: 'Bearer ' + token }), ...(body && { 'content-type': 'application/json' }) };
    const request = http.request({ port, host: '127.0.0.1', method, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode >= 400) failed += 1;
        else answered += 1;
        resolve();
      });
    });
    request.on('error', () => { failed += 1; resolve(); });
    request.end(body);
  });
}
async function loop() { while (Date.now() < until) await send(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => parentPort.postMessage({ answered, failed }));
`;

export interface LoadOptions {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  /** Sent as a bearer token; null: no Authorization header. */
  token: string | null;
}

export interface LoadResult {
  answered: number;
  failed: number;
  /** How long the load was sent. */
  seconds: number;
  /** CPU milliseconds of the server's thread meanwhile. */
  cpuMs: number;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
}

/** CPU milliseconds of this process's main thread (the server's), from /proc; NaN elsewhere. */
function serverThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

function load(options: LoadOptions, seconds: number): Promise<{ answered: number; failed: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_GENERATOR, { eval: true, workerData: { ...options, connections: CONNECTIONS, seconds } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** Sends the load for `seconds` (SECONDS by default) and measures it. */
export async function measureLoad(options: LoadOptions, seconds = SECONDS): Promise<LoadResult> {
  const cpuBefore = serverThreadCpuMs();
  const result = await load(options, seconds);
  return summarise(result.answered, result.failed, seconds, serverThreadCpuMs() - cpuBefore);
}

function summarise(answered: number, failed: number, seconds: number, cpuMs: number): LoadResult {
  return {
    answered,
    failed,
    seconds,
    cpuMs,
    requestsPerSecond: Math.round(answered / seconds),
    cpuMsPerRequest: cpuMs / Math.max(1, answered + failed),
  };
}

/** Several measurements of one server as one: their requests, time and CPU added up. */
export function combinedLoad(results: LoadResult[]): LoadResult {
  const sum = (field: 'answered' | 'failed' | 'seconds' | 'cpuMs') => results.reduce((total, result) => total + result[field], 0);
  return summarise(sum('answered'), sum('failed'), sum('seconds'), sum('cpuMs'));
}
