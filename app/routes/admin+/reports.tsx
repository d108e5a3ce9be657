import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ReportsView } from "~/components/admin/reports/ReportsView";
import { requireStaff } from "~/services/admin/access/guard.server";
import { reportPage } from "~/services/admin/reports/reports.server";
import { REPORT_TEXT } from "~/services/admin/reports/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /admin/reports/: utilisation, revenue, cancellations and refunds (issue 21 item 8). A GET form
 * (dates and branch); Staff see their branches, Admin every branch. A bad range answers 400 with
 * the messages beside the fields.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: REPORT_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const page = await reportPage(staff, request);
  return data(page, { status: page.data ? 200 : 400, headers: NO_STORE });
}

export default function AdminReports() {
  return <ReportsView page={useLoaderData<typeof loader>()} />;
}
