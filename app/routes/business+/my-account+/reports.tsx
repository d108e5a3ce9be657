import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BusinessPage } from "~/components/business/BusinessPage";
import { BusinessTable } from "~/components/business/BusinessTable";
import { ReportChart } from "~/components/business/ReportChart";
import { agencyReport } from "~/services/business/reports.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/business.css";
import * as formStyles from "~/styles/form.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /business/my-account/reports/: confirmed bookings and revenue per month for the last 12
 * months, as an SVG bar chart with the data table, and a CSV download (a resource route).
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.reportsTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  return data(
    { accountName: context.accountName, report: await agencyReport(context.agentId) },
    { headers: NO_STORE },
  );
}

const REPORT_COLUMNS = [
  { label: "Month" },
  { label: "Bookings", number: true },
  { label: "Revenue", number: true },
] as const;

export default function BusinessReports() {
  const page = useLoaderData<typeof loader>();
  return (
    <BusinessPage
      title={BUSINESS_MESSAGES.reportsTitle}
      accountName={page.accountName}
      lead={BUSINESS_MESSAGES.reportsLead}
    >
      <p>
        <a className={formStyles.secondaryButton} href={BUSINESS_PATHS.reportsCsv} download>
          Download CSV
        </a>
      </p>
      <ReportChart report={page.report} />
      <BusinessTable caption="Bookings and revenue per month" columns={REPORT_COLUMNS}>
        {page.report.map((row) => (
          <tr key={row.month}>
            <th scope="row">{row.label}</th>
            <td className={styles.number}>{row.bookings}</td>
            <td className={styles.number}>{formatMoney(row.revenue)}</td>
          </tr>
        ))}
      </BusinessTable>
    </BusinessPage>
  );
}
