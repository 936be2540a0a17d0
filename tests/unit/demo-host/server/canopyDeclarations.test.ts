// GET /canopy.d.ts: the partner API's declarations (DESIGN §1.3), served as text a browser shows and an editor or
// `curl -o` saves, never as the MPEG transport stream the .ts extension means to a MIME table.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { createHostApp } from '../../../../demo-host/server/hostApp';

describe('/canopy.d.ts', () => {
  const dist = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
  copyFileSync('loader/canopy.d.ts', join(dist, 'canopy.d.ts'));
  const app = createHostApp({ distDir: dist, api: new Hono(), health: async () => true, partnerOrigins: [] });

  test('is served as UTF-8 text to any origin, revalidated', async () => {
    const response = await app.request('/canopy.d.ts');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const text = await response.text();
    // The global the guide's `Canopy.mount(...)` uses, and the typed state.
    expect(text).toContain('const Canopy: CanopyApi;');
    expect(text).toContain('getState(): Promise<CanopyState | null>;');
  });

  test('is compressed for a browser that accepts it, as text is', async () => {
    const response = await app.request('/canopy.d.ts', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  });
});
