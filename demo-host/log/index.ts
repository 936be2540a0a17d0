export { accessLog, loggedPath, logRequests, REQUEST_ID_HEADER } from './accessLog';
export { createLogger, LOG_LEVELS, type Logger, type LoggerOptions, type LogLevel } from './createLogger';
export { hostLogger, logError, setHostLogger } from './hostLogger';
export { withRequestContext } from './requestContext';
