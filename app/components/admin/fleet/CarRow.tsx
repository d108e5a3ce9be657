import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { adminBookingPath, adminCarPath } from "~/services/admin/fleet/paths";
import type { VehicleState } from "~/services/admin/fleet/rules";
import { VEHICLE_STATE_LABELS } from "~/services/admin/fleet/text";
import * as styles from "~/styles/admin.css";

/**
 * One car in a back-office list (the board's cars, the fleet list): its registration linking to
 * its page, its class, its branch and odometer where the list shows them, and its state with the
 * booking it is rented to, then `note` (why and until when it is off the road).
 */
export function CarRow({
  car,
  branchName,
  odometerKm,
  note,
}: {
  car: { registration: string; classCode: string; state: VehicleState; rentalReference: string | null };
  branchName?: string;
  odometerKm?: number;
  note?: ReactNode;
}) {
  return (
    <tr>
      <td className={styles.cell}>
        <Link to={adminCarPath(car.registration)}>{car.registration}</Link>
      </td>
      <td className={styles.cell}>{car.classCode}</td>
      {branchName === undefined ? null : <td className={styles.cell}>{branchName}</td>}
      <td className={styles.cell}>
        {VEHICLE_STATE_LABELS[car.state]}
        {car.rentalReference ? (
          <>
            {" "}
            (<Link to={adminBookingPath(car.rentalReference)}>{car.rentalReference}</Link>)
          </>
        ) : null}
        {note}
      </td>
      {odometerKm === undefined ? null : (
        <td className={`${styles.cell} ${styles.number}`}>{odometerKm.toLocaleString("en-NZ")}</td>
      )}
    </tr>
  );
}
