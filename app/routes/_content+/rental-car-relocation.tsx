import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, pageMeta } from "~/components/content/ContentPage";
import { DealRate } from "~/components/places/DealRate";
import { RELOCATION_TEXT as T } from "~/services/content/text";
import { telHref } from "~/components/shell";
import {
  loadRelocationPage,
  type RelocationListing,
  type RelocationPageData,
} from "~/services/content/places/relocation.server";
import * as placeStyles from "~/styles/places.css";
import * as styles from "~/styles/explore.css";
import { button } from "~/styles/layout.css";
import { notFoundMeta } from "~/services/content/seo/seo";
import { formatIsoDateLong } from "~/services/platform/date-text";
import { plural, t, tPlural } from "~/services/platform/i18n/translate";

/**
 * /rental-car-relocation/: how relocations work (content/pages/rental-car-relocation.md) and the
 * live relocation deals, each with its branches, dates, price and a link that runs the search.
 */

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, args.data.page.title, args.data.page.description) : notFoundMeta(args);

export async function loader(_args: LoaderFunctionArgs) {
  // The deals and the search links' dates change daily: never cached.
  return data(await loadRelocationPage(), { headers: { "Cache-Control": "private, no-cache" } });
}

const UP_TO_DAYS = plural("Up to {{count}} day", "Up to {{count}} days");
const AT_LEAST_DAYS = plural("At least {{count}} day", "At least {{count}} days");

function lengthRule(deal: RelocationListing): string {
  if (deal.minDays !== null && deal.maxDays !== null)
    return t("{{min}} to {{max}} days", { min: deal.minDays, max: deal.maxDays });
  if (deal.maxDays !== null) return tPlural(UP_TO_DAYS, deal.maxDays);
  if (deal.minDays !== null) return tPlural(AT_LEAST_DAYS, deal.minDays);
  return t("Any length");
}

function BranchName({ name, slug }: { name: string; slug: string | null }) {
  return slug ? <Link to={`/rental-car-locations/${slug}/`}>{name}</Link> : <>{name}</>;
}

function RelocationCard({ deal }: { deal: RelocationListing }) {
  return (
    <article className={placeStyles.card} data-testid="relocation">
      <h3 className={placeStyles.cardTitle}>
        {t("{{from}} to {{to}}", { from: deal.puBranchName, to: deal.doBranchName })}
      </h3>
      <p lang="en">{deal.description}</p>
      <dl className={styles.factsList}>
        <div>
          <dt className={styles.factLabel}>{t("From", { context: "origin" })}</dt>
          <dd className={styles.factValue}>
            <BranchName name={deal.puBranchName} slug={deal.pickupBranchSlug} />
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t("To")}</dt>
          <dd className={styles.factValue}>
            <BranchName name={deal.doBranchName} slug={deal.dropOffBranchSlug} />
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t(T.vehicle)}</dt>
          <dd className={styles.factValue}>
            {deal.vehicleName
              ? t("{{vehicle}} (class {{code}})", { vehicle: deal.vehicleName, code: deal.classCode })
              : t("Class {{code}}", { code: deal.classCode })}
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t(T.pickupWindow)}</dt>
          <dd className={styles.factValue}>
            {t("{{from}} and {{to}}", {
              from: formatIsoDateLong(deal.validFrom),
              to: formatIsoDateLong(deal.validTo),
            })}
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t(T.rate)}</dt>
          <dd className={styles.factValue}>
            <DealRate dailyRate={deal.dailyRate} freeDays={deal.freeDays} />
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t(T.rentalLength)}</dt>
          <dd className={styles.factValue}>{lengthRule(deal)}</dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t(T.oneWayFee)}</dt>
          <dd className={styles.factValue}>{t(T.noOneWayFee)}</dd>
        </div>
      </dl>
      <p className={styles.actions}>
        {deal.searchHref ? (
          <Link
            className={button.primary}
            to={deal.searchHref}
            aria-label={T.search(deal.puBranchName, deal.doBranchName)}
          >
            {t("Search this relocation")}
          </Link>
        ) : (
          <>
            {/* No day left from tomorrow: the link tries the window's last day (the search says why if it can't run). */}
            <Link
              className={button.outline}
              to={deal.bookHref}
              aria-label={T.search(deal.puBranchName, deal.doBranchName)}
            >
              {t("Search this relocation")}
            </Link>{" "}
            {deal.pickupPhone ? (
              <span>
                {t(T.callToBook)} <a href={telHref(deal.pickupPhone)}>{deal.pickupPhone}</a>.
              </span>
            ) : null}
          </>
        )}
      </p>
    </article>
  );
}

export default function RentalCarRelocation() {
  const data = useLoaderData<RelocationPageData>();
  // The live deals come first, under the page's headline; how relocations work follows.
  const deals = (
    <section className={styles.section} aria-labelledby="relocation-deals">
      <h2 id="relocation-deals" className={styles.sectionHeading}>
        {t(T.listHeading)}
      </h2>
      {data.relocations.length === 0 ? (
        <p>{t(T.empty)}</p>
      ) : (
        <ul className={styles.results}>
          {data.relocations.map((deal) => (
            <li key={deal.id}>
              <RelocationCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <ContentPage data={data} before={deals}>
      <p className={styles.section}>
        {t("Prefer a rental that suits your own dates? See our other")} <Link to="/deals/">{t("deals")}</Link>{" "}
        {t("and")} <Link to="/services/one-way-car-rental/">{t("one-way car rental")}</Link>.
      </p>
    </ContentPage>
  );
}
