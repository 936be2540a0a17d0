// The widget's entry inside the iframe (or opened directly): shake hands with the loader, then render. The
// first route's chunk and data are requested meanwhile, from what the widget's own URL says, unless the host
// answered them in the HTML already; the first render replaces the first view the host drew from them, if any.
import { FIRST_VIEW_ID } from '../shared/constants';
import { mountWidget } from './app/mountWidget';
import { readInlineAnswers } from './app/readInlineAnswers';
import { startEarlyLoad } from './app/startEarlyLoad';
import { connectToHost } from './platform/bridge';

let early: ReturnType<typeof startEarlyLoad> | undefined;
try {
  early = startEarlyLoad(new URL(location.href), readInlineAnswers(document));
} catch (error) {
  console.error('[Canopy] early loading failed; the widget loads after the handshake', error);
}
void connectToHost().then((bridge) => mountWidget(document.getElementById('canopy-root'), bridge, { early, firstView: document.getElementById(FIRST_VIEW_ID) }));
