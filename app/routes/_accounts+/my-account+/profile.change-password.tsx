import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AccountLayout } from "~/components/account/AccountLayout";
import { SubmitButton } from "~/components/form/SubmitButton";
import { PasswordFields } from "~/components/account/PasswordFields";
import { changePasswordSchema } from "~/services/accounts/forms";
import {
  fieldErrorsResponse,
  formErrorResponse,
  readCheckedForm,
  savedPath,
  wasSaved,
  type FormErrorData,
} from "~/services/accounts/http.server";
import { saveFailureMessage } from "~/services/accounts/pages.server";
import { changePassword } from "~/services/accounts/auth.server";
import { MY_ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import { requireCustomer } from "~/services/accounts/roles.server";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { log } from "~/log.server";
import { t } from "~/services/platform/i18n/translate";

/** /my-account/profile/change-password/: current password, new password and its confirmation. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.changePasswordTitle, noindex: true });

export const CHANGE_PASSWORD_FORM_ID = "change-password";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return data({ saved: wasSaved(request) }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireCustomer(request);
  const checked = await readCheckedForm(request, CHANGE_PASSWORD_FORM_ID, changePasswordSchema);
  if (!checked.ok) return checked.response;
  const { form, data } = checked;
  let result;
  try {
    result = await changePassword(user.userId, data.currentPassword, data.newPassword);
  } catch (error) {
    log.error({ err: error }, "change password failed");
    return formErrorResponse(CHANGE_PASSWORD_FORM_ID, saveFailureMessage(error), form, 503);
  }
  if (result.ok) return redirect(savedPath(MY_ACCOUNT_PATHS.changePassword), { headers: NO_STORE });
  const field = result.reason === "wrong-password" ? "currentPassword" : "newPassword";
  return fieldErrorsResponse(CHANGE_PASSWORD_FORM_ID, { [field]: result.message }, form);
}

export default function ChangePassword() {
  const { saved } = useLoaderData<typeof loader>();
  const posted = useActionData<FormErrorData>();
  return (
    <AccountLayout
      title={T.changePasswordTitle}
      notice={saved && !posted ? ACCOUNT_MESSAGES.passwordChanged : null}
      error={posted?.formError ?? null}
    >
      <ValidatedForm
        id={CHANGE_PASSWORD_FORM_ID}
        validator={withZod(changePasswordSchema)}
        method="post"
        noValidate
      >
        <PasswordFields legend={t("Your password")} withCurrent />
        <div className={styles.stepActions}>
          <Link to={MY_ACCOUNT_PATHS.profile}>{t("Back to profile")}</Link>
          <SubmitButton formId={CHANGE_PASSWORD_FORM_ID} pendingText="Saving…">
            Change password
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AccountLayout>
  );
}
