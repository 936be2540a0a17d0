import type { WidgetConfig } from '../../../shared/protocol';
import type { SizeClass } from '../../state/sizeClass';
import { themeProperties } from '../styleHost';

export interface FirstViewCheck {
  /** The config the widget booted with (the loader's, or its URL's). */
  readonly config: WidgetConfig;
  /** The config the host drew the first view from: the widget's URL alone (DESIGN §1.5). */
  readonly fromUrl: WidgetConfig;
  /** The size class the host drew it for (its data-size), and the widget's, measured. */
  readonly drawnFor: string | null;
  readonly sizeClass: SizeClass | null;
  readonly signedIn: boolean;
}

/**
 * Whether the first view the host drew (demo-host/server/firstView) is what this widget draws first: the same
 * embed (mode and ids: whiteLabel shares embedded's base and markup, DESIGN §1.4), the same size class (000 §2),
 * and no session, since the host drew it for a shopper with none. Then it stays on screen, in the widget's theme
 * (dressFirstView), until the first render replaces it; otherwise it goes, and the widget draws its own first frame
 * as it would without one.
 */
export function firstViewFits({ config, fromUrl, drawnFor, sizeClass, signedIn }: FirstViewCheck): boolean {
  return (
    drawnFor !== null &&
    drawnFor === sizeClass &&
    !signedIn &&
    (config.mode === fromUrl.mode || (config.mode === 'whiteLabel' && fromUrl.mode === 'embedded')) &&
    config.storeId === fromUrl.storeId &&
    config.partnerId === fromUrl.partnerId &&
    config.operatorId === fromUrl.operatorId
  );
}

/**
 * The first view as this widget's first render draws its shell: the mode on the app element, and the white-label
 * theme's custom properties (DESIGN §1.2) on it, which restyle everything inside without drawing it again. Only
 * what differs is touched: a change restyles the whole first view.
 */
export function dressFirstView(view: Element, config: WidgetConfig): void {
  const app = view.querySelector<HTMLElement>('.cn-app');
  if (!app) return;
  if (app.getAttribute('data-mode') !== config.mode) app.setAttribute('data-mode', config.mode);
  for (const [name, value] of Object.entries(themeProperties(config.theme))) app.style.setProperty(name, value);
}
