import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { PLACEMENTS, type Placement } from '../../shared/merchandising';
import { sameSecret } from '../http';
import type { EngagementSource } from './ranking/types';

// 001 §7: ad_token, kevel_token and my_high_d are opaque to the widget, which sends them back with the impression and
// the click. Canopy's are `<base64url JSON>.<base64url HMAC>`: the JSON names the store, the placement, the flight
// (sponsored products only) and the product; the HMAC, keyed with the host's secret, makes a forged or edited token
// read as no token at all (the event is then not attributed, never refused with a 5xx). The three carry the same
// token (kevel_token on sponsored products only): one signature per answered product.

const MAX_ID = 2_147_483_647;
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));
const PayloadSchema = v.object({
  s: Id,
  p: v.nullable(v.picklist(PLACEMENTS)),
  f: v.nullable(Id),
  i: Id,
});
type Payload = v.InferOutput<typeof PayloadSchema>;

export interface ProductTokens {
  ad_token: string;
  kevel_token: string | null;
  my_high_d: string;
}

export interface EngagementTokens {
  /** The tokens of one answered product: kevel_token only when it is sponsored (flightId set). */
  issue(source: EngagementSource, productId: number): ProductTokens;
  /** Where the product's engagement came from, from the first of its tokens that is genuine and names this product; null otherwise. */
  read(tokens: readonly (string | null | undefined)[], productId: number): EngagementSource | null;
}

export function createEngagementTokens(key: string | Buffer): EngagementTokens {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);
  const make = (source: EngagementSource, productId: number) => {
    const payload: Payload = { s: source.storeId, p: source.placement, f: source.flightId, i: productId };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${sign(body)}`;
  };
  const readOne = (token: string, productId: number): EngagementSource | null => {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined || !sameSecret(signature, sign(body))) return null;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = v.safeParse(PayloadSchema, json);
    if (!parsed.success || parsed.output.i !== productId) return null;
    return { storeId: parsed.output.s, placement: parsed.output.p as Placement | null, flightId: parsed.output.f };
  };
  return {
    issue(source, productId) {
      const token = make(source, productId);
      return { ad_token: token, kevel_token: source.flightId === null ? null : token, my_high_d: token };
    },
    read(tokens, productId) {
      for (const token of tokens) {
        const source = token ? readOne(token, productId) : null;
        if (source) return source;
      }
      return null;
    },
  };
}
