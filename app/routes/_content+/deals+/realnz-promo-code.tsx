import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartnerOfferPage, partnerPath } from "~/components/places/PartnerOfferPage";
import { PARTNER_OFFERS } from "~/services/content/places/content";
import { promoFormAction, promoPageData } from "~/services/booking/promo/flow.server";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/** /deals/realnz-promo-code/: the partner's 10% code, with the promo form posting here. */
const OFFER = PARTNER_OFFERS.realnz;

export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: OFFER.title, description: OFFER.description });

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await promoPageData(request), { headers: NO_STORE });
}

export function action({ request }: ActionFunctionArgs) {
  return promoFormAction(request, { defaultFrom: partnerPath("realnz") });
}

export default function PartnerPromoCode() {
  const { promoCode, hasItinerary } = useLoaderData<typeof loader>();
  return <PartnerOfferPage partner="realnz" promoCode={promoCode} hasItinerary={hasItinerary} />;
}
