import { useSignalValue } from '../state/useSignalValue';
import { useWidget } from './kit/WidgetContext';

/** The notification banner (001 §2): each notice hides itself after 6 s or when dismissed. */
export function NotificationBanner() {
  const { notifications, viewport } = useWidget();
  const list = useSignalValue(notifications.list);
  const view = useSignalValue(viewport);
  // In an iframe as tall as its content, the bottom of the iframe may be far below the screen: place the
  // notices at the bottom of the part of the widget the shopper can see.
  const style = view
    ? {
        position: 'absolute' as const,
        bottom: 'auto',
        top: Math.max(0, Math.min(view.scrollTop - view.offsetTop + view.viewportHeight, document.documentElement.scrollHeight) - 16),
        transform: 'translate(-50%, -100%)',
      }
    : undefined;
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
