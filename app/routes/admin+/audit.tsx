import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuditLogView } from "~/components/admin/audit/AuditLogView";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { auditLogPage } from "~/services/admin/audit/audit.server";
import { AUDIT_TEXT } from "~/services/admin/audit/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /admin/audit/ (Admin): every back-office change, newest first, filtered by a GET form and
 * paginated (?page=N). A bad filter answers 400 with the messages beside the fields.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: AUDIT_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = await auditLogPage(request);
  return data(page, { status: Object.keys(page.errors).length > 0 ? 400 : 200, headers: NO_STORE });
}

export default function AdminAudit() {
  return <AuditLogView page={useLoaderData<typeof loader>()} />;
}
