// The white-label theme (DESIGN §1.2 data-theme, WidgetConfig.theme) as the CSS custom properties the widget's
// design tokens read: {"primary":"#0a7"} → --canopy-primary. Used by the widget's shell and, in the page before the
// widget's scripts, by the first view's theme script the host writes (demo-host/server/firstView).

/** A theme name: letters, digits and "-" (camelCase becomes kebab-case). */
export const THEME_NAME = /^[a-z][a-z0-9-]*$/i;
/** A theme value: colours, lengths, font lists; no ; { } : quotes or url(…) with a scheme, so no rule injection. */
export const THEME_VALUE = /^[#a-z0-9 .,%()\-+/]*$/i;
export const THEME_VALUE_MAX_LENGTH = 64;

/** The design tokens a theme sets (widget/styles/baseCss reads each as --canopy-<token>). */
export const THEME_TOKENS = ['primary', 'on-primary', 'bg', 'surface', 'text', 'muted', 'border', 'focus', 'font', 'radius', 'radius-sm', 'sale', 'sale-soft', 'warn'];
/** The theme key naming a stylesheet of web fonts (a Google Fonts URL, say) for the `font` token's family. */
export const THEME_FONT_URL = 'font-url';
const FONT_URL = /^https?:\/\/[^\s"'<>\\]{1,200}$/i;

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Why one theme entry cannot be applied, in words for the partner's console, or null when it can. The loader
 * warns with it and applies the rest; the widget's config guard (isTheme) takes only entries it passes.
 */
export function themeEntryProblem(name: string, value: unknown): string | null {
  const key = kebabCase(name);
  if (typeof value !== 'string') return 'its value is not text';
  if (key === THEME_FONT_URL) return FONT_URL.test(value) ? null : 'it takes the https URL of a stylesheet, such as https://fonts.googleapis.com/css2?family=Lora';
  if (!THEME_TOKENS.includes(key)) return `it is not a theme key; the keys are ${THEME_TOKENS.join(', ')} and ${THEME_FONT_URL}`;
  return THEME_VALUE.test(value) && value.length <= THEME_VALUE_MAX_LENGTH
    ? null
    : `its value takes letters, digits, spaces and # . , % ( ) - + / only, at most ${THEME_VALUE_MAX_LENGTH} of them`;
}

/** The theme's font stylesheet, when it names one that can be used. */
export function themeFontUrl(theme: Record<string, unknown> | null | undefined): string | null {
  const url = theme?.[THEME_FONT_URL] ?? theme?.fontUrl;
  return typeof url === 'string' && FONT_URL.test(url) ? url : null;
}

/** The theme's valid entries as custom properties; anything else is dropped, never thrown. */
export function themeProperties(theme: Record<string, unknown> | null | undefined): Record<string, string> {
  const props: Record<string, string> = {};
  if (!theme) return props;
  for (const [name, value] of Object.entries(theme)) {
    if (typeof value !== 'string' || !THEME_NAME.test(name) || !THEME_VALUE.test(value) || value.length > THEME_VALUE_MAX_LENGTH) continue;
    props[`--canopy-${kebabCase(name)}`] = value.trim();
  }
  return props;
}
