import { connectToHost } from '../platform/bridge/connectToHost';
import { mountWidget } from './mountWidget';
import { startEarlyLoad } from './startEarlyLoad';

/**
 * What the iframe entry runs before its first render. build.mjs makes every lazily loaded page refer to this,
 * so esbuild's splitting, which makes one chunk per distinct set of entries using a piece of code, puts the
 * whole boot graph in one shared chunk instead of ~20 fragments the entry must fetch before it can run.
 */
export function bootGraph(): readonly unknown[] {
  return [connectToHost, mountWidget, startEarlyLoad];
}
