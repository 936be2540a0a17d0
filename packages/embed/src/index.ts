// @canopy/embed: load Canopy's loader from any bundler, typed. The React component is '@canopy/embed/react', so
// this entry needs no React.
export { loadCanopy, type LoadCanopyOptions } from './loadCanopy.js';
export type * from './canopy.js';
