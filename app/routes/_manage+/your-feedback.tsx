import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import {
  BookingLookupFields,
  CheckboxField,
  Notice,
  RadioGroup,
  TextAreaField,
} from "~/components/after-rental/fields";
import { SubmitButton } from "~/components/form/SubmitButton";
import { feedbackSchema } from "~/services/changes/after-rental/forms";
import { readFormTexts } from "~/services/platform/form-data.server";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import {
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_COMPLETE_PATH,
  FEEDBACK_PATH,
} from "~/services/changes/after-rental/constants";
import {
  findBookingForFeedback,
  submitFeedback,
  type FeedbackFormValues,
} from "~/services/changes/after-rental/feedback.server";
import { FEEDBACK_TEXT as T } from "~/services/changes/after-rental/text";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { getSession, sessionHeaders } from "~/services/platform/session.server";
import * as styles from "~/styles/booking.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { t } from "~/services/platform/i18n/translate";

/**
 * /your-feedback/: rating and comments for a finished rental. A link may carry
 * ?booking=GO1234567&email=…; otherwise the customer types both. Rules in
 * app/services/changes/after-rental/feedback.server.ts; sending redirects to /feedback-complete/.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

const FORM_ID = "feedback";
const EMPTY: FeedbackFormValues = {
  reference: "",
  email: "",
  rating: "",
  wouldRecommend: "",
  comments: "",
  publicPermission: false,
};

type View = { values: FeedbackFormValues; message: string | null; existing: boolean };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const reference = (url.searchParams.get("booking") ?? "").slice(0, 20).trim();
  const email = (url.searchParams.get("email") ?? "").slice(0, 120).trim();
  if (!reference || !email) {
    return data<View>(
      { values: { ...EMPTY, reference, email }, message: null, existing: false },
      { headers: NO_STORE },
    );
  }
  const session = await getSession(request);
  const found = await findBookingForFeedback(
    session,
    { reference, email },
    new Date(),
    clientAddress(context),
  );
  if (!found.ok) {
    return data<View>(
      { values: { ...EMPTY, reference, email }, message: found.message, existing: false },
      { status: found.status, headers: await sessionHeaders(session, retryAfter(found.retryAfterSeconds)) },
    );
  }
  return data<View>(
    { values: found.booking.values, message: null, existing: found.booking.hasFeedback },
    { headers: await sessionHeaders(session) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const raw = await readFormTexts(request, 300, { comments: FEEDBACK_COMMENTS_MAX_LENGTH * 4 });
  const session = await getSession(request);
  const values: FeedbackFormValues = {
    reference: raw.reference ?? "",
    email: raw.email ?? "",
    rating: raw.rating ?? "",
    wouldRecommend: raw.wouldRecommend ?? "",
    comments: (raw.comments ?? "").slice(0, FEEDBACK_COMMENTS_MAX_LENGTH * 4),
    publicPermission: raw.publicPermission === "on",
  };
  const kept = { reference: values.reference, email: values.email, comments: values.comments };
  const result = await submitFeedback(session, raw, new Date(), clientAddress(context));
  if (result.ok) return redirect(FEEDBACK_COMPLETE_PATH, { headers: await sessionHeaders(session) });
  if ("fieldErrors" in result) {
    return validationErrorWith(
      { values, message: null, existing: false },
      { fieldErrors: result.fieldErrors, formId: FORM_ID },
      kept,
      {
        status: 400,
        headers: NO_STORE,
      },
    );
  }
  return validationErrorWith(
    { values, message: result.message, existing: false },
    { fieldErrors: {}, formId: FORM_ID },
    kept,
    { status: result.status, headers: await sessionHeaders(session, retryAfter(result.retryAfterSeconds)) },
  );
}

const RATINGS = T.ratingLabels.map((label, index) => ({ value: String(index + 1), label }));
const RECOMMEND = [
  { value: "yes", label: T.yes },
  { value: "no", label: T.no },
];

export default function YourFeedbackPage() {
  const loaded = useLoaderData<typeof loader>() as View;
  const posted = useActionData<typeof action>() as View | undefined;
  const view = posted ?? loaded;
  const { values } = view;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(T.title)}</h1>
      <p className={styles.lead}>{t(T.intro)}</p>
      {view.message ? <Notice tone="warning">{t(view.message)}</Notice> : null}
      {view.existing ? <Notice tone="info">{t(T.existing)}</Notice> : null}
      <ValidatedForm
        id={FORM_ID}
        validator={withZod(feedbackSchema)}
        method="post"
        action={FEEDBACK_PATH}
        defaultValues={{ reference: values.reference, email: values.email, comments: values.comments }}
        noValidate
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(T.bookingLegend)}</legend>
          <BookingLookupFields />
        </fieldset>
        <RadioGroup name="rating" legend={T.ratingLegend} options={RATINGS} value={values.rating} />
        <RadioGroup
          name="wouldRecommend"
          legend={T.recommendLegend}
          options={RECOMMEND}
          value={values.wouldRecommend}
        />
        <TextAreaField
          name="comments"
          label={T.commentsLabel}
          hint={T.commentsHint}
          maxLength={FEEDBACK_COMMENTS_MAX_LENGTH}
        />
        <CheckboxField
          name="publicPermission"
          label={T.publicLabel}
          defaultChecked={values.publicPermission}
        />
        <div className={styles.stepActions}>
          <SubmitButton formId={FORM_ID} pendingText={T.submitting}>
            {t(T.submit)}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </div>
  );
}
