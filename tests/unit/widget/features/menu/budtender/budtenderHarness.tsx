import { render, screen } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';
import { currencyForCountry } from '../../../../../../shared/money';
import { storePaths } from '../../../../../../widget/app';
import { WidgetContext } from '../../../../../../widget/app/kit/WidgetContext';
import { BudtenderEntry } from '../../../../../../widget/features/menu/budtender/BudtenderEntry';
import { createTestWidget } from '../../store/widgetHarness';
import { storeFixture } from '../../store/storeFixture';
import { budtenderFetch, DEVICE_ID } from './budtenderFakes';
import type { FakeAnswer } from './budtenderFakes';

// The merchandising client fetches through the page's fetch: each test puts its fake there.
afterEach(() => vi.unstubAllGlobals());

export interface EntryOptions {
  readonly flag?: boolean;
  readonly queries?: FakeAnswer;
  readonly answer?: FakeAnswer;
  readonly deviceId?: string;
}

/** The budtender's opener as the menu places it, in a widget with the flag set, over a fake merchandising service. */
export function renderBudtender({ flag = true, queries = ['Something to help me sleep', 'A strong sativa vape'], answer, deviceId = DEVICE_ID }: EntryOptions = {}) {
  const dm = budtenderFetch({ queries, answer });
  vi.stubGlobal('fetch', dm.fetch);
  const { instance } = createTestWidget();
  Object.assign(instance, { deviceId: () => deviceId });
  instance.flags.setStoreFlags({ 'virtual-budtender': flag });
  const track = vi.spyOn(instance.analytics, 'track');
  const store = storeFixture();
  const paths = storePaths(store);
  const result = render(
    <WidgetContext.Provider value={instance}>
      <button type="button">Before the budtender</button>
      <BudtenderEntry store={store} productHref={paths.product} currency={currencyForCountry('US')} assetBase="" />
    </WidgetContext.Provider>,
  );
  return { ...result, instance, dm, track };
}

export const opener = () => screen.getByRole('button', { name: 'Ask our budtender' });
export const questionField = () => screen.findByRole('textbox', { name: 'What are you looking for?' });
export const statusLine = () => screen.getAllByRole('status').find((element) => element.classList.contains('cn-bt__status'))!;
export const asks = (dm: ReturnType<typeof budtenderFetch>) => dm.calls.filter((call) => call.path === '/dm/v2/virtual-budtender');
export const queryCalls = (dm: ReturnType<typeof budtenderFetch>) => dm.calls.filter((call) => call.path === '/dm/v2/virtual-budtender/queries');
