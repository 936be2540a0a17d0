import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as a receiver must verify it. */
  body: string;
  json: any;
}

/** A real HTTP receiver on a free local port: it records every request and answers the statuses it is told to. */
export interface WebhookReceiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedWebhook[];
  /** What the next requests to `path` are answered, in order (0: no answer at all); after them, 200. */
  answer(path: string, statuses: number[]): void;
  /** The requests of one path carrying one reservation. */
  about(path: string, reservationId: number): ReceivedWebhook[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const scripted = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        /* recorded as is */
      }
      received.push({ path, headers: request.headers, body, json });
      const status = scripted.get(path)?.shift() ?? 200;
      if (status === 0) return; // a receiver that hangs: the sender's timeout ends it
      response.statusCode = status;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, statuses) => scripted.set(path, [...statuses]),
    about: (path, reservationId) => received.filter((r) => r.path === path && r.json?.data?.reservation?.id === reservationId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
