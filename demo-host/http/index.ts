// The HTTP edge both APIs on /api/v1 share (catalogue: demo-host/api; cart, checkout, accounts: demo-host/commerce):
// one error class and error answer, one input parser, the body limit, the query and path value schemas.
export { ApiError, API_ERROR_STATUS, notFound, unprocessable } from './ApiError';
export type { ApiErrorCode, Validations } from './ApiError';
export { answerErrors, apiNotFound, errorResponse, SERVER_ERROR_MESSAGE } from './errorResponse';
export type { ErrorLog } from './errorResponse';
export { jsonBody, multipartForm, parse, parseBody, parseParams, parseQuery, queryAndBody, queryOf } from './parseInput';
export type { InputPlace } from './parseInput';
export { bodyLimitBy, tooLarge } from './bodyLimitBy';
export { NUL_MESSAGE, nulPath } from './nulPath';
export { Flag, Id, IdParams, integerIn, numberIn, Page, PerPage, paging } from './params';
export type { Paging } from './params';
