import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Frame, type Page } from '@playwright/test';
import { DemoSite, READY_TIMEOUT_MS } from '../loader/demoSite';
import { firstViewGone } from '../support/liveWidget';

/**
 * The partner's own site (globalSetup puts its origin on the host's allowlist, as CANOPY_PARTNER_ORIGINS). One
 * server at a time listens there, so the recipes run one after another in one file.
 */
export function partnerOrigin(): string {
  const origin = process.env.CANOPY_PARTNER_APP_ORIGIN;
  if (!origin) throw new Error('CANOPY_PARTNER_APP_ORIGIN unset: run through tests/playwright.config.ts');
  return origin;
}

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A folder under the repository's .tmp/ (ignored by git), where node_modules resolve as in the repository. */
export function workDir(name: string): { dir: string; remove(): void } {
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repoRoot, '.tmp', `${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Serves these files (path → [content type, body]) on the partner origin; any other path gets `fallback` (a
 * single-page app's index.html), or a 404 without one.
 */
export async function servePartnerFiles(files: Record<string, [string, string]>, fallback?: string): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://partner').pathname;
    const file = files[path] ?? (fallback ? files[fallback] : undefined);
    if (!file) response.writeHead(404).end('Not found');
    else response.writeHead(200, { 'Content-Type': file[0], 'Cache-Control': 'no-store' }).end(file[1]);
  });
  const { hostname, port } = new URL(partnerOrigin());
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(Number(port), hostname, resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const HTML = 'text/html; charset=utf-8';

/** The page as the demo site's page object sees one: [Canopy] console errors and page errors recorded. */
export const watchPage = (page: Page) => new DemoSite(page);

/** The widget frame in this container once its menu shows its first product card. */
export async function firstCardShown(page: Page, container = '#canopy-menu'): Promise<Frame> {
  const frame = page.frameLocator(`${container} iframe`);
  await expect(frame.locator('#cn-results article.cn-pcard').first()).toBeVisible({ timeout: READY_TIMEOUT_MS });
  await firstViewGone(frame);
  const handle = await page.locator(`${container} iframe`).elementHandle();
  return (await handle!.contentFrame())!;
}

/** Puts the first product of the menu that can be bought into the bag, from its card. */
export async function addFirstCardToBag(frame: Frame): Promise<void> {
  await frame.locator('#cn-results article.cn-pcard .cn-pcard__add:enabled').first().click();
}
