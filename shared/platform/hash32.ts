const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a over the string's UTF-16 code units, the same on every runtime. */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * A stable, well-spread 32-bit hash for bucketing (flags, experiments). FNV-1a alone leaves the
 * low bits of near-identical keys ('user-1', 'user-2') correlated, and bucketing takes a modulo,
 * so its result goes through murmur3's finaliser, which mixes every input bit into every output bit.
 */
export function hash32(text: string): number {
  let h = fnv1a32(text);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
