/** 000 §4 "gold flag": a Gold members' special, named in words (not by colour alone) for every reader. */
export function GoldBadge() {
  return (
    <span className="cn-badge cn-badge--gold">
      <span aria-hidden="true">★</span>
      Gold
    </span>
  );
}
