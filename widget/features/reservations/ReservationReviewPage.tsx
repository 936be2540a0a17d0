import { useMemo, useState } from 'react';
import { canSubmitForm, formErrorMessage, mergeServerValidations, validateForm } from '../../../shared/forms';
import type { FormErrors, FormRules } from '../../../shared/forms';
import { REVIEW_COMMENT_MAX_LENGTH } from '../../../shared/schemas/review';
import { ApiError } from '../../api/ApiError';
import type { Reservation, ReservationReview } from '../../api/checkout';
import { reviewReservation } from '../../api/reservations';
import { Link, useStyles, useTitle, useWidget } from '../../app';
import { useRequireSignIn } from '../../ui/AccountFrame';
import { RatingStars } from '../../ui/RatingStars';
import { StatePanel } from '../../ui/StatePanel';
import { storeCss } from '../../ui/storeCss';
import { ReservationState } from './ReservationState';
import { placedOn } from './reservationWords';
import { reservationsCss } from './reservationsCss';
import { RatingInput } from '../../ui/RatingInput';
import { useReservation } from './useReservation';

type Values = { rating: number | null; comment: string };
const RULES: FormRules<Values> = {
  rating: { required: true, type: 'number', min: 1, max: 5 },
  comment: { maxLength: REVIEW_COMMENT_MAX_LENGTH },
};

/** A rating in the query (`rating=4`), when it is a whole number of stars from 1 to 5. */
const ratingFromQuery = (raw: string | undefined): number | null => (raw && /^[1-5]$/.test(raw) ? Number(raw) : null);

/**
 * 001 §2 /reservationReview?reservation_id=&rating=: the shopper rates a reservation (1–5 stars and a comment).
 * A rating given before is shown and can be changed: the host keeps one review per reservation.
 */
export function ReservationReviewPage({ reservationId, rating }: { reservationId: number | null; rating: string | undefined }) {
  useStyles('reservations', reservationsCss);
  // The earlier rating's stars are drawn by the store sheet.
  useStyles('store', storeCss);
  useTitle('Rate your reservation');
  const signedIn = useRequireSignIn();
  const resource = useReservation(reservationId);
  if (!signedIn) return null;
  return (
    <div className="cn-resv-review">
      <h1 className="cn-h1">Rate your reservation</h1>
      <ReservationState id={reservationId} resource={resource}>
        {(reservation) => <ReviewForm reservation={reservation} initialRating={reservation.review?.rating ?? ratingFromQuery(rating)} />}
      </ReservationState>
    </div>
  );
}

function ReviewForm({ reservation, initialRating }: { reservation: Reservation; initialRating: number | null }) {
  const { http } = useWidget();
  const [values, setValues] = useState<Values>({ rating: initialRating, comment: reservation.review?.comment ?? '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [server, setServer] = useState<FormErrors<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState<ReservationReview | null>(null);
  // 001 §4: validation on every change and blur; the server's messages stay until that field changes.
  const errors = useMemo(() => mergeServerValidations(validateForm(values, RULES), server as Record<string, string | undefined>), [values, server]);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServer((current) => ({ ...current, [field]: undefined }));
  };
  const shown = (field: keyof Values) => (touched[field] ? errors[field] : undefined);
  const submit = async () => {
    setTouched({ rating: true, comment: true });
    if (!canSubmitForm({ errors, submitting })) return;
    setSubmitting(true);
    setFailure(null);
    try {
      setSaved(await reviewReservation(http, reservation.id, { rating: values.rating!, comment: values.comment.trim() || null }));
    } catch (error) {
      if (error instanceof ApiError && error.validations) setServer(mergeServerValidations<Values>({}, error.validations));
      else setFailure(formErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  const store = reservation.store?.name ?? 'the store';
  if (saved) return <ReviewSaved reservation={reservation} review={saved} />;
  return (
    <form
      className="cn-resv-review__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="cn-muted">
        Reservation #{reservation.id} at {store}, placed {placedOn(reservation)}
      </p>
      {reservation.review && (
        <div className="cn-resv-review__before">
          <p>You rated this order before:</p>
          <RatingStars rating={reservation.review.rating} showValue={false} />
          <p className="cn-muted">Sending again replaces that rating.</p>
        </div>
      )}
      <div className="cn-resv-field">
        <p id="cn-resv-rating-label" className="cn-resv-field__label">
          How was your order from {store}?
        </p>
        <RatingInput
          value={values.rating}
          onChange={(rating) => set('rating', rating)}
          onBlur={() => setTouched((current) => ({ ...current, rating: true }))}
          labelId="cn-resv-rating-label"
          errorId={shown('rating') ? 'cn-resv-rating-error' : undefined}
        />
        {shown('rating') && (
          <p id="cn-resv-rating-error" className="cn-resv-field__error">
            {shown('rating')}
          </p>
        )}
      </div>
      <div className="cn-resv-field">
        <label htmlFor="cn-resv-comment">Comment (optional)</label>
        <textarea
          id="cn-resv-comment"
          className="cn-resv-field__input"
          rows={4}
          value={values.comment}
          aria-invalid={shown('comment') ? true : undefined}
          aria-describedby={shown('comment') ? 'cn-resv-comment-error' : undefined}
          onChange={(event) => set('comment', event.currentTarget.value)}
          onBlur={() => setTouched((current) => ({ ...current, comment: true }))}
        />
        {shown('comment') && (
          <p id="cn-resv-comment-error" className="cn-resv-field__error">
            {shown('comment')}
          </p>
        )}
      </div>
      {failure && (
        <p className="cn-resv-review__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="cn-btn cn-btn--primary" disabled={!canSubmitForm({ errors, submitting })}>
        {submitting ? 'Sending…' : reservation.review ? 'Update rating' : 'Send rating'}
      </button>
    </form>
  );
}

function ReviewSaved({ reservation, review }: { reservation: Reservation; review: ReservationReview }) {
  return (
    <div role="status">
      <StatePanel
        title="Thanks for your rating"
        icon="★"
        action={
          <Link className="cn-btn cn-btn--primary" to={`/profile/reservations/${reservation.id}`}>
            Back to the reservation
          </Link>
        }
      >
        Your {review.rating}-star rating of reservation #{reservation.id} is saved.
      </StatePanel>
    </div>
  );
}
