import { hostMessage } from '../../../shared/protocol';
import type { HostBridge } from './HostBridge';

/**
 * Sends `resize` {height} whenever the document's content height changes (DESIGN §1.3), so a headless
 * parent without the loader can size its own iframe; the outbox keeps only the newest height per flush.
 * Measured as iframe-resizer's default (body offset height plus its margins). Returns the stop function.
 */
export function reportContentHeight(bridge: HostBridge, doc: Document = document): () => void {
  if (typeof ResizeObserver !== 'function' || !doc.body) return () => undefined;
  let last = -1;
  const measure = () => {
    const body = doc.body;
    const style = getComputedStyle(body);
    const height = Math.ceil(body.offsetHeight + parseFloat(style.marginTop || '0') + parseFloat(style.marginBottom || '0'));
    if (height === last) return;
    last = height;
    bridge.send(hostMessage('resize', { height }));
  };
  const observer = new ResizeObserver(measure);
  observer.observe(doc.body);
  return () => observer.disconnect();
}
