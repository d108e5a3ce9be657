import { notFound } from "~/services/platform/http-status";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Reviews } from "~/components/content-service/Reviews";
import { VerifiedReviews } from "~/components/reviews/VerifiedReviews";
import { branchVerifiedReviews } from "~/services/booking/reviews/reviews.server";
import { BranchCardList, PlaceSearch } from "~/components/places/PlaceBits";
import { REVIEWS_TEXT } from "~/services/shell/text";
import { branchReviews } from "~/services/content/pages/page-content.server";
import { PricedText } from "~/components/currency/Price";
import { formatMoney } from "~/services/platform/money";
import {
  branchMapPins,
  loadBranchPage,
  loadRegionPage,
  resolveLocationSlug,
  withPickupBranch,
} from "~/services/content/places/pages.server";
import { BRANCH_MAP_TEXT } from "~/services/content/places/map-text";
import { BranchMap } from "~/components/places/BranchMap";
import { telHref } from "~/components/shell";
import { loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import * as placeStyles from "~/styles/places.css";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";
import { autoRentalLd } from "~/services/content/seo/structured-data";
import { JsonLd, usePageUrl } from "~/components/JsonLd";
import { t } from "~/services/platform/i18n/translate";

/**
 * /rental-car-locations/{slug}/: a branch page (its slug is looked up first, so
 * "auckland-city-branch" and "waiheke" are branches) or one of the region pages; else 404.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  const title =
    data.kind === "branch"
      ? t("Car rental {{branch}}", { branch: data.page.branch.name })
      : data.page.copy.title;
  const description =
    data.kind === "branch"
      ? t("GO Rentals {{branch}}: {{address}}. Open {{hours}}. Call {{phone}}.", {
          branch: data.page.branch.name,
          address: data.page.branch.address,
          hours: data.page.branch.hours,
          phone: data.page.branch.phone,
        })
      : data.page.copy.description;
  return seoMeta(args, { title, description });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const resolved = await resolveLocationSlug(params.slug ?? "");
  if (!resolved) throw notFound();
  const session = await getSession(request);
  const form = await loadSearchForm(session);
  if (resolved.kind === "region") {
    return { kind: "region" as const, page: await loadRegionPage(resolved.slug), form };
  }
  const page = await loadBranchPage(resolved.slug);
  if (!page) throw notFound();
  const [reviews, pins, verified] = await Promise.all([
    branchReviews(page.branch.code),
    branchMapPins(page.branch.slug),
    branchVerifiedReviews(page.branch.id),
  ]);
  return {
    kind: "branch" as const,
    page,
    reviews,
    verified,
    pins,
    form: withPickupBranch(form, page.branch.id),
  };
}

export default function LocationPage() {
  const data = useLoaderData<typeof loader>();
  const { url } = usePageUrl();
  if (data.kind === "region") {
    const { copy, branches } = data.page;
    return (
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.pageTitle} lang="en">
          {copy.title}
        </h1>
        <p className={styles.lead} lang="en">
          {copy.intro}
        </p>
        <PlaceSearch form={data.form} />
        <section className={placeStyles.section} aria-labelledby="region-branches">
          <h2 id="region-branches">{t("Our branches")}</h2>
          <BranchCardList branches={branches} headingLevel={3} />
        </section>
        <section className={placeStyles.section} aria-labelledby="region-guide">
          <h2 id="region-guide">{t("Travel guide")}</h2>
          {copy.guide.map((part) => (
            <div key={part.heading} className={placeStyles.faqItem} lang="en">
              <h3 className={placeStyles.faqQuestion}>{part.heading}</h3>
              <p>{part.text}</p>
            </div>
          ))}
        </section>
        <p>
          <Link to="/rental-car-locations/">{t("All rental car locations")}</Link>
        </p>
      </div>
    );
  }

  const { branch, shuttles, intro, faq, destinations } = data.page;
  const base = `/rental-car-locations/${branch.slug}/`;
  return (
    <div className={`${container} ${styles.page}`}>
      <JsonLd data={autoRentalLd(branch, url, data.reviews)} />
      <h1 className={styles.pageTitle}>{t("Car rental {{branch}}", { branch: branch.name })}</h1>
      <p className={styles.lead} lang="en">
        {intro}
      </p>
      <div className={placeStyles.twoColumns}>
        <section aria-labelledby="branch-details">
          <h2 id="branch-details">{t("Find us")}</h2>
          <dl className={placeStyles.facts}>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>{t("Address")}</dt>
              <dd className={placeStyles.factValue}>
                {branch.address}
                <br />
                <a href={branch.mapUrl} rel="noopener noreferrer" target="_blank">
                  {t("Open in Google Maps")}
                  <span className="visually-hidden">{t(" (opens in a new tab)")}</span>
                </a>
                {" · "}
                <a href={branch.directionsUrl} rel="noopener noreferrer" target="_blank">
                  {t(BRANCH_MAP_TEXT.directions)}
                  <span className="visually-hidden">{t(BRANCH_MAP_TEXT.directionsHint)}</span>
                </a>
              </dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>{t("Opening hours")}</dt>
              <dd className={placeStyles.factValue}>{t("{{hours}}, every day", { hours: branch.hours })}</dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>{t("After hours")}</dt>
              <dd className={placeStyles.factValue} lang="en">
                {branch.afterHours.pickup} {branch.afterHours.dropOff}
              </dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>{t("Phone")}</dt>
              <dd className={placeStyles.factValue}>
                <a href={telHref(branch.phone)}>{branch.phone}</a> · {t("Free phone")}{" "}
                <a href={telHref(branch.freePhone)}>{branch.freePhone}</a>
              </dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>{t("Email")}</dt>
              <dd className={placeStyles.factValue}>
                <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="branch-shuttles">
          <h2 id="branch-shuttles">{t("Shuttles")}</h2>
          {shuttles.length === 0 ? (
            <p>
              {t("{{branch}} has no shuttle: the branch is within easy reach on foot. Call us on", {
                branch: branch.name,
              })}{" "}
              <a href={telHref(branch.phone)}>{branch.phone}</a> {t("if you need a hand.")}
            </p>
          ) : (
            <ul className={placeStyles.facts}>
              {shuttles.map((shuttle) => (
                <li key={shuttle.code}>
                  <strong>{shuttle.name}</strong> (
                  <PricedText
                    text={shuttle.price === 0 ? t("free") : formatMoney(shuttle.price)}
                    amounts={[shuttle.price]}
                  />
                  ): <span lang="en">{shuttle.description}</span>
                </li>
              ))}
            </ul>
          )}
          {shuttles.length > 0 ? (
            <p className={placeStyles.muted}>
              {t("Already booked?")} <Link to="/shuttle-request/">{t("Request your shuttle")}</Link>.
            </p>
          ) : null}
        </section>
      </div>

      <section className={placeStyles.section} aria-labelledby="branch-map">
        <h2 id="branch-map">{t(BRANCH_MAP_TEXT.heading)}</h2>
        <BranchMap pins={data.pins} />
      </section>

      <PlaceSearch form={data.form} title={t("Book a car at {{branch}}", { branch: branch.name })} />

      <div className={placeStyles.twoColumns}>
        <section aria-labelledby="branch-faq">
          <h2 id="branch-faq">{t("Questions about {{branch}}", { branch: branch.name })}</h2>
          {faq.slice(0, 3).map((entry) => (
            <div key={entry.question} className={placeStyles.faqItem} lang="en">
              <h3 className={placeStyles.faqQuestion}>{entry.question}</h3>
              <p>{entry.answer}</p>
            </div>
          ))}
          <p>
            <Link to={`${base}faq/`}>{t("All questions about {{branch}}", { branch: branch.name })}</Link>
          </p>
        </section>
        <section aria-labelledby="branch-destinations">
          <h2 id="branch-destinations">{t("Popular destinations")}</h2>
          <ul lang="en">
            {destinations.map((destination) => (
              <li key={destination.name}>
                {destination.name}: {destination.driveTime}
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${base}popular-destinations/`}>
              {t("Where to go from {{branch}}", { branch: branch.name })}
            </Link>
          </p>
        </section>
      </div>
      <VerifiedReviews reviews={data.verified} branchName={branch.name} headingId="branch-verified-reviews" />
      <Reviews
        reviews={data.reviews}
        title={REVIEWS_TEXT.branchTitle(branch.name)}
        headingId="branch-reviews"
      />
      <p>
        <Link to="/rental-car-locations/">{t("All rental car locations")}</Link>
      </p>
    </div>
  );
}
