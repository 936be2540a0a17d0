import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import { EMPTY_DOCUMENT, MAX_PHOTO_BYTES, PHOTO_FIELDS, documentCompletion } from '../../../shared/identification';
import type { PhotoField } from '../../../shared/identification';
import type { IdentificationDocument } from '../../../shared/types';
import { fromJson } from '../../db';
import { requireUser } from '../auth/authenticate';
import { ApiError, jsonBody, multipartForm, parse } from '../../http';
import type { CommerceDeps } from '../deps';

export const DOCUMENT_BODY_LIMIT = PHOTO_FIELDS.length * MAX_PHOTO_BYTES + 64 * 1024;

// ID photos: only these types, recognised by their first bytes as well as by the declared type.
const PHOTO_TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/png': { ext: 'png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/webp': { ext: 'webp', magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
};
const CONTENT_TYPE: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const text = (max: number) => v.optional(v.nullable(v.pipe(v.string('must be text'), v.trim(), v.maxLength(max))));
const DocumentText = v.object({
  first_name: text(100),
  last_name: text(100),
  birth_date: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD')))),
  ...Object.fromEntries(PHOTO_FIELDS.map((f) => [f, v.optional(v.null('send the photo as a multipart file; null removes it'))])),
});

async function readDocument(deps: CommerceDeps, userId: number): Promise<IdentificationDocument> {
  const row = await deps.db.selectFrom('documents').select('data').where('user_id', '=', userId).executeTakeFirst();
  return { ...EMPTY_DOCUMENT, ...fromJson<Partial<IdentificationDocument>>(row?.data, {}) };
}

export function documentRoutes(deps: CommerceDeps, urlBase = '/api/v1'): Hono {
  const app = new Hono();
  const uploads = join(deps.dataDir, 'uploads');

  app.get('/documents', async (c) => {
    const userId = await requireUser(deps, c);
    const document = await readDocument(deps, userId);
    return c.json({ document, completion: documentCompletion(document) });
  });

  app.patch('/documents', async (c) => {
    const userId = await requireUser(deps, c);
    const multipart = c.req.header('content-type')?.startsWith('multipart/form-data') ?? false;
    const fields: Record<string, unknown> = {};
    const files: Partial<Record<PhotoField, File>> = {};
    if (multipart) {
      for (const [name, value] of Object.entries(await multipartForm(c))) {
        const key = name.replace(/^document\[(.+)\]$/, '$1');
        if ((PHOTO_FIELDS as readonly string[]).includes(key) && typeof value !== 'string') files[key as PhotoField] = value;
        else fields[key] = value === 'null' ? null : value;
      }
    } else {
      const body = await jsonBody(c);
      Object.assign(fields, (body.document ?? body) as Record<string, unknown>);
    }
    const parsed = parse(DocumentText, fields, 'body');
    const stored: Partial<Record<PhotoField, string>> = {};
    for (const [name, file] of Object.entries(files) as [PhotoField, File][]) {
      const type = PHOTO_TYPES[file.type];
      if (!type) throw new ApiError('unprocessable', `${name} must be a JPEG, PNG or WebP image`, { [name]: ['must be a JPEG, PNG or WebP image'] });
      if (file.size > MAX_PHOTO_BYTES) throw new ApiError('too_large', `${name} is larger than 5 MB`, { [name]: ['must be at most 5 MB'] });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (!type.magic(bytes)) throw new ApiError('unprocessable', `${name} is not a ${file.type} file`, { [name]: [`is not a ${file.type} file`] });
      const fileName = `${userId}-${randomBytes(16).toString('hex')}.${type.ext}`;
      // ID photos are the shopper's alone: the folder 0700 (and DATA_DIR with it, when made here), each file 0600.
      await mkdir(uploads, { recursive: true, mode: 0o700 });
      await writeFile(join(uploads, fileName), bytes, { mode: 0o600 });
      stored[name] = `${urlBase}/documents/files/${fileName}`;
    }
    const before = await readDocument(deps, userId);
    const next: IdentificationDocument = { ...before };
    for (const key of ['first_name', 'last_name', 'birth_date'] as const) if (parsed[key] !== undefined) next[key] = parsed[key] ?? null;
    for (const key of PHOTO_FIELDS) {
      if (stored[key]) next[key] = stored[key]!;
      else if ((parsed as Record<string, unknown>)[key] === null) next[key] = null;
    }
    const now = deps.now().toISOString();
    const data = JSON.stringify(next);
    const updated = await deps.db.updateTable('documents').set({ data, updated_at: now }).where('user_id', '=', userId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await deps.db.insertInto('documents').values({ user_id: userId, data, updated_at: now }).execute();
    // Replaced photos are removed from disk.
    for (const key of PHOTO_FIELDS) {
      const old = before[key];
      if (old && old !== next[key]) await unlink(join(uploads, old.split('/').pop()!)).catch(() => undefined);
    }
    return c.json({ document: next, completion: documentCompletion(next) });
  });

  // The photo itself, to its owner only: the file name starts with the owner's id and is on their document.
  app.get('/documents/files/:name', async (c) => {
    const userId = await requireUser(deps, c);
    const name = c.req.param('name');
    const match = /^(\d+)-[0-9a-f]{32}\.(jpg|png|webp)$/.exec(name);
    const document = await readDocument(deps, userId);
    const listed = PHOTO_FIELDS.some((f) => document[f]?.endsWith(`/${name}`));
    if (!match || Number(match[1]) !== userId || !listed) throw new ApiError('not_found', 'File not found');
    const bytes = await readFile(join(uploads, name)).catch(() => null);
    if (!bytes) throw new ApiError('not_found', 'File not found');
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': CONTENT_TYPE[match[2]], 'Cache-Control': 'private, no-store' });
  });
  return app;
}
