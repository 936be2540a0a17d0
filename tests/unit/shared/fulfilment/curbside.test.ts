import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES, validateForm } from '../../../../shared/forms';
import { curbsideFormRules, curbsideRefusals, curbsideSpotMax } from '../../../../shared/fulfilment';

// 000 §3 QR curbside settings: max_spot_number, hide_spot_number; the vehicle description a curbside order names.
const spots = (max: number, hide = false) => ({ qr_curbside_settings: { max_spot_number: max, hide_spot_number: hide } });

describe('curbside details (000 §3 qr_curbside_settings)', () => {
  test.each([
    ['spots 1 to 8', spots(8), 8],
    ['hide_spot_number', spots(8, true), null],
    ['no QR curbside settings', { qr_curbside_settings: null }, null],
    ['settings missing from an older store', {}, null],
  ] as const)('%s: the highest spot a shopper can name is %s', (_, settings, max) => {
    expect(curbsideSpotMax(settings)).toBe(max);
  });

  test.each([
    ['a spot and a vehicle', spots(8), { spot_number: 4, vehicle: 'Blue Honda Civic' }, null],
    ['the last spot', spots(8), { spot_number: 8, vehicle: 'Blue Honda Civic' }, null],
    ['no spot yet', spots(8), { vehicle: 'Blue Honda Civic' }, null],
    ['spot 0', spots(8), { spot_number: 0, vehicle: 'Blue Honda Civic' }, { spot_number: ['Please enter a numeric value greater than or equal to 1.'] }],
    ['spot 9 of 8', spots(8), { spot_number: 9, vehicle: 'Blue Honda Civic' }, { spot_number: ['Please enter a numeric value less than or equal to 8.'] }],
    ['spot 2.5', spots(8), { spot_number: 2.5, vehicle: 'Blue Honda Civic' }, { spot_number: ['Please choose a spot from 1 to 8.'] }],
    ['a spot where none is asked', spots(8, true), { spot_number: 3, vehicle: 'Blue Honda Civic' }, { spot_number: ['This store does not use spot numbers.'] }],
    ['no vehicle', spots(8), { spot_number: 3 }, { vehicle: [FORM_MESSAGES.required] }],
    ['a blank vehicle', spots(8), { vehicle: '   ' }, { vehicle: [FORM_MESSAGES.required] }],
    ['a vehicle of 121 characters', spots(8), { vehicle: 'x'.repeat(121) }, { vehicle: ['Please use no more than 120 characters.'] }],
    ['nothing at all', { qr_curbside_settings: null }, undefined, { vehicle: [FORM_MESSAGES.required] }],
  ] as const)('%s → %o', (_, settings, details, refusals) => {
    expect(curbsideRefusals(settings, details)).toEqual(refusals);
  });

  // The checkout form checks the same rules on the values its inputs hold (text), so its messages are the server's.
  test.each([
    [8, { spot_number: '', vehicle: 'Red truck' }, {}],
    [8, { spot_number: '12', vehicle: 'Red truck' }, { spot_number: 'Please enter a numeric value less than or equal to 8.' }],
    [null, { spot_number: '', vehicle: '' }, { vehicle: FORM_MESSAGES.required }],
  ] as const)('the form with spots up to %s and %o → %o', (max, values, errors) => {
    expect(validateForm({ ...values }, curbsideFormRules(max))).toEqual(errors);
  });
});
