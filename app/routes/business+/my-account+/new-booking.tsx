import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { SEARCH_FORM_ID } from "~/components/booking/SearchForm";
import { ItinerarySummary, ResultsNotices } from "~/components/booking/ItinerarySummary";
import { QuotedVehicleList } from "~/components/booking/VehicleCard";
import { BusinessPage } from "~/components/business/BusinessPage";
import { BusinessSearchForm } from "~/components/business/BusinessSearchForm";
import { takeVehiclesNotice, takeVehiclesRetryAfter } from "~/services/booking/steps/flow.server";
import { ITINERARY_EXPIRED_PARAM } from "~/services/booking/session.server";
import { BUSINESS_BOOK_NOW_BASE } from "~/services/booking/steps/steps";
import {
  businessItinerary,
  businessVehicleCards,
  businessVehicles,
  runBusinessSearch,
} from "~/services/business/new-booking.server";
import { requireBusinessContext } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { campaignNameOf } from "~/services/shell/campaign.server";
import { viewItinerary } from "~/services/booking/search/itinerary-view.server";
import { NO_VEHICLES_AVAILABLE } from "~/services/booking/vehicles/text";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import { searchFormSchema } from "~/services/booking/search/form";
import { loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { commitSession } from "~/services/platform/session.server";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /business/my-account/new-booking/: the search for a client's trip (the customer search's rules),
 * recorded with the account's agent id; with a live search, the vehicles with their prices
 * (all-inclusive for all-inclusive agents). Choosing one goes on to /business/book-now/.
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.newBookingTitle, noindex: true });

const validator = withZod(searchFormSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const { session, user } = context;
  const url = new URL(request.url);
  const notice = takeVehiclesNotice(session);
  const retryAfterSeconds = notice ? takeVehiclesRetryAfter(session) : null;
  const form = await loadSearchForm(session);
  const itinerary = businessItinerary(session, user, context.agentId);
  const [view, vehicles] = itinerary
    ? await Promise.all([viewItinerary(itinerary), businessVehicles(itinerary, context.isAllInclusive)])
    : [null, []];
  const headers = new Headers({ ...NO_STORE, ...retryAfter(retryAfterSeconds ?? undefined) });
  if (notice) headers.append("Set-Cookie", await commitSession(session));
  return data(
    {
      accountName: context.accountName,
      isAllInclusive: context.isAllInclusive,
      expired: url.searchParams.get(ITINERARY_EXPIRED_PARAM) === "1",
      notice,
      form,
      itinerary: view,
      vehicles: view ? businessVehicleCards(vehicles) : [],
    },
    // A choice refused over the holds cap comes back here: the list, its message and 429.
    { headers, status: retryAfterSeconds ? 429 : 200 },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireBusinessContext(request);
  const result = await validator.validate((await readFormData(request)) ?? new FormData());
  if (result.error) return validationError({ ...result.error, formId: SEARCH_FORM_ID }, result.submittedData);
  const outcome = await runBusinessSearch(context.session, result.data, {
    agentId: context.agentId,
    campaignName: await campaignNameOf(request),
  });
  if (!outcome.ok)
    return validationError(
      { fieldErrors: outcome.fieldErrors, formId: SEARCH_FORM_ID },
      result.submittedData,
    );
  return redirect(`${BUSINESS_PATHS.newBooking}#results`, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(context.session), ...NO_STORE },
  });
}

export default function BusinessNewBooking() {
  const page = useLoaderData<typeof loader>();
  return (
    <BusinessPage
      title={BUSINESS_MESSAGES.newBookingTitle}
      accountName={page.accountName}
      lead={BUSINESS_MESSAGES.newBookingLead}
    >
      <ResultsNotices expired={page.expired} notice={page.notice} />
      <BusinessSearchForm
        branches={page.form.branches}
        defaults={page.form.defaults}
        minDate={page.form.minDate}
        title={page.itinerary ? "Change the search" : "Your client's trip"}
      />
      {page.itinerary ? (
        <section id="results" aria-labelledby="results-title">
          <h2 id="results-title">Vehicles for your client's trip</h2>
          <ItinerarySummary itinerary={page.itinerary} />
          {page.isAllInclusive ? (
            <div className={styles.notice.info} role="note">
              {BUSINESS_MESSAGES.allInclusiveNote}
            </div>
          ) : null}
          {page.vehicles.length === 0 ? (
            <div className={styles.notice.info}>{NO_VEHICLES_AVAILABLE}</div>
          ) : (
            <QuotedVehicleList
              vehicles={page.vehicles}
              bookNowBase={BUSINESS_BOOK_NOW_BASE}
              listPath={BUSINESS_PATHS.newBooking}
            />
          )}
        </section>
      ) : null}
    </BusinessPage>
  );
}
