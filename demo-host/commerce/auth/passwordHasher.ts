import { Worker } from 'node:worker_threads';
import { ApiError } from '../../http';

// Password hashing off libuv's thread pool. crypto.scrypt ran on that pool (four threads), which compression
// (zlib) and file reads need too: a handful of concurrent logins stalled every gzip answer of the host for
// seconds. Here one worker thread runs scryptSync, one job at a time, at a lower CPU priority than the event
// loop; at most MAX_PENDING jobs wait, and one more is refused at once with a 503 and Retry-After.
//
// The worker's program is a string run with `eval: true`: plain JavaScript, so the same code runs under tsx
// and vitest (TypeScript sources) and in the host's single-file esbuild bundle, which has no file to load.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  // Linux: a thread id is a process id to setpriority, so this lowers this thread only. When both cores are
  // busy the event loop wins; hashing only waits. Best effort: elsewhere the thread keeps the usual priority.
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, 10);
} catch {}
parentPort.on('message', (job) => {
  const started = performance.now();
  try {
    const key = scryptSync(job.password, job.salt, job.keyBytes, job.options);
    parentPort.postMessage({ id: job.id, key, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message ? error.message : error) });
  }
});
`;

/** At most this many hashes in the worker, the one running included: about four seconds of waiting. */
export const MAX_PENDING = 8;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

export interface PasswordHasher {
  /** scrypt in the worker; a 503 ApiError (`busy`, with retry_after) at once when the queue is full. */
  derive(password: string, salt: Buffer, keyBytes: number, params: ScryptParams): Promise<Buffer>;
  /** Stops the worker; hashes in flight are rejected, and the next hash starts a new worker. */
  close(): Promise<void>;
}

interface Reply {
  id: number;
  key?: Uint8Array;
  ms?: number;
  error?: string;
}

type Job = { resolve(key: Buffer): void; reject(error: Error): void };

export function createPasswordHasher(maxPending = MAX_PENDING): PasswordHasher {
  const jobs = new Map<number, Job>();
  let worker: Worker | null = null;
  let nextId = 0;
  let lastMs = 500;

  const failAll = (error: Error) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  const settle = (reply: Reply) => {
    const job = jobs.get(reply.id);
    jobs.delete(reply.id);
    // Idle, the worker must not keep a test run or a stopping host alive.
    if (jobs.size === 0) worker?.unref();
    if (reply.ms !== undefined) lastMs = reply.ms;
    if (!job) return;
    if (reply.key) job.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength));
    else job.reject(new Error(`scrypt failed: ${reply.error}`));
  };
  const start = (): Worker => {
    // No inherited flags: --input-type=module would make the source ESM (no require), --import would load loaders.
    const started = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    started.on('message', settle);
    started.on('error', (error) => failAll(error));
    // A crashed worker fails its jobs; the next hash starts a new one.
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the password worker stopped (exit code ${code})`));
    });
    return started;
  };

  return {
    derive(password, salt, keyBytes, params) {
      if (jobs.size >= maxPending) {
        const seconds = Math.max(1, Math.ceil((jobs.size * lastMs) / 1000));
        return Promise.reject(new ApiError('busy', `Too many passwords are being checked right now. Please try again in ${seconds} seconds.`, undefined, { retry_after: seconds }));
      }
      worker ??= start();
      worker.ref();
      const id = nextId++;
      const done = new Promise<Buffer>((resolve, reject) => jobs.set(id, { resolve, reject }));
      worker.postMessage({ id, password, salt, keyBytes, options: params });
      return done;
    },
    async close() {
      await worker?.terminate();
    },
  };
}
