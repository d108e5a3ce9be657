import { notFound } from "~/services/platform/http-status";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SearchForm } from "~/components/booking/SearchForm";
import { formatMoney } from "~/services/platform/money";
import {
  COOK_STRAIT_FERRY_TEXT,
  FERRIES_HELP_PATH,
  WAIHEKE_CAR_FERRY_RULE,
} from "~/services/booking/search/ferry-rules";
import { findOneWayRoute } from "~/services/content/places/one-way.server";
import { telHref } from "~/components/shell";
import { loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  return seoMeta(args, {
    title: `One-way car rental ${data.route.from.name} to ${data.route.to.name}`,
    description: `Rent a car at ${data.route.from.name} and drop it off at ${data.route.to.name}.`,
  });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const route = await findOneWayRoute(params.slug ?? "");
  if (!route) throw notFound();
  const form = await loadSearchForm(await getSession(request));
  // Without a search of their own, the form starts with this route's branches.
  const defaults = form.defaults.pickupBranch
    ? form.defaults
    : { ...form.defaults, pickupBranch: String(route.from.id), dropOffBranch: String(route.to.id) };
  return { route, form: { ...form, defaults } };
}

export default function OneWayRoutePage() {
  const { route, form } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>
        {route.from.name} to {route.to.name}
      </h1>
      {route.needsWaihekeCarFerry ? (
        <>
          <p className={styles.lead}>We don't offer this one-way route.</p>
          <div className={styles.notice.info}>
            {WAIHEKE_CAR_FERRY_RULE} More on{" "}
            <Link to="/rental-car-locations/waiheke/">our branch at Matiatia wharf</Link> and in our help
            article <Link to={FERRIES_HELP_PATH}>Can I take the car on a ferry?</Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            Pick up your car at {route.from.name} ({route.from.address}) and drop it off at {route.to.name} (
            {route.to.address}).{" "}
            {route.fee > 0
              ? `The one-way fee for this route is ${formatMoney(route.fee)}, added once to your booking.`
              : "There is no one-way fee on this route."}
          </p>
          {route.crossesWater ? <div className={styles.notice.info}>{COOK_STRAIT_FERRY_TEXT}</div> : null}
          <SearchForm
            branches={form.branches}
            defaults={form.defaults}
            minDate={form.minDate}
            title="Check prices for this route"
            wide
          />
        </>
      )}
      <p>
        Questions before you book? Call {route.from.name} on{" "}
        <a href={telHref(route.from.phone)}>{route.from.phone}</a>, or see{" "}
        <Link to="/services/one-way-car-rental/">every one-way route</Link>.
      </p>
    </div>
  );
}
