import { useSignalValue } from '../state/useSignalValue';
import { visibleBottomTop } from '../ui/visibleBottom';
import { useWidget } from './kit/WidgetContext';

/** The notification banner (001 §2): each notice hides itself after 6 s or when dismissed. */
export function NotificationBanner() {
  const { notifications, viewport } = useWidget();
  const list = useSignalValue(notifications.list);
  const view = useSignalValue(viewport);
  // No viewport in the server's first view, and no document there either.
  const top = view ? visibleBottomTop(view, document) : null;
  const style = top === null ? undefined : { position: 'absolute' as const, bottom: 'auto', top, transform: 'translate(-50%, -100%)' };
  return (
    <div className="cn-notices" aria-live="polite" aria-atomic="false" style={style}>
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
