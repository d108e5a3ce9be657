import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CancelSettlementPage } from "~/components/cancel/CancelParts";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { confirmAction, settlementPageLoader } from "~/services/changes/cancel/steps.server";
import { formatMoney } from "~/services/platform/money";
import { seoMeta } from "~/services/content/seo/seo";

/** /cancel-booking/no-charge/: nothing to pay and nothing to refund; confirm and the booking is cancelled. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.noChargeTitle, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) =>
  settlementPageLoader(request, "no-charge", ({ fee }) => ({
    text: fee > 0 ? T.noChargeKept(formatMoney(fee)) : T.noChargeText,
    lines: [fee > 0 ? T.confirmFee(formatMoney(fee)) : T.confirmNoFee],
  }));

export const action = ({ request }: ActionFunctionArgs) => confirmAction(request);

export default function NoCharge() {
  const page = useLoaderData<typeof loader>();
  return (
    <CancelSettlementPage
      title={t(T.noChargeTitle)}
      page={page}
      formId="cancel-no-charge"
      label={T.confirmCancel}
    >
      <p>{page.text}</p>
    </CancelSettlementPage>
  );
}
