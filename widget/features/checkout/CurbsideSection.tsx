import { VEHICLE_MAX_LENGTH } from '../../../shared/fulfilment';
import { useTrack } from '../../app';
import { TRACKED_SCREENS } from '../../platform/analytics';
import { Field } from './Field';
import type { CheckoutForm } from './useCheckoutForm';

/**
 * What a curbside order tells the store (000 §3 QR curbside settings): the car staff bring the order to, and the
 * numbered spot it is in, when the store numbers its spots and the shopper knows it already.
 */
export function CurbsideSection({ form, spotMax }: { form: CheckoutForm; spotMax: number | null }) {
  const { values, shown } = form;
  useTrack('screen_view', TRACKED_SCREENS.curbside, () => ({ screen_name: TRACKED_SCREENS.curbside }));
  const spotError = shown.spot_number;
  return (
    <div className="cn-fields cn-fields--2">
      <Field
        id="cn-vehicle"
        label="Vehicle (make, model, colour)"
        autoComplete="off"
        required
        maxLength={VEHICLE_MAX_LENGTH}
        hint="So we can find your car"
        value={values.vehicle}
        error={shown.vehicle}
        onChange={(e) => form.set('vehicle', e.currentTarget.value)}
        onBlur={() => form.blur('vehicle')}
      />
      {spotMax !== null && (
        <div className="cn-field">
          <label htmlFor="cn-spot">Parking spot (optional)</label>
          <select
            id="cn-spot"
            className="cn-input cn-select"
            value={values.spot_number}
            aria-invalid={spotError ? true : undefined}
            aria-describedby={spotError ? 'cn-spot-error' : 'cn-spot-hint'}
            onChange={(e) => form.set('spot_number', e.currentTarget.value)}
            onBlur={() => form.blur('spot_number')}
          >
            <option value="">I’ll tell you when I arrive</option>
            {Array.from({ length: spotMax }, (_, i) => String(i + 1)).map((spot) => (
              <option key={spot} value={spot}>
                Spot {spot}
              </option>
            ))}
          </select>
          <p id="cn-spot-hint" className="cn-muted" style={{ fontSize: 13 }}>
            The number on the sign where you park, 1 to {spotMax}
          </p>
          {spotError && (
            <p id="cn-spot-error" className="cn-field__error">
              {spotError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
