export { createApi, apiNotFound, DEFAULT_MAX_BODY_BYTES } from './createApi';
export type { ApiConfig, ApiDeps } from './context';
export { ApiError, API_ERROR_CODES } from './ApiError';
export type { ApiErrorCode, Validations } from './ApiError';
export { invalidateStore } from '../search';
