export { baseCss, gridCss } from './baseCss';
