export { ComingLaterPage } from './ComingLaterPage';
export { MaintenancePage } from './MaintenancePage';
export { NotFoundPage } from './NotFoundPage';
export { OOPS_MESSAGE, OOPS_TITLE, OopsPage } from './OopsPage';
