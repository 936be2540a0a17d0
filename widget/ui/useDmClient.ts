import { useMemo } from 'react';
import { dmEndpoint } from '../../shared/merchandising';
import type { Store } from '../../shared/types';
import { createDmClient, type DmClient } from '../api/dmClient';
import { useWidget } from '../app';

/**
 * The merchandising service's client for `store` (001 §7): `/dm` on the API's origin, or the operator's
 * `merchandising_url` when it is a valid URL (001 §5). The shopper goes as the widget's session does: its bearer
 * token, or in framelessEmbed the host's session cookie.
 */
export function useDmClient(store: Pick<Store, 'merchandising_url'> | undefined): DmClient {
  const widget = useWidget();
  const base = dmEndpoint(widget.config.apiBase, store?.merchandising_url);
  return useMemo(() => {
    const cookieSession = widget.config.mode === 'framelessEmbed';
    const beacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined;
    return createDmClient({ base, auth: { token: () => widget.session.token.peek(), cookieSession }, sendBeacon: beacon });
  }, [widget, base]);
}
