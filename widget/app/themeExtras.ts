import { themeEntryProblem, themeFontUrl } from '../../shared/protocol';

/**
 * The white-label theme (DESIGN §1.2 data-theme) is applied entry by entry (themeProperties): each entry left out
 * gets its own console warning naming it, in the partner's console, and the others apply.
 */
export function warnAboutThemeEntries(theme: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(theme ?? {})) {
    const problem = themeEntryProblem(name, value);
    if (problem) console.warn(`[Canopy] theme key ${JSON.stringify(name)} was left out: ${problem}.`);
  }
}

/**
 * The theme's `font-url`: a stylesheet of web fonts (Google Fonts, the partner's own) linked into the document the
 * widget draws in, once per URL, so the `font` family it names can be used. In framelessEmbed that is the partner's
 * page: @font-face rules do not register from inside a shadow root.
 */
export function linkThemeFont(doc: Document, theme: Record<string, string> | undefined): void {
  const url = themeFontUrl(theme);
  if (!url || [...doc.querySelectorAll('link[data-canopy-font]')].some((link) => link.getAttribute('href') === url)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.dataset.canopyFont = '';
  doc.head.appendChild(link);
}
