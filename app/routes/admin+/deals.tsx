import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { DealsPage } from "~/components/admin/pricing/DealsPage";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { answerChange } from "~/services/admin/pricing/answer.server";
import { dealsPage, endDeal, saveDeal } from "~/services/admin/pricing/deals.server";
import { dealIdSchema, dealSchema, PRICING_FORM_IDS as IDS } from "~/services/admin/pricing/forms";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/deals/ (issue 21 item 5, Admin): hot deals and relocations, created, changed and ended. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: PRICING_TEXT.dealsTitle, noindex: true });

const deal = withZod(dealSchema);
const dealId = withZod(dealIdSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await dealsPage(new URL(request.url).searchParams), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  switch (form.get("intent")) {
    case "deal":
      return answerChange(
        deal,
        form,
        IDS.deal,
        (data) => saveDeal(staff, data),
        `${ADMIN_PATHS.deals}?done=saved`,
      );
    case "end-deal":
      return answerChange(
        dealId,
        form,
        IDS.endDeal(String(form.get("id"))),
        (data) => endDeal(staff, data.id),
        `${ADMIN_PATHS.deals}?done=ended`,
      );
    default:
      return new Response(null, { status: 400 });
  }
}

export default function AdminDeals() {
  return <DealsPage page={useLoaderData<typeof loader>()} />;
}
