export type Mode = 'pickup' | 'delivery' | 'curbside';

/** The fulfilment mode's pictogram, beside its name (the name is the accessible text). */
export function ModeIcon({ mode }: { mode: Mode }) {
  const paths: Record<Mode, string> = {
    pickup: 'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
    delivery: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
    curbside: 'M4 16V11l2-5h12l2 5v5M4 16h16M4 16v2M20 16v2M7 13h.01M17 13h.01',
  };
  return (
    <svg
      className="cn-mode__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[mode]} />
    </svg>
  );
}
