import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useWidget } from '../../app';
import { useSignalSelect } from '../../state/useSignalValue';
import type { DmClient } from '../../api/dmClient';
import { sendClick, type RankedItem } from './rowEvents';

export interface RankedCardProps {
  readonly product: RankedItem;
  readonly observe: (element: Element | null, product: RankedItem) => void;
  readonly storeId: number;
  readonly client: DmClient;
  readonly children: ReactNode;
}

/** A ranked card (a row's, or the budtender's): watched for its impression; opening it is a click, and so is adding it once the bag has it. */
export function RankedCard({ product, observe, storeId, client, children }: RankedCardProps) {
  const widget = useWidget();
  const status = useSignalSelect(widget.cart.status, (adding) => adding[product.product_id]?.state);
  const addAsked = useRef(false);
  useEffect(() => {
    if (!addAsked.current || status === 'adding') return;
    addAsked.current = false;
    if (status === 'added') sendClick(widget, client, product, storeId, true);
  }, [status, widget, client, product, storeId]);
  const onClick = (event: { target: EventTarget | null }) => {
    const target = event.target as Element | null;
    const add = target?.closest('.cn-pcard__add');
    if (add) {
      if (!add.hasAttribute('disabled') && add.getAttribute('aria-disabled') !== 'true') addAsked.current = true;
    } else if (target?.closest('a')) {
      sendClick(widget, client, product, storeId, false);
    }
  };
  return (
    <div className="cn-rcard" ref={(element) => observe(element, product)} onClickCapture={onClick}>
      {children}
    </div>
  );
}
