import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { AdminSignInFrame } from "~/components/admin/AdminFrame";
import { TotpSecretView } from "~/components/admin/TotpSecretView";
import { TotpCodeForm, totpCodeValidator } from "~/components/admin/TotpCodeForm";
import {
  codeRefusal,
  requirePending,
  setUpKey,
  signedInRedirect,
} from "~/services/admin/access/pages.server";
import { confirmSecondStep } from "~/services/admin/access/sign-in.server";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { seoMeta } from "~/services/content/seo/seo";
import type { ShellHandle } from "~/services/shell/handle";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/sign-in/set-up/: an Admin account without the second step sets it up before going on. */
export const handle: ShellHandle = { hideChrome: true };

export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: ADMIN_ACCESS_TEXT.setUpTitle, noindex: true });

const FORM_ID = "admin-sign-in-set-up";
const validator = totpCodeValidator;

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await requirePending(request, "set-up");
  return data(await setUpKey(pending), { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePending(request, "set-up");
  const checked = await validator.validate((await readFormData(request)) ?? new FormData());
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID });
  const result = await confirmSecondStep(pending.userId, pending.secret ?? "", checked.data.code, {
    ip: clientAddress(context),
  });
  if (result.ok) return signedInRedirect(request, result.account, pending.redirectTo);
  return codeRefusal(FORM_ID, result);
}

export default function AdminSignInSetUp() {
  const { secret, uri } = useLoaderData<typeof loader>();
  return (
    <AdminSignInFrame title={ADMIN_ACCESS_TEXT.setUpTitle}>
      <p className={booking.lead}>{ADMIN_ACCESS_TEXT.setUpIntro}</p>
      <TotpSecretView secret={secret} uri={uri} />
      <TotpCodeForm formId={FORM_ID} buttonText={ADMIN_ACCESS_TEXT.setUpButton} />
    </AdminSignInFrame>
  );
}
