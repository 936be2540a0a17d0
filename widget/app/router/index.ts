export { createHistoryRouter, createMemoryRouter, stripBase } from './createRouter';
export type { HistoryRouterOptions, MemoryRouterOptions, NavigateOptions, Router } from './createRouter';
export { Link } from './Link';
export type { LinkProps } from './Link';
