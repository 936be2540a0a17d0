import { REVIEW_COMMENT_MAX_LENGTH } from '../../../shared/schemas';

const count = new Intl.NumberFormat('en-US');

export interface TextFieldProps {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** The review's text, optional, with its length against the API's limit (shared ReviewBodySchema). */
export function CommentField({ value, error, onChange, onBlur }: TextFieldProps) {
  const over = value.length > REVIEW_COMMENT_MAX_LENGTH;
  return (
    <div className="cn-rf__field">
      <label className="cn-rf__label" htmlFor="cn-rf-comment">
        Your review <span className="cn-muted">(optional)</span>
      </label>
      <textarea
        id="cn-rf-comment"
        className="cn-rf__input cn-rf__textarea"
        rows={5}
        placeholder="What did you like or not? How was the taste, the effect, the value?"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`cn-rf-comment-count${error ? ' cn-rf-comment-error' : ''}`}
        onInput={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
      />
      <p id="cn-rf-comment-count" className={`cn-rf__count${over ? ' cn-rf__count--over' : ''}`}>
        {count.format(value.length)} / {count.format(REVIEW_COMMENT_MAX_LENGTH)} characters
      </p>
      <FieldError id="cn-rf-comment-error" message={error} />
    </div>
  );
}

/** The name the review is shown under (000 §3 review record). */
export function NicknameField({ value, error, onChange, onBlur }: TextFieldProps) {
  return (
    <div className="cn-rf__field">
      <label className="cn-rf__label" htmlFor="cn-rf-nickname">
        Nickname
      </label>
      <input
        id="cn-rf-nickname"
        className="cn-rf__input"
        autoComplete="nickname"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`cn-rf-nickname-hint${error ? ' cn-rf-nickname-error' : ''}`}
        onInput={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
      />
      <p id="cn-rf-nickname-hint" className="cn-rf__hint">
        Shown with your review.
      </p>
      <FieldError id="cn-rf-nickname-error" message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="cn-rf__error">
      {message}
    </p>
  );
}
