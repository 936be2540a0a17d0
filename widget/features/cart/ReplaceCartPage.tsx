import { useStyles, useTitle, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { EmptyBag } from '../../ui/EmptyBag';
import { ReplaceCartPrompt } from './ReplaceCartPrompt';
import { cartCss } from '../../ui/cartCss';

/** 001 §2 /replaceCart: the replace-cart question as a page in the embedded modes. */
export function ReplaceCartPage() {
  useStyles('cart', cartCss);
  useTitle('Start a new bag?');
  const { cart, router } = useWidget();
  const request = useSignalValue(cart.replaceRequest);
  if (!request) return <EmptyBag menu="/menu" />;
  const back = () => {
    cart.replaceRequest.value = null;
    router.navigate('/menu');
  };
  return (
    <div className="cn-panel" style={{ maxWidth: 520, margin: '24px auto', display: 'grid', gap: 14 }}>
      <ReplaceCartPrompt
        request={request}
        headingLevel={1}
        onKeep={back}
        onReplace={async () => {
          if (await cart.replaceCart({ suppressDrawer: true })) router.navigate('/cart');
        }}
      />
    </div>
  );
}
