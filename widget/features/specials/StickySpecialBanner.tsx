import { STICKY_BANNER_HEIGHT_PX } from '../../../shared/constants';
import type { SpecialType } from '../../../shared/types';
import { useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { SpecialIcon } from './SpecialIcon';

/**
 * 000 §2, §9: on small screens, once the summary has scrolled out of view, a 76 px banner keeps the deal
 * in sight. It sits at the top of the visible area: the window's top where the widget's window scrolls,
 * else the host page's visible top inside the tall iframe (the shell's stickyTop), below a fixed header.
 */
export function StickySpecialBanner({ title, offer, status, type, dim }: { title: string; offer: string | null; status: string; type: SpecialType; dim: boolean }) {
  const { stickyTop, pageTopInset } = useWidget();
  const top = useSignalValue(stickyTop);
  // framelessEmbed: fixed in the partner's own window, so below the partner's fixed header (pageTopInset).
  const pageInset = useSignalValue(pageTopInset);
  const style = top > 0 ? { position: 'absolute' as const, top, height: STICKY_BANNER_HEIGHT_PX } : { position: 'fixed' as const, top: pageInset, height: STICKY_BANNER_HEIGHT_PX };
  return (
    <div className="cn-spbanner" style={style} role="region" aria-label="Deal summary" data-testid="special-sticky-banner">
      <SpecialIcon type={type} dim={dim} size="small" />
      <div className="cn-spbanner__text">
        <p className="cn-spbanner__title">{title}</p>
        <p className="cn-spbanner__meta">
          {offer && <strong>{offer}</strong>}
          <span>{status}</span>
        </p>
      </div>
    </div>
  );
}
