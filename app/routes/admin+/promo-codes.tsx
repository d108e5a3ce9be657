import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { PromoCodesPage } from "~/components/admin/pricing/PromoCodesPage";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { answerChange } from "~/services/admin/pricing/answer.server";
import { PRICING_FORM_IDS as IDS, promoCodeKeySchema, promoCodeSchema } from "~/services/admin/pricing/forms";
import { createPromoCode, promoCodesPage, withdrawCode } from "~/services/admin/pricing/promo-codes.server";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/promo-codes/ (issue 21 item 6, Admin): create, withdraw, see the bookings that used a code. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: PRICING_TEXT.promoTitle, noindex: true });

const promoCode = withZod(promoCodeSchema);
const promoKey = withZod(promoCodeKeySchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await promoCodesPage(new URL(request.url).searchParams), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  switch (form.get("intent")) {
    case "create":
      return answerChange(
        promoCode,
        form,
        IDS.promoCode,
        (data) => createPromoCode(staff, data),
        `${ADMIN_PATHS.promoCodes}?done=created`,
      );
    case "withdraw":
      return answerChange(
        promoKey,
        form,
        IDS.withdraw(String(form.get("code"))),
        (data) => withdrawCode(staff, data.code),
        `${ADMIN_PATHS.promoCodes}?done=withdrawn`,
      );
    default:
      return new Response(null, { status: 400 });
  }
}

export default function AdminPromoCodes() {
  return <PromoCodesPage page={useLoaderData<typeof loader>()} />;
}
