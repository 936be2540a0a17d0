/** The search field of the catalogue's list pages (brands, products): an icon, a hidden label, a search input. */
export function ListSearchField({
  label,
  placeholder,
  value,
  onInput,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onInput: (text: string) => void;
  className?: string;
}) {
  return (
    <label className={className ? `cn-list-search ${className}` : 'cn-list-search'}>
      <span className="cn-sr">{label}</span>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input type="search" value={value} placeholder={placeholder} onInput={(event) => onInput((event.target as HTMLInputElement).value)} />
    </label>
  );
}
