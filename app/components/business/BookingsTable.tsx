import { Link } from "@remix-run/react";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/business.css";
import { BusinessTable } from "./BusinessTable";

export type BookingsTableRow = {
  reference: string;
  status: string;
  statusLabel: string;
  clientName: string;
  clientReference: string;
  pickupBranch: string;
  pickupAt: string;
  pickupDateTime: string;
  dropOffAt: string;
  total: number;
};

const COLUMNS = [
  { label: "Reservation" },
  { label: "Client" },
  { label: "Client reference" },
  { label: "Pick-up" },
  { label: "Status" },
  { label: "Total", number: true },
] as const;

/** The agency's bookings: reservation number, client, reference, pick-up, status, total, invoice link. */
export function BookingsTable({ rows, caption }: { rows: readonly BookingsTableRow[]; caption: string }) {
  return (
    <BusinessTable caption={caption} hideCaption columns={COLUMNS}>
      {rows.map((row) => (
        <tr key={row.reference}>
          <th scope="row">
            {row.status === "confirmed" ? (
              <Link
                to={`${BUSINESS_PATHS.invoices}?invoice=${row.reference}`}
                aria-label={`${row.reference}: open the invoice`}
              >
                {row.reference}
              </Link>
            ) : (
              row.reference
            )}
          </th>
          <td>{row.clientName}</td>
          <td>{row.clientReference}</td>
          <td>
            {row.pickupBranch}, <time dateTime={row.pickupDateTime}>{row.pickupAt}</time>
          </td>
          <td>{row.statusLabel}</td>
          <td className={styles.number}>{formatMoney(row.total)}</td>
        </tr>
      ))}
    </BusinessTable>
  );
}
