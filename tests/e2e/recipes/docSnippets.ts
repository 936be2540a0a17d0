import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Snippet {
  language: string;
  /** The file the block says it is (```tsx title="app/shop/page.tsx"), or null. */
  title: string | null;
  code: string;
}

/** The fenced code blocks of a Markdown file in the repository, in order. */
export function snippetsOf(root: string, file: string): Snippet[] {
  const markdown = readFileSync(join(root, file), 'utf8');
  return [...markdown.matchAll(/^```(\w+)(?: title="([^"]+)")?\n([\s\S]*?)^```$/gm)].map(([, language, title, code]) => ({ language, title: title ?? null, code }));
}

/** The recipe of docs/recipes.md written as this file, with the host's origin in place of https://CANOPY_HOST. */
export function recipe(root: string, title: string, hostOrigin = 'https://CANOPY_HOST'): string {
  const found = snippetsOf(root, 'docs/recipes.md').find((snippet) => snippet.title === title);
  if (!found) throw new Error(`docs/recipes.md has no block titled ${title}`);
  return found.code.replaceAll('https://CANOPY_HOST', hostOrigin);
}
