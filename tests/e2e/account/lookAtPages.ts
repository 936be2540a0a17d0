import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { Embedding, OrderWidget } from '../order/OrderWidget';
import { seriousWidgetViolations, type Violation } from '../support/widgetAxe';

/** Where the photographs go, for a person to look at. */
export const SHOTS = '/tmp/shots-journey/all';
const WIDTHS = [375, 1280] as const;

/** A page a journey reached: its address, and the level-1 heading it shows once drawn. */
export interface JourneyPage {
  readonly name: string;
  readonly path: string;
  readonly heading: string | RegExp;
}

const viewport = (width: number) => ({ width, height: width < 500 ? 812 : 900 });

/** axe's serious and critical violations on what the widget shows now, and a photograph of it. */
async function look(page: Page, embedding: Embedding, name: string, width: number): Promise<Violation[]> {
  mkdirSync(SHOTS, { recursive: true });
  const found = await seriousWidgetViolations(page, embedding);
  // A full-page photograph leaves a cross-origin frame partly unpainted: the iframe's is of the window.
  await page.screenshot({ path: `${SHOTS}/${embedding}-${name}-${width}.png`, fullPage: embedding !== 'iframe' });
  return found;
}

/**
 * Opens each page in turn and looks at it at a phone's width and a desktop's (in-widget navigation: the session and the bag stay, whatever
 * the embedding keeps in storage) and looks at it. Violations are kept by page and width, so one run shows all.
 * Run after a journey's clicks: a window resized under a cross-origin iframe can leave Chromium sending the next
 * click to the partner page instead of the frame for a moment, which no shopper's click meets.
 */
export async function lookAtPages(widget: OrderWidget, pages: readonly JourneyPage[]): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  // Page by page, in the list's order: a page can change what the next one shows (/logout signs out).
  for (const { name, path, heading } of pages) {
    await widget.navigate(path);
    await expect(widget.heading(heading, 1)).toBeVisible({ timeout: 30_000 });
    Object.assign(found, await lookHere(widget.page, widget.embedding, name));
  }
  return found;
}

/** The same for what the page shows now (a form's state no address reaches), at both widths; ends at the desktop's. */
export async function lookHere(page: Page, embedding: Embedding, name: string): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    found[`${name} at ${width}`] = await look(page, embedding, name, width);
  }
  return found;
}

/** What a table of looks should be: every page and width with no violation. */
export const noViolations = (found: Record<string, Violation[]>) => Object.fromEntries(Object.keys(found).map((name) => [name, []]));
