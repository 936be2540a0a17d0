import { describe, expect, test } from 'vitest';
import { salesTaxRateFor } from '../../../../shared/pricing';
import type { ReservationMode } from '../../../../shared/constants';
import type { DeliveryLocation } from '../../../../shared/pricing';

// A Los Angeles store (000 §3 sales_tax_rate 9.5, its local rate).
const LA_STORE = { state: 'CA', sales_tax_rate: 9.5 };

describe('the sales-tax rate is the one where the goods are handed over', () => {
  test.each<[string, ReservationMode, DeliveryLocation | null, number]>([
    ['pickup: the store’s rate, whatever the address', 'pickup', { region: 'NV' }, 9.5],
    ['curbside: the store’s rate', 'curbside', null, 9.5],
    ['delivery in the store’s state: its local rate', 'delivery', { zipcode: '90013', region: 'CA' }, 9.5],
    ['delivery into Nevada: Nevada’s 6.85', 'delivery', { zipcode: '89109', region: 'NV' }, 6.85],
    ['delivery into Oregon: no sales tax', 'delivery', { zipcode: '97201', region: 'OR' }, 0],
    ['delivery into Ontario: the 13 % HST', 'delivery', { zipcode: 'M5V', region: 'ON' }, 13],
    ['an address the host could not place keeps the store’s rate', 'delivery', { zipcode: '00000', region: null }, 9.5],
    ['no address yet: the store’s rate', 'delivery', null, 9.5],
  ])('%s', (_label, mode, where, rate) => expect(salesTaxRateFor(LA_STORE, mode, where)).toBe(rate));
});
