import { Link } from "@remix-run/react";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { CHANGE_TEXT } from "~/services/changes/change/text";
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
  /** "Change booking": the link, or why not online; absent on lists without the column. */
  change?: { href: string; note: null } | { href: null; note: string } | null;
};

const COLUMNS = [
  { label: "Reservation" },
  { label: "Client" },
  { label: "Client reference" },
  { label: "Pick-up" },
  { label: "Status" },
  { label: "Total", number: true },
] as const;

const CHANGE_COLUMN = { label: CHANGE_TEXT.offerLabel } as const;

/**
 * The agency's bookings: reservation number, client, reference, pick-up, status, total, invoice
 * link; with `showChange`, a last column with "Change booking" (a link named for its booking) or
 * why the booking can't change online.
 */
export function BookingsTable({
  rows,
  caption,
  showChange = false,
}: {
  rows: readonly BookingsTableRow[];
  caption: string;
  showChange?: boolean;
}) {
  return (
    <BusinessTable caption={caption} hideCaption columns={showChange ? [...COLUMNS, CHANGE_COLUMN] : COLUMNS}>
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
          {showChange ? (
            <td>
              {row.change?.href ? (
                <Link to={row.change.href} aria-label={CHANGE_TEXT.offerLabelFor(row.reference)}>
                  {CHANGE_TEXT.offerLabel}
                </Link>
              ) : (
                (row.change?.note ?? null)
              )}
            </td>
          ) : null}
        </tr>
      ))}
    </BusinessTable>
  );
}
