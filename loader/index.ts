// /loader.js: the partner script (DESIGN §1.2–1.5). Self-contained IIFE; its one global is window.Canopy.
import { install } from './install';

declare const __CANOPY_VERSION__: string;

try {
  install(document.currentScript as HTMLScriptElement | null, __CANOPY_VERSION__);
} catch (error) {
  console.error('[Canopy] the loader failed to start', error);
}
