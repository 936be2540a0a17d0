import { Hono } from 'hono';
import { authenticateWith } from '../auth/authenticate';
import { addProduct, deleteProduct, deleteUnavailable, updateProduct } from '../cart/lineChanges';
import type { CommerceDeps } from '../deps';
import { jsonBody, parse, queryAndBody } from '../../http';
import { CartProductBodySchema, CartProductDeleteSchema, CartProductPatchSchema } from '../../../shared/schemas';
import { CartUuidInput, ProductIdParams } from '../schemas';
import { cartAnswer, lineChangeAnswer } from './cartResponse';

// 001 §7 cart products. Every change answers the cart it leaves, priced once, with its POS totals and the bundle
// prompt of the product touched (lineChangeAnswer): the widget asks nothing more after a change.
export function cartProductRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  // 001 §7: answers { cart_uuid }, and the rest of a change's answer beside it.
  app.post('/cart_products', async (c) => {
    const body = parse(CartProductBodySchema, await jsonBody(c), 'body');
    const userId = await authenticateWith(deps, c);
    const { uuid, state } = await addProduct(deps, userId, body);
    return lineChangeAnswer(deps, c, state, body.product.product_id, { cart_uuid: uuid }, body.cart_uuid ? 200 : 201);
  });

  // Registered before /cart_products/:productId so 'unavailable' is not read as an id.
  app.delete('/cart_products/unavailable', async (c) => {
    const q = parse(CartUuidInput, await queryAndBody(c), 'query');
    return cartAnswer(deps, c, await deleteUnavailable(deps, await authenticateWith(deps, c), q.cart_uuid));
  });

  app.patch('/cart_products/:productId', async (c) => {
    const { productId } = parse(ProductIdParams, c.req.param(), 'params');
    const body = parse(CartProductPatchSchema, await jsonBody(c), 'body');
    const state = await updateProduct(deps, await authenticateWith(deps, c), body.cart_uuid, productId, body.product.price_id, body.product.count);
    return lineChangeAnswer(deps, c, state, productId);
  });

  app.delete('/cart_products/:productId', async (c) => {
    const { productId } = parse(ProductIdParams, c.req.param(), 'params');
    const q = parse(CartProductDeleteSchema, await queryAndBody(c), 'query');
    const state = await deleteProduct(deps, await authenticateWith(deps, c), q.cart_uuid, productId, q.price_id);
    return lineChangeAnswer(deps, c, state, productId);
  });
  return app;
}
