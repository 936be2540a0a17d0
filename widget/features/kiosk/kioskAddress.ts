/**
 * The address to bookmark on the tablet: the kiosk's start page under its base (/stores/{partnerId}/{slug}/landing,
 * DESIGN §1.4) on the widget's own origin. Opened on its own it boots as this store's kiosk, because its route under
 * the base names a kiosk page (shared/routes configFromUrl). Without a page address (drawn on the server) it is the
 * path alone.
 */
export function kioskAddress(startHref: string, widgetUrl: string | undefined): string {
  return widgetUrl ? new URL(startHref, widgetUrl).href : startHref;
}
