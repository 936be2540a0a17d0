import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/** SHA-1 as hono/etag's default digest computes it, in this thread: the same ETags, without a WebCrypto job per answer. */
function sha1(body: Uint8Array): ArrayBuffer {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}

/**
 * hono/etag (a strong ETag of the answer's bytes, a bodiless 304 when If-None-Match holds it) with its SHA-1 taken
 * synchronously: crypto.subtle.digest queues a job on libuv's threads and resolves a turn later, for a few KiB
 * that take microseconds to hash, on every catalogue read.
 */
export function bytesEtag(): MiddlewareHandler {
  return etag({ generateDigest: sha1 });
}
