import type { Hono } from 'hono';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const SEGMENT = /^[a-z0-9-]+$/;

/**
 * 000 §5 default product photos: GET /default-photos/{type}/{subtype}.png, falling back to general/{type}.png.
 * Only the general pictures exist (assets/default-photos, drawn by scripts/defaultPhotos.mjs, copied to
 * dist/default-photos by build.mjs), so a subtype's URL answers with its type's picture at once, rather than a 404
 * the widget would have to follow up on for every card. They are read once: about 15 files of 1–3 KB.
 */
export function serveDefaultPhotos(app: Hono, distDir: string): void {
  const folder = join(distDir, 'default-photos', 'general');
  const pictures = new Map<string, Uint8Array<ArrayBuffer>>();
  if (existsSync(folder)) {
    for (const file of readdirSync(folder)) if (file.endsWith('.png')) pictures.set(file.slice(0, -'.png'.length), new Uint8Array(readFileSync(join(folder, file))));
  }
  app.get('/default-photos/:type/:file', (c) => {
    const type = c.req.param('type');
    const file = c.req.param('file');
    const name = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
    if (!SEGMENT.test(type) || !SEGMENT.test(name)) return c.text('Not found', 404);
    const picture = type === 'general' ? pictures.get(name) : pictures.get(type);
    if (!picture) return c.text('Not found', 404);
    return c.body(picture, 200, { 'Content-Type': 'image/png', 'Cache-Control': LONG_CACHE, 'Access-Control-Allow-Origin': '*' });
  });
}
