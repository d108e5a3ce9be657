import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingConfirmation } from "~/components/booking/BookingConfirmation";
import { BookingTimer } from "~/components/booking/BookingTimer";
import { ItinerarySummary } from "~/components/booking/ItinerarySummary";
import { PriceSummary } from "~/components/booking/PriceSummary";
import { StepProgress } from "~/components/booking/StepProgress";
import { RunningTotal } from "~/components/booking/WholeCost";
import {
  guardBookingStep,
  keepVehicle,
  sessionBrandCode,
  setVehiclesNotice,
} from "~/services/booking/steps/flow.server";
import { loadSessionConfirmation } from "~/services/booking/confirmation/confirmation.server";
import { loadStepFrame } from "~/services/booking/steps/page.server";
import { resetReservation, setReservation } from "~/services/booking/session.server";
import {
  BOOKING_STEPS,
  bookingBase,
  FINAL_STEP,
  parseStep,
  vehiclesPathFor,
  type BookingMode,
} from "~/services/booking/steps/steps";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { campaignNameOf } from "~/services/shell/campaign.server";
import { BOOKING_FORM_MESSAGES } from "~/services/booking/text";
import { commitSession, getSession, redirectWithSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import { withSession } from "./responses.server";
import { driverAction, DriverStep } from "./step-driver";
import { extrasAction, ExtrasStep } from "./step-extras";
import { reviewAction, ReviewStep } from "./step-review";
import { loadDriverStep } from "~/services/booking/steps/driver.server";
import { loadExtrasStep } from "~/services/booking/steps/extras.server";
import { loadReviewStep } from "~/services/booking/steps/review.server";
import { chooseVehicleAction, VehicleStep } from "./step-vehicle";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { readFormData } from "~/services/platform/form-data.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /book-now/?step=N: one route, each step in its own module (loader data, zod schema, action,
 * component). This file only guards and dispatches: the booking guard of spec section 4 on every
 * step but the last, the hold renewed on every submit, and the step order kept.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const step = BOOKING_STEPS.find((candidate) => candidate.index === args.data?.step);
  return seoMeta(args, {
    title: step ? t("{{step}} | Book now", { step: t(step.title) }) : "Book now",
    noindex: true,
  });
};

/**
 * The loader of /book-now/ (mode "customer") and of /business/book-now/ (mode "business", after
 * the business route's role check): the same steps, with the business path and the client's
 * details and reference at step 3 and "charge to agency account" at step 4.
 */
export async function bookNowLoader(request: Request, mode: BookingMode = "customer") {
  const session = await getSession(request);
  const url = new URL(request.url);
  const requested = parseStep(url.searchParams.get("step"));

  if (requested === FINAL_STEP) {
    if (mode === "business") throw redirect(BUSINESS_PATHS.confirmation);
    const booking = await loadSessionConfirmation(session);
    if (!booking) throw redirect("/confirmation/");
    return data({ step: 5 as const, booking, mode }, { headers: NO_STORE });
  }

  const guard = guardBookingStep(session, requested, new Date(), mode);
  if (!guard.ok) throw guard.response;
  const { step, state } = guard;
  const frame = await loadStepFrame(state);
  if (!frame) {
    setReservation(session, resetReservation(state.reservation.campaignName));
    setVehiclesNotice(session, BOOKING_FORM_MESSAGES.bookingLost);
    throw await redirectWithSession(session, vehiclesPathFor(mode));
  }
  switch (step) {
    case 1:
      return data({ step, frame, mode } as const, { headers: NO_STORE });
    case 2:
      return data({ step, frame, mode, data: await loadExtrasStep(state, frame) } as const, {
        headers: NO_STORE,
      });
    case 3:
      return data({ step, frame, mode, data: await loadDriverStep(state, mode) } as const, {
        headers: NO_STORE,
      });
    default: {
      const review = await loadReviewStep(session, state, frame, url);
      // The one-time payment notice was read: save the session without it.
      const headers = new Headers(NO_STORE);
      if (review.notice) headers.append("Set-Cookie", await commitSession(session));
      return data({ step: 4 as const, frame, mode, data: review }, { headers });
    }
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  return bookNowLoader(request, "customer");
}

/**
 * What the route adds to its actions: clientAddress(context) (its holds are capped) and, for the
 * business route, the insurance an all-inclusive agent starts with.
 */
export type BookNowActionOptions = { clientAddress: string; insuranceCode?: string | null };

export async function bookNowAction(
  request: Request,
  mode: BookingMode = "customer",
  options: BookNowActionOptions,
) {
  const session = await getSession(request);
  const requested = parseStep(new URL(request.url).searchParams.get("step"));
  const formData = (await readFormData(request)) ?? new FormData();

  if (requested === 1) {
    const userType = session.get("userType");
    const business = userType === "Agent" || userType === "Corporate";
    if (mode === "customer" && business) return redirect(BUSINESS_PATHS.bookNow);
    if (mode === "business" && !business) return redirect("/book-now/");
    return chooseVehicleAction(
      session,
      formData,
      {
        brandCode: sessionBrandCode(session),
        campaignName: await campaignNameOf(request),
        insuranceCode: options.insuranceCode ?? null,
        clientAddress: options.clientAddress,
      },
      mode,
    );
  }

  const guard = guardBookingStep(session, requested, new Date(), mode);
  if (!guard.ok) return guard.response;
  if (guard.step === 1) return redirect(vehiclesPathFor(mode));
  const lost = await keepVehicle(session, guard.state, new Date(), mode);
  if (lost) return withSession(session, lost);

  switch (guard.step) {
    case 2:
      return extrasAction(session, guard.state, formData, mode);
    case 3:
      return driverAction(session, guard.state, formData, mode);
    default:
      return reviewAction(session, guard.state, formData, mode);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return bookNowAction(request, "customer", { clientAddress: clientAddress(context) });
}

export default function BookNow() {
  return <BookNowPage />;
}

/** The page of both /book-now/ and /business/book-now/ (the loader data says which). */
export function BookNowPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<{ formError?: string }>();

  if (page.step === 5) {
    return (
      <div className={`${container} ${styles.page}`}>
        <StepProgress current={FINAL_STEP} stepComplete={FINAL_STEP} />
        <BookingConfirmation booking={page.booking} />
      </div>
    );
  }

  const { frame, mode } = page;
  const base = bookingBase(mode);
  const title = BOOKING_STEPS[page.step - 1].title;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(title)}</h1>
      <StepProgress current={page.step} stepComplete={frame.stepComplete} base={base} />
      <ItinerarySummary itinerary={frame.itinerary} />
      {actionData?.formError ? (
        <div className={styles.notice.warning} role="alert">
          {t(actionData.formError)}
        </div>
      ) : null}
      <div className={styles.stepLayout}>
        <div>
          {page.step === 1 ? <VehicleStep frame={frame} mode={mode} /> : null}
          {page.step === 2 ? <ExtrasStep frame={frame} data={page.data} base={base} /> : null}
          {page.step === 3 ? <DriverStep data={page.data} base={base} /> : null}
          {page.step === 4 ? <ReviewStep frame={frame} data={page.data} mode={mode} /> : null}
          {page.step === 2 ? <RunningTotal total={frame.breakdown.total} /> : null}
        </div>
        <aside className={styles.aside} aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title" className={styles.asideTitle}>
            {frame.vehicle.name}
          </h2>
          <p className={styles.lead}>{t("Reservation {{reference}}", { reference: frame.reference })}</p>
          <PriceSummary breakdown={frame.breakdown} hideCaption />
        </aside>
      </div>
      {frame.holdExpiresAt ? (
        <BookingTimer expiresAt={frame.holdExpiresAt} serverNow={frame.serverNow} />
      ) : null}
    </div>
  );
}
