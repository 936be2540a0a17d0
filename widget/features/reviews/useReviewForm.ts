import { useEffect, useMemo, useRef, useState } from 'react';
import { canSubmitForm, formErrorMessage, mergeServerValidations, validateForm } from '../../../shared/forms';
import type { FormErrors, ServerValidations } from '../../../shared/forms';
import { ApiError } from '../../api/ApiError';
import { postReview } from '../../api/reviews';
import { whoAmI } from '../../api/sessions';
import type { SavedReview } from '../../api/reviews';
import { useWidget } from '../../app';
import { REVIEW_FIELDS, REVIEW_RULES, profileNickname, reviewBody, reviewFieldOf, submitHint } from './reviewRules';
import type { ReviewField, ReviewValues } from './reviewRules';

export interface ReviewFormOptions {
  readonly productId: number;
  readonly storeId: number | null;
  readonly initialRating: number | null;
  readonly onSaved: (saved: SavedReview) => void;
}

/**
 * The write-review form's state (001 §4 Form): validation on every change and blur, messages shown once a field
 * was touched, server validations on their fields (001 §5) until that field changes, submit allowed only when
 * valid and not already submitting. The nickname starts as the profile's (GET /whoami) unless already typed.
 */
export function useReviewForm({ productId, storeId, initialRating, onSaved }: ReviewFormOptions) {
  const { http, cache } = useWidget();
  const [values, setValues] = useState<ReviewValues>({ rating: initialRating, comment: '', feelings: [], activities: [], nickname: '' });
  const [touched, setTouched] = useState<Partial<Record<ReviewField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ServerValidations>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const nicknameTyped = useRef(false);
  const clientErrors = useMemo(() => validateForm(values, REVIEW_RULES), [values]);

  useEffect(() => {
    const controller = new AbortController();
    whoAmI(http, controller.signal).then(
      (user) => {
        const name = profileNickname(user);
        if (name && !nicknameTyped.current) setValues((v) => ({ ...v, nickname: name }));
      },
      () => undefined, // no profile name: the shopper types one
    );
    return () => controller.abort();
  }, [http]);

  const set = <F extends ReviewField>(field: F, value: ReviewValues[F]) => {
    if (field === 'nickname') nicknameTyped.current = true;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors(({ [field]: _answered, ...rest }) => rest);
  };
  const blur = (field: ReviewField) => setTouched((t) => ({ ...t, [field]: true }));

  const shown: FormErrors<ReviewValues> = {};
  for (const field of REVIEW_FIELDS) if (touched[field]) shown[field] = clientErrors[field];
  const errors = mergeServerValidations(shown, serverErrors);
  const canSubmit = canSubmitForm({ errors: clientErrors, submitting });

  const submit = async () => {
    setTouched(Object.fromEntries(REVIEW_FIELDS.map((field) => [field, true])));
    if (!canSubmit) return;
    setSubmitting(true);
    setFormError(null);
    setServerErrors({});
    try {
      const saved = await postReview(http, productId, reviewBody(values, storeId));
      forgetProduct(cache, productId);
      setSubmitting(false);
      onSaved(saved);
    } catch (cause) {
      setSubmitting(false);
      const { onFields, elsewhere } = splitValidations(cause);
      setServerErrors(onFields);
      setFormError(elsewhere ? formErrorMessage(cause) : null);
    }
  };

  const hint = submitting ? null : submitHint(clientErrors, values);
  return { values, errors, formError, submitting, canSubmit, hint, set, blur, submit };
}

/** A server's field validations that the form can show on its fields, and whether any concern something else. */
function splitValidations(cause: unknown): { onFields: ServerValidations; elsewhere: boolean } {
  if (!(cause instanceof ApiError) || !cause.validations) return { onFields: {}, elsewhere: true };
  const onFields: ServerValidations = {};
  let elsewhere = false;
  for (const [key, messages] of Object.entries(cause.validations)) {
    const field = reviewFieldOf(key);
    if (field) onFields[field] ??= messages;
    else elsewhere = true;
  }
  return { onFields, elsewhere };
}

/**
 * The product's answers this widget holds (its page, review list and stores, cached by the product feature under
 * these keys) carry the rating and review count this review just moved: they are read again when next shown.
 */
function forgetProduct(cache: Map<string, unknown>, productId: number): void {
  for (const key of [...cache.keys()]) {
    if (key.startsWith(`product:${productId}:`) || key === `reviews:product:${productId}` || key === `in-stores:${productId}`) cache.delete(key);
  }
}
