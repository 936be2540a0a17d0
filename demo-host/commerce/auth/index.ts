export { authenticate, authenticateWith, requireUser, registerAuthenticator, bearerOf, userIdFromToken } from './authenticate';
export { hashPassword, verifyPassword } from './passwords';
export { createRateLimiter, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS } from './rateLimit';
export type { RateLimiter } from './rateLimit';
export { loadSecret, SECRET_FILE_NAME } from './secret';
export { signToken, verifyToken } from './token';
export type { TokenClaims } from './token';
