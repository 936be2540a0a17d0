import type { Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation on a page and in its frames (the widget's iframe included), as the
 * browser reports it: a `securitypolicyviolation` event, relayed to the console, and Chromium's own console line.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[CSP] ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${location.href}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[CSP]') || text.includes('Content Security Policy')) violations.push(text);
  });
  return violations;
}
