/** The store's photo, else its initials on a tint derived from its name (never a broken image). */
export function StoreAvatar({ name, photo, size = 'large' }: { name: string; photo?: string | null; size?: 'large' | 'small' }) {
  if (photo) return <img className={`cn-store-avatar cn-store-avatar--${size}`} src={photo} alt="" />;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    <span className={`cn-store-avatar cn-store-avatar--${size}`} style={{ ['--cn-avatar-hue' as string]: String(hash % 360) }} aria-hidden="true">
      {initials}
    </span>
  );
}
