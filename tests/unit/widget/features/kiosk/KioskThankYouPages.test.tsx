import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { KioskGenericThankYouPage, KioskThankYouPage } from '../../../../../widget/features/kiosk';
import { renderInKiosk } from './kioskHarness';

// A kiosk is shared (000 §2 kiosk routes): a thank-you goes back to the kiosk's start for the next shopper after a
// minute nobody touches it, and counts the time down where everyone can see it.
const RETURN_SECONDS = 60;

const wait = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

const countdown = () => screen.getByRole('timer').textContent;
const announced = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const pages = [
  { name: '/thankyou (no reservation)', path: '/thankyou', page: () => <KioskGenericThankYouPage /> },
  { name: '/cart/{id}/thankyou (the QR thank-you)', path: '/cart/12/thankyou', page: () => <KioskThankYouPage reservationId="12" /> },
];

describe.each(pages)('the kiosk thank-you $name: automatic return for the next shopper', ({ path, page }) => {
  test('counts down a minute, then goes back to the kiosk start', () => {
    const { instance } = renderInKiosk(page(), { path });
    expect(countdown()).toBe(`Starting over in ${RETURN_SECONDS} seconds`);
    wait(RETURN_SECONDS - 1);
    expect(countdown()).toBe('Starting over in 1 second');
    expect(instance.router.path.peek()).toBe(path);
    wait(1);
    expect(instance.router.path.peek()).toBe('/landing');
  });

  test.each([
    ['a tap anywhere', () => fireEvent.pointerDown(document.body)],
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['"Stay on this page"', () => fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }))],
  ])('%s starts the minute again', (_what, touch) => {
    const { instance } = renderInKiosk(page(), { path });
    wait(50);
    expect(countdown()).toBe('Starting over in 10 seconds');
    act(() => void touch());
    expect(countdown()).toBe(`Starting over in ${RETURN_SECONDS} seconds`);
    wait(50);
    expect(instance.router.path.peek()).toBe(path);
    wait(10);
    expect(instance.router.path.peek()).toBe('/landing');
  });

  test('announces the countdown politely at a few marks, not every second', () => {
    renderInKiosk(page(), { path });
    const first = announced();
    expect(first).toContain('starts over after 60 seconds without a tap');
    wait(29);
    expect(announced()).toBe(first);
    wait(1);
    expect(announced()).toBe('30 seconds until this page starts over.');
    wait(19);
    expect(announced()).toBe('30 seconds until this page starts over.');
    wait(1);
    expect(announced()).toBe('10 seconds until this page starts over. Tap anywhere to stay.');
  });

  test('stops its timer when the page is left', () => {
    const { instance, unmount } = renderInKiosk(page(), { path });
    act(() => instance.router.navigate('/menu'));
    unmount();
    wait(RETURN_SECONDS * 2);
    expect(instance.router.path.peek()).toBe('/menu');
  });
});

describe('the kiosk generic thank-you (000 §2 /thankyou)', () => {
  test('says thank you and offers a clear way to start a new order', () => {
    const { instance } = renderInKiosk(<KioskGenericThankYouPage />, { path: '/thankyou' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    const start = screen.getByRole('link', { name: 'Start a new order' });
    expect(start.getAttribute('href')).toBe('/landing');
    fireEvent.click(start);
    expect(instance.router.path.peek()).toBe('/landing');
  });

  test('never shows the placeholder of a page to come', () => {
    renderInKiosk(<KioskGenericThankYouPage />, { path: '/thankyou' });
  });
});
