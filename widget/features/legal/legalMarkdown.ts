// The limited markdown of a legal text (docs/api-admin.md § Store settings): a blank line starts a paragraph, `## `
// or `### ` a heading (`# ` counts as `## `: the page has its own title), `- ` a list item, and a first line
// `Last updated: …` is the page's date. Inline `**bold**` and `[words](link)` are read by `inlineParts`. Everything
// is plain text to React: nothing here is ever HTML.

export type LegalBlock = { readonly type: 'updated' | 'p' | 'h2' | 'h3'; readonly text: string } | { readonly type: 'ul'; readonly items: readonly string[] };

const UPDATED = /^last updated:/i;

export function parseLegalText(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (blocks.length === 0 && UPDATED.test(lines[0])) {
      blocks.push({ type: 'updated', text: lines.shift()! });
      if (lines.length === 0) continue;
    }
    blocks.push(...blocksOf(lines));
  }
  return blocks;
}

function blocksOf(lines: string[]): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'p', text: paragraph.join(' ') });
    if (items.length) blocks.push({ type: 'ul', items });
    paragraph = [];
    items = [];
  };
  for (const line of lines) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: heading[1].length === 3 ? 'h3' : 'h2', text: heading[2] });
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      items.push(line.replace(/^[-*]\s+/, ''));
    } else {
      if (items.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export type InlinePart = { readonly type: 'text' | 'strong'; readonly text: string } | { readonly type: 'link'; readonly text: string; readonly href: string };

// Only a widget path or an https/mailto/tel link: never javascript:, data: or another scheme.
const SAFE_HREF = /^(\/(?!\/)|https:\/\/|mailto:|tel:)[^\s<>"]*$/i;

/** The inline parts of a line: **bold** and [words](link); a link that is not safe stays as its words. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ type: 'strong', text: match[1] });
    else if (SAFE_HREF.test(match[3])) parts.push({ type: 'link', text: match[2], href: match[3] });
    else parts.push({ type: 'text', text: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
