import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { redemptionRefusal, type RedemptionRefusal } from '../../../shared/cart';
import { fromJson } from '../../db';
import { outboxTransport } from '../mail';
import { assertPending, cartFor } from '../cart/cartAccess';
import { changeCart } from '../cart/cartTransaction';
import { loadStore, type CartData } from '../cart/loadCart';
import { loyaltyStanding } from '../cart/loyaltyStanding';
import { ApiError, jsonBody, parse, queryAndBody, queryOf } from '../../http';
import type { CommerceDeps } from '../deps';
import { ApplyCrmBody, CartUuidInput, CrmIntegrationQuery, IdParams, RemoveCrmInput } from '../schemas';
import { changedCartAnswer } from './cartResponse';

/** 001 §8: a failed redemption answers error_message; the widget ends its applying state on it. */
const redemptionError = (message: string) => new ApiError('unprocessable', message, undefined, { error_message: message });

function refusalMessage(refusal: RedemptionRefusal, rewardName: string): string {
  switch (refusal.kind) {
    case 'not_signed_in':
      return 'Sign in to redeem loyalty rewards';
    case 'not_member':
      return "Join this store's loyalty program to redeem rewards";
    case 'max_count':
      return `${rewardName} can be redeemed ${refusal.max_count} time(s) per order`;
    case 'points':
      return `${rewardName} needs ${refusal.needed} points; you have ${refusal.available}`;
  }
}

export function crmRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  // A reward needs the cart's user to be a member with the points, checked on the locked cart against the
  // rewards it already holds (shared/cart redemptionRefusal); every pricing checks again (cartState).
  app.post('/carts/apply_crm_redemption', async (c) => {
    const body = parse(ApplyCrmBody, await jsonBody(c), 'body');
    const { cart, userId } = await cartFor(deps, c, body.cart_uuid);
    assertPending(cart);
    const store = cart.store_id != null ? await loadStore(deps, cart.store_id) : null;
    const loyalty = store?.data.loyalty;
    if (!store || !loyalty) throw redemptionError('This store has no loyalty program');
    const reward = loyalty.redeemable_rewards.find((r) => r.reward_name === body.reward_name);
    if (!reward) throw redemptionError(`${body.reward_name} is not a reward of this store`);
    await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
      const data = fromJson<CartData>(locked.data, {});
      const held = data.crm_redemptions ?? [];
      const refusal = redemptionRefusal(reward, await loyaltyStanding({ ...deps, db: trx }, locked.user_id, store), held);
      if (refusal) throw redemptionError(refusalMessage(refusal, reward.reward_name));
      const id = held.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      // Store loyalty money is cents in the database (demo-host/db/data.ts).
      held.push({ id, crm_provider: loyalty.provider, reward_name: reward.reward_name, point_value: reward.point_value, cash_reward: reward.cash_reward });
      const set: Record<string, unknown> = { data: JSON.stringify({ ...data, crm_redemptions: held }) };
      if (body.delivery_address) set.delivery_address_json = JSON.stringify(body.delivery_address);
      await trx.updateTable('carts').set(set).where('id', '=', locked.id).execute();
    });
    return changedCartAnswer(deps, c, cart.uuid);
  });

  app.delete('/carts/remove_crm_redemption', async (c) => {
    const q = parse(RemoveCrmInput, await queryAndBody(c), 'query');
    const { cart, userId } = await cartFor(deps, c, q.cart_uuid);
    assertPending(cart);
    await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
      const data = fromJson<CartData>(locked.data, {});
      const held = data.crm_redemptions ?? [];
      if (!held.some((r) => r.id === q.id)) throw new ApiError('not_found', 'Redemption not found');
      await trx
        .updateTable('carts')
        .set({ data: JSON.stringify({ ...data, crm_redemptions: held.filter((r) => r.id !== q.id) }) })
        .where('id', '=', locked.id)
        .execute();
    });
    return changedCartAnswer(deps, c, cart.uuid);
  });

  // The loyalty provider's sign-in: a one-time code. The provider would send it; this host only simulates one, so
  // the code goes to the outbox the demo shows, never to a shopper's mailbox.
  app.post('/carts/initiate_crm_auth', async (c) => {
    const body = parse(CartUuidInput, await jsonBody(c), 'body');
    const { cart, userId } = await cartFor(deps, c, body.cart_uuid);
    const store = cart.store_id != null ? await loadStore(deps, cart.store_id) : null;
    if (!store?.data.loyalty) throw redemptionError('This store has no loyalty program');
    const user = userId !== null ? await deps.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst() : null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await outboxTransport(deps.db, deps.now).deliver({
      kind: 'crm_auth',
      to: user?.email ?? `cart ${cart.uuid}`,
      subject: `${store.row.name} loyalty code`,
      text: `Your ${store.data.loyalty.provider} verification code is ${code}`,
    });
    return c.json({ message: 'A verification code has been sent' });
  });

  app.get('/stores/:id/crm_integration', async (c) => {
    const { id } = parse(IdParams, c.req.param(), 'params');
    parse(CrmIntegrationQuery, queryOf(c), 'query');
    const store = await loadStore(deps, id);
    if (!store) throw new ApiError('not_found', 'Store not found');
    const loyalty = store.data.loyalty;
    return c.json({
      crm_integration: !!loyalty,
      integration_type: loyalty ? (loyalty.provider === 'springbig' ? 'phone' : 'email') : null,
      error: null,
    });
  });
  return app;
}
