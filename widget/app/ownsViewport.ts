/**
 * Whether the shopper's screen is this widget's viewport: framelessEmbed draws into the partner's page, and a widget
 * opened as a page of its own (a direct link, white label's own domain, a kiosk) is the top window. An iframe the
 * loader sizes to its content is not: its viewport holds the whole menu, so nothing in it is ever far off screen.
 */
export function ownsViewport(win: Window | null, mode: string): boolean {
  if (mode === 'framelessEmbed') return true;
  if (!win) return false;
  try {
    return win.top === win;
  } catch {
    return false;
  }
}
