import { Hono } from 'hono';
import { redemptionRefusal, type RedemptionRefusal } from '../../../shared/cart';
import { fromJson } from '../../db';
import { authenticateWith } from '../auth/authenticate';
import { outboxTransport } from '../mail';
import { assertPending, cartFor } from '../cart/cartAccess';
import { changeCart } from '../cart/cartTransaction';
import { loadStore, type CartData } from '../cart/loadCart';
import { loyaltyStanding } from '../cart/loyaltyStanding';
import { ApiError, jsonBody, parse, queryAndBody, queryOf } from '../../http';
import type { CommerceDeps } from '../deps';
import { checkCrmCode, issueCrmCode } from '../loyalty/crmAuthCodes';
import { crmIntegrationAnswer } from '../loyalty/crmIntegration';
import { withoutRedemption, withRedemption } from '../loyalty/cartRedemptions';
import { AUTOMATIC_ID_BASE } from '../loyalty/automaticRedemption';
import { cartState } from '../cart/cartState';
import { namedMember, type MemberLookup } from '../loyalty/loyaltyMembers';
import { ApplyCrmBody, CrmIntegrationQuery, IdParams, InitiateCrmAuthBody, RemoveCrmInput } from '../schemas';
import { changedCartAnswer } from './cartResponse';

/** 001 §8: a failed redemption answers error_message; the widget ends its applying state on it. */
const redemptionError = (message: string) => new ApiError('unprocessable', message, undefined, { error_message: message });

function refusalMessage(refusal: RedemptionRefusal, rewardName: string): string {
  switch (refusal.kind) {
    case 'not_signed_in':
      return 'Sign in to redeem loyalty rewards';
    case 'not_member':
      return "Join this store's loyalty program to redeem rewards";
    case 'wallet_locked':
      return "Your rewards wallet at this store is locked; rewards can't be redeemed right now";
    case 'max_count':
      return `${rewardName} can be redeemed ${refusal.max_count} time(s) per order`;
    case 'points':
      return `${rewardName} needs ${refusal.needed} points; you have ${refusal.available}`;
  }
}

export function crmRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  // A reward needs the cart's user to be a member with the points, checked on the locked cart against the
  // rewards it already holds (shared/cart redemptionRefusal); every pricing checks again (cartState), and checkout
  // spends the points (commerce/loyalty reservationPoints).
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
      const refusal = redemptionRefusal(reward, await loyaltyStanding({ db: trx }, locked.user_id, store), data.crm_redemptions ?? []);
      if (refusal) throw redemptionError(refusalMessage(refusal, reward.reward_name));
      const set: Record<string, unknown> = { data: JSON.stringify(withRedemption(data, reward, loyalty.provider)) };
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
      // An automatic redemption is not kept on the cart: the pricing that decided it names it.
      const automatic = q.id >= AUTOMATIC_ID_BASE ? (await cartState(deps, locked, trx)).automatic : [];
      const data = withoutRedemption(fromJson<CartData>(locked.data, {}), q.id, automatic);
      if (!data) throw new ApiError('not_found', 'Redemption not found');
      await trx
        .updateTable('carts')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', locked.id)
        .execute();
    });
    return changedCartAnswer(deps, c, cart.uuid);
  });

  // The loyalty provider's sign-in: a one-time code to the e-mail of the membership the shopper names (its member
  // number or e-mail; else their account's e-mail), which links it to their account once typed back
  // (GET crm_integration with auth_code). The provider would send it; this host only simulates one, so the code
  // goes to the outbox the demo shows, never to a mailbox. The answer is the same whether or not such a member exists.
  app.post('/carts/initiate_crm_auth', async (c) => {
    const body = parse(InitiateCrmAuthBody, await jsonBody(c), 'body');
    const { cart, userId } = await cartFor(deps, c, body.cart_uuid);
    const store = cart.store_id != null ? await loadStore(deps, cart.store_id) : null;
    const program = store?.data.loyalty;
    if (!store || !program) throw redemptionError('This store has no loyalty program');
    if (userId === null) throw redemptionError('Sign in to link your loyalty membership');
    const member = await namedMember(deps.db, store.row.id, program.provider, await lookupOf(userId, { crmMemberId: body.crm_member_id, email: body.email }));
    if (member && member.user_id !== userId) {
      const code = await issueCrmCode(deps.db, userId, member, deps.now());
      await outboxTransport(deps.db, deps.now).deliver({
        kind: 'crm_auth',
        to: member.email,
        subject: `${store.row.name} loyalty code`,
        text: `Your ${program.provider} verification code for member ${member.crm_member_id} is ${code}. It works for 15 minutes.`,
      });
    }
    return c.json({ message: 'If that membership exists, we sent a 6-character code to its e-mail' });
  });

  // 001 §7: the shopper's standing in the store's program; with auth_code (001 §5 rules), the code
  // initiate_crm_auth sent, which links its membership to the signed-in account first.
  app.get('/stores/:id/crm_integration', async (c) => {
    const { id } = parse(IdParams, c.req.param(), 'params');
    const query = parse(CrmIntegrationQuery, queryOf(c), 'query');
    const store = await loadStore(deps, id);
    if (!store) throw new ApiError('not_found', 'Store not found');
    const userId = await authenticateWith(deps, c);
    const error = query.auth_code !== undefined && store.data.loyalty ? await codeError(store.row.id, userId, query.auth_code) : null;
    return c.json(await crmIntegrationAnswer(deps, store, userId, error));
  });

  /** Why a typed code linked nothing, or null when it linked its membership. */
  async function codeError(storeId: number, userId: number | null, code: string): Promise<string | null> {
    if (userId === null) return 'Sign in to link your loyalty membership';
    const check = await checkCrmCode(deps.db, storeId, userId, code, deps.now());
    if (check === 'wrong') return 'That code is not right';
    if (check === 'expired') return 'That code has expired; ask for a new one';
    return null;
  }

  /** The membership a shopper names, else the one with their account's e-mail. */
  async function lookupOf(userId: number, named: MemberLookup): Promise<MemberLookup> {
    if (named.crmMemberId || named.email) return named;
    const user = await deps.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    return { email: user?.email };
  }
  return app;
}
