import { useState } from 'react';
import { savableAddress } from '../../../shared/cart';
import { postalCodeField } from '../../../shared/forms';
import type { ServerCart } from '../../../shared/cart';
import { dollarsToCents } from '../../../shared/money';
import type { Store } from '../../../shared/types';
import { lookupSalesTaxRate } from '../../api/carts';
import type { SalesTaxLookup } from '../../api/carts';
import type { Http } from '../../api/createHttp';
import type { CartState } from '../../state/cart';
import { DeliveryNotice } from './DeliveryNotice';
import { Field } from './Field';
import type { CheckoutForm } from './useCheckoutForm';

/**
 * The delivery address (001 §3; 001 §4: a non-empty street), saved on the cart once complete so its
 * totals price delivery there, with the sales-tax lookup and the fee and minimum the store answers. The postal code
 * and the region follow the store's country (shared/forms postalCodeField): a Canadian store's postal code, else a US ZIP.
 */
export function AddressSection({ form, cart, remote, http, store }: { form: CheckoutForm; cart: CartState; remote: ServerCart; http: Http; store: Store }) {
  const { values, shown } = form;
  const [tax, setTax] = useState<SalesTaxLookup | null>(null);
  const [checking, setChecking] = useState(false);
  const postal = postalCodeField(store.country_code);
  const save = async () => {
    const address = savableAddress(values, store.country_code);
    if (!address) return;
    const saved = remote.deliveryAddress;
    if (saved && saved.street === address.street && saved.zipcode === address.zipcode && saved.city === address.city && saved.state_code === address.state_code) return;
    setChecking(true);
    await cart.saveDeliveryAddress(address);
    lookupSalesTaxRate(http, remote.uuid, address, 'delivery').then(setTax, (error) => console.warn('[canopy] sales tax lookup failed', error));
    setChecking(false);
  };
  const onBlur = (field: 'street' | 'city' | 'state_code' | 'zipcode') => () => {
    form.blur(field);
    void save();
  };
  const minimum = remote.deliveryMinimumCents ?? dollarsToCents(store.delivery_minimum);
  return (
    <div className="cn-fields">
      <Field
        id="cn-street"
        label="Street address"
        autoComplete="address-line1"
        required
        value={values.street}
        error={shown.street}
        onChange={(e) => form.set('street', e.currentTarget.value)}
        onBlur={onBlur('street')}
      />
      <div className="cn-fields cn-fields--3">
        <Field
          id="cn-city"
          label="City"
          autoComplete="address-level2"
          required
          value={values.city}
          error={shown.city}
          onChange={(e) => form.set('city', e.currentTarget.value)}
          onBlur={onBlur('city')}
        />
        <Field
          id="cn-state"
          label={postal.regionLabel}
          autoComplete="address-level1"
          maxLength={2}
          value={values.state_code}
          error={shown.state_code}
          onChange={(e) => form.set('state_code', e.currentTarget.value)}
          onBlur={onBlur('state_code')}
        />
        <Field
          id="cn-zip"
          label={postal.label}
          autoComplete="postal-code"
          inputMode={postal.inputMode}
          autoCapitalize={postal.inputMode === 'text' ? 'characters' : undefined}
          maxLength={postal.maxLength}
          required
          value={values.zipcode}
          error={shown.zipcode}
          onChange={(e) => form.set('zipcode', e.currentTarget.value)}
          onBlur={onBlur('zipcode')}
        />
      </div>
      <div aria-live="polite">
        <DeliveryNotice remote={remote} storeName={store.name} minimumCents={minimum} tax={tax} checking={checking} />
      </div>
    </div>
  );
}
