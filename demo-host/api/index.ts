export { createApi, createMenuIndexCache, DEFAULT_MAX_BODY_BYTES } from './createApi';
export type { ApiConfig, ApiDeps } from './context';
