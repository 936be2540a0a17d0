import { modeBase } from '../../../shared/routes';
import type { WidgetInstance } from '../createWidgetInstance';

/**
 * The base the widget's routes live under here (DESIGN §1.4: '', '/embed', '/embed/stores/3', …), so a link the
 * host mails (a password reset) opens the widget in the same mode. An iframe reads it from its router, which
 * knows the real address (a partner-hosted path included); framelessEmbed routes in memory, so its mode names it.
 */
export function modeBaseOf(widget: Pick<WidgetInstance, 'router' | 'config'>): string {
  const probe = '/reset-password';
  const href = widget.router.href(probe);
  if (widget.config.mode !== 'framelessEmbed' && href.startsWith('/') && href.endsWith(probe)) return href.slice(0, -probe.length);
  try {
    return modeBase(widget.config);
  } catch {
    return '';
  }
}
