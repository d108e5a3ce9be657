import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { t } from "~/services/platform/i18n/translate";
import { redirect, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ItinerarySummary, ResultsNotices } from "~/components/booking/ItinerarySummary";
import { SEARCH_ACTION, SearchForm } from "~/components/booking/SearchForm";
import { FleetVehicleList, QuotedVehicleList } from "~/components/booking/VehicleCard";
import { VehicleFilters } from "~/components/booking/VehicleFilters";
import { FlexibleDates } from "~/components/booking/FlexibleDates";
import { PromoCodeModal } from "~/components/promo/PromoCodeModal";
import {
  CHANGE_SEARCH_TEXT,
  NO_VEHICLES_AVAILABLE,
  VEHICLE_LIST_TEXT,
} from "~/services/booking/vehicles/text";
import { tidyVehicleListUrl, vehicleCount } from "~/services/booking/vehicles/filters";
import { loadVehiclesPage } from "~/services/booking/vehicles/page.server";
import { commitSession, getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { retryAfter } from "~/services/platform/rate-limit.server";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Rental vehicles",
    description:
      "Compare GO Rentals cars, SUVs, people movers, 4WDs, hybrids and EVs: seats, luggage and today's prices at nine New Zealand branches.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  // The filter form sent without JavaScript names empty fields too: on to the short address.
  const tidy = tidyVehicleListUrl(new URL(request.url));
  if (tidy) throw redirect(tidy, { headers: NO_STORE });
  const session = await getSession(request);
  const page = await loadVehiclesPage(session, new URL(request.url));
  const headers = new Headers({ ...NO_STORE, ...retryAfter(page.retryAfterSeconds ?? undefined) });
  // Only a one-time notice changes the session here.
  if (page.notice) headers.append("Set-Cookie", await commitSession(session));
  // A choice refused over the holds cap comes back here: the list, its message and 429.
  return data(page, { headers, status: page.retryAfterSeconds ? 429 : 200 });
}

export default function Vehicles() {
  const page = useLoaderData<typeof loader>();
  const promo = <PromoCodeModal promoCode={page.promoCode} redirectTo="/vehicles/" />;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>
        {page.quoted ? t("Choose your vehicle") : t("Our rental vehicles")}
      </h1>
      <ResultsNotices expired={page.expired} notice={page.notice} />

      {page.quoted ? (
        <>
          <ItinerarySummary itinerary={page.itinerary} />
          {/* Another search is the search page, prefilled from the session (ADR 0080). */}
          <div className={styles.searchLinks}>
            <Link to={SEARCH_ACTION} prefetch="intent" className={styles.changeSearchLink}>
              {t(CHANGE_SEARCH_TEXT.link)}
            </Link>
            {promo}
          </div>
          {page.flexible ? <FlexibleDates flexible={page.flexible} /> : null}
        </>
      ) : (
        <>
          <p className={styles.lead}>
            {t(
              "From small cars to 10 seaters, 4WDs, hybrids and EVs. Enter your trip for today's prices and availability.",
            )}
          </p>
          <div className={styles.changeSearch}>
            <SearchForm
              branches={page.form.branches}
              defaults={page.form.defaults}
              minDate={page.form.minDate}
              wide
              title={t("Check prices and availability")}
              promo={promo}
            />
          </div>
        </>
      )}

      <section id="results" aria-labelledby="results-title">
        <h2 id="results-title" className="visually-hidden">
          {page.quoted ? t("Vehicles for your trip") : t("Our fleet")}
        </h2>
        <div className={styles.toolbar}>
          <VehicleFilters filters={page.filters} sort={page.sort} />
          <p className={styles.resultCount} aria-live="polite">
            {vehicleCount(page.vehicles.length, page.total, page.filters)}
          </p>
        </div>
        {page.vehicles.length === 0 ? (
          <div className={styles.notice.info}>
            {page.loosen ? (
              <>
                <p>{page.loosen.message}</p>
                {page.loosen.options.length > 0 ? (
                  <ul>
                    {page.loosen.options.map((option) => (
                      <li key={option.filter}>
                        <Link to={option.href} preventScrollReset>
                          {VEHICLE_LIST_TEXT.without(option.label, option.matches)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              t(NO_VEHICLES_AVAILABLE)
            )}
          </div>
        ) : page.quoted ? (
          <QuotedVehicleList vehicles={page.vehicles} ratings={page.ratings} />
        ) : (
          <FleetVehicleList vehicles={page.vehicles} ratings={page.ratings} />
        )}
      </section>
    </div>
  );
}
