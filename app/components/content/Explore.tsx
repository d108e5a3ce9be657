import type { MetaFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { Link,useLoaderData } from "@remix-run/react";
import type { ContentPageData } from "~/services/content/pages/store.server";
import type { loadGuide,loadGuideIndex,loadTrip,loadTripIndex } from "~/services/content/explore.server";
import { CONTENT_TEXT, EXPLORE_TEXT as T } from "~/services/content/text";
import { t } from "~/services/platform/i18n/translate";
import { notFoundMeta } from "~/services/content/seo/seo";
import { PricedText } from "~/components/currency/Price";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/explore.css";
import * as contentStyles from "~/styles/content.css";
import { button,container } from "~/styles/layout.css";
import { ContentHeader, ContentPage, EnglishArticleNote, pageMeta } from "./ContentPage";

/**
 * Travel guides and trip planner itineraries: an index component and a page component each,
 * shared by every guide and every itinerary (routes app/routes/_content+/explore+/travel-guides*,
 * explore.trip-planner.*).
 */

type GuideIndexData = ReturnType<typeof loadGuideIndex>;
type GuideData = Awaited<ReturnType<typeof loadGuide>>;
type TripIndexData = ReturnType<typeof loadTripIndex>;
type TripData = Awaited<ReturnType<typeof loadTrip>>;

const GUIDES_CRUMB = { label: CONTENT_TEXT.travelGuides, href: "/explore/travel-guides/" };
const TRIPS_CRUMB = { label: CONTENT_TEXT.tripPlanner, href: "/explore/trip-planner/" };

/** meta of the explore routes: the loaded page's title and description. */
export const exploreMeta: MetaFunction = (args) => {
  const loaded = args.data as { page?: ContentPageData["page"]; index?: ContentPageData } | undefined;
  const page = loaded?.page ?? loaded?.index?.page;
  return page ? pageMeta(args, page.title, page.description) : notFoundMeta(args);
};

function IndexHeader({ index }: { index: ContentPageData }) {
  return (
    <>
      <ContentHeader title={index.page.title} headline={index.page.headline} />
      <EnglishArticleNote />
      <div className={contentStyles.body} lang="en" dangerouslySetInnerHTML={{ __html: index.page.html }} />
    </>
  );
}

/** A guide's or a trip's card in its index: what kind, the linked title, one line of description. */
function ExploreCard({
  kicker,
  title,
  path,
  description,
  headingLevel,
}: {
  kicker: ReactNode;
  title: string;
  path: string;
  description: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <p className={styles.cardKicker}>{kicker}</p>
      <Heading className={styles.cardTitle} lang="en">
        <Link to={path}>{title}</Link>
      </Heading>
      <p className={styles.cardText} lang="en">
        {description}
      </p>
    </article>
  );
}

export function GuideIndexRoute() {
  const { index, islands } = useLoaderData<GuideIndexData>();
  return (
    <div className={container}>
      <div className={styles.listPage}>
        <IndexHeader index={index} />
        {islands.map((group) => (
          <section key={group.island} className={styles.section} aria-labelledby={`guides-${group.island.replace(/\s+/g, "-").toLowerCase()}`}>
            <h2 id={`guides-${group.island.replace(/\s+/g, "-").toLowerCase()}`} className={styles.sectionHeading}>
              {t(group.island)}
            </h2>
            <ul className={styles.cardGrid}>
              {group.guides.map((guide) => (
                <li key={guide.slug}>
                  <ExploreCard kicker={t(guide.island)} title={guide.title} path={guide.path} description={guide.description} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export function GuideRoute() {
  const data = useLoaderData<GuideData>();
  const before = data.branch ? (
    <aside className={styles.factsBox} aria-label={t(T.nearestBranch)}>
      <dl className={styles.factsList}>
        <div>
          <dt className={styles.factLabel}>{t(T.nearestBranch)}</dt>
          <dd className={styles.factValue}>
            <Link to={data.branch.href}>{data.branch.name}</Link>
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t("Island")}</dt>
          <dd className={styles.factValue}>{t(data.island)}</dd>
        </div>
      </dl>
    </aside>
  ) : null;
  return (
    <ContentPage data={data} breadcrumbs={[GUIDES_CRUMB]} before={before}>
      {data.branch ? (
        <p className={styles.actions}>
          <Link className={button.primary} to={data.branch.href}>
            {t("Rent a car at {{branch}}", { branch: data.branch.name })}
          </Link>
        </p>
      ) : null}
      {data.others.length > 0 ? (
        <section className={styles.section} aria-labelledby="other-guides">
          <h2 id="other-guides" className={styles.sectionHeading}>
            {t(T.otherGuides)}
          </h2>
          <ul className={contentStyles.list} lang="en">
            {data.others.map((guide) => (
              <li key={guide.slug}>
                <Link className={contentStyles.card} to={guide.path}>
                  <span className={contentStyles.cardTitle}>{guide.title}</span>
                  <span className={contentStyles.cardText}>{guide.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  );
}

export function TripIndexRoute() {
  const { index, trips } = useLoaderData<TripIndexData>();
  return (
    <div className={container}>
      <div className={styles.listPage}>
        <IndexHeader index={index} />
        <ul className={styles.cardGrid}>
          {trips.map((trip) => (
            <li key={trip.slug}>
              <ExploreCard
                kicker={`${T.days(trip.days)} · ${T.distance(trip.distanceKm)}`}
                title={trip.title}
                path={trip.path}
                description={trip.description}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
        <p className={styles.section}>
          {t("Want to go further? Read our")} <Link to="/explore/travel-guides/">{t("travel guides")}</Link>{" "}
          {t("or the latest road-trip ideas on the")} <Link to="/explore/blog/">{t("blog")}</Link>.
        </p>
      </div>
    </div>
  );
}

export function TripRoute() {
  const data = useLoaderData<TripData>();
  const { trip, pickup, dropoff } = data;
  const sameBranch = pickup && dropoff && pickup.id === dropoff.id;
  const before = (
    <aside className={styles.factsBox} aria-label={t("Trip at a glance")}>
      <dl className={styles.factsList}>
        <div>
          <dt className={styles.factLabel}>{t(T.pickup)}</dt>
          <dd className={styles.factValue}>{pickup ? <Link to={pickup.href}>{pickup.name}</Link> : trip.pickup}</dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t(T.dropoff)}</dt>
          <dd className={styles.factValue}>
            {dropoff ? <Link to={dropoff.href}>{dropoff.name}</Link> : trip.dropoff}
            {sameBranch ? t(" (a loop: no one-way fee)") : null}
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t("Length")}</dt>
          <dd className={styles.factValue}>
            {t("{{days}}, {{distance}} of driving", { days: T.days(trip.days), distance: T.distance(trip.distanceKm) })}
          </dd>
        </div>
        {!sameBranch ? (
          <div>
            <dt className={styles.factLabel}>{t("One-way fee")}</dt>
            <dd className={styles.factValue}>
              <PricedText
                text={data.oneWayFee > 0 ? formatMoney(data.oneWayFee) : t("None")}
                amounts={[data.oneWayFee]}
              />
              {data.oneWayPath ? (
                <>
                  {" "}
                  (<Link to={data.oneWayPath}>{t("about this route")}</Link>)
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {data.searchHref ? (
        <p className={styles.actions}>
          <Link className={button.primary} to={data.searchHref}>
            {t(T.searchTrip)}
          </Link>
          <span>
            {t("Starts tomorrow for {{days}}; change the dates on the results page.", { days: T.days(trip.days) })}
          </span>
        </p>
      ) : null}
    </aside>
  );
  return (
    <ContentPage data={data} breadcrumbs={[TRIPS_CRUMB]} before={before}>
      {data.others.length > 0 ? (
        <section className={styles.section} aria-labelledby="other-trips">
          <h2 id="other-trips" className={styles.sectionHeading}>
            {t(T.otherTrips)}
          </h2>
          <ul className={contentStyles.list} lang="en">
            {data.others.map((other) => (
              <li key={other.slug}>
                <Link className={contentStyles.card} to={other.path}>
                  <span className={contentStyles.cardTitle}>{other.title}</span>
                  <span className={contentStyles.cardText}>
                    {other.description}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  );
}
