import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';

/** Bodies under this many bytes go out as they are (a packet's worth gains nothing; hono/compress's threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const ENCODERS = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
type Encoding = keyof typeof ENCODERS;

/**
 * gzip (or deflate) for the answers hono/compress would compress, with the same rules: a compressible Content-Type,
 * not a range, not already encoded, not `no-transform`, at least 1 KiB, `Vary: Accept-Encoding`, and a strong ETag
 * made weak. Every such answer is a whole body (an event stream is not compressible), so it is read once and
 * compressed in one zlib call on libuv's threads, then sent with its length. hono/compress pipes it through a web
 * CompressionStream instead: under 50 shoppers that stream and the stream reads it adds to every answer were the
 * largest part of the main thread's time per request after the database, and a busy main thread takes in new
 * connections one event-loop turn at a time (libuv accepts one per turn), so it delayed every shopper's first request.
 */
export function compressAnswers(): MiddlewareHandler {
  return async function compressAnswers(c, next) {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    if (!res.body || res.status === 206 || c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')) return;
    if ((length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES) || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = acceptedEncoding(c);
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_THRESHOLD_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const compressed = await ENCODERS[encoding](body);
    c.res = new Response(compressed, res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}

/** gzip, else deflate, as Accept-Encoding allows (q=0 refuses; `*` stands for whatever is not named). */
function acceptedEncoding(c: Context): Encoding | undefined {
  const header = c.req.header('Accept-Encoding');
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const of = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  const best = (['gzip', 'deflate'] as const).filter((encoding) => of(encoding) > 0).sort((a, b) => of(b) - of(a))[0];
  return best;
}
