import { KEPT_URL_TAGS } from '../constants';

export type KeptUrlTag = (typeof KEPT_URL_TAGS)[number];
export type UrlTags = Partial<Record<KeptUrlTag, string>>;

/** 001 §7: the tags kept from URLs (og_ref and the utm_* set); blank values are not tags. */
export function extractUrlTags(params: URLSearchParams): UrlTags {
  const tags: UrlTags = {};
  for (const tag of KEPT_URL_TAGS) {
    const value = params.get(tag)?.trim();
    if (value) tags[tag] = value;
  }
  return tags;
}
