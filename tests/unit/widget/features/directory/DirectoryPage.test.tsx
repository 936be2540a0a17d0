import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { matchRoute } from '../../../../../shared/routes';
import { DirectoryPage } from '../../../../../widget/features/directory';
import { groupStores } from '../../../../../widget/features/directory/groupStores';
import { searchRadius } from '../../../../../widget/features/directory/searchRadius';
import { jsonError, pending, renderInWidget } from '../store/widgetHarness';
import { CALIFORNIA, dispensary, page } from './fixtures';

function renderPath(path: string, routes: Record<string, unknown>) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return renderInWidget(<DirectoryPage params={match.params} />, { path, routes });
}

describe('place parameters are validated with shared/routes (000 §5)', () => {
  test.each([
    ['/dispensaries/atlantis', 'an unknown country'],
    ['/dispensaries/canada/california', 'a state of another country'],
    ['/dispensaries/united-states/narnia/springfield', 'an unknown state'],
    ['/dispensaries/coordinates/95,1/-122,4/11', 'a latitude past 90'],
    ['/dispensaries/coordinates/37,7/-122,4/30', 'a zoom past 22'],
  ])('%s (%s) says the place is unknown and asks the API nothing', (path) => {
    const { calls } = renderPath(path, {});
    expect(screen.getByRole('heading', { level: 1, name: "We don't know that place" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('hyphenated names in any case name the place: /dispensaries/United-States/new-york', async () => {
    const { calls } = renderPath('/dispensaries/United-States/new-york', { '/stores': page([]) });
    await screen.findByRole('heading', { name: 'No dispensaries in New York yet' });
    expect(calls[0]).toBe('/stores?country=US&state=NY&page=1&per_page=100');
  });
});

describe('DirectoryPage', () => {
  test('a state shows a loading skeleton, then its cities with counts and its stores', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { container } = renderPath('/dispensaries/united-states/california', {
      '/stores': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(container.querySelector('[data-state="loading"]')).toBeTruthy();
    answer(new Response(JSON.stringify(page(CALIFORNIA))));
    const la = await screen.findByRole('link', { name: /Los Angeles\s*2 stores/ });
    expect(la.getAttribute('href')).toBe('/dispensaries/united-states/california/los-angeles');
    expect(screen.getByRole('link', { name: /San Diego\s*1 store$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbor Bloom' }).getAttribute('href')).toBe('/stores/4/harbor-bloom/menu');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dispensaries in California');
  });

  test('a city lists its stores with breadcrumbs back up the tree', async () => {
    const la = CALIFORNIA.filter((store) => store.city === 'Los Angeles');
    const { calls } = renderPath('/dispensaries/united-states/california/los-angeles', { '/stores': page(la) });
    await screen.findByRole('link', { name: 'Echo Park Greens' });
    expect(calls[0]).toBe('/stores?country=US&state=CA&city=los+angeles&page=1&per_page=100');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect([...crumbs.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dispensaries',
      '/dispensaries/united-states',
      '/dispensaries/united-states/california',
    ]);
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe('Los Angeles');
  });

  test('a failed search shows the error with a retry that asks again', async () => {
    let fail = true;
    const { calls } = renderPath('/dispensaries/canada', {
      '/stores': () =>
        fail
          ? jsonError(500, 'Server error has occurred')()
          : new Response(JSON.stringify(page([dispensary({ id: 29, name: 'Queen West Cannabis', city: 'Toronto', state: 'ON', country_code: 'CA' })]))),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the stores here");
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    await screen.findByRole('link', { name: /Ontario\s*1 store/ });
    expect(calls).toHaveLength(2);
  });

  test('coordinates search around the point with the zoom radius, nearest first with distances', async () => {
    const near = [dispensary({ id: 1, name: 'Canopy Silver Lake', city: 'Los Angeles', state: 'CA', distance: 1.2 })];
    const { calls } = renderPath('/dispensaries/coordinates/34,09/-118,28/11', { '/stores': page(near) });
    await screen.findByText(/1.2 mi away/);
    expect(calls[0]).toBe('/stores?lat=34.09&long=-118.28&radius=25&page=1&per_page=100');
  });

  test('an empty nearby search offers a wider area (one zoom level out)', async () => {
    renderPath('/dispensaries/coordinates/10/10/11', { '/stores': page([]) });
    const wider = await screen.findByRole('link', { name: 'Search a wider area' });
    expect(wider.getAttribute('href')).toBe('/dispensaries/coordinates/10/10/10');
  });

  test('/dispensaries groups every store by country and state', async () => {
    const stores = [...CALIFORNIA, dispensary({ id: 29, name: 'Queen West Cannabis', city: 'Toronto', state: 'ON', country_code: 'CA' })];
    renderPath('/dispensaries', { '/stores': page(stores) });
    expect((await screen.findByRole('link', { name: /California\s*4 stores/ })).getAttribute('href')).toBe('/dispensaries/united-states/california');
    expect(screen.getByRole('link', { name: /Ontario\s*1 store/ }).getAttribute('href')).toBe('/dispensaries/canada/ontario');
    expect(screen.queryByRole('heading', { name: /Puerto Rico/ })).toBeNull();
  });

  test('/stores is the paged list of every store', async () => {
    const { calls } = renderPath('/stores', { '/stores': { stores: CALIFORNIA, nb_hits: 30, page: 1, per_page: 24 } });
    await screen.findByText('30 stores');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(calls[0]).toBe('/stores?page=1&per_page=24');
  });

  test('/stores filters by way to shop', async () => {
    const { calls } = renderPath('/stores', { '/stores': page(CALIFORNIA) });
    await screen.findByText('4 stores');
    screen.getByRole('button', { name: 'Delivery' }).click();
    await waitFor(() => expect(calls.at(-1)).toBe('/stores?mode=delivery&page=1&per_page=24'));
  });

  test('the loading state of /dispensaries shows skeleton tiles', () => {
    const { container } = renderPath('/dispensaries', { '/stores': pending });
    expect(container.querySelectorAll('.cn-skel').length).toBeGreaterThan(0);
  });
});

describe('DispensaryCard', () => {
  test("in an embed for one store, that store's card opens the embedded menu (/menu)", async () => {
    const match = matchRoute('/dispensaries/united-states/california')!;
    renderInWidget(<DirectoryPage params={match.params} />, { path: '/dispensaries/united-states/california', routes: { '/stores': page(CALIFORNIA) }, storeId: 1 });
    expect((await screen.findByRole('link', { name: 'Canopy Silver Lake' })).getAttribute('href')).toBe('/menu');
    expect(screen.getByRole('link', { name: 'Harbor Bloom' }).getAttribute('href')).toBe('/stores/4/harbor-bloom/menu');
  });

  test('a store photo leads the card; without one, its initials stand in', async () => {
    const stores = [
      dispensary({ id: 1, name: 'Canopy Silver Lake', city: 'Los Angeles', state: 'CA', photo: 'https://img.test/csl.svg' }),
      dispensary({ id: 4, name: 'Harbor Bloom', city: 'San Diego', state: 'CA' }),
    ];
    const { container } = renderPath('/dispensaries/united-states/california', { '/stores': page(stores) });
    await screen.findByRole('link', { name: 'Harbor Bloom' });
    const cards = [...container.querySelectorAll('.cn-dcard')];
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/csl.svg');
    expect(cards[1]!.querySelector('.cn-store-avatar')?.textContent).toBe('HB');
  });

  test('shows the modes the store offers and its licences', async () => {
    renderPath('/dispensaries/united-states/california', { '/stores': page([CALIFORNIA[1]!]) });
    await screen.findByRole('link', { name: 'Mission Leaf Collective' });
    expect(screen.getByRole('list', { name: 'Ways to shop' }).textContent).toBe('PickupDelivery');
    expect(screen.getByText('Recreational')).toBeTruthy();
    expect(screen.queryByText('Medical')).toBeNull();
  });
});

describe('groupStores and searchRadius', () => {
  test('groups by state code and by city name, sorted', () => {
    expect(groupStores(CALIFORNIA, 'city').map((g) => [g.name, g.stores.length])).toEqual([
      ['Los Angeles', 2],
      ['San Diego', 1],
      ['San Francisco', 1],
    ]);
    expect(groupStores(CALIFORNIA, 'state').map((g) => g.key)).toEqual(['CA']);
  });

  test.each([
    [11, 25],
    [12, 13],
    [10, 50],
    [6, 500],
    [0, 500],
    [22, 1],
  ])('zoom %i searches %i miles', (zoom, miles) => {
    expect(searchRadius(zoom)).toBe(miles);
  });
});
