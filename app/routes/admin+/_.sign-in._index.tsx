import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { AdminSignInFrame } from "~/components/admin/AdminFrame";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { staffSignInSchema } from "~/services/admin/access/forms";
import { redirectIfSignedIn, signedInRedirect, staffDestination } from "~/services/admin/access/pages.server";
import { startPendingStaff } from "~/services/admin/access/session.server";
import { staffSignIn } from "~/services/admin/access/sign-in.server";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { REDIRECT_TO_PARAM } from "~/services/accounts/constants";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { seoMeta } from "~/services/content/seo/seo";
import type { ShellHandle } from "~/services/shell/handle";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/sign-in/: GO staff sign in (issue 21). Only Staff and Admin accounts; then the second
 * step when the account has it (or must set it up).
 */
export const handle: ShellHandle = { hideChrome: true };

export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: ADMIN_ACCESS_TEXT.signInTitle, noindex: true });

const FORM_ID = "admin-sign-in";
const validator = withZod(staffSignInSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const redirectTo = new URL(request.url).searchParams.get(REDIRECT_TO_PARAM);
  return data({ redirectTo: redirectTo ? staffDestination(redirectTo) : "" }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const checked = await validator.validate(form);
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, { email });
  const result = await staffSignIn(checked.data.email, checked.data.password, { ip: clientAddress(context) });
  const redirectTo = staffDestination(checked.data.redirectTo);
  if (!result.ok) {
    return validationErrorWith(
      { formError: result.message },
      { fieldErrors: {}, formId: FORM_ID },
      { email },
      {
        status: result.reason === "rate-limited" ? 429 : 401,
        headers: { ...NO_STORE, ...retryAfter(result.retryAfterSeconds) },
      },
    );
  }
  if (result.next === "signed-in") return signedInRedirect(request, result.account, redirectTo);
  const setCookie = await startPendingStaff(request, {
    userId: result.account.id,
    next: result.next,
    ...(result.next === "set-up" ? { secret: result.secret } : {}),
    redirectTo,
  });
  return redirect(result.next === "code" ? ADMIN_PATHS.signInCode : ADMIN_PATHS.signInSetUp, {
    status: 303,
    headers: { "Set-Cookie": setCookie, ...NO_STORE },
  });
}

export default function AdminSignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as { formError?: string } | undefined;
  return (
    <AdminSignInFrame title={ADMIN_ACCESS_TEXT.signInTitle}>
      <p className={booking.lead}>{ADMIN_ACCESS_TEXT.signInIntro}</p>
      {posted?.formError ? (
        <div className={booking.notice.warning} role="alert">
          {posted.formError}
        </div>
      ) : null}
      <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>Your staff account</legend>
          <TextField name="email" label="Email" type="email" autoComplete="username" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        </fieldset>
        <div className={booking.stepActions}>
          <SubmitButton formId={FORM_ID} pendingText="Signing in…">
            {ADMIN_ACCESS_TEXT.signInButton}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AdminSignInFrame>
  );
}
