import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { requireStaff } from "~/services/admin/access/guard.server";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import type { ShellHandle } from "~/services/shell/handle";

/**
 * /admin/…: the back office's frame (issue 21). The site's header and footer are hidden; every
 * child loader and action checks the role and branch itself (requireStaff), this one only draws
 * the frame.
 */
export const handle: ShellHandle = { hideChrome: true };

export const meta: MetaFunction = (args) => seoMeta(args, { title: "Back office", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return data({ name: `${staff.firstName} ${staff.lastName}`, role: staff.role }, { headers: NO_STORE });
}

export default function AdminLayout() {
  const { name, role } = useLoaderData<typeof loader>();
  return (
    <AdminFrame name={name} role={role}>
      <Outlet />
    </AdminFrame>
  );
}
