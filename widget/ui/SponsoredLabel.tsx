/**
 * 001 §7: a ranked product an advertiser pays for (flight_id set) says so, visibly and in the card's accessible name
 * (the card names itself by its title and this label).
 */
export function SponsoredLabel({ id }: { id: string }) {
  return (
    <span id={id} className="cn-pcard__sponsored">
      Sponsored
    </span>
  );
}
