import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';

/** The menu's search field: it searches 300 ms after the shopper stops typing (000 §9), or at once on Enter. */
export function SearchBox({ value, onSearch, disabled, label }: { value: string; onSearch: (query: string) => void; disabled?: boolean; label: string }) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
  };
  return (
    <form
      role="search"
      className="cn-search"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSearch(text);
      }}
    >
      <svg className="cn-search__icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        className="cn-input cn-search__input"
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        disabled={disabled}
        onChange={(event) => change((event.target as HTMLInputElement).value)}
      />
    </form>
  );
}
