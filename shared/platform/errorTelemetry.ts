import { ERROR_CONSOLE_TEXT_LIMIT, ERROR_LOG_ENTRIES_KEPT, ERROR_VISITOR_TEXT_LIMIT } from '../constants';

/** 001 §7: 30 log entries are kept, the newest. */
export function appendLogEntry<T>(log: readonly T[], entry: T): T[] {
  return [...log, entry].slice(-ERROR_LOG_ENTRIES_KEPT);
}

/** 001 §7: the text of a visitor event's element is cut at 500 characters. */
export function truncateVisitorText(text: string): string {
  return text.length > ERROR_VISITOR_TEXT_LIMIT ? text.slice(0, ERROR_VISITOR_TEXT_LIMIT) : text;
}

/**
 * 001 §7: console text is truncated at 80,000 characters in total. The newest entries are kept
 * whole since they sit nearest the error; the entry that crosses the limit keeps its beginning,
 * and older ones are dropped.
 */
export function truncateConsoleLog<T extends { message: string }>(entries: readonly T[], limit: number = ERROR_CONSOLE_TEXT_LIMIT): T[] {
  const kept: T[] = [];
  let budget = limit;
  for (let i = entries.length - 1; i >= 0 && budget > 0; i--) {
    const entry = entries[i];
    const message = entry.message.length > budget ? entry.message.slice(0, budget) : entry.message;
    budget -= message.length;
    kept.push(message === entry.message ? entry : { ...entry, message });
  }
  return kept.reverse();
}
