import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PROMPT_AUTO_HIDE_MS, PROMPT_DISMISS_MS } from '../../../../shared/constants';
import { PROMPT_KEY_PREFIX, PROMPT_VIEWPORT_WAIT_MS, PromptPopover } from '../../../../widget/ui/PromptPopover';
import { createTestWidget, renderInWidget, type TestWidget } from '../support/testWidget';

// 000 §4, 001 §4: a prompt shows unless dismissed; a dismissible one stays until dismissed, any other hides
// itself after 10 s; a dismissal keeps it hidden 24 hours (stored as an expiry time).
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-18T20:00:00Z') });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function show(props: { dismissible?: boolean; autoHideMs?: number } = {}, widget: TestWidget = createTestWidget()) {
  return renderInWidget(
    <>
      <button type="button">Elsewhere</button>
      <PromptPopover id="test" title="A prompt" {...props}>
        <p>Something worth knowing.</p>
      </PromptPopover>
    </>,
    widget,
  );
}

const prompt = () => screen.queryByRole('status', { name: 'A prompt' });

describe('PromptPopover', () => {
  test.each([
    ['the default 10 s', undefined, PROMPT_AUTO_HIDE_MS],
    ['its own 3 s', 3_000, 3_000],
  ])('a prompt that is not dismissible hides itself after %s, and offers no close button', (_, autoHideMs, after) => {
    show({ dismissible: false, autoHideMs });
    expect(prompt()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    act(() => void vi.advanceTimersByTime(after - 1));
    expect(prompt()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(prompt()).toBeNull();
  });

  test('a dismissible prompt stays until dismissed', () => {
    show();
    act(() => void vi.advanceTimersByTime(10 * PROMPT_AUTO_HIDE_MS));
    expect(prompt()).not.toBeNull();
  });

  test('dismissed, it stays hidden for 24 hours, stored as an expiry time, and shows again after', () => {
    const widget = createTestWidget();
    const first = show({}, widget);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(prompt()).toBeNull();
    expect(Number(widget.instance.storage.get(`${PROMPT_KEY_PREFIX}test`))).toBe(Date.now() + PROMPT_DISMISS_MS);
    first.unmount();

    vi.advanceTimersByTime(PROMPT_DISMISS_MS - 1);
    const again = show({}, widget);
    expect(prompt()).toBeNull();
    again.unmount();

    vi.advanceTimersByTime(1);
    show({}, widget);
    expect(prompt()).not.toBeNull();
  });

  test('Escape closes it and counts as a dismissal; the focus stays where the shopper was', () => {
    const widget = createTestWidget();
    show({}, widget);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    expect(document.activeElement).toBe(elsewhere);
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(prompt()).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
    expect(widget.instance.storage.get(`${PROMPT_KEY_PREFIX}test`)).not.toBeNull();
  });

  test('Escape inside a dialog is the dialog’s, not the prompt’s', () => {
    show();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const input = document.createElement('input');
    dialog.appendChild(input);
    document.body.appendChild(dialog);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(prompt()).not.toBeNull();
    dialog.remove();
  });

  test('a stored expiry that is not a number does not hide it', () => {
    const widget = createTestWidget();
    widget.instance.storage.set(`${PROMPT_KEY_PREFIX}test`, 'soon');
    show({}, widget);
    expect(prompt()).not.toBeNull();
  });
});

test('two widgets on one page (framelessEmbed) show the same prompt once', () => {
  renderInWidget(
    <>
      <PromptPopover id="twice" title="Once only">
        <p>One.</p>
      </PromptPopover>
      <PromptPopover id="twice" title="Once only">
        <p>Two.</p>
      </PromptPopover>
    </>,
  );
  expect(screen.getAllByRole('status', { name: 'Once only' })).toHaveLength(1);
});

// In an iframe as tall as its content, a prompt placed before the host page told its viewport sat at the iframe's
// bottom and moved each time the iframe was sized (layout shift, DESIGN §3 Lighthouse CLS): it waits for the viewport.
describe('in an iframe embed', () => {
  const framed = () => createTestWidget({ config: { mode: 'embedded' } });
  beforeEach(() => Object.defineProperty(window, 'parent', { value: {}, configurable: true }));
  afterEach(() => Object.defineProperty(window, 'parent', { value: window, configurable: true }));

  test('it shows once the host page has told the viewport, placed in it', () => {
    const widget = framed();
    show({}, widget);
    expect(prompt()).toBeNull();
    act(() => void widget.transport.command({ type: 'viewport', info: { scrollTop: 0, viewportHeight: 800, offsetTop: 120 } }));
    expect(prompt()?.style.position).toBe('absolute');
  });

  test('a parent that never tells the viewport gets it after a wait, at the frame’s bottom', () => {
    show({}, framed());
    expect(prompt()).toBeNull();
    act(() => void vi.advanceTimersByTime(PROMPT_VIEWPORT_WAIT_MS));
    expect(prompt()).not.toBeNull();
  });
});
