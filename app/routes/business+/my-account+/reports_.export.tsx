import type { LoaderFunctionArgs } from "@remix-run/node";
import { agencyReport, reportCsvResponse } from "~/services/business/reports.server";
import { requireBusinessContext } from "~/services/business/context.server";

/**
 * /business/my-account/reports/export/?format=csv: the reports page's figures as a CSV download
 * (a resource route: text/csv, Content-Disposition attachment). Same role rules as the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const format = new URL(request.url).searchParams.get("format") ?? "csv";
  if (format !== "csv") {
    return new Response("Unsupported format: use format=csv", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return reportCsvResponse(await agencyReport(context.agentId), context.agentId);
}
