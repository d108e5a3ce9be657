import { Link } from "@remix-run/react";
import { adminBookingPath } from "~/services/admin/fleet/paths";
import { AGREEMENT_TEXT as T } from "~/services/changes/agreement/text";
import * as admin from "~/styles/admin.css";

/** On a picked-up booking's page: its rental agreement (to sign, print, download) and, once back, the final invoice. */
export function AgreementLinks({ reference, returned }: { reference: string; returned: boolean }) {
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
        </li>
      ) : null}
    </ul>
  );
}
