import { screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { describe, expect, test } from 'vitest';
import { RouteView } from '../../../../../widget/app/RouteView';
import { storeFixture } from '../store/storeFixture';
import { renderInKiosk } from './kioskHarness';

// 000 §2 kiosk routes: /landing, /setup and /thankyou are real pages, never the placeholder of a page to come.
describe('the kiosk routes draw their pages', () => {
  test.each([
    ['/landing', 'Welcome to Canopy Silver Lake'],
    ['/setup', 'Kiosk setup'],
    ['/thankyou', 'Thank you'],
  ])('%s draws "%s"', async (path, heading) => {
    renderInKiosk(
      // The shell's boundary: a page's chunk suspends while it loads.
      <Suspense fallback={null}>
        <RouteView />
      </Suspense>,
      { path, routes: { '/stores/1': { store: storeFixture() } } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
