import { notFound } from "~/services/platform/http-status";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Reviews } from "~/components/content-service/Reviews";
import { VerifiedReviews } from "~/components/reviews/VerifiedReviews";
import { branchVerifiedReviews } from "~/services/booking/reviews/reviews.server";
import { BranchCardList, PlaceSearch } from "~/components/places/PlaceBits";
import { REVIEWS_TEXT } from "~/services/shell/text";
import { branchReviews } from "~/services/content/pages/page-content.server";
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

/**
 * /rental-car-locations/{slug}/: a branch page (its slug is looked up first, so
 * "auckland-city-branch" and "waiheke" are branches) or one of the region pages; else 404.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  const title = data.kind === "branch" ? `Car rental ${data.page.branch.name}` : data.page.copy.title;
  const description =
    data.kind === "branch"
      ? `GO Rentals ${data.page.branch.name}: ${data.page.branch.address}. Open ${data.page.branch.hours}. Call ${data.page.branch.phone}.`
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
        <h1 className={styles.pageTitle}>{copy.title}</h1>
        <p className={styles.lead}>{copy.intro}</p>
        <PlaceSearch form={data.form} />
        <section className={placeStyles.section} aria-labelledby="region-branches">
          <h2 id="region-branches">Our branches</h2>
          <BranchCardList branches={branches} headingLevel={3} />
        </section>
        <section className={placeStyles.section} aria-labelledby="region-guide">
          <h2 id="region-guide">Travel guide</h2>
          {copy.guide.map((part) => (
            <div key={part.heading} className={placeStyles.faqItem}>
              <h3 className={placeStyles.faqQuestion}>{part.heading}</h3>
              <p>{part.text}</p>
            </div>
          ))}
        </section>
        <p>
          <Link to="/rental-car-locations/">All rental car locations</Link>
        </p>
      </div>
    );
  }

  const { branch, shuttles, intro, faq, destinations } = data.page;
  const base = `/rental-car-locations/${branch.slug}/`;
  return (
    <div className={`${container} ${styles.page}`}>
      <JsonLd data={autoRentalLd(branch, url, data.reviews)} />
      <h1 className={styles.pageTitle}>Car rental {branch.name}</h1>
      <p className={styles.lead}>{intro}</p>
      <div className={placeStyles.twoColumns}>
        <section aria-labelledby="branch-details">
          <h2 id="branch-details">Find us</h2>
          <dl className={placeStyles.facts}>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>Address</dt>
              <dd className={placeStyles.factValue}>
                {branch.address}
                <br />
                <a href={branch.mapUrl} rel="noopener noreferrer" target="_blank">
                  Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                {" · "}
                <a href={branch.directionsUrl} rel="noopener noreferrer" target="_blank">
                  {BRANCH_MAP_TEXT.directions}
                  <span className="visually-hidden">{BRANCH_MAP_TEXT.directionsHint}</span>
                </a>
              </dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>Opening hours</dt>
              <dd className={placeStyles.factValue}>{branch.hours}, every day</dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>After hours</dt>
              <dd className={placeStyles.factValue}>
                {branch.afterHours.pickup} {branch.afterHours.dropOff}
              </dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>Phone</dt>
              <dd className={placeStyles.factValue}>
                <a href={telHref(branch.phone)}>{branch.phone}</a> · Free phone{" "}
                <a href={telHref(branch.freePhone)}>{branch.freePhone}</a>
              </dd>
            </div>
            <div className={placeStyles.fact}>
              <dt className={placeStyles.factLabel}>Email</dt>
              <dd className={placeStyles.factValue}>
                <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="branch-shuttles">
          <h2 id="branch-shuttles">Shuttles</h2>
          {shuttles.length === 0 ? (
            <p>
              {branch.name} has no shuttle: the branch is within easy reach on foot. Call us on{" "}
              <a href={telHref(branch.phone)}>{branch.phone}</a> if you need a hand.
            </p>
          ) : (
            <ul className={placeStyles.facts}>
              {shuttles.map((shuttle) => (
                <li key={shuttle.code}>
                  <strong>{shuttle.name}</strong> ({shuttle.price === 0 ? "free" : formatMoney(shuttle.price)}
                  ): {shuttle.description}
                </li>
              ))}
            </ul>
          )}
          {shuttles.length > 0 ? (
            <p className={placeStyles.muted}>
              Already booked? <Link to="/shuttle-request/">Request your shuttle</Link>.
            </p>
          ) : null}
        </section>
      </div>

      <section className={placeStyles.section} aria-labelledby="branch-map">
        <h2 id="branch-map">{BRANCH_MAP_TEXT.heading}</h2>
        <BranchMap pins={data.pins} />
      </section>

      <PlaceSearch form={data.form} title={`Book a car at ${branch.name}`} />

      <div className={placeStyles.twoColumns}>
        <section aria-labelledby="branch-faq">
          <h2 id="branch-faq">Questions about {branch.name}</h2>
          {faq.slice(0, 3).map((entry) => (
            <div key={entry.question} className={placeStyles.faqItem}>
              <h3 className={placeStyles.faqQuestion}>{entry.question}</h3>
              <p>{entry.answer}</p>
            </div>
          ))}
          <p>
            <Link to={`${base}faq/`}>All questions about {branch.name}</Link>
          </p>
        </section>
        <section aria-labelledby="branch-destinations">
          <h2 id="branch-destinations">Popular destinations</h2>
          <ul>
            {destinations.map((destination) => (
              <li key={destination.name}>
                {destination.name}: {destination.driveTime}
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${base}popular-destinations/`}>Where to go from {branch.name}</Link>
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
        <Link to="/rental-car-locations/">All rental car locations</Link>
      </p>
    </div>
  );
}
