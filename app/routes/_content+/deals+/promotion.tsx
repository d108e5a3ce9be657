import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PromoCodeForm } from "~/components/promo/PromoCodeForm";
import { PromoSummary } from "~/components/promo/PromoCodeModal";
import { AA_MEMBER_DISCOUNT_PERCENT } from "~/services/booking/promo/constants";
import { PROMO_MESSAGES, PROMO_UI_TEXT } from "~/services/booking/promo/text";
import { DEALS_PROMOTION_PATH, promoFormAction, promoPageData } from "~/services/booking/promo/flow.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/promo.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /deals/promotion/: promo codes and the AA members offer, with the promo form on the page. The
 * form posts here, so its errors show on this page; once a code is stored (no search yet) the
 * flow goes on to /vehicles/ (spec section 4). The text lives here until the content store exists.
 */
const PAGE_PATH = "/deals/promotion/";
const TITLE = "Promo codes and deals";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: TITLE,
    description: t(
      "Got a GO Rentals promo code? Apply it before you search. AA Members save {{percent}}% on car rental across New Zealand.",
      { percent: AA_MEMBER_DISCOUNT_PERCENT },
    ),
  });

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await promoPageData(request), { headers: NO_STORE });
}

export function action({ request }: ActionFunctionArgs) {
  return promoFormAction(request, { defaultFrom: DEALS_PROMOTION_PATH });
}

export default function DealsPromotion() {
  const { promoCode, hasItinerary } = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.dealsHero} aria-labelledby="promotion-title">
        <div className={container}>
          <h1 id="promotion-title">{t(TITLE)}</h1>
          <p className={styles.dealsIntro}>
            {t(
              "Kia ora! Whether you're heading up to the Bay of Islands or down to Fiordland, a promo code takes a bit off the cost of your hire. Pop it in below and we'll show the discounted price on every vehicle when you search.",
            )}
          </p>
        </div>
      </section>

      <div className={`${container} ${styles.dealsGrid}`}>
        <div>
          <h2>{t("AA Members save {{percent}}%", { percent: AA_MEMBER_DISCOUNT_PERCENT })}</h2>
          <p>
            {t(
              "New Zealand AA Members get {{percent}}% off the vehicle rate on our cars, SUVs, people movers, hybrids and EVs.",
              { percent: AA_MEMBER_DISCOUNT_PERCENT },
            )}{" "}
            {t("Enter the code")} <strong>AAMEMBER</strong>{" "}
            {t(
              "with your AA membership number: we check your number with the AA before the discount is applied, so have your AA card handy.",
            )}
          </p>

          <h2>{t("Partner offers")}</h2>
          <p>
            {t(
              "Staying with Sudima Hotels or heading out on a RealNZ adventure? Our partners' guests get a discount too: see the",
            )}{" "}
            <Link to="/deals/realnz-promo-code/">{t("RealNZ promo code")}</Link> {t("and the")}{" "}
            <Link to="/deals/sudima-promo-code/">{t("Sudima promo code")}</Link>.
          </p>

          <h2>{t("Travelling as a group?")}</h2>
          <p>
            {t(
              "Our minibuses seat 8, 10 and 12, so the whole whānau, team or tour group fits in one vehicle.",
            )}{" "}
            <Link to="/vehicles/van-or-people-carriers/">{t("See vans and people carriers")}</Link>.
          </p>

          <h2>{t("How promo codes work")}</h2>
          <ul className={styles.offerList}>
            <li>{t("One promo code per booking. It takes a percentage off the vehicle rate.")}</li>
            <li>{t(PROMO_MESSAGES.promoNotWithDeals)}.</li>
            <li>{t("Some codes are seasonal: they apply to pick-ups within their dates.")}</li>
            <li>{t("Already searched? Applying a code checks the prices for your trip again.")}</li>
          </ul>
        </div>

        <div className={styles.card}>
          {promoCode ? (
            <>
              <PromoSummary promoCode={promoCode} redirectTo={PAGE_PATH} action={PAGE_PATH} standalone />
              <p className={styles.notice}>
                {t(hasItinerary ? PROMO_UI_TEXT.searchNotice : PROMO_UI_TEXT.storedNotice)}
              </p>
            </>
          ) : null}
          <PromoCodeForm id="deals-promo-form" action={PAGE_PATH} redirectTo={PAGE_PATH} headingLevel={2} />
        </div>
      </div>
    </>
  );
}
