import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { BranchesPage } from "~/components/admin/pricing/BranchesPage";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { answerChange } from "~/services/admin/pricing/answer.server";
import {
  changeBranchHours,
  branchesPage,
  resetPromoBar,
  savePromoBar,
} from "~/services/admin/pricing/branches.server";
import { branchHoursSchema, PRICING_FORM_IDS as IDS, promoBarSchema } from "~/services/admin/pricing/forms";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/branches/ (issue 21 item 7, Admin): opening hours, after-hours flags and the promo bar. */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: PRICING_TEXT.branchesTitle, noindex: true });

const branchHours = withZod(branchHoursSchema);
const promoBar = withZod(promoBarSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await branchesPage(new URL(request.url).searchParams), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  switch (form.get("intent")) {
    case "hours":
      return answerChange(
        branchHours,
        form,
        IDS.branchHours,
        (data) => changeBranchHours(staff, data),
        `${ADMIN_PATHS.branches}?done=hours`,
      );
    case "promo-bar":
      return answerChange(
        promoBar,
        form,
        IDS.promoBar,
        (data) => savePromoBar(staff, data),
        `${ADMIN_PATHS.branches}?done=promo-bar`,
      );
    case "promo-bar-reset":
      await resetPromoBar(staff);
      return redirect(`${ADMIN_PATHS.branches}?done=promo-bar`, 303);
    default:
      return new Response(null, { status: 400 });
  }
}

export default function AdminBranches() {
  return <BranchesPage page={useLoaderData<typeof loader>()} />;
}
