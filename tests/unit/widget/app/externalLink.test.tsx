import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AppMode } from '../../../../shared/types';
import { ExternalLink } from '../../../../widget/app';
import { isFramed } from '../../../../widget/app/kit/ExternalLink';
import { createTestWidget, renderInWidget } from '../support/testWidget';

// 000 §1 iframe-redirects: a link that leaves the widget opens in a new tab, unless the flag is on and the widget is
// in an iframe; then it leaves in the shopper's own tab (target _top).

afterEach(() => vi.restoreAllMocks());

function linkIn(mode: AppMode, { flag, framed }: { flag: boolean; framed: boolean }) {
  if (framed) vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  const widget = createTestWidget({ config: { mode, flagOverrides: flag ? 'featureFlagsOn=iframe-redirects' : '' } });
  const view = renderInWidget(<ExternalLink href="https://maps.example/?q=1">Get directions</ExternalLink>, widget);
  return view.getByRole('link');
}

describe('ExternalLink', () => {
  test.each([
    ['flag off, in an iframe: a new tab, and it says so', 'embedded', false, true, '_blank', 'Get directions (opens in a new tab)'],
    ['flag on, in an iframe: the shopper’s own tab', 'embedded', true, true, '_top', 'Get directions'],
    ['flag on, white label in an iframe: the same', 'whiteLabel', true, true, '_top', 'Get directions'],
    ['flag on, framelessEmbed (no iframe to leave): a new tab', 'framelessEmbed', true, false, '_blank', 'Get directions (opens in a new tab)'],
    ['flag on, a page of its own (not framed): a new tab', 'default', true, false, '_blank', 'Get directions (opens in a new tab)'],
  ] as const)('%s', (_case, mode, flag, framed, target, name) => {
    const link = linkIn(mode, { flag, framed });
    expect(link.getAttribute('target')).toBe(target);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://maps.example/?q=1');
    expect(link.textContent).toBe(name);
  });

  test('a frame whose parent it may not read counts as framed', () => {
    const win = {
      self: {},
      get top(): Window {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    } as unknown as Window;
    expect(isFramed(win)).toBe(true);
  });
});
