import { useState } from 'react';
import { retrieveReservation } from '../../api/checkout';
import type { Reservation } from '../../api/checkout';
import { useResource, useWidget } from '../../app';
import type { Resource } from '../../app';
import { useRetry } from '../../ui/useRetry';
import { useSignalValue } from '../../state/useSignalValue';

export type ReservationResource = Resource<Reservation> & { retry: () => void };

/**
 * The signed-in shopper's reservation by id, asked for once per visit of a page: a store moves it through its
 * states and a review changes it, so a page opened again shows it as it is now, not as the cache kept it.
 * Nothing is asked for without a session (the page is on its way to /login).
 */
export function useReservation(id: number | null): ReservationResource {
  const { http, session } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  const [openedAt] = useState(() => Date.now());
  const { key, retry } = useRetry(id === null || !signedIn ? null : `reservation:${id}@${openedAt}`);
  const resource = useResource(key, (signal) => retrieveReservation(http, id!, signal));
  return { ...resource, retry };
}
