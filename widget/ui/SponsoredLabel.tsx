/**
 * 001 §7: a ranked product an advertiser pays for (flight_id set) says so, visibly on its photo and in the card's
 * accessible name (the card names itself by its title and this label, which aria-labelledby reads even inside the
 * photo's link that is hidden from screen readers as a duplicate of the title's).
 */
export function SponsoredLabel({ id }: { id: string }) {
  return (
    <span id={id} className="cn-pcard__sponsored">
      Sponsored
    </span>
  );
}
