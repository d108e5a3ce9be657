import { Link } from "@remix-run/react";
import { adminBookingPath } from "~/services/admin/fleet/paths";
import { AGREEMENT_TEXT as T } from "~/services/changes/agreement/text";
import * as admin from "~/styles/admin.css";

/**
 * On a picked-up booking's page: its rental agreement (to sign, print, download) and, once back,
 * the final invoice and when it was emailed.
 */
export function AgreementLinks({
  reference,
  returned,
  invoiceEmailedAt,
}: {
  reference: string;
  returned: boolean;
  invoiceEmailedAt: string | null;
}) {
  const base = adminBookingPath(reference.toLowerCase());
  return (
    <ul className={admin.navList}>
      <li>
        <Link to={`${base}agreement/`}>{T.agreementLink}</Link>
      </li>
      <li>
        <a href={`${base}agreement.pdf`} download>
          {T.downloadPdf}
        </a>
      </li>
      {returned ? (
        <li>
          <a href={`${base}invoice.pdf`} download>
            {T.downloadInvoice}
          </a>
          {invoiceEmailedAt ? ` ${T.invoiceEmailed(invoiceEmailedAt)}` : null}
        </li>
      ) : null}
    </ul>
  );
}
