type SegmentId = number | string;
type SegmentList = readonly SegmentId[] | null | undefined;

/** The user segments a brand special is limited to, and those it is hidden from. */
export interface SegmentRules {
  readonly included?: SegmentList;
  readonly excluded?: SegmentList;
}

const has = (list: SegmentList, id: SegmentId) => (list ?? []).some((entry) => String(entry) === String(id));

// 000 §5: with no user segments, a brand special is visible only when the include list is empty or
// absent; with segments, when the user is included (or the include list is empty) and is in no
// excluded segment. Ids compare as text so 7 and '7' are one segment.
export function isBrandSpecialVisible(rules: SegmentRules, userSegmentIds: SegmentList): boolean {
  const includeOpen = (rules.included ?? []).length === 0;
  const segments = userSegmentIds ?? [];
  if (segments.length === 0) return includeOpen;
  const included = includeOpen || segments.some((id) => has(rules.included, id));
  return included && !segments.some((id) => has(rules.excluded, id));
}

// A brand special's rules (000 §3: include and exclude lists with user_segment_ids).
export function brandSpecialSegments(special: {
  readonly rules?: {
    readonly include?: { readonly user_segment_ids?: SegmentList } | null;
    readonly exclude?: { readonly user_segment_ids?: SegmentList } | null;
  } | null;
}): SegmentRules {
  return { included: special.rules?.include?.user_segment_ids, excluded: special.rules?.exclude?.user_segment_ids };
}
