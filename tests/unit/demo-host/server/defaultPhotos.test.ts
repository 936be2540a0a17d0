import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { createHostApp } from '../../../../demo-host/server/hostApp';
import { KINDS, LINEAGES } from '../../../../shared/types';
import { defaultPhotoPaths } from '../../../../shared/platform';

const ASSETS = join(__dirname, '../../../../assets/default-photos');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function distWithPhotos(): string {
  const dist = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
  mkdirSync(join(dist, 'widget'));
  writeFileSync(join(dist, 'widget', 'manifest.json'), JSON.stringify({ entry: '/widget/main.js', entries: { main: '/widget/main.js' }, css: [], initial: [] }));
  cpSync(ASSETS, join(dist, 'default-photos'), { recursive: true });
  return dist;
}

describe('000 §5 default product photos, default-photos/{type}/{subtype}.png falling back to general/{type}.png', () => {
  const app = createHostApp({ distDir: distWithPhotos(), api: new Hono(), health: async () => true, partnerOrigins: [] });
  const general = (type: string) => readFileSync(join(ASSETS, 'general', `${type}.png`));

  test.each([...LINEAGES, ...KINDS, 'general'])('a small PNG is committed for type %s', (type) => {
    const file = join(ASSETS, 'general', `${type}.png`);
    expect(statSync(file).size).toBeLessThan(4 * 1024);
    expect(readFileSync(file).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  test('nothing but those PNGs is in the folder', () => {
    expect(readdirSync(join(ASSETS, 'general')).sort()).toEqual([...LINEAGES, ...KINDS, 'general'].map((type) => `${type}.png`).sort());
  });

  test.each([
    ['the general picture of a type', defaultPhotoPaths('edible').src, 'edible'],
    ["a subtype without a picture of its own answers with its type's", defaultPhotoPaths('indica', 'Live Resin').src, 'indica'],
    ['a kind with a hyphen', defaultPhotoPaths('pre-roll', 'packs').src, 'pre-roll'],
  ])('%s is served as an immutable PNG to any origin', async (_, path, type) => {
    const response = await app.request(`/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(general(type));
  });

  test.each(['/default-photos/general/unknown.png', '/default-photos/unknown/x.png', '/default-photos/flower/indica.jpg', '/default-photos/..%2F..%2Fpackage.json/x.png'])(
    '%s is a 404, never another file',
    async (path) => {
      expect((await app.request(path)).status).toBe(404);
    },
  );
});
