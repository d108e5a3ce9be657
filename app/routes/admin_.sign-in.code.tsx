import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { AdminSignInFrame } from "~/components/admin/AdminFrame";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { totpCodeSchema } from "~/services/admin/access/forms";
import { requirePending, signedInRedirect } from "~/services/admin/access/pages.server";
import { verifyStaffCode } from "~/services/admin/access/sign-in.server";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { seoMeta } from "~/services/content/seo/seo";
import type { ShellHandle } from "~/services/shell/handle";
import * as booking from "~/styles/booking.css";

/** /admin/sign-in/code/: the second step of an account that has it (a code from the authenticator app). */
export const handle: ShellHandle = { hideChrome: true };

export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: ADMIN_ACCESS_TEXT.codeTitle, noindex: true });

const FORM_ID = "admin-sign-in-code";
const validator = withZod(totpCodeSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePending(request, "code");
  return json({}, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePending(request, "code");
  const checked = await validator.validate(await request.formData());
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID });
  const result = await verifyStaffCode(pending.userId, checked.data.code, { ip: clientAddress(context) });
  if (result.ok) return signedInRedirect(request, result.account, pending.redirectTo);
  return validationError(
    { fieldErrors: { code: result.message }, formId: FORM_ID },
    {},
    {
      status: result.reason === "rate-limited" ? 429 : 401,
      headers: { ...NO_STORE, ...retryAfter(result.retryAfterSeconds) },
    },
  );
}

export default function AdminSignInCode() {
  return (
    <AdminSignInFrame title={ADMIN_ACCESS_TEXT.codeTitle}>
      <p className={booking.lead}>{ADMIN_ACCESS_TEXT.codeIntro}</p>
      <ValidatedForm id={FORM_ID} validator={validator} method="post" noValidate>
        <TextField
          name="code"
          label={ADMIN_ACCESS_TEXT.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <div className={booking.stepActions}>
          <SubmitButton formId={FORM_ID} pendingText="Checking…">
            {ADMIN_ACCESS_TEXT.codeButton}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AdminSignInFrame>
  );
}
