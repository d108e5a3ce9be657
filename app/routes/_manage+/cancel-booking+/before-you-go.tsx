import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import {
  CancelNotice,
  CancelPageFrame,
  CancelSummaryList,
  CancelTimer,
} from "~/components/cancel/CancelParts";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { CANCEL_REASON_OPTIONS } from "~/services/changes/cancel/constants";
import { cancelReasonSchema } from "~/services/changes/cancel/forms";
import { CANCEL_TEXT as T } from "~/services/changes/cancel/text";
import { beginCancellation } from "~/services/changes/cancel/cancel.server";
import { cancelSummary, requireCancellableStep, stepResponse } from "~/services/changes/cancel/pages.server";
import { takeChangeNotice } from "~/services/changes/access.server";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/booking.css";
import * as cancel from "~/styles/cancel.css";
import { seoMeta } from "~/services/content/seo/seo";
import { sessionHeaders } from "~/services/platform/session.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /cancel-booking/before-you-go/: alternatives to cancelling (change the dates through the extend
 * flow, contact us, keep the booking), then the reason and "Cancel my booking", which opens the
 * cancellation and sends the customer to the page that settles the money.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.beforeTitle, noindex: true });

const FORM_ID = "cancel-before-you-go";
const validator = withZod(cancelReasonSchema);
/** The extend flow's start (issue 5, built alongside): changing dates instead of cancelling. */
const EXTEND_START = "/extend-booking/";

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireCancellableStep(request);
  const summary = await cancelSummary(context.reservation, context.plan);
  if (!summary) throw new Response("Not found", { status: 404 });
  const notice = takeChangeNotice(context.session, "cancel");
  const fee = context.plan.fee > 0 ? T.lateNow(formatMoney(context.plan.fee)) : T.confirmNoFee;
  return data(
    { summary, notice, fee, extendHref: `${EXTEND_START}?booking=${summary.reference}` },
    { headers: await sessionHeaders(context.session) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireCancellableStep(request);
  const checked = await validator.validate((await readFormData(request)) ?? new FormData());
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, checked.submittedData);
  const result = await beginCancellation(context.reservation, {
    reason: checked.data.reason,
    actor: context.actor,
  });
  return stepResponse(context, result);
}

export default function BeforeYouGo() {
  const page = useLoaderData<typeof loader>();
  const { summary } = page;
  return (
    <CancelPageFrame title={t(T.beforeTitle)} lead={t(T.beforeIntro)}>
      <CancelNotice notice={page.notice} />
      <h2 className={cancel.sectionTitle}>{t(T.alternativesTitle)}</h2>
      <ul className={cancel.alternatives}>
        <li className={cancel.alternative}>
          <h3 className={cancel.alternativeTitle}>{t(T.changeDates)}</h3>
          <p>{t(T.changeDatesText)}</p>
          <Link to={page.extendHref}>{t(T.changeDates)}</Link>
        </li>
        <li className={cancel.alternative}>
          <h3 className={cancel.alternativeTitle}>{t(T.contactUs)}</h3>
          <p>
            {t(T.contactUsText)} {summary.branchName}{" "}
            <a href={`tel:${summary.branchPhone.telephone}`}>{summary.branchPhone.number}</a> {t(T.orEmail)}{" "}
            <a href={`mailto:${summary.contactEmail}`}>{summary.contactEmail}</a>.
          </p>
        </li>
        <li className={cancel.alternative}>
          <h3 className={cancel.alternativeTitle}>{t(T.keepBooking)}</h3>
          <p>{t(T.keepText)}</p>
          <Link to={summary.manageHref}>{t(T.keepBooking)}</Link>
        </li>
      </ul>
      <CancelSummaryList summary={summary} />
      <p className={styles.notice.info}>{t(page.fee)}</p>
      <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(T.reasonLegend)}</legend>
          <SelectField
            name="reason"
            label={T.reasonLabel}
            placeholder={T.reasonPlaceholder}
            options={CANCEL_REASON_OPTIONS}
            required
          />
        </fieldset>
        <div className={styles.stepActions}>
          <Link to={summary.manageHref}>{t(T.keepBooking)}</Link>
          <SubmitButton formId={FORM_ID} pendingText={t(T.cancelling)}>
            {t(T.cancelMyBooking)}
          </SubmitButton>
        </div>
      </ValidatedForm>
      <CancelTimer leaveHref={summary.manageHref} />
    </CancelPageFrame>
  );
}
