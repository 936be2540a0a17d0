// The white-label theme (DESIGN §1.2 data-theme, WidgetConfig.theme) as the CSS custom properties the widget's
// design tokens read: {"primary":"#0a7"} → --canopy-primary. Used by the widget's shell and, in the page before the
// widget's scripts, by the first view's theme script the host writes (demo-host/server/firstView).

/** A theme name: letters, digits and "-" (camelCase becomes kebab-case). */
export const THEME_NAME = /^[a-z][a-z0-9-]*$/i;
/** A theme value: colours, lengths, font lists; no ; { } : quotes or url(…) with a scheme, so no rule injection. */
export const THEME_VALUE = /^[#a-z0-9 .,%()\-+/]*$/i;
export const THEME_VALUE_MAX_LENGTH = 64;

/** The theme's valid entries as custom properties; anything else is dropped, never thrown. */
export function themeProperties(theme: Record<string, unknown> | null | undefined): Record<string, string> {
  const props: Record<string, string> = {};
  if (!theme) return props;
  for (const [name, value] of Object.entries(theme)) {
    if (typeof value !== 'string' || !THEME_NAME.test(name) || !THEME_VALUE.test(value) || value.length > THEME_VALUE_MAX_LENGTH) continue;
    props[`--canopy-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value.trim();
  }
  return props;
}
