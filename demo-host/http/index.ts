// The HTTP edge both APIs on /api/v1 share (catalogue: demo-host/api; cart, checkout, accounts: demo-host/commerce):
// one error class and error answer, one input parser, the body limit, the query and path value schemas.
export { ApiError, API_ERROR_STATUS, notFound, unprocessable } from './ApiError';
export type { ApiErrorCode, Validations } from './ApiError';
export { answerErrors, apiNotFound, SERVER_ERROR_MESSAGE } from './errorResponse';
export { jsonBody, multipartForm, parse, parseBody, parseParams, parseQuery, queryAndBody, queryOf } from './parseInput';
export { bodyLimitBy } from './bodyLimitBy';
export { Flag, Id, IdParams, numberIn, Page, PerPage, paging } from './params';
export type { Paging } from './params';
export { bearerToken, sameSecret } from './bearer';
export { partnerCors } from './partnerCors';
