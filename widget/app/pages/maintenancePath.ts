import { RETURN_TO_PARAM } from '../../../shared/routes/returnTo';

// 000 §2 Maintenance: /maintenance. The page the shopper wanted travels as return_to, as it does for /login.
export const MAINTENANCE_PATH = '/maintenance';

export const isMaintenancePath = (path: string) => path === MAINTENANCE_PATH || path.startsWith(`${MAINTENANCE_PATH}?`) || path.startsWith(`${MAINTENANCE_PATH}#`);

/** /maintenance, remembering the page the shopper was on (never /maintenance itself). */
export function maintenancePathFrom(current: string): string {
  if (isMaintenancePath(current) || !current.startsWith('/')) return MAINTENANCE_PATH;
  return `${MAINTENANCE_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(current)}`;
}
