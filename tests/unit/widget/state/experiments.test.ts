import { waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { assignVariant } from '../../../../shared/platform';
import { safeStorage } from '../../../../widget/platform/safeStorage';
import { createExperiments, EXPERIMENTS_KEY, experimentSearch } from '../../../../widget/state/experiments';
import { createTestWidget } from '../support/testWidget';

// Storage the widget cannot reach: safeStorage keeps entries in memory, one store per call.
const memory = () => safeStorage(() => null);

function experiments(options: { shopperId?: string; search?: string; storage?: ReturnType<typeof memory>; tab?: ReturnType<typeof memory> } = {}) {
  const events: Array<{ event: string; properties: Record<string, unknown> }> = [];
  const storage = options.storage ?? memory();
  const tab = options.tab ?? memory();
  const made = createExperiments({
    storage,
    tabStorage: tab,
    shopperId: () => options.shopperId ?? 'device-1',
    search: () => options.search ?? '',
    report: (event, properties) => void events.push({ event, properties }),
  });
  return { made, events, storage, tab };
}

describe('the two live experiments in the widget (000 §1, 001 §9)', () => {
  test.each(['fee_label', 'persist_checkout_data'] as const)('%s: the variant is the hash of the test name and the shopper id, stored locally', (name) => {
    const { made, storage } = experiments({ shopperId: 'user-42' });
    expect(made.variant(name)).toBe(assignVariant(name, 'user-42'));
    expect(JSON.parse(storage.get(EXPERIMENTS_KEY)!)).toMatchObject({ [name]: assignVariant(name, 'user-42') });
  });

  test('a stored assignment holds even when the shopper id changes (signing in does not move a shopper)', () => {
    const storage = memory();
    const other = assignVariant('fee_label', 'a') === 'control' ? 'pink_free_symbol' : 'control';
    storage.set(EXPERIMENTS_KEY, JSON.stringify({ fee_label: other }));
    expect(experiments({ storage, shopperId: 'a' }).made.variant('fee_label')).toBe(other);
  });

  test.each([
    ['test:fee_label=pink_free_symbol', 'fee_label', 'pink_free_symbol'],
    ['test:fee_label=control', 'fee_label', 'control'],
    ['test:persist_checkout_data=on', 'persist_checkout_data', 'on'],
  ] as const)('the %s override wins and is reported as forced', (search, name, variant) => {
    const { made, events } = experiments({ search });
    expect(made.variant(name)).toBe(variant);
    expect(events).toEqual([{ event: 'experiment_exposure', properties: { experiment_id: name, variant_id: variant, forced: true } }]);
  });

  test('the exposure event goes out once per experiment per session, however often the variant is read', () => {
    const tab = memory();
    const first = experiments({ tab, shopperId: 's' });
    first.made.variant('fee_label');
    first.made.variant('fee_label');
    first.made.variant('persist_checkout_data');
    expect(first.events).toEqual([
      { event: 'experiment_exposure', properties: { experiment_id: 'fee_label', variant_id: assignVariant('fee_label', 's'), forced: false } },
      { event: 'experiment_exposure', properties: { experiment_id: 'persist_checkout_data', variant_id: assignVariant('persist_checkout_data', 's'), forced: false } },
    ]);
    // A reload in the same tab (same session storage): nothing more.
    const reloaded = experiments({ tab, shopperId: 's' });
    reloaded.made.variant('fee_label');
    expect(reloaded.events).toEqual([]);
    // A new session (a new tab): reported again.
    const later = experiments({ shopperId: 's' });
    later.made.variant('fee_label');
    expect(later.events).toHaveLength(1);
  });
});

describe('experimentSearch', () => {
  test.each([
    ['/menu?test:fee_label=control', '', 'test:fee_label=control'],
    ['/menu', '?test:fee_label=control', 'test:fee_label=control'],
    ['/menu?a=1', '?b=2', 'a=1&b=2'],
    ['/menu', '', ''],
  ])('route %s with page query %j reads %j', (path, pageSearch, expected) => {
    expect(experimentSearch(path, pageSearch)).toBe(expected);
  });
});

describe('the widget instance', () => {
  test("a variant read reports experiment_exposure to the host page as an analytics message, with the route's test: override", async () => {
    sessionStorage.clear();
    const widget = createTestWidget({ config: { initialPath: '/menu?test:fee_label=pink_free_symbol' } });
    expect(widget.instance.experiments.variant('fee_label')).toBe('pink_free_symbol');
    // Sent through the analytics module, with the page view the route makes: the exposure is one of its events.
    const exposures = () =>
      widget.transport.sent
        .filter((m) => m.type === 'analytics')
        .map((m) => m.payload as { event: string; properties: Record<string, unknown> })
        .filter((p) => p.event === 'experiment_exposure');
    await waitFor(() => expect(exposures()).toHaveLength(1), { timeout: 2000 });
    expect(exposures()[0].properties).toMatchObject({ experiment_id: 'fee_label', variant_id: 'pink_free_symbol', forced: true });
  });
});
