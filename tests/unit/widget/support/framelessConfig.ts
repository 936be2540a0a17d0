import type { WidgetConfig } from '../../../../shared/protocol';

/** A framelessEmbed widget of store 1 on a partner page, opened on a page the router does not know (no fetch needed). */
export const framelessConfig = (extra: Partial<WidgetConfig> = {}): WidgetConfig => ({
  mode: 'framelessEmbed',
  storeId: 1,
  apiBase: 'https://host.test/api/v1',
  initialPath: '/no-such-page',
  hostOrigin: 'https://partner.test',
  urlSync: false,
  protocolVersion: 1,
  ...extra,
});
