import { escapeHtml } from '../../server/escapeHtml';

/** The words of an answer before formatting: every string is plain text, catalogue and shopper text included. */
export interface AnswerText {
  intro: string;
  /** What the budtender changed or could not do ("Nothing fit under $10, so I dropped the price limit."). */
  notes: string[];
  picks: { name: string; reason: string }[];
  closing: string | null;
}

export interface RenderedAnswer {
  markdownResponse: string;
  htmlResponse: string;
  unformattedResponse: string;
}

/** One line of plain text: a line break or tab in catalogue text could otherwise start a list or a heading. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Text for markdown: every character that could open markup is backslash-escaped (CommonMark allows it for any ASCII
 * punctuation): emphasis and strikethrough (`* _ ~`), code (`` ` ``), links and images (`[ ]`; with those escaped,
 * `(` and `!` open nothing), raw HTML (`< >`), entities (`&` before a name or number), the backslash itself. Text
 * is never at a line start, so list, heading and table markers need nothing; fewer escapes keep the text readable
 * to a client that shows the markdown as plain text.
 */
export function escapeMarkdown(text: string): string {
  return oneLine(text).replace(/[\\`*_~[\]<>]|&(?=#?\w+;)/g, '\\$&');
}

const html = (text: string) => escapeHtml(oneLine(text));

export function renderAnswerText(text: AnswerText): RenderedAnswer {
  const paragraphs = [text.intro, ...text.notes];
  const tail = text.closing ? [text.closing] : [];
  const markdown = [
    paragraphs.map(escapeMarkdown).join(' '),
    ...(text.picks.length ? [text.picks.map((pick) => `- **${escapeMarkdown(pick.name)}**: ${escapeMarkdown(pick.reason)}`).join('\n')] : []),
    ...tail.map(escapeMarkdown),
  ];
  const htmlParts = [
    `<p>${paragraphs.map(html).join(' ')}</p>`,
    ...(text.picks.length ? [`<ul>${text.picks.map((pick) => `<li><strong>${html(pick.name)}</strong>: ${html(pick.reason)}</li>`).join('')}</ul>`] : []),
    ...tail.map((line) => `<p>${html(line)}</p>`),
  ];
  const plain = [
    paragraphs.map(oneLine).join(' '),
    ...(text.picks.length ? [text.picks.map((pick) => `- ${oneLine(pick.name)}: ${oneLine(pick.reason)}`).join('\n')] : []),
    ...tail.map(oneLine),
  ];
  return { markdownResponse: markdown.join('\n\n'), htmlResponse: htmlParts.join(''), unformattedResponse: plain.join('\n\n') };
}
