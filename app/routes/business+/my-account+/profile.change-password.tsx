import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { BusinessPage } from "~/components/business/BusinessPage";
import { businessChangePasswordSchema } from "~/services/business/forms";
import { FormNotices } from "~/components/account/FormNotices";
import { SubmitButton } from "~/components/form/SubmitButton";
import { PasswordFields } from "~/components/account/PasswordFields";
import { changePassword } from "~/services/accounts/auth.server";
import { hasLiveToken, requireBusinessContext, signInAgain } from "~/services/business/context.server";
import { BUSINESS_PATHS } from "~/services/business/constants";
import { BUSINESS_MESSAGES } from "~/services/business/text";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { readFormData } from "~/services/platform/form-data.server";

/** /business/my-account/profile/change-password/: current password, new one twice (auth.server.ts changePassword). */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: BUSINESS_MESSAGES.changePasswordTitle, noindex: true });

const FORM_ID = "business-change-password";
const validator = withZod(businessChangePasswordSchema);

type Answer = { notice?: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireBusinessContext(request);
  return data({ accountName: context.accountName }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireBusinessContext(request);
  if (!(await hasLiveToken(context.session))) throw signInAgain(BUSINESS_PATHS.changePassword);
  const checked = await validator.validate((await readFormData(request)) ?? new FormData());
  // Passwords are never sent back.
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, {});
  const result = await changePassword(
    context.user.userId,
    checked.data.currentPassword,
    checked.data.newPassword,
  );
  if (!result.ok) {
    const field = result.reason === "wrong-password" ? "currentPassword" : "newPassword";
    return validationError({ fieldErrors: { [field]: result.message }, formId: FORM_ID }, {});
  }
  return data<Answer>({ notice: result.message }, { headers: NO_STORE });
}

export default function BusinessChangePassword() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as Answer | undefined;
  return (
    <BusinessPage title={BUSINESS_MESSAGES.changePasswordTitle} accountName={page.accountName}>
      <FormNotices notice={posted?.notice} />
      <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate resetAfterSubmit>
        <PasswordFields legend="Your password" withCurrent />
        <div className={styles.stepActions}>
          <Link to={BUSINESS_PATHS.profile}>Back to agent details</Link>
          <SubmitButton formId={FORM_ID} pendingText="Saving…">
            Change password
          </SubmitButton>
        </div>
      </ValidatedForm>
    </BusinessPage>
  );
}
