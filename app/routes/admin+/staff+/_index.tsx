import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffListPage } from "~/components/admin/staff/StaffListPage";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { staffList } from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/** /admin/staff/ (Admin): every staff and admin account, and the way to add one. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: STAFF_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ accounts: await staffList() }, { headers: NO_STORE });
}

export default function AdminStaff() {
  return <StaffListPage accounts={useLoaderData<typeof loader>().accounts} />;
}
