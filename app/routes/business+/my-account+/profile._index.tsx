import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { BusinessPage } from "~/components/business/BusinessPage";
import { agentDetailsSchema } from "~/services/business/forms";
import { FormNotices } from "~/components/account/FormNotices";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { agentDetailsOf, saveAgentDetails } from "~/services/business/agent-details.server";
import { hasLiveToken, requireBusinessContext, signInAgain } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /business/my-account/profile/: the agent details. The agency (or company) name and the contact
 * phone can be changed; the agent id and the all-inclusive flag are shown read-only. Saving
 * needs the signed-in token, present and live: otherwise the user signs in again.
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.profileTitle, noindex: true });

const FORM_ID = "business-profile";
const validator = withZod(agentDetailsSchema);

type Answer = { saved?: boolean; formError?: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  const details = agentDetailsOf(context.user, context.account);
  return data(
    {
      accountName: details.accountName,
      userType: details.userType,
      email: details.email,
      agentId: details.agentId,
      isAllInclusive: details.isAllInclusive,
      defaults: { accountName: details.accountName, contactPhone: details.contactPhone },
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireBusinessContext(request);
  if (!(await hasLiveToken(context.session))) throw signInAgain(BUSINESS_PATHS.profile);
  const checked = await validator.validate((await readFormData(request)) ?? new FormData());
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, checked.submittedData);
  if (!context.account)
    return data<Answer>({ formError: BUSINESS_MESSAGES.saveFailed }, { status: 409, headers: NO_STORE });
  const saved = await saveAgentDetails(context.user.userId, context.user.userType, checked.data);
  if (!saved)
    return data<Answer>({ formError: BUSINESS_MESSAGES.saveFailed }, { status: 409, headers: NO_STORE });
  return data<Answer>({ saved: true }, { headers: NO_STORE });
}

export default function BusinessProfile() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as Answer | undefined;
  const nameLabel = page.userType === "Corporate" ? "Company name" : "Agency name";
  return (
    <BusinessPage title={BUSINESS_MESSAGES.profileTitle} accountName={page.accountName}>
      <FormNotices notice={posted?.saved ? BUSINESS_MESSAGES.profileSaved : null} error={posted?.formError} />
      <dl className={styles.reviewList}>
        <dt>{page.userType === "Corporate" ? "Account id" : "Agent id"}</dt>
        <dd>{page.agentId ?? "Not set"}</dd>
        <dt>All-inclusive prices</dt>
        <dd>{page.isAllInclusive ? "Yes" : "No"}</dd>
        <dt>Sign-in email</dt>
        <dd>{page.email}</dd>
      </dl>
      <ValidatedForm
        id={FORM_ID}
        validator={validator}
        method="post"
        noValidate
        defaultValues={page.defaults}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Details you can change</legend>
          <div className={styles.formGrid}>
            <TextField name="accountName" label={nameLabel} autoComplete="organization" />
            <TextField
              name="contactPhone"
              label="Contact phone"
              type="tel"
              autoComplete="tel"
              hint="With the country code, like +64 9 555 0188."
            />
          </div>
        </fieldset>
        <div className={styles.stepActions}>
          <a href={BUSINESS_PATHS.changePassword}>Change password</a>
          <SubmitButton formId={FORM_ID} pendingText="Saving…">
            Save details
          </SubmitButton>
        </div>
      </ValidatedForm>
    </BusinessPage>
  );
}
