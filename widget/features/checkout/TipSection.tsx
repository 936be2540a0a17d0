import { formatCurrency } from '../../../shared/money';
import type { Store } from '../../../shared/types';
import { Field } from './Field';
import type { CheckoutForm } from './useCheckoutForm';

/** Tips (000 §3 tip_settings): dollar or percent presets and a custom amount, only for the enabled modes. */
export function tipEnabled(store: Store, mode: string): boolean {
  return Boolean(store.tip_settings && (store.tip_settings.enabled_for as string[]).includes(mode));
}

/** The custom tip's bound in words: 'Up to $50.00 on this order' or 'Up to 200% of your order' (undefined: none). */
function boundText(max: number | undefined, percent: boolean): string | undefined {
  if (max === undefined) return undefined;
  return percent ? `Up to ${max}% of your order` : `Up to ${formatCurrency(Math.round(max * 100))} on this order`;
}

/**
 * `max`: the largest custom tip in the input's unit (shared/pricing maxCustomTip, the bound the host holds
 * tip_amount to). A custom tip over it shows the form's message and is not sent.
 */
export function TipSection({ form, store, max, onCommit }: { form: CheckoutForm; store: Store; max?: number; onCommit: (tip: string, custom: string) => void }) {
  const settings = store.tip_settings!;
  const percent = settings.variant === 'percentage';
  const presets = ['0', ...settings.custom_amounts.map(String)];
  const label = (value: string) => (value === '0' ? 'No tip' : percent ? `${value}%` : `$${value}`);
  return (
    <div className="cn-fields">
      <fieldset className="cn-chips">
        <legend className="cn-sr">Tip amount</legend>
        {[...presets, 'custom'].map((value) => (
          <label key={value} className="cn-chipopt">
            <input
              type="radio"
              name="cn-tip"
              value={value}
              checked={form.values.tip === value}
              onChange={() => {
                form.set('tip', value);
                if (value !== 'custom') onCommit(value, '');
              }}
            />
            <span>{value === 'custom' ? 'Other' : label(value)}</span>
          </label>
        ))}
      </fieldset>
      {form.values.tip === 'custom' && (
        <Field
          id="cn-tip-custom"
          label={percent ? 'Tip (percent)' : 'Tip (dollars)'}
          inputMode="decimal"
          value={form.values.tipCustom}
          error={form.shown.tipCustom}
          hint={boundText(max, percent)}
          onChange={(e) => form.set('tipCustom', e.currentTarget.value)}
          onBlur={() => {
            form.blur('tipCustom');
            // The form's own rule (checkoutFormRules: a number from 0 to max) decides; a refused tip stays here, unsent.
            if (!form.shown.tipCustom) onCommit('custom', form.values.tipCustom);
          }}
        />
      )}
    </div>
  );
}
