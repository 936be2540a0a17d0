export { authenticateWith, createAuthenticator, requireUser, bearerOf, sessionTokenOf, userIdFromToken } from './authenticate';
export { SESSION_COOKIE, clearSessionCookie, sessionAnswer, wantsCookieSession } from './sessionCookie';
export type { Authenticator } from './authenticate';
export { hashPassword, verifyPassword } from './passwords';
export { createRateLimiter, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS } from './rateLimit';
export type { RateLimiter } from './rateLimit';
export { loadSecret, SECRET_FILE_NAME } from './secret';
export { signToken, verifyToken } from './token';
export type { TokenClaims } from './token';
