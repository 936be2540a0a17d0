import type { Product } from '../../../shared/types';
import type { MenuTags, SavedReview } from '../../api/reviews';
import { Link } from '../../app';
import { RatingInput } from '../../ui/RatingInput';
import { CommentField, FieldError, NicknameField } from './ReviewFields';
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

      <CommentField value={values.comment} error={errors.comment} onChange={(text) => form.set('comment', text)} onBlur={() => form.blur('comment')} />

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

      <NicknameField value={values.nickname} error={errors.nickname} onChange={(name) => form.set('nickname', name)} onBlur={() => form.blur('nickname')} />

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
