/** One block of the budtender's answer text: a paragraph or a bulleted list, as plain text. */
export type AnswerBlock = { readonly kind: 'paragraph'; readonly text: string } | { readonly kind: 'list'; readonly items: readonly string[] };

const BULLET = /^(?:[-*+•]|\d+[.)])\s+/;

/**
 * The answer's markdown (markdownResponse) read as plain text blocks: paragraphs and bullet lists, emphasis, code
 * marks, headings' hashes and links' targets dropped. The panel draws the blocks as text nodes, never as markup, so
 * a product or brand name in the answer cannot inject anything whatever the service put in it.
 */
export function answerBlocks(markdown: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (items.length > 0) blocks.push({ kind: 'list', items });
    paragraph = [];
    items = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (BULLET.test(line)) {
      if (paragraph.length > 0) flush();
      items.push(plainText(line.replace(BULLET, '')));
    } else {
      if (items.length > 0) flush();
      paragraph.push(plainText(line));
    }
  }
  flush();
  return blocks.filter((block) => (block.kind === 'paragraph' ? block.text !== '' : true));
}

// CommonMark's backslash escapes (the service escapes catalogue text that way) stand for the character itself: they
// are set aside as private-use characters while emphasis and code marks are read, then put back as that character.
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const SET_ASIDE = /[\uE000-\uE07F]/g;

function plainText(line: string): string {
  return line
    .replace(ESCAPED, (_escape, char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0)))
    .replace(/^#{1,6}\s+/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](\S(?:.*?\S)?)[*_](?=$|[^\w*])/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(SET_ASIDE, (char) => String.fromCharCode(char.charCodeAt(0) - 0xe000))
    .trim();
}
