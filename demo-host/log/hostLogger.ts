import { createLogger, type Logger } from './createLogger';

// Until the host configures its logger (main.ts, from LOG_LEVEL and NODE_ENV), warnings and errors only, as JSON:
// code run on its own (tests, CLIs) reports its failures without the host's routine lines.
let current: Logger = createLogger({ level: 'warn' });

/** The process's logger: the one main.ts configured, or the warnings-only default. */
export function hostLogger(): Logger {
  return current;
}

/** Makes `logger` the process's logger (main.ts, and tests capturing lines); the answer puts the previous one back. */
export function setHostLogger(logger: Logger): () => void {
  const previous = current;
  current = logger;
  return () => {
    current = previous;
  };
}

/** Logs a failure the caller recovers from: the message, and the error's type, message and stack under `err`. */
export function logError(message: string, error?: unknown): void {
  current.error(error === undefined ? {} : { err: error }, message);
}
