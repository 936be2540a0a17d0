import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the envelope, the headers and the decoded text body. */
export interface CaughtMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  raw: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, what CANOPY_SMTP_URL would hold. */
  url: string;
  received: CaughtMail[];
  /** Recipients the server answers 550 (mailbox unavailable): a delivery that fails. */
  refused: Set<string>;
  /** Polls until a message to `recipient` (and matching `subject`, when given) has arrived. */
  waitFor(recipient: string, subject?: RegExp): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process on a free port (smtp-server, the sibling of nodemailer), without TLS or
 * authentication, that keeps what it receives so a test asserts on the delivered mail.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (!refused.has(address.address)) return done();
      done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            envelope.mailFrom ? envelope.mailFrom.address : '',
            envelope.rcptTo.map((r) => r.address),
          ),
        );
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    async waitFor(recipient, subject) {
      const match = () => received.find((m) => m.to.includes(recipient) && (!subject || subject.test(m.subject)));
      for (let tries = 0; tries < 400 && !match(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      const found = match();
      if (!found) throw new Error(`no mail to ${recipient} arrived; got ${received.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'none'}`);
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, from: string, to: string[]): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return { from, to, headers, subject: headers.subject ?? '', text: decodeBody(body, encoding), raw };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
