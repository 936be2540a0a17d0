// The widget's server entry: the host imports the built module (dist/widget-ssr/firstView.mjs) to draw the first
// frame of a widget URL into its HTML, so the first product card shows before the scripts have run (DESIGN §3).
export { renderFirstView } from './app/firstView/renderFirstView';
export type { FirstView } from '../shared/protocol';
