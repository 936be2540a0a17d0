import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_VIEW_ID, SIZE_CLASSES } from '../../shared/constants';
import { FRAME_NAME_PREFIX, THEME_NAME, THEME_VALUE, THEME_VALUE_MAX_LENGTH, type FirstView } from '../../shared/protocol';
import { bootRequests } from '../../shared/search';
import { logError } from '../log';
import { escapeHtml } from './escapeHtml';

export type GuessedSizeClass = 'mobile' | 'desktop';

export interface DrawnFirstView extends FirstView {
  /** The size class it was drawn for (guessSizeClass). */
  readonly sizeClass: GuessedSizeClass;
}

type RenderFirstView = (url: URL, answers: Readonly<Record<string, unknown>>, sizeClass: GuessedSizeClass) => FirstView;

const loaded = new Map<string, { mtimeMs: number; render: Promise<RenderFirstView | null> }>();
let failureLogged = false;

/**
 * The built server renderer (build.mjs target widget-ssr), imported once per build of it. The host imports the
 * widget's built module, like it serves its built assets, never the widget's sources (DESIGN §2).
 */
function loadRenderer(distDir: string): Promise<RenderFirstView | null> {
  const file = join(distDir, 'widget-ssr', 'firstView.mjs');
  if (!existsSync(file)) return Promise.resolve(null);
  const { mtimeMs } = statSync(file);
  const known = loaded.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.render;
  const render = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
    (module: { renderFirstView: RenderFirstView }) => module.renderFirstView,
    (error: unknown) => {
      logOnce(error);
      return null;
    },
  );
  loaded.set(file, { mtimeMs, render });
  return render;
}

/**
 * The first frame of a widget URL whose first page's answers are inline, for the size class the shopper's
 * device suggests; null when there is nothing to draw from or drawing fails (the widget then draws it itself,
 * as without a first view: a failure here costs time, never the page).
 */
export async function drawFirstView(distDir: string, url: URL, answers: Readonly<Record<string, unknown>>, userAgent: string | undefined): Promise<DrawnFirstView | null> {
  if (Object.keys(answers).length === 0 || !bootRequests(url).drawable) return null;
  const render = await loadRenderer(distDir);
  if (!render) return null;
  const sizeClass = guessSizeClass(userAgent);
  try {
    return { ...render(url, answers, sizeClass), sizeClass };
  } catch (error) {
    logOnce(error);
    return null;
  }
}

/** Phones say "Mobi" in their user agent (MDN's advice for this one guess); everything else is drawn for a desktop. */
export function guessSizeClass(userAgent: string | undefined): GuessedSizeClass {
  return userAgent && /Mobi/.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * 000 §2 keeps page content hidden until the size class is known: a first view drawn for another size class than
 * the document's width (an embed in a narrow column, a tablet) is never displayed, and the widget, which checks the
 * same, draws the page itself. CSS rather than a script: reading the width in a script would lay out the whole
 * first view while the parser waits. The widths are SIZE_CLASSES, as in widget/state/sizeClass.
 */
export const SIZE_GATE_CSS = [
  `@media (max-width:${SIZE_CLASSES.mobile.max}px){#${FIRST_VIEW_ID}:not([data-size=mobile]){display:none}}`,
  `@media (min-width:${SIZE_CLASSES.verticalTablet.min}px) and (max-width:${SIZE_CLASSES.verticalTablet.max}px){#${FIRST_VIEW_ID}:not([data-size=verticalTablet]){display:none}}`,
  `@media (min-width:${SIZE_CLASSES.largerThanVerticalTablet.min}px) and (max-width:${SIZE_CLASSES.desktop.min - 1}px){#${FIRST_VIEW_ID}:not([data-size=tablet]){display:none}}`,
  `@media (min-width:${SIZE_CLASSES.desktop.min}px){#${FIRST_VIEW_ID}:not([data-size=desktop]){display:none}}`,
].join('');

/**
 * A white-label theme (DESIGN §1.2) reaches the widget's scripts with the handshake, but the first view paints long
 * before: the loader also writes it into the frame's name (FRAME_NAME_PREFIX), and this script, run in the head,
 * sets it as custom properties on the root element, which the first view's tokens inherit, before anything paints.
 * The same rule as shared/protocol themeProperties (its patterns and length), for browsers from 2017 on.
 */
export const THEME_SCRIPT =
  `(function(){try{var n=window.name,i=n.indexOf(' ');if(n.indexOf('${FRAME_NAME_PREFIX}')!==0||i<0)return;` +
  `var t=JSON.parse(n.slice(i+1)),s=document.documentElement.style,k,v;for(k in t){v=t[k];` +
  `if(typeof v=='string'&&${THEME_NAME}.test(k)&&${THEME_VALUE}.test(v)&&v.length<=${THEME_VALUE_MAX_LENGTH})` +
  `s.setProperty('--canopy-'+k.replace(/[A-Z]/g,function(c){return'-'+c.toLowerCase()}),v.trim())}}catch(e){}})()`;

/**
 * The first view's head: the size gate, the widget's own sheets with the ids its StyleHost keeps, and the theme
 * script.
 */
export function firstViewHead(view: DrawnFirstView): string {
  const sheets = view.styles.map(([id, css]) => `<style data-canopy="${escapeHtml(id)}">${styleSafe(css)}</style>`).join('');
  return `<style>${SIZE_GATE_CSS}</style>${sheets}<script>${THEME_SCRIPT}</script>`;
}

/**
 * The first view at the top of the body, inert: a click before the widget runs would have nothing to answer it,
 * and the widget's first render replaces it.
 */
export function firstViewMarkup(view: DrawnFirstView): string {
  return `<div id="${FIRST_VIEW_ID}" data-size="${view.sizeClass}" inert>${view.html}</div>`;
}

/** A style sheet inside <style>: `</style>` cannot end it early (`<` as the CSS escape \\3c). */
function styleSafe(css: string): string {
  return css.replace(/</g, '\\3c ');
}

function logOnce(error: unknown) {
  if (failureLogged) return;
  failureLogged = true;
  logError("[host] the widget's first view could not be drawn; the widget draws it in the browser", error);
}
