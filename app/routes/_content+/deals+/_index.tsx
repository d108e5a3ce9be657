import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeaderBanner } from "~/components/content-service/PageHeaderBanner";
import { PlaceSearch } from "~/components/places/PlaceBits";
import { DealRate } from "~/components/places/DealRate";
import { pageHeaderFor } from "~/services/content/content-service.server";
import { loadDeals, type DealListing } from "~/services/content/places/pages.server";
import { loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import * as placeStyles from "~/styles/places.css";
import { seoMeta } from "~/services/content/seo/seo";
import { formatIsoDateLong } from "~/services/platform/date-text";
import { NO_STORE } from "~/services/platform/cache-control";
import { DEAL_CARD_TEXT } from "~/services/content/places/deal-text";
import { button } from "~/styles/layout.css";
import { plural, t, tPlural } from "~/services/platform/i18n/translate";

/** /deals/: the live hot deals and relocations (listHotDeals), with the search form to book them. */
const TITLE = "Car rental deals";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: TITLE,
    description:
      "Current GO Rentals hot deals and relocation specials across New Zealand, plus partner promo codes for RealNZ and Sudima guests.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const [deals, form, pageHeader] = await Promise.all([
    loadDeals(),
    loadSearchForm(session),
    pageHeaderFor("/deals/"),
  ]);
  return data({ ...deals, form, pageHeader }, { headers: NO_STORE });
}

const DAYS_OR_MORE = plural("{{count}} day or more", "{{count}} days or more");
const UP_TO_DAYS = plural("up to {{count}} day", "up to {{count}} days");

function dayRule(deal: DealListing): string | null {
  if (deal.minDays !== null && deal.maxDays !== null)
    return t("{{min}} to {{max}} days", { min: deal.minDays, max: deal.maxDays });
  if (deal.minDays !== null) return tPlural(DAYS_OR_MORE, deal.minDays);
  if (deal.maxDays !== null) return tPlural(UP_TO_DAYS, deal.maxDays);
  return null;
}

function DealCard({ deal }: { deal: DealListing }) {
  const route =
    deal.puBranchName === deal.doBranchName
      ? deal.puBranchName
      : t("{{from}} to {{to}}", { from: deal.puBranchName, to: deal.doBranchName });
  const rule = dayRule(deal);
  return (
    <article className={placeStyles.card} data-testid="deal">
      <h3 className={placeStyles.cardTitle}>{route}</h3>
      <p lang="en">{deal.description}</p>
      <dl className={placeStyles.facts}>
        <div className={placeStyles.fact}>
          <dt className={placeStyles.factLabel}>{t("Vehicle")}</dt>
          <dd className={placeStyles.factValue}>
            {deal.vehicleName
              ? t("{{vehicle}} (class {{code}})", { vehicle: deal.vehicleName, code: deal.classCode })
              : t("Class {{code}}", { code: deal.classCode })}
          </dd>
        </div>
        <div className={placeStyles.fact}>
          <dt className={placeStyles.factLabel}>{t("Pick up between")}</dt>
          <dd className={placeStyles.factValue}>
            {t("{{from}} and {{to}}", {
              from: formatIsoDateLong(deal.validFrom),
              to: formatIsoDateLong(deal.validTo),
            })}
          </dd>
        </div>
        <div className={placeStyles.fact}>
          <dt className={placeStyles.factLabel}>{t("Rate")}</dt>
          <dd className={placeStyles.factValue}>
            <DealRate dailyRate={deal.dailyRate} freeDays={deal.freeDays} />
            {rule ? ` (${rule})` : ""}
          </dd>
        </div>
      </dl>
      <p>
        <Link className={button.primary} to={deal.bookHref} aria-label={DEAL_CARD_TEXT.bookLabel(route)}>
          {t(DEAL_CARD_TEXT.book)}
        </Link>
      </p>
    </article>
  );
}

function DealList({ deals, empty }: { deals: readonly DealListing[]; empty: string }) {
  if (deals.length === 0) return <p className={styles.notice.info}>{t(empty)}</p>;
  return (
    <ul className={placeStyles.cardList}>
      {deals.map((deal) => (
        <li key={deal.id}>
          <DealCard deal={deal} />
        </li>
      ))}
    </ul>
  );
}

export default function Deals() {
  const { hotDeals, relocations, form, pageHeader } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeaderBanner header={pageHeader} />
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.pageTitle}>{t(TITLE)}</h1>
        <p className={styles.lead}>
          {t(
            "Hot deals and relocation specials change often. Search the pick-up and drop-off branches and dates of a deal below and the deal price shows on the vehicle automatically.",
          )}
        </p>
        <PlaceSearch form={form} title={t("Search a deal")} />
        <section className={placeStyles.section} aria-labelledby="hot-deals">
          <h2 id="hot-deals">{t("Hot deals")}</h2>
          <DealList
            deals={hotDeals}
            empty={t("No hot deals are running right now. Check back soon, or see our promo codes below.")}
          />
        </section>
        <section className={placeStyles.section} aria-labelledby="relocations">
          <h2 id="relocations">{t("Relocation deals")}</h2>
          <p>
            {t(
              "Help us move a car between branches and drive it for a fraction of the usual rate. Relocations have fixed branches and a short window, so they suit flexible travellers.",
            )}
          </p>
          <DealList
            deals={relocations}
            empty={t(
              "No relocations are available right now. New ones are added as our fleet moves around the country.",
            )}
          />
        </section>
        <section className={placeStyles.section} aria-labelledby="more-savings">
          <h2 id="more-savings">{t("More ways to save")}</h2>
          <ul className={placeStyles.linkList}>
            <li>
              <Link to="/deals/promotion/">{t("Promo codes and AA Member discount")}</Link>
            </li>
            <li>
              <Link to="/deals/realnz-promo-code/">{t("RealNZ promo code")}</Link>
            </li>
            <li>
              <Link to="/deals/sudima-promo-code/">{t("Sudima Hotels promo code")}</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
