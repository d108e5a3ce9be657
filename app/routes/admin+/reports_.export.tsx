import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/admin/access/guard.server";
import { reportCsvDownload } from "~/services/admin/reports/reports.server";

/**
 * /admin/reports/export/?report=utilisation|revenue|cancellations&from=…&to=…&branch=…: one
 * report as a CSV download (a resource route). Same role and branch rules as the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return reportCsvDownload(staff, request);
}
