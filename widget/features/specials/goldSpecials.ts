import { ApiError } from '../../api/ApiError';

export { isSpecialShown, shownSpecials } from '../../../shared/specials';

/**
 * The error a hidden gold special's page shows: the same words and status as the host's answer for a special the store
 * does not have (demo-host/http notFound), so the page is the ordinary not-found state and tells nothing of the deal.
 */
export const hiddenSpecialError = (storeId: number, specialId: number): ApiError =>
  new ApiError('http', `No special in store ${storeId} with id ${specialId}`, { status: 404, path: `/stores/${storeId}/specials/${specialId}` });
