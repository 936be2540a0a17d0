import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { compressAnswers } from '../../../../demo-host/server/compressAnswers';
import { bytesEtag } from '../../../../demo-host/http/bytesEtag';

const BIG = JSON.stringify({ products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })) });

const app = new Hono()
  .use('*', compressAnswers())
  .get('/big', bytesEtag(), (c) => c.json(JSON.parse(BIG)))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/photo', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/jpeg' }))
  .get('/kept', (c) => c.body(BIG, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }));

describe('compressAnswers (the rules of hono/compress, a whole body compressed at once)', () => {
  test.each([
    ['gzip', 'gzip', gunzipSync],
    ['deflate', 'deflate', inflateSync],
    ['br, gzip;q=0.5, deflate;q=0.4', 'gzip', gunzipSync],
    ['deflate, gzip;q=0', 'deflate', inflateSync],
  ])('Accept-Encoding %s: %s, the same bytes, sent with their length', async (accepted, encoding, decode) => {
    const response = await app.request('/big', { headers: { 'Accept-Encoding': accepted } });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(decode(body).toString()).toBe(BIG);
    // A whole body, not a stream: the client learns its length up front.
    expect(Number(response.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(BIG.length / 3);
  });

  test('a strong ETag turns weak once compressed, and If-None-Match with it is a 304', async () => {
    const response = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    const tag = response.headers.get('ETag')!;
    expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const again = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag } });
    expect(again.status).toBe(304);
  });

  test.each([
    ['/small', 'gzip', 'under 1 KiB'],
    ['/photo', 'gzip', 'not a compressible type'],
    ['/kept', 'gzip', 'no-transform'],
    ['/big', 'identity', 'no accepted encoding'],
    ['/big', 'gzip;q=0', 'gzip refused'],
  ])('%s with Accept-Encoding %s goes out as it is (%s)', async (path, accepted) => {
    const response = await app.request(path, { headers: { 'Accept-Encoding': accepted } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.status).toBe(200);
  });
});
