import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InvoicePage } from '../../../../../widget/features/reservations';
import { jsonError, pending, renderInWidget } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { reservationFixture } from './reservationFixture';

const customer = { id: 7, email: 'sam@example.com', phone: '2135550100', first_name: 'Sam', last_name: 'Shopper' };
const routes = (overrides: Record<string, unknown> = {}) => ({
  '/reservations/41': { reservation: reservationFixture() },
  '/stores/1': { store: storeFixture() },
  '/whoami': { user: customer },
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the invoice (001 §2 /invoice/{id})', () => {
  test('a guest is sent to log in and back to the invoice (001 §4)', async () => {
    const { instance, calls } = renderInWidget(<InvoicePage id={41} />, { path: '/invoice/41' });
    await waitFor(() => expect(instance.router.path.peek()).toBe('/login?return_to=%2Finvoice%2F41'));
    expect(calls).toEqual([]);
  });

  test('loading shows a busy placeholder', () => {
    const { container } = renderInWidget(<InvoicePage id={41} />, { signedIn: true, routes: routes({ '/reservations/41': pending }) });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  test('seller (the store), buyer (the signed-in customer), lines with quantity and unit price, taxes itemized, total', async () => {
    renderInWidget(<InvoicePage id={41} />, { signedIn: true, routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Invoice #41', level: 1 })).toBeTruthy();
    const seller = screen.getByRole('heading', { name: 'Seller' }).closest('section')!;
    expect(seller.textContent).toContain('Canopy Silver Lake');
    expect(seller.textContent).toContain('3921 Sunset Blvd');
    expect(seller.textContent).toContain('Los Angeles, CA 90029');
    const buyer = screen.getByRole('heading', { name: 'Buyer' }).closest('section')!;
    expect(buyer.textContent).toContain('Sam Shopper');
    expect(buyer.textContent).toContain('sam@example.com');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['1', '$25.00', '$25.00'], ['2', '$8.00', '$16.00']]);
    expect(within(rows[1]).getByRole('rowheader').textContent).toContain('Blue Dream');
    expect(within(rows[1]).getByRole('rowheader').textContent).toContain('Golden Leaf · 3.5g');
    expect(screen.getByText('Sales tax').nextElementSibling!.textContent).toBe('$8.94');
    expect(screen.getByText('Store taxes').nextElementSibling!.textContent).toBe('$1.00');
    expect(screen.getByText('Service fee').nextElementSibling!.textContent).toBe('$1.00');
    expect(screen.getByText('Total').nextElementSibling!.textContent).toBe('$51.94');
  });

  test('Print prints the page', async () => {
    // happy-dom has no print(); the browser's is what the button calls.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderInWidget(<InvoicePage id={41} />, { signedIn: true, routes: routes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  test('a failed load of the buyer says so, and Try again asks again', async () => {
    let fail = true;
    const { calls } = renderInWidget(<InvoicePage id={41} />, {
      signedIn: true,
      routes: routes({ '/whoami': () => (fail ? jsonError(503, 'Service unavailable')() : new Response(JSON.stringify({ user: customer }))) }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the invoice");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Invoice #41' })).toBeTruthy();
    expect(calls.filter((call) => call === '/whoami')).toHaveLength(2);
  });

  test('an unknown invoice says so', async () => {
    renderInWidget(<InvoicePage id={41} />, { signedIn: true, routes: routes({ '/reservations/41': jsonError(404, 'Reservation not found') }) });
    expect(await screen.findByRole('heading', { name: "We couldn't find this reservation" })).toBeTruthy();
  });
});
