import { screen } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { Reservation } from '../../../../../widget/api/checkout';
import { InvoicePage, ReceiptPage, ReservationDetailPage, ReservationReceiptPage } from '../../../../../widget/features/reservations';
import { renderInWidget } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { RESERVATION_UUID, reservationFixture } from './reservationFixture';

// A curbside order's car and spot (000 §3 QR curbside settings) on every page the shopper checks it on: the guest
// receipt on the device that placed it, the reservation's page and receipt, and the invoice. The link-only receipt
// (redacted) shows none of it: the host sends none.

const withSpot = { spot_number: 4, vehicle: 'Blue Honda Civic' };
const noSpot = { spot_number: null, vehicle: 'Red van' };

const pages: [string, () => ReactNode, boolean][] = [
  ['the guest receipt', () => <ReceiptPage reservationUuid={RESERVATION_UUID} warning={null} />, false],
  ['the reservation’s page', () => <ReservationDetailPage id={41} warning={null} />, true],
  ['the reservation’s receipt', () => <ReservationReceiptPage id={41} />, true],
  ['the invoice', () => <InvoicePage id={41} />, true],
];

function open(page: () => ReactNode, signedIn: boolean, reservation: Reservation) {
  const routes = {
    [`/reservation_receipt/${RESERVATION_UUID}`]: { reservation: { ...reservation, is_guest: true } },
    '/reservations/41': { reservation },
    '/stores/1': { store: storeFixture() },
    '/whoami': { user: { id: 7, email: 'sam@example.com', first_name: 'Sam', last_name: 'Shopper' } },
  };
  return renderInWidget(page(), { signedIn, routes });
}

/** What the page says of the car: 'Curbside: …', read as a screen reader reads a dt/dd pair or a sentence. */
async function curbsideSaid(vehicle: string): Promise<string> {
  const shown = await screen.findByText(new RegExp(vehicle));
  const label = shown.tagName === 'DD' ? `${shown.previousElementSibling?.textContent}: ` : '';
  return `${label}${shown.textContent}`;
}

describe.each(pages)('%s', (_name, page, signedIn) => {
  test.each([
    ['with a spot', withSpot, 'Curbside: Blue Honda Civic, spot 4'],
    ['not parked yet', noSpot, 'Curbside: Red van'],
  ])('a curbside order names the car %s', async (_case, curbside, said) => {
    open(page, signedIn, reservationFixture({ reservation_mode: 'curbside', curbside }));
    expect(await curbsideSaid(curbside.vehicle)).toBe(said);
  });

  test('a pickup order names no car', async () => {
    open(page, signedIn, reservationFixture({ curbside: null }));
    await screen.findAllByText(/Canopy Silver Lake/);
    expect(screen.queryByText(/Curbside/)).toBeNull();
  });
});

test('the link-only guest receipt (redacted) shows no car, whatever it is sent', async () => {
  const redacted = reservationFixture({ reservation_mode: 'curbside', curbside: withSpot, products: [], totals: null, redacted: true });
  open(pages[0][1], false, redacted);
  expect(await screen.findByText(/show only on the device it was placed from/)).toBeTruthy();
  expect(screen.queryByText(/Blue Honda Civic/)).toBeNull();
});
