import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES, validateForm } from '../../../../shared/forms';
import { contactFormRules, guestContactPolicy, guestContactRefusal } from '../../../../shared/fulfilment';

// 000 §3 kiosk_anonymous_checkout (allowed, required, none) and guest_checkout_setting (allowed, required, disabled).
describe('how a buyer without an account gives contact details', () => {
  test.each([
    ['kiosk', 'allowed', 'optional'],
    ['kiosk', 'required', 'none'],
    ['kiosk', 'none', 'required'],
    ['embedded', 'allowed', 'required'],
    ['embedded', 'required', 'required'],
    ['default', 'none', 'required'],
  ] as const)('%s with kiosk_anonymous_checkout %s: contact %s', (appMode, setting, policy) => {
    expect(guestContactPolicy(appMode, setting)).toBe(policy);
  });

  const contact = { first_name: 'Ada', last_name: 'Guest', email: 'ada@example.com' };
  test.each([
    ['a guest with contact, guests allowed', { appMode: 'default', kiosk: 'none', guests: 'allowed' }, contact, null],
    ['a guest without contact', { appMode: 'default', kiosk: 'required', guests: 'allowed' }, undefined, 'contact_required'],
    ['a guest where guests are disabled', { appMode: 'default', kiosk: 'allowed', guests: 'disabled' }, contact, 'sign_in'],
    ['a kiosk, anonymous allowed, no contact', { appMode: 'kiosk', kiosk: 'allowed', guests: 'allowed' }, undefined, null],
    ['a kiosk, anonymous allowed, with contact', { appMode: 'kiosk', kiosk: 'allowed', guests: 'allowed' }, contact, null],
    ['a kiosk, anonymous allowed, guests disabled', { appMode: 'kiosk', kiosk: 'allowed', guests: 'disabled' }, undefined, null],
    ['a kiosk, anonymous required, no contact', { appMode: 'kiosk', kiosk: 'required', guests: 'disabled' }, undefined, null],
    ['a kiosk, anonymous required, with contact', { appMode: 'kiosk', kiosk: 'required', guests: 'allowed' }, contact, 'contact_refused'],
    ['a kiosk, no anonymous checkout, no contact', { appMode: 'kiosk', kiosk: 'none', guests: 'allowed' }, undefined, 'contact_required'],
    ['a kiosk, no anonymous checkout, guests disabled', { appMode: 'kiosk', kiosk: 'none', guests: 'disabled' }, contact, 'sign_in'],
  ] as const)('%s → %s', (_, store, given, refusal) => {
    expect(guestContactRefusal({ appMode: store.appMode, kiosk_anonymous_checkout: store.kiosk, guest_checkout_setting: store.guests }, given)).toBe(refusal);
  });

  const empty = { first_name: '', last_name: '', phone: '', email: '' };
  test.each([
    ['none asks nothing', 'none', empty, {}],
    ['optional and left empty', 'optional', empty, {}],
    ['optional with an e-mail only', 'optional', { ...empty, email: 'ada@example.com' }, { first_name: FORM_MESSAGES.required, last_name: FORM_MESSAGES.required }],
    ['optional with a bad phone', 'optional', { ...empty, first_name: 'Ada', last_name: 'Guest', email: 'ada@example.com', phone: '12' }, { phone: FORM_MESSAGES.phone }],
    [
      'required and left empty',
      'required',
      empty,
      { first_name: FORM_MESSAGES.required, last_name: FORM_MESSAGES.required, phone: FORM_MESSAGES.required, email: FORM_MESSAGES.required },
    ],
  ] as const)('the form: %s', (_, policy, values, errors) => {
    expect(validateForm({ ...values }, contactFormRules(policy, values))).toEqual(errors);
  });
});
