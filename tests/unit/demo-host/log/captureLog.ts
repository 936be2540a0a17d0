import { createLogger, setHostLogger, type LogLevel } from '../../../../demo-host/log';

export interface LogLine {
  level: number;
  msg: string;
  req_id?: string;
  [field: string]: unknown;
}

export interface CapturedLog {
  /** Every line the host logged since capture, parsed. */
  lines: LogLine[];
  /** The same lines as written, for "no secret anywhere" checks. */
  text(): string;
  /** Puts the previous host logger back. */
  restore(): void;
}

/** Makes the host's logger write into memory (pino's destination stream), as JSON lines at `level`. */
export function captureLog(level: LogLevel = 'info'): CapturedLog {
  const written: string[] = [];
  const restore = setHostLogger(createLogger({ level, destination: { write: (line: string) => void written.push(line) } }));
  return {
    get lines() {
      return written.map((line) => JSON.parse(line) as LogLine);
    },
    text: () => written.join(''),
    restore,
  };
}
