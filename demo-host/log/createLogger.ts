import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { requestFields } from './requestContext';

export type { Logger };

/** LOG_LEVEL's values, most to least severe (pino's levels). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level: LogLevel;
  /** Readable lines (development) instead of JSON, when pino-pretty is installed (it is a dev dependency). */
  pretty?: boolean;
  /** Where lines go (tests capture them); standard output by default. */
  destination?: DestinationStream;
}

// Never written, whatever a caller hands the logger: a line with one of these keys (at the top or one level down)
// gets `[redacted]` instead. The request log writes none of them; this guards the lines written later.
const SECRET_KEYS = ['authorization', 'cookie', 'password', 'token', 'secret', 'auth_code'];

/**
 * The host's logger (pino): one JSON object per line, with `req_id` on every line written while a request is
 * handled. Readable lines need pino-pretty as a stream in this thread: pino's worker transports load their
 * target by file name, which the esbuild bundle of the host does not ship.
 */
export function createLogger({ level, pretty = false, destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    mixin: requestFields,
    redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  const readable = pretty ? prettyStream() : null;
  return pino(options, readable ?? pino.destination({ dest: 1, sync: true }));
}

/** pino-pretty writing to standard output as lines come (sync), or null where dev dependencies were pruned. */
function prettyStream(): DestinationStream | null {
  try {
    const pinoPretty = createRequire(import.meta.url)('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
    return pinoPretty({ sync: true, destination: 1, colorize: process.stdout.isTTY === true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' });
  } catch {
    return null;
  }
}
