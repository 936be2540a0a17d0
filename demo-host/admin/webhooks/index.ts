// Webhooks (DESIGN §1.7, docs/api-admin.md § Webhooks): signed reservation events, a durable delivery queue with
// retries, and a store's own webhook URL and notification e-mail.
export { DEFAULT_TOLERANCE_SECONDS, SIGNATURE_HEADER, signatureHeader, verifySignature } from './signature';
export { RETRY_DELAYS_MS, retryDelay } from './retrySchedule';
export { createWebhooks, eventBody } from './createWebhooks';
export type { Webhooks, WebhooksOptions, WebhookTuning } from './createWebhooks';
export { WebhookWorker, WEBHOOK_POLL_MS } from './webhookWorker';
export { WEBHOOK_TIMEOUT_MS } from './postWebhook';
export { isWebhookUrl, MIN_WEBHOOK_SECRET_LENGTH } from './webhookUrl';
