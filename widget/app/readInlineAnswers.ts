import { INLINE_ANSWERS_ID } from '../../shared/constants';
import type { InlineAnswers } from './earlyResponses';

/** The API answers the host inlined in the widget's HTML; {} when there are none or they do not parse. */
export function readInlineAnswers(doc: Document): InlineAnswers {
  const text = doc.getElementById(INLINE_ANSWERS_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as InlineAnswers) : {};
  } catch {
    return {};
  }
}
