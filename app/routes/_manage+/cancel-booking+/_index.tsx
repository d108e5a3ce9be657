import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  CancelNotice,
  CancelPageFrame,
  CancelSummaryList,
  CancelTimer,
  type CancelSummaryView,
} from "~/components/cancel/CancelParts";
import { BookingFindForm } from "~/components/changes/BookingFindForm";
import { CANCEL_PATHS, cancelStartPath } from "~/services/changes/cancel/constants";
import { answerFindForm } from "~/services/changes/find-form.server";
import type { BookingFindValues } from "~/services/changes/forms";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { latestCancellation, loadCancelPlan } from "~/services/changes/cancel/cancel.server";
import {
  businessVariantPath,
  cancelSummary,
  nzDateTime,
  redirectWith,
} from "~/services/changes/cancel/pages.server";
import { isBusinessUser, loadChangeContext, takeChangeNotice } from "~/services/changes/access.server";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import * as cancel from "~/styles/cancel.css";
import { button } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /cancel-booking/: the start of the cancel flow. With a booking in hand (?booking=GO1234567 of a
 * booking found on /manage-booking/, or the signed-in customer's own) it shows the booking, the fee
 * rule and this booking's terms; without one, a find form (reservation number + email) that then
 * continues the flow. Rules: app/services/changes/cancel/rules.ts.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.startTitle, noindex: true });

const FIND_FORM_ID = "cancel-booking-find";

type FindView = { step: "find"; notice: string | null; values: BookingFindValues };
type BookingView = {
  step: "booking";
  notice: string | null;
  summary: CancelSummaryView;
  cancelled: boolean;
  hasConfirmation: boolean;
  terms: string | null;
};
type View = FindView | BookingView;

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const url = new URL(request.url);
  const { session, user, booking } = await loadChangeContext(request, "cancel", now);
  const flashed = takeChangeNotice(session, "cancel");
  if (isBusinessUser(user))
    return redirectWith(session, businessVariantPath(user?.userType, booking?.reservation.reference));
  if (!booking) {
    const asked = url.searchParams.get("booking");
    const view: FindView = {
      step: "find",
      notice: flashed ?? (asked ? t(T.notFound) : null),
      values: { reference: (asked ?? "").slice(0, 20), email: "" },
    };
    return data<View>(view, { headers: await sessionHeaders(session) });
  }
  const { reservation } = booking;
  const plan = await loadCancelPlan(reservation, now);
  if (plan.terms.kind === "started") return redirectWith(session, CANCEL_PATHS.contactSupport);
  const summary = await cancelSummary(reservation, plan);
  if (!summary) throw new Response("Not found", { status: 404 });
  const cancelled = reservation.status === "cancelled";
  const terms =
    plan.terms.kind === "free"
      ? T.freeUntil(nzDateTime(plan.terms.freeUntil))
      : plan.terms.kind === "late"
        ? T.lateNow(formatMoney(plan.terms.fee))
        : null;
  const view: BookingView = {
    step: "booking",
    notice: cancelled ? t(T.alreadyCancelled) : flashed,
    summary,
    cancelled,
    hasConfirmation: cancelled && (await latestCancellation(reservation.id)) !== null,
    terms,
  };
  return data<View>(view, { headers: await sessionHeaders(session) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const { session } = await loadChangeContext(request, "cancel");
  const step = await answerFindForm(request, form, {
    session,
    clientAddress: clientAddress(context),
    formId: FIND_FORM_ID,
    invalidStatus: 422,
    view: (values, refusal): FindView => ({
      step: "find",
      notice: refusal?.call ? `${refusal.message} ${refusal.call.number}` : (refusal?.message ?? null),
      values,
    }),
  });
  if (!step.ok) return step.answer;
  return redirect(cancelStartPath(step.found.reference), {
    status: 303,
    headers: await sessionHeaders(session),
  });
}

export default function CancelBookingStart() {
  const loaded = useLoaderData<typeof loader>() as View;
  const posted = useActionData<typeof action>() as FindView | undefined;
  const view = posted ?? loaded;
  return view.step === "booking" ? <BookingStart view={view} /> : <FindStart view={view} />;
}

function FeeRule() {
  return (
    <section aria-labelledby="cancel-fee-rule">
      <h2 id="cancel-fee-rule" className={cancel.sectionTitle}>
        {t(T.feeRuleTitle)}
      </h2>
      <p>{t(T.feeRule)}</p>
    </section>
  );
}

function FindStart({ view }: { view: FindView }) {
  return (
    <CancelPageFrame title={t(T.startTitle)} lead={t(T.startIntro)}>
      <CancelNotice notice={view.notice} />
      <BookingFindForm formId={FIND_FORM_ID} text={T} values={view.values} />
      <FeeRule />
    </CancelPageFrame>
  );
}

function BookingStart({ view }: { view: BookingView }) {
  return (
    <CancelPageFrame title={t(T.startTitle)}>
      <CancelNotice notice={view.notice} tone={view.cancelled ? "info" : "warning"} />
      <h2 className={cancel.sectionTitle}>{t(T.summaryTitle)}</h2>
      <CancelSummaryList summary={view.summary} />
      <FeeRule />
      {view.cancelled ? (
        <p className={cancel.actions}>
          {view.hasConfirmation ? <Link to={CANCEL_PATHS.confirmation}>{t(T.confirmationTitle)}</Link> : null}
          <Link to={view.summary.manageHref}>{t(T.backToBooking)}</Link>
        </p>
      ) : (
        <>
          {view.terms ? <p className={styles.notice.info}>{view.terms}</p> : null}
          <p className={cancel.actions}>
            <Link className={button.primary} to={CANCEL_PATHS.beforeYouGo}>
              {t(T.continue)}
            </Link>
            <Link to={view.summary.manageHref}>{t(T.keepBooking)}</Link>
          </p>
          <CancelTimer leaveHref={view.summary.manageHref} />
        </>
      )}
    </CancelPageFrame>
  );
}
