import { Hono } from 'hono';
import { authenticateWith } from '../auth/authenticate';
import { cartFor } from '../cart/cartAccess';
import { addProduct, deleteProduct, deleteUnavailable, updateProduct } from '../cart/cartProducts';
import { cartState } from '../cart/cartState';
import type { CommerceDeps } from '../deps';
import { jsonBody, parse, queryAndBody } from '../../http';
import { CartProductBodySchema, CartProductDeleteSchema, CartProductPatchSchema } from '../../../shared/schemas';
import { CartUuidInput, ProductIdParams } from '../schemas';
import { changedCartAnswer, changedCartState } from './cartResponse';
import { cartView } from '../cart/cartView';

export function cartProductRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  // 001 §7: answers { cart_uuid }; the priced cart comes along so the widget needs no second call.
  app.post('/cart_products', async (c) => {
    const body = parse(CartProductBodySchema, await jsonBody(c), 'body');
    const existing = body.cart_uuid ? (await cartFor(deps, c, body.cart_uuid)).cart : null;
    const userId = await authenticateWith(deps, c);
    const uuid = await addProduct(deps, userId, body, existing);
    const state = await changedCartState(deps, uuid);
    return c.json({ cart_uuid: uuid, cart: cartView(state, deps.now()) }, existing ? 200 : 201);
  });

  // Registered before /cart_products/:productId so 'unavailable' is not read as an id.
  app.delete('/cart_products/unavailable', async (c) => {
    const q = parse(CartUuidInput, await queryAndBody(c), 'query');
    const { cart, userId } = await cartFor(deps, c, q.cart_uuid);
    const state = await cartState(deps, cart);
    await deleteUnavailable(deps, userId, cart, state.unavailable);
    return changedCartAnswer(deps, c, cart.uuid);
  });

  app.patch('/cart_products/:productId', async (c) => {
    const { productId } = parse(ProductIdParams, c.req.param(), 'params');
    const body = parse(CartProductPatchSchema, await jsonBody(c), 'body');
    const { cart, userId } = await cartFor(deps, c, body.cart_uuid);
    await updateProduct(deps, userId, cart, productId, body.product.price_id, body.product.count);
    return changedCartAnswer(deps, c, cart.uuid);
  });

  app.delete('/cart_products/:productId', async (c) => {
    const { productId } = parse(ProductIdParams, c.req.param(), 'params');
    const q = parse(CartProductDeleteSchema, await queryAndBody(c), 'query');
    const { cart, userId } = await cartFor(deps, c, q.cart_uuid);
    await deleteProduct(deps, userId, cart, productId, q.price_id);
    return changedCartAnswer(deps, c, cart.uuid);
  });
  return app;
}
