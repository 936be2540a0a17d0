import { useEffect, useState } from 'react';
import { isAbort } from '../../api/ApiError';
import type { Reservation } from '../../api/checkout';
import type { Http } from '../../api/createHttp';
import { retrieveLastReservation } from '../../api/reservations';

/**
 * The signed-in shopper's newest reservation (GET /reservations, newest first), read once each time the bag opens
 * while `wanted`: undefined until it answers, null for none or when it cannot be read (then only the other saved
 * details count).
 */
export function useLastReservation(http: Http, wanted: boolean): Reservation | null | undefined {
  const [last, setLast] = useState<Reservation | null | undefined>(undefined);
  useEffect(() => {
    setLast(undefined);
    if (!wanted) return;
    const controller = new AbortController();
    retrieveLastReservation(http, controller.signal).then(
      (reservation) => setLast(reservation),
      (error: unknown) => {
        if (isAbort(error)) return;
        console.warn('[canopy] the last reservation could not be read; one-click checkout uses the other saved details', error);
        setLast(null);
      },
    );
    return () => controller.abort();
  }, [http, wanted]);
  return last;
}
