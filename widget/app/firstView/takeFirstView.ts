import { configFromUrl } from '../../../shared/routes';
import type { WidgetInstance } from '../createWidgetInstance';
import { dressFirstView, firstViewFits } from './firstViewFits';

export interface FirstViewHandoff {
  /** The first view stays on screen until the first commit: render in the next task, then call replace(). */
  readonly kept: boolean;
  /** The first render has committed (or the widget goes): the first view goes, the widget's root shows. */
  replace(): void;
}

/**
 * What mountWidget does with the first view the host drew (the HTML's #canopy-first-view) before its first render.
 * When it is what this widget draws first (firstViewFits), it stays on screen, dressed in the widget's mode and
 * theme, the loader hears at once that the widget has drawn (it drops the skeleton under the iframe), and
 * the widget's root waits hidden until its first commit takes the first view's place in one frame. Otherwise it
 * goes now, before anything else is drawn.
 */
export function takeFirstView(view: Element | null | undefined, instance: WidgetInstance, win: Window, container: HTMLElement): FirstViewHandoff {
  let firstView = view?.isConnected ? view : null;
  const kept =
    firstView !== null &&
    firstViewFits({
      config: instance.config,
      fromUrl: configFromUrl(new URL(win.location.href), win.location.origin),
      drawnFor: firstView.getAttribute('data-size'),
      sizeClass: instance.sizeClass.peek(),
      signedIn: instance.session.signedIn.peek(),
    });
  if (kept && firstView) {
    dressFirstView(firstView, instance.config);
    instance.bridge.shown();
    container.hidden = true;
  } else {
    firstView?.remove();
    firstView = null;
  }
  return {
    kept,
    replace() {
      firstView?.remove();
      firstView = null;
      container.hidden = false;
    },
  };
}
