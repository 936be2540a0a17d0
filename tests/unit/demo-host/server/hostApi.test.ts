import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DOCUMENT_BODY_LIMIT } from '../../../../demo-host/commerce/routes/documentRoutes';
import { MAX_PHOTO_BYTES } from '../../../../shared/identification';
import { hostApiOver, openHarness, type Harness } from '../commerce/harness';

vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let api: Hono;
let token: string;

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JPEG as a phone sends it: the JPEG start-of-image marker, then bytes. */
function jpeg(size: number): Blob {
  const bytes = new Uint8Array(size).fill(0x42);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes], { type: 'image/jpeg' });
}

function upload(files: Record<string, Blob>, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) form.append(name, file, `${name}.jpg`);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return api.request('/documents', { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: form });
}

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  // The API exactly as the host mounts it: the catalogue API's middleware runs before the commerce routes.
  api = hostApiOver(h);
  const signUp = await api.request('/users', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ user: { email: 'photos@example.com', password: 'correct horse battery' } }),
  });
  token = ((await signUp.json()) as { token: string }).token;
}, 60_000);
afterAll(() => h.close());

describe('ID photo uploads through the host API (docs/api-commerce.md: 5 MB per photo)', () => {
  test('a 1 MB JPEG is stored and served back to its owner', async () => {
    const photo = jpeg(1024 * 1024);
    const response = await upload({ government_photo: photo }, { first_name: 'Ada' });
    const body = (await response.json()) as { document: { government_photo: string; first_name: string }; completion: { government_photo: boolean } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.document.first_name).toBe('Ada');
    expect(body.completion.government_photo).toBe(true);
    const file = await api.request(body.document.government_photo.replace('/api/v1', ''), { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(await photo.arrayBuffer()))).toBe(true);
    // Only the host's user may read ID photos on disk.
    const uploads = join(h.dir, 'uploads');
    expect(statSync(uploads).mode & 0o777).toBe(0o700);
    expect(statSync(join(uploads, body.document.government_photo.split('/').pop()!)).mode & 0o777).toBe(0o600);
  });

  test('every photo field at once, each just under 5 MB, fits the upload limit', async () => {
    const near = MAX_PHOTO_BYTES - 1024;
    const response = await upload({ government_photo: jpeg(near), mmj_card: jpeg(near), mmj_card_back: jpeg(near), student_photo: jpeg(near), veteran_photo: jpeg(near) });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  test('a photo of 5 MB + 1 byte is a 413 naming the field', async () => {
    const response = await upload({ government_photo: jpeg(MAX_PHOTO_BYTES + 1) });
    const body = (await response.json()) as { message: string; validations: Record<string, string[]> };
    expect(response.status).toBe(413);
    expect(body.message).toMatch(/government_photo is larger than 5 MB/);
    expect(body.validations.government_photo).toEqual(['must be at most 5 MB']);
  });

  test('an upload body over the documented size is a 413 with a message', async () => {
    const response = await api.request('/documents', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(DOCUMENT_BODY_LIMIT + 1) },
      body: new Uint8Array(DOCUMENT_BODY_LIMIT + 1),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/request body/);
  });

  test.each([
    ['PATCH', '/documents'],
    ['POST', '/carts'],
    ['POST', '/products/1/reviews'],
  ])('a JSON body over 64 KiB to %s %s is still a 413', async (method, path) => {
    const response = await api.request(path, { method, headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }) });
    expect(response.status).toBe(413);
  });

  test('a multipart body over 64 KiB to a JSON route is a 413', async () => {
    const form = new FormData();
    form.append('government_photo', jpeg(100 * 1024), 'id.jpg');
    const response = await api.request('/users', { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(413);
  });
});
