import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { Store } from '../../../../../../shared/types';
import { RouteView } from '../../../../../../widget/app/RouteView';
import { facets, flowerProduct } from '../../../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../../support/testWidget';
import { storeFixture } from '../../store/storeFixture';
import { budtenderAnswer } from './budtenderFakes';

const pageFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = pageFetch;
});

/** The whole widget on its menu route, the store's flags as given, over a fake API and merchandising service. */
function openMenu(featureFlags: Store['feature_flags']) {
  const api = fakeFetch((url) => {
    if (url.pathname === '/api/v1/stores/1') return json({ store: storeFixture({ feature_flags: featureFlags }) });
    if (url.pathname === '/api/v1/stores/1/menu_products') return json({ products: [flowerProduct()], facets: facets(), nb_hits: 1, page: 1, per_page: 24 });
    if (url.pathname === '/dm/v2/virtual-budtender/queries') return json({ queries: ['Something to help me sleep'] });
    if (url.pathname === '/dm/v2/virtual-budtender') return json(budtenderAnswer());
    return json({ message: 'not found' }, 404);
  });
  const widget = createTestWidget({ fetch: api.fetch, config: { initialPath: '/menu' } });
  renderInWidget(<RouteView />, widget);
  const budtenderCalls = () => api.calls.filter((call) => new URL(call.url).pathname.includes('virtual-budtender'));
  return { ...widget, budtenderCalls };
}

describe("the budtender's place on the menu (000 §1: the store's virtual-budtender flag)", () => {
  test('a store without the flag: the menu has no opener and the service is never asked', async () => {
    const menu = openMenu({});
    await screen.findByText('Blue Dream');
    expect(screen.queryByRole('button', { name: 'Ask our budtender' })).toBeNull();
    expect(menu.budtenderCalls()).toEqual([]);
  });

  test('a store with the flag: the opener is on the menu, and a question is answered with cards the shopper can add', async () => {
    const menu = openMenu({ 'virtual-budtender': true });
    await screen.findByText('Blue Dream');
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our budtender' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Something to help me sleep' }));
    await screen.findByRole('button', { name: 'Add Jack Herer Cart to bag' });
    const [queries, question] = menu.budtenderCalls();
    expect(new URL(queries.url).searchParams.get('jdm_source')).toBe('canopy-widget');
    // framelessEmbed: the device id the widget keeps (001 §9: 21 characters), the shopper's session by cookie.
    const body = JSON.parse(String(question.init.body)) as { jane_device_id: string; app_mode: string; query: string };
    expect(body).toMatchObject({ app_mode: 'framelessEmbed', query: 'Something to help me sleep' });
    expect(body.jane_device_id).toBe(menu.instance.deviceId());
    expect(body.jane_device_id).toHaveLength(21);
    expect(document.querySelector('.cn-bt__reason')?.textContent).toBe('Why: Sativa vape, 88% THC');
  });
});
