import { storePaths, useFlag, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { isSpecialShown } from '../../../shared/specials';

/**
 * The bundle prompt (001 §4) from find_bundle_specials (001 §7) for the product just touched. A Gold members' bundle
 * is prompted for only under the gold-bundles flag (000 §1), as its page is shown only then.
 */
export function BundleNotice({ store }: { store: { id: number; name: string } | null }) {
  const { cart, router } = useWidget();
  const bundle = useSignalValue(cart.bundle);
  const goldShown = useFlag('gold-bundles');
  if (!bundle || bundle.status === 'none' || bundle.special_id === null || store === null) return null;
  if (!isSpecialShown(bundle, goldShown)) return null;
  const applied = bundle.status === 'applied';
  const others = bundle.discountable_product_ids.filter((id) => id !== bundle.touchedProductId).length;
  return (
    <div className={`cn-alert ${applied ? 'cn-alert--success' : 'cn-alert--info'}`} role="status">
      <p>
        {applied
          ? 'Bundle special applied to your bag.'
          : `This item is part of a bundle special${others > 0 ? ` with ${others} more eligible ${others === 1 ? 'product' : 'products'}` : ''}.`}
      </p>
      {!applied && (
        <button
          type="button"
          className="cn-btn cn-btn--small cn-btn--secondary"
          onClick={() => {
            cart.drawerOpen.value = false;
            router.navigate(storePaths(store).special(bundle.special_id!, 'bundle'));
          }}
        >
          See bundle
        </button>
      )}
      <button type="button" className="cn-icon-btn" aria-label="Dismiss bundle notice" onClick={() => (cart.bundle.value = null)}>
        ✕
      </button>
    </div>
  );
}
