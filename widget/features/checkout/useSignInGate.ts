import { useState } from 'react';
import { takesBuyersWithoutAccount, type ContactPolicy } from '../../../shared/fulfilment';
import type { Store } from '../../../shared/types';
import { retrieveCart } from '../../api/carts';
import type { Http } from '../../api/createHttp';
import type { SignInReason } from './AccountNotices';

export interface SignInGate {
  /** Why this checkout needs a sign-in before Place order, or null. */
  readonly reason: SignInReason | null;
  /** Whether the contact fields stand in for the account: no session, and the store and the bag take a guest. */
  readonly asGuest: boolean;
  /** Place order waits for a sign-in. */
  readonly blocked: boolean;
  /** The checkout answered 401 to a signed-in shopper: the request layer has cleared the session. */
  sessionEnded(): Promise<void>;
}

/**
 * Who places the order. Signed in: the account. Signed out: a guest, where the store takes guest orders (000 §3
 * guest_checkout_setting); after a session ended mid-checkout, only if the bag is still reachable without it (a
 * bag that became the account's answers 404 to a guest, so that shopper logs in again instead). A kiosk whose
 * store places its orders without an account (kiosk_anonymous_checkout) takes them whatever guest checkout says.
 */
export function useSignInGate(http: Http, store: Store, cartUuid: string, signedIn: boolean, guestRoute: boolean, contact: ContactPolicy = 'required'): SignInGate {
  // null while the bag is being checked after the session ended.
  const [ended, setEnded] = useState<{ bagReachable: boolean | null } | null>(null);
  const guestsAllowed = takesBuyersWithoutAccount(contact, store.guest_checkout_setting);
  const endedHere = ended !== null && !signedIn;
  const reason: SignInReason | null = signedIn
    ? null
    : endedHere
      ? { kind: 'ended', guestCanContinue: guestsAllowed && ended.bagReachable === true }
      : guestsAllowed
        ? null
        : { kind: 'required' };
  const blocked = reason !== null && !(reason.kind === 'ended' && reason.guestCanContinue);
  return {
    reason,
    asGuest: (guestRoute || !signedIn) && !blocked,
    blocked,
    async sessionEnded() {
      setEnded({ bagReachable: null });
      const bagReachable = await retrieveCart(http, cartUuid).then(
        () => true,
        () => false,
      );
      setEnded({ bagReachable });
    },
  };
}
