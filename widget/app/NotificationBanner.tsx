import { useSignalValue } from '../state/useSignalValue';
import { useWidget } from './WidgetContext';

/** The notification banner (001 §2): each notice hides itself after 6 s or when dismissed. */
export function NotificationBanner() {
  const { notifications } = useWidget();
  const list = useSignalValue(notifications.list);
  return (
    <div className="cn-notices" aria-live="polite" aria-atomic="false">
      {list.map((notice) => (
        <div key={notice.id} className={`cn-notice cn-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{notice.message}</p>
          <button type="button" aria-label="Dismiss notification" onClick={() => notifications.dismiss(notice.id)}>
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
