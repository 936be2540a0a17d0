import { describe, expect, test } from 'vitest';
import { scheduleSlot } from '../../../../demo-host/commerce';
import { windowKey } from '../../../../demo-host/commerce/checkout/scheduleSlot';
import { signToken, verifyToken } from '../../../../demo-host/commerce/auth/token';
import { hashPassword, verifyPassword } from '../../../../demo-host/commerce/auth/passwords';
import type { ModeHours } from '../../../../shared/types';

const week = (from: string, to: string): ModeHours[] => (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({ day, from, to }));
const rules = (over: Partial<Parameters<typeof scheduleSlot>[0]> = {}): Parameters<typeof scheduleSlot>[0] => ({
  mode: 'pickup',
  hours: week('09:00', '21:00'),
  timing: { min_lead_time: 30, max_lead_time: 120, window: 60, last_call_interval: 30 },
  allowFutureDays: true,
  allowOffHours: false,
  timeZone: 'America/Los_Angeles',
  ...over,
});
// Wednesday 18 Nov 2026 in Los Angeles (UTC−8).
const la = (hhmm: string, day = 18) => new Date(`2026-11-${day}T${hhmm}:00-08:00`);

describe('scheduleSlot (000 §3 per-mode timing: lead time, window, last call, future-day, off-hours)', () => {
  test.each([
    ['open: now + 30 min lead, 60 min window', la('12:00'), null, { start: la('12:30'), end: la('13:30') }],
    ['20:30 is exactly last call (21:00 − 30 min): still taken', la('20:30'), null, { start: la('21:00') }],
    ['20:31 is after last call', la('20:31'), null, 'Last call for pickup has passed for today'],
    ['closed at 07:00', la('07:00'), null, 'The store is closed for pickup right now'],
    ['a chosen time inside the lead time', la('12:00'), la('12:20'), 'The earliest pickup time is 30 minutes from now'],
    ['a chosen time tomorrow at 10:00', la('12:00'), la('10:00', 19), { start: la('10:00', 19) }],
    ['a chosen time at 20:45, inside last call', la('12:00'), la('20:45'), 'That time is after last call for pickup (30 minutes before closing)'],
    ['eight days ahead', la('12:00'), la('12:00', 26), 'Orders can be placed at most 7 days ahead'],
  ])('%s', (_name, now, requested, expected) => {
    const slot = scheduleSlot(rules(), now, requested);
    if (typeof expected === 'string') expect(slot).toEqual({ ok: false, message: expected });
    else expect(slot).toMatchObject({ ok: true, ...expected });
  });

  test('a chosen time must sit on the interval step (15 min: 10:15 yes, 10:20 no)', () => {
    const stepped = rules({ timing: { min_lead_time: 30, max_lead_time: 120, window: 60, last_call_interval: 30, interval: 15 } });
    expect(scheduleSlot(stepped, la('09:00'), la('10:15')).ok).toBe(true);
    expect(scheduleSlot(stepped, la('09:00'), la('10:20'))).toEqual({ ok: false, message: 'Choose a time on a 15-minute step' });
  });

  test.each([
    ['10:15 in a 60-minute window', la('10:15'), 60, la('10:00')],
    ['10:59 in a 30-minute window', la('10:59'), 30, la('10:30')],
    ['00:10 in a 120-minute window', la('00:10'), 120, la('00:00')],
  ])('windowKey: %s', (_name, at, minutes, start) => expect(windowKey(at, minutes, 'America/Los_Angeles')).toBe(start.toISOString()));

  test('without future-day ordering a later day is refused', () => {
    expect(scheduleSlot(rules({ allowFutureDays: false }), la('12:00'), la('10:00', 19))).toEqual({
      ok: false,
      message: 'This store does not take orders for future days',
    });
  });

  // The lead time runs from when the order is placed: two hours ahead, the opening itself is the first slot it can fill.
  test('off-hours ordering: closed at 07:00 gives the first real slot, the 09:00 opening, with a warning', () => {
    const slot = scheduleSlot(rules({ allowOffHours: true }), la('07:00'), null);
    expect(slot).toMatchObject({ ok: true, start: la('09:00'), end: la('10:00'), warning: 'The store is closed now; your pickup order will be ready after it opens' });
  });

  test('off-hours after closing, with no future-day ordering, is refused (the opening is tomorrow)', () => {
    const slot = scheduleSlot(rules({ allowOffHours: true, allowFutureDays: false }), la('22:00'), null);
    expect(slot).toEqual({ ok: false, message: 'The store is closed for pickup until another day and does not take orders for future days' });
  });

  test('closed at 07:00 without off-hours ordering: a chosen time at the opening is refused as the closed store', () => {
    expect(scheduleSlot(rules(), la('07:00'), la('09:00'))).toEqual({ ok: false, message: 'The store is closed for pickup right now' });
  });

  test('a store closed every day takes no orders', () => {
    expect(scheduleSlot(rules({ hours: [] }), la('12:00'), null)).toEqual({ ok: false, message: 'This store is not taking pickup orders' });
  });

  test('overnight hours (18:00–02:00) cover 01:00 the next morning', () => {
    expect(scheduleSlot(rules({ hours: week('18:00', '02:00') }), la('23:00'), la('01:00', 19)).ok).toBe(true);
  });
});

describe('token and password', () => {
  const secret = Buffer.from('0123456789abcdef0123456789abcdef');
  const now = new Date('2026-11-18T20:00:00Z');
  const claims = { sub: '7', jti: 'abc', iat: 1, exp: Math.floor(now.getTime() / 1000) + 60 };

  test('a token verifies with its secret until exp, and not with another secret', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, secret, now)).toEqual(claims);
    expect(verifyToken(token, Buffer.from('another secret, just as long!!!!'), now)).toBeNull();
    expect(verifyToken(token, secret, new Date(claims.exp * 1000))).toBeNull();
  });

  test('alg none and other headers are refused', () => {
    const [, body] = signToken(claims, secret).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.`;
    expect(verifyToken(none, secret, now)).toBeNull();
  });

  test('scrypt hashes are salted and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse battery', { n: 1024 }), hashPassword('correct horse battery', { n: 1024 })]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterz', a)).toBe(false);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });
});
