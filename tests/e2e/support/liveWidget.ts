import { expect } from '@playwright/test';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { FIRST_VIEW_ID } from '../../../shared/constants';

/**
 * Waits until the widget itself is on screen, not the host's first view (demo-host/server/firstView.ts). The first
 * view draws the same cards and buttons, inert, at the top of the frame's body until the widget's first render
 * replaces it; role and CSS locators find its buttons first. A click waits for them to take pointer events, but a
 * press() focuses nothing on an inert button and its key goes nowhere: the kiosk's "Add to bag" by Enter was lost
 * that way under a loaded CI run (the bag stayed at 0).
 */
export async function firstViewGone(root: Page | Frame | FrameLocator): Promise<void> {
  await expect(root.locator(`#${FIRST_VIEW_ID}`)).toHaveCount(0, { timeout: 30_000 });
}
