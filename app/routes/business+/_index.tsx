import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireBusinessUser } from "~/services/accounts/roles.server";
import { BUSINESS_PATHS } from "~/services/business/constants";

/** /business/: the business area starts at the dashboard (after the role check). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireBusinessUser(request);
  return redirect(BUSINESS_PATHS.myAccount);
}
