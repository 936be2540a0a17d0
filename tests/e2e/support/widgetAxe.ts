import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsFinished } from './animationsFinished';

export interface Violation {
  readonly id: string;
  readonly nodes: string[];
}

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Whether axe reached into the widget's cross-origin frame (a node addressed through it). */
const reachedFrame = (results: Results) => results.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));

/**
 * axe's serious and critical violations in the widget only, wherever it is: the whole page on the host (default
 * mode), or the loader's container on the partner page (its iframe, or framelessEmbed's shadow root), so the demo
 * site's own markup is not judged. Looked at once animations have come to rest.
 */
export async function seriousWidgetViolations(page: Page, embedding: 'iframe' | 'frameless' | 'default'): Promise<Violation[]> {
  const app = embedding === 'iframe' ? page.frameLocator('#canopy-menu iframe').locator('.cn-app') : page.locator('.cn-app');
  await animationsFinished(app.first());
  const scan = () => new AxeBuilder({ page }).include(embedding === 'default' ? '.cn-app' : '#canopy-menu').analyze();
  let results = await scan();
  // A frame that is re-rendering when axe arrives can be skipped; look again rather than pass on nothing.
  for (let attempt = 0; embedding === 'iframe' && attempt < 3 && !reachedFrame(results); attempt += 1) results = await scan();
  if (embedding === 'iframe' && !reachedFrame(results)) throw new Error('axe did not reach into the widget frame');
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
}
