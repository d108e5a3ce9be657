import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { BookingSummary, ExtendPage } from "~/components/changes/ExtendParts";
import { extendAgreementSchema } from "~/services/changes/extend/forms";
import { stepForDifference } from "~/services/changes/extend/rules";
import { agreeToExtension } from "~/services/changes/extend/change.server";
import { bookingView, changeView } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { requireExtendPage } from "~/services/changes/extend/routes.server";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { seoMeta } from "~/services/content/seo/seo";
import { redirectWithSession, sessionHeaders } from "~/services/platform/session.server";
import { readFormData } from "~/services/platform/form-data.server";

/** /extend-booking/agreement/: "I agree" (required), then the page of the price difference. */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.agreementTitle, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await requireExtendPage(request);
  return data(
    {
      booking: await bookingView(page.reservation),
      change: changeView(page.detail),
      notice: page.notice,
      agreed: page.detail.agreed,
    },
    { headers: await sessionHeaders(page.session) },
  );
}

const AGREEMENT_FORM_ID = "extend-agreement";
const agreementValidator = withZod(extendAgreementSchema);

export async function action({ request }: ActionFunctionArgs) {
  const page = await requireExtendPage(request);
  const form = (await readFormData(request)) ?? new FormData();
  const checked = await agreementValidator.validate(form);
  if (checked.error) {
    return validationError({ ...checked.error, formId: AGREEMENT_FORM_ID }, checked.submittedData, {
      status: 422,
      headers: await sessionHeaders(page.session),
    });
  }
  await agreeToExtension(page.change);
  return redirectWithSession(page.session, stepForDifference(page.detail.difference));
}

export default function ExtendAgreementPage() {
  const { booking, change, notice, agreed } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const error = posted?.fieldErrors.agree ?? null;
  return (
    <ExtendPage title={t(T.agreementTitle)} notice={notice} timerLeaveHref={booking.manageHref}>
      <BookingSummary booking={booking} change={change} />
      <Form method="post" action={EXTEND_PATHS.agreement} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(T.agreementTitle)}</legend>
          <p>{t(T.agreementText)}</p>
          <div className={formStyles.field}>
            <label className={formStyles.checkboxRow} htmlFor="extend-agree">
              <input
                id="extend-agree"
                type="checkbox"
                name="agree"
                value="yes"
                defaultChecked={agreed}
                className={formStyles.checkbox}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "extend-agree-error" : undefined}
              />
              <span>{t(T.agree)}</span>
            </label>
            {error ? (
              <span id="extend-agree-error" className={formStyles.error}>
                {error}
              </span>
            ) : null}
          </div>
        </fieldset>
        <div className={styles.stepActions}>
          <button type="submit" className={formStyles.button}>
            {t(T.agreeAndContinue)}
          </button>
        </div>
      </Form>
    </ExtendPage>
  );
}
