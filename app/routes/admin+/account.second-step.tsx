import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { TotpSecretView } from "~/components/admin/TotpSecretView";
import { TotpCodeForm, totpCodeValidator } from "~/components/admin/TotpCodeForm";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireStaff } from "~/services/admin/access/guard.server";
import { codeRefusal } from "~/services/admin/access/pages.server";
import { mustUseSecondStep } from "~/services/admin/access/rules";
import { confirmSecondStep, turnOffSecondStep } from "~/services/admin/access/sign-in.server";
import { ADMIN_ACCESS_TEXT } from "~/services/admin/access/text";
import { newTotpSecret, totpUri } from "~/services/admin/access/totp.server";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { commitSession, getSession } from "~/services/platform/session.server";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/account/second-step/: a staff member turns the sign-in code on (or, for Staff, off).
 * The new secret waits in the session until a first code confirms it.
 */
export const meta: MetaFunction = (args) =>
  seoMeta(args, { title: ADMIN_ACCESS_TEXT.secondStepTitle, noindex: true });

const FORM_ID = "admin-second-step";
const NEW_SECRET_KEY = "staffNewSecret";
const validator = totpCodeValidator;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  if (staff.totpEnabled)
    return data(
      { enabled: true as const, canTurnOff: !mustUseSecondStep(staff.role), done, secret: "", uri: "" },
      { headers: NO_STORE },
    );
  const session = await getSession(request);
  const kept = session.get(NEW_SECRET_KEY);
  let secret = typeof kept === "string" ? kept : "";
  const headers = new Headers(NO_STORE);
  if (!secret) {
    secret = newTotpSecret();
    session.set(NEW_SECRET_KEY, secret);
    headers.set("Set-Cookie", await commitSession(session));
  }
  return data(
    { enabled: false as const, canTurnOff: false, done, secret, uri: totpUri(secret, staff.email) },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const form = (await readFormData(request)) ?? new FormData();
  if (form.get("intent") === "off") {
    await turnOffSecondStep(staff);
    return redirect(`${ADMIN_PATHS.secondStep}?done=off`, 303);
  }
  if (staff.totpEnabled) return redirect(ADMIN_PATHS.secondStep, 303);
  const checked = await validator.validate(form);
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID });
  const session = await getSession(request);
  const secret = session.get(NEW_SECRET_KEY);
  const result = await confirmSecondStep(
    staff.id,
    typeof secret === "string" ? secret : "",
    checked.data.code,
    {
      ip: clientAddress(context),
    },
  );
  if (!result.ok) return codeRefusal(FORM_ID, result, 422);
  session.unset(NEW_SECRET_KEY);
  return redirect(`${ADMIN_PATHS.secondStep}?done=on`, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export default function AdminSecondStep() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={styles.title}>{ADMIN_ACCESS_TEXT.secondStepTitle}</h1>
      {page.done === "on" ? (
        <p className={booking.notice.info} role="status">
          {ADMIN_ACCESS_TEXT.secondStepTurnedOn}
        </p>
      ) : page.done === "off" ? (
        <p className={booking.notice.info} role="status">
          {ADMIN_ACCESS_TEXT.secondStepTurnedOff}
        </p>
      ) : null}
      {page.enabled ? (
        <>
          <p>{ADMIN_ACCESS_TEXT.secondStepOn}</p>
          {page.canTurnOff ? (
            <Form method="post">
              <button type="submit" name="intent" value="off" className={styles.plainButton}>
                {ADMIN_ACCESS_TEXT.secondStepTurnOff}
              </button>
            </Form>
          ) : (
            <p className={styles.muted}>{ADMIN_ACCESS_TEXT.secondStepAdminRequired}</p>
          )}
        </>
      ) : (
        <>
          <p>{ADMIN_ACCESS_TEXT.secondStepOff}</p>
          <TotpSecretView secret={page.secret} uri={page.uri} />
          <TotpCodeForm formId={FORM_ID} buttonText={ADMIN_ACCESS_TEXT.setUpButton} />
        </>
      )}
    </>
  );
}
