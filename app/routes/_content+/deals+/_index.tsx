import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeaderBanner } from "~/components/content-service/PageHeaderBanner";
import { PlaceSearch } from "~/components/places/PlaceBits";
import { pageHeaderFor } from "~/services/content/content-service.server";
import { formatMoney } from "~/services/platform/money";
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

function dayRule(deal: DealListing): string | null {
  if (deal.minDays !== null && deal.maxDays !== null) return `${deal.minDays} to ${deal.maxDays} days`;
  if (deal.minDays !== null) return `${deal.minDays} days or more`;
  if (deal.maxDays !== null) return `up to ${deal.maxDays} days`;
  return null;
}

function DealCard({ deal }: { deal: DealListing }) {
  const route =
    deal.puBranchName === deal.doBranchName
      ? deal.puBranchName
      : `${deal.puBranchName} to ${deal.doBranchName}`;
  const rule = dayRule(deal);
  return (
    <article className={placeStyles.card} data-testid="deal">
      <h3 className={placeStyles.cardTitle}>{route}</h3>
      <p>{deal.description}</p>
      <dl className={placeStyles.facts}>
        <div className={placeStyles.fact}>
          <dt className={placeStyles.factLabel}>Vehicle</dt>
          <dd className={placeStyles.factValue}>
            {deal.vehicleName ? `${deal.vehicleName} (class ${deal.classCode})` : `Class ${deal.classCode}`}
          </dd>
        </div>
        <div className={placeStyles.fact}>
          <dt className={placeStyles.factLabel}>Pick up between</dt>
          <dd className={placeStyles.factValue}>
            {formatIsoDateLong(deal.validFrom)} and {formatIsoDateLong(deal.validTo)}
          </dd>
        </div>
        <div className={placeStyles.fact}>
          <dt className={placeStyles.factLabel}>Rate</dt>
          <dd className={placeStyles.factValue}>
            {deal.dailyRate !== null ? `${formatMoney(deal.dailyRate)} per day` : "Our usual rate"}
            {deal.freeDays > 0 ? `, ${deal.freeDays} ${deal.freeDays === 1 ? "day" : "days"} free` : ""}
            {rule ? ` (${rule})` : ""}
          </dd>
        </div>
      </dl>
      <p>
        <Link className={button.primary} to={deal.bookHref} aria-label={DEAL_CARD_TEXT.bookLabel(route)}>
          {DEAL_CARD_TEXT.book}
        </Link>
      </p>
    </article>
  );
}

function DealList({ deals, empty }: { deals: readonly DealListing[]; empty: string }) {
  if (deals.length === 0) return <p className={styles.notice.info}>{empty}</p>;
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
        <h1 className={styles.pageTitle}>{TITLE}</h1>
        <p className={styles.lead}>
          Hot deals and relocation specials change often. Search the pick-up and drop-off branches and dates
          of a deal below and the deal price shows on the vehicle automatically.
        </p>
        <PlaceSearch form={form} title="Search a deal" />
        <section className={placeStyles.section} aria-labelledby="hot-deals">
          <h2 id="hot-deals">Hot deals</h2>
          <DealList
            deals={hotDeals}
            empty="No hot deals are running right now. Check back soon, or see our promo codes below."
          />
        </section>
        <section className={placeStyles.section} aria-labelledby="relocations">
          <h2 id="relocations">Relocation deals</h2>
          <p>
            Help us move a car between branches and drive it for a fraction of the usual rate. Relocations
            have fixed branches and a short window, so they suit flexible travellers.
          </p>
          <DealList
            deals={relocations}
            empty="No relocations are available right now. New ones are added as our fleet moves around the country."
          />
        </section>
        <section className={placeStyles.section} aria-labelledby="more-savings">
          <h2 id="more-savings">More ways to save</h2>
          <ul className={placeStyles.linkList}>
            <li>
              <Link to="/deals/promotion/">Promo codes and AA Member discount</Link>
            </li>
            <li>
              <Link to="/deals/realnz-promo-code/">RealNZ promo code</Link>
            </li>
            <li>
              <Link to="/deals/sudima-promo-code/">Sudima Hotels promo code</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
