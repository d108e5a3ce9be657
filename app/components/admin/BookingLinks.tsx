import { Link } from "@remix-run/react";
import { adminBookingPath } from "~/services/admin/fleet/paths";

/** Bookings by reservation number, each linking to its page, separated by commas (a clash's bookings). */
export function BookingLinks({ references }: { references: readonly string[] }) {
  return (
    <>
      {references.map((reference, index) => (
        <span key={reference}>
          {index > 0 ? ", " : null}
          <Link to={adminBookingPath(reference)}>{reference}</Link>
        </span>
      ))}
    </>
  );
}
