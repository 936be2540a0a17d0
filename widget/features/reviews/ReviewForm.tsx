import { REVIEW_COMMENT_MAX_LENGTH } from '../../../shared/schemas';
import type { Product } from '../../../shared/types';
import type { MenuTags, SavedReview } from '../../api/reviews';
import { Link } from '../../app';
import { RatingInput } from './RatingInput';
import { TagChips } from './TagChips';
import { tagChoices, toggleTag } from './reviewRules';
import { useReviewForm } from './useReviewForm';

export interface ReviewFormProps {
  readonly product: Product;
  readonly storeId: number | null;
  readonly initialRating: number | null;
  /** The feelings and activities the store's menu uses, when the store is known. */
  readonly menuTags: MenuTags | undefined;
  readonly productPath: string;
  readonly onSaved: (saved: SavedReview) => void;
}

const count = new Intl.NumberFormat('en-US');

// 000 §3 review record: feelings and activities, each a group of chips.
const TAG_GROUPS = [
  { field: 'feelings', legend: 'How did it make you feel?' },
  { field: 'activities', legend: 'What was it good for?' },
] as const;

/** The write-review form (000 §2, 000 §3 review record): stars, comment, feelings, activities and nickname. */
export function ReviewForm({ product, storeId, initialRating, menuTags, productPath, onSaved }: ReviewFormProps) {
  const form = useReviewForm({ productId: product.id, storeId, initialRating, onSaved });
  const { values, errors } = form;
  return (
    <form
      className="cn-rf__form"
      noValidate
      aria-labelledby="cn-rf-title"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="cn-rf__field">
        <p className="cn-rf__label" id="cn-rf-rating-label">
          Your rating
        </p>
        <RatingInput
          value={values.rating}
          onChange={(rating) => form.set('rating', rating)}
          onBlur={() => form.blur('rating')}
          labelId="cn-rf-rating-label"
          errorId={errors.rating ? 'cn-rf-rating-error' : undefined}
        />
        <FieldError id="cn-rf-rating-error" message={errors.rating} />
      </div>

      <div className="cn-rf__field">
        <label className="cn-rf__label" htmlFor="cn-rf-comment">
          Your review <span className="cn-muted">(optional)</span>
        </label>
        <textarea
          id="cn-rf-comment"
          className="cn-rf__input cn-rf__textarea"
          rows={5}
          placeholder="What did you like or not? How was the taste, the effect, the value?"
          value={values.comment}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`cn-rf-comment-count${errors.comment ? ' cn-rf-comment-error' : ''}`}
          onInput={(e) => form.set('comment', e.currentTarget.value)}
          onBlur={() => form.blur('comment')}
        />
        <p id="cn-rf-comment-count" className={`cn-rf__count${values.comment.length > REVIEW_COMMENT_MAX_LENGTH ? ' cn-rf__count--over' : ''}`}>
          {count.format(values.comment.length)} / {count.format(REVIEW_COMMENT_MAX_LENGTH)} characters
        </p>
        <FieldError id="cn-rf-comment-error" message={errors.comment} />
      </div>

      {TAG_GROUPS.map(({ field, legend }) => {
        const choices = tagChoices(product[field], menuTags?.[field]);
        if (choices.length === 0) return null;
        return (
          <TagChips
            key={field}
            id={`cn-rf-${field}`}
            legend={legend}
            choices={choices}
            chosen={values[field]}
            onToggle={(tag) => form.set(field, toggleTag(values[field], tag))}
            error={errors[field]}
          />
        );
      })}

      <div className="cn-rf__field">
        <label className="cn-rf__label" htmlFor="cn-rf-nickname">
          Nickname
        </label>
        <input
          id="cn-rf-nickname"
          className="cn-rf__input"
          autoComplete="nickname"
          value={values.nickname}
          aria-invalid={errors.nickname ? true : undefined}
          aria-describedby={`cn-rf-nickname-hint${errors.nickname ? ' cn-rf-nickname-error' : ''}`}
          onInput={(e) => form.set('nickname', e.currentTarget.value)}
          onBlur={() => form.blur('nickname')}
        />
        <p id="cn-rf-nickname-hint" className="cn-rf__hint">
          Shown with your review.
        </p>
        <FieldError id="cn-rf-nickname-error" message={errors.nickname} />
      </div>

      {form.formError && (
        <p className="cn-rf__alert" role="alert">
          {form.formError}
        </p>
      )}
      {form.hint && (
        <p id="cn-rf-hint" className="cn-rf__hint">
          {form.hint}
        </p>
      )}
      <div className="cn-rf__actions">
        <button type="submit" className="cn-btn cn-btn--primary" disabled={!form.canSubmit} aria-describedby={form.hint ? 'cn-rf-hint' : undefined}>
          {form.submitting ? 'Posting…' : 'Post review'}
        </button>
        <Link className="cn-btn cn-btn--ghost" to={productPath}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="cn-rf__error">
      {message}
    </p>
  );
}
