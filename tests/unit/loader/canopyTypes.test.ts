// The partner declarations (loader/canopy.d.ts, shipped as dist/canopy.d.ts) checked two ways: they say the
// same as shared/protocol/, and the usage the embedding guide shows typechecks (`npm run typecheck`), while
// misuse does not (@ts-expect-error fails the typecheck when the error goes away).
import { describe, expectTypeOf, test } from 'vitest';
import type { CanopyApi, CanopyEmbed, CanopyMessage, CanopyMessagePayloads, CanopyMode, CanopyStub } from '../../../loader/canopy';
import type { EMBED_MODES } from '../../../loader/parseOptions';
import type { HostMessage, MessagePayloads } from '../../../shared/protocol';

describe('loader/canopy.d.ts', () => {
  test('matches the protocol', () => {
    expectTypeOf<CanopyMessage>().toEqualTypeOf<HostMessage>();
    expectTypeOf<CanopyMessagePayloads>().toEqualTypeOf<MessagePayloads>();
    expectTypeOf<CanopyMode>().toEqualTypeOf<(typeof EMBED_MODES)[number]>();
  });

  test('the embedding guide’s usage typechecks', () => {
    const usage = (win: Window) => {
      const stub: CanopyStub | CanopyApi = win.Canopy || { q: [] };
      win.Canopy = stub;
      stub.q.push(['mount', { storeId: 12, target: '#canopy-menu' }, (embed) => embed?.on('cart', (cart) => cart.total)]);

      const api = win.Canopy as CanopyApi;
      const embed = api.mount({ storeId: '12', target: document.body, mode: 'whiteLabel', theme: { primary: '#0a7' }, urlSync: false });
      if (!embed) return;
      embed
        .on('route', (payload, message) => {
          expectTypeOf(payload.path).toEqualTypeOf<string>();
          expectTypeOf(message.type).toEqualTypeOf<'route'>();
        })
        .on('cart', ({ count, total }) => count + total);
      embed.navigate('/cart');
      void embed.ready.then((ready) => expectTypeOf(ready.storeId).toEqualTypeOf<number | null>());
      void embed.getState();
      embed.destroy();

      addEventListener('message', (event: MessageEvent<CanopyMessage>) => {
        if (event.data?.source === 'canopy' && event.data.type === 'checkout') {
          expectTypeOf(event.data.payload.amount).toEqualTypeOf<number>();
        }
      });

      api.mount({ storeId: 1, auth: false });
      api.mount({ storeId: 1, auth: 'off' });

      // @ts-expect-error an unknown mode
      api.mount({ storeId: 1, mode: 'shop' });
      // @ts-expect-error auth is on or off
      api.mount({ storeId: 1, auth: 'no' });
      // @ts-expect-error an unknown message type
      embed.on('purchase', () => undefined);
      // @ts-expect-error a route payload has no total
      embed.on('route', (payload) => payload.total);
      expectTypeOf<CanopyEmbed['ready']>().toEqualTypeOf<Promise<CanopyMessagePayloads['ready']>>();
    };
    expectTypeOf(usage).toBeFunction();
  });
});
