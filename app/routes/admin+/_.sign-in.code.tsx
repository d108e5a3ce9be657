import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { AdminSignInFrame } from "~/components/admin/AdminFrame";
import { TotpCodeForm, totpCodeValidator } from "~/components/admin/TotpCodeForm";
import { requirePending, signedInRedirect, codeRefusal } from "~/services/admin/access/pages.server";
import { verifyStaffCode } from "~/services/admin/access/sign-in.server";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { seoMeta } from "~/services/content/seo/seo";
import type { ShellHandle } from "~/services/shell/handle";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/sign-in/code/: the second step of an account that has it (a code from the authenticator app). */
export const handle: ShellHandle = { hideChrome: true };

export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: ADMIN_ACCESS_TEXT.codeTitle, noindex: true });

const FORM_ID = "admin-sign-in-code";
const validator = totpCodeValidator;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePending(request, "code");
  return data({}, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePending(request, "code");
  const checked = await validator.validate((await readFormData(request)) ?? new FormData());
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID });
  const result = await verifyStaffCode(pending.userId, checked.data.code, { ip: clientAddress(context) });
  if (result.ok) return signedInRedirect(request, result.account, pending.redirectTo);
  return codeRefusal(FORM_ID, result);
}

export default function AdminSignInCode() {
  return (
    <AdminSignInFrame title={ADMIN_ACCESS_TEXT.codeTitle}>
      <p className={booking.lead}>{ADMIN_ACCESS_TEXT.codeIntro}</p>
      <TotpCodeForm formId={FORM_ID} buttonText={ADMIN_ACCESS_TEXT.codeButton} />
    </AdminSignInFrame>
  );
}
