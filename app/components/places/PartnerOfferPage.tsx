import { Link } from "@remix-run/react";
import { PromoCodeForm } from "~/components/promo/PromoCodeForm";
import { PromoSummary } from "~/components/promo/PromoCodeModal";
import { PROMO_MESSAGES, PROMO_UI_TEXT } from "~/services/booking/promo/text";
import { PARTNER_OFFERS, type PartnerKey } from "~/services/content/places/content";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/promo.css";
import { t } from "~/services/platform/i18n/translate";

export const partnerPath = (key: PartnerKey) => `/deals/${key}-promo-code/`;

/**
 * A partner's 10% offer: what the partner is, how to use the code, trip ideas, and the promo
 * form posting to the page itself (the same flow as /deals/promotion/).
 */
export function PartnerOfferPage({
  partner,
  promoCode,
  hasItinerary,
}: {
  partner: PartnerKey;
  promoCode: string | null;
  hasItinerary: boolean;
}) {
  const offer = PARTNER_OFFERS[partner];
  const path = partnerPath(partner);
  return (
    <>
      <section className={styles.dealsHero} aria-labelledby="partner-title">
        <div className={container}>
          <h1 id="partner-title" lang="en">
            {offer.title}
          </h1>
          <p className={styles.dealsIntro} lang="en">
            {offer.intro}
          </p>
        </div>
      </section>
      <div className={`${container} ${styles.dealsGrid}`}>
        <div>
          <h2>{t("How to use the code")}</h2>
          <ol className={styles.offerList}>
            <li>
              {t("Enter the promo code")} <strong>{offer.code}</strong>{" "}
              {t("in the form on this page, or in the promo code box when you search.")}
            </li>
            <li>
              {t(
                "Search your dates and branches: every vehicle shows its price with 10% off the vehicle rate.",
              )}
            </li>
            <li>{t("Book as usual. The discount stays on your booking and shows on your confirmation.")}</li>
          </ol>
          <h2>{t("Good to know")}</h2>
          <ul className={styles.offerList}>
            <li>
              {t("The 10% comes off the vehicle rate; extras, insurance and fees are charged as usual.")}
            </li>
            <li>{t(PROMO_MESSAGES.promoNotWithDeals)}.</li>
            <li>{t("One promo code per booking.")}</li>
          </ul>
          <h2>{t("Trip ideas with {{partner}}", { partner: offer.partner })}</h2>
          <ul className={styles.offerList} lang="en">
            {offer.ideas.map((idea) => (
              <li key={idea}>{idea}</li>
            ))}
          </ul>
          <p>
            {t("More ways to save:")} <Link to="/deals/">{t("current deals")}</Link> {t("and")}{" "}
            <Link to="/deals/promotion/">{t("promo codes")}</Link>.
          </p>
        </div>
        <div className={styles.card}>
          {promoCode ? (
            <>
              <PromoSummary promoCode={promoCode} redirectTo={path} action={path} standalone />
              <p className={styles.notice}>
                {t(hasItinerary ? PROMO_UI_TEXT.searchNotice : PROMO_UI_TEXT.storedNotice)}
              </p>
            </>
          ) : null}
          <PromoCodeForm id={`${partner}-promo-form`} action={path} redirectTo={path} headingLevel={2} />
        </div>
      </div>
    </>
  );
}
