import type { Locator } from '@playwright/test';

/**
 * Resolves once every finite animation and transition in the document holding `inside` has finished (a
 * drawer's slide-in, a fade), so what a test reads or a photo shows is where the UI comes to rest. Infinite
 * ones (a spinner, a skeleton's shimmer) and paused ones never finish and are not waited for.
 * Document.getAnimations() includes shadow trees, so this serves the iframe and framelessEmbed alike.
 */
export async function animationsFinished(inside: Locator): Promise<void> {
  await inside.evaluate((element) =>
    Promise.all(
      element.ownerDocument
        .getAnimations()
        .filter((animation) => animation.playState !== 'paused' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
