import { useState } from 'react';
import { RETURN_TO_PARAM, safeReturnPath } from '../../../shared/routes/returnTo';
import { useSignalValue } from '../../state/useSignalValue';
import { useTitle } from '../kit/useTitle';
import { useWidget } from '../kit/WidgetContext';
import { isMaintenancePath } from './maintenancePath';

/**
 * 000 §8: status 420 means maintenance; the shopper can reload once it is over. Reload asks the host first: still
 * down, the shopper stays and is told so; answering again, the shopper goes to the page they wanted (return_to),
 * in place of this one, so Back does not lead here again.
 */
export function MaintenancePage() {
  useTitle('Down for maintenance');
  const { http, router } = useWidget();
  const path = useSignalValue(router.path);
  const [state, setState] = useState<'idle' | 'checking' | 'still-down'>('idle');
  const reload = async () => {
    setState('checking');
    try {
      // Any catalogue call answers 420 while the host is in maintenance; one brand is the cheapest answer.
      await http.get('/brands', { query: { per_page: 1 }, quiet: true });
    } catch {
      setState('still-down');
      return;
    }
    router.navigate(wantedPage(path), { replace: true });
  };
  return (
    <section className="cn-state" aria-labelledby="cn-mt-title">
      <div className="cn-state__icon" aria-hidden="true">
        ⚙
      </div>
      <h1 id="cn-mt-title" className="cn-h1">
        We'll be right back
      </h1>
      <p className="cn-muted">The menu is down for scheduled maintenance. Please try again in a few minutes.</p>
      <button type="button" className="cn-btn cn-btn--primary" aria-disabled={state === 'checking' || undefined} onClick={() => state !== 'checking' && void reload()}>
        {state === 'checking' ? 'Checking…' : 'Reload'}
      </button>
      <p role="status" className="cn-muted">
        {state === 'still-down' ? 'The menu is still down for maintenance. Please try again in a minute.' : ''}
      </p>
    </section>
  );
}

/** The page the shopper wanted, from return_to; a path leaving the widget, or none, gives the start page. */
function wantedPage(path: string): string {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  const wanted = safeReturnPath(new URLSearchParams(query).get(RETURN_TO_PARAM));
  return wanted && !isMaintenancePath(wanted) ? wanted : '/';
}
