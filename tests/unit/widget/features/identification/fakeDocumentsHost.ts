import type { IdentificationDocument } from '../../../../../shared/types';
import { PHOTO_FIELDS } from '../../../../../widget/api/documents';
import type { PhotoField } from '../../../../../widget/api/documents';
import { answerWith, photoUrl } from './fixtures';

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | null | undefined;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The documents calls of docs/api-commerce.md over an in-memory document: GET /documents, PATCH /documents as
 * multipart (a file per photo field) or JSON (`{ document: { <field>: null } }` removes), and the photos. A test
 * can hold or refuse the next PATCH (`nextPatch`) to look at the page in between.
 */
export function fakeDocumentsHost(initial: Partial<IdentificationDocument> = {}) {
  const document: IdentificationDocument = { ...answerWith(initial).document };
  const requests: SeenRequest[] = [];
  const queued: ((request: SeenRequest) => Response | Promise<Response | undefined> | undefined)[] = [];
  let uploads = 0;

  const patch = (body: BodyInit | null | undefined) => {
    if (body instanceof FormData) {
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') (document as unknown as Record<string, string>)[name] = value;
        else if ((PHOTO_FIELDS as readonly string[]).includes(name)) document[name as PhotoField] = photoUrl(name as PhotoField, (uploads += 1));
      }
    } else {
      Object.assign(document, (JSON.parse(String(body)) as { document: Partial<IdentificationDocument> }).document);
    }
    return json(answerWith(document));
  };

  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
    };
    requests.push(request);
    if (request.method === 'GET' && request.path === '/documents') return json(answerWith(document));
    if (request.method === 'GET' && request.path.startsWith('/documents/files/')) {
      return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
    }
    if (request.method === 'PATCH' && request.path === '/documents') {
      const override = await queued.shift()?.(request);
      return override ?? patch(request.body);
    }
    return json({ message: `no fake for ${request.method} ${request.path}` }, 404);
  }) as typeof globalThis.fetch;

  return {
    fetch,
    requests,
    document,
    patches: () => requests.filter((request) => request.method === 'PATCH'),
    /** The next PATCH answers this instead (undefined: as usual, after the promise settles). */
    nextPatch(answer: (request: SeenRequest) => Response | Promise<Response> | undefined) {
      queued.push(answer);
    },
    /** Holds the next PATCH until `release()`; it is then answered as usual. */
    holdNextPatch() {
      let release!: () => void;
      const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
      queued.push(() => held);
      return () => release();
    },
    json,
  };
}
