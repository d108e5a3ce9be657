import { redirect, data } from "@remix-run/node";
import { readFormTexts } from "../../platform/form-data.server";
import { validationErrorWith } from "../../platform/form-answer.server";
import {
  completeIdentityCheck,
  retryIdentityCheck,
  startIdentityCheckForBooking,
} from "./identity-check.server";
import { IDENTITY_CHECK_TEXT as T } from "./text";
import { retryAfter } from "../../platform/rate-limit.server";
import { getSession, sessionHeaders } from "../../platform/session.server";
import { NO_STORE } from "../../platform/cache-control";
import { returnOrigin } from "../../platform/request-guard/guard.server";

/**
 * Loader and action shared by /aplyid-success/ and /aplyid-cancel/ (the routes stay thin).
 * With ?check=<id> the page applies its outcome to the check (once) and shows the check's status;
 * without a valid check it explains the ID check and offers the "Verify my identity" form.
 */

export const IDENTITY_START_FORM_ID = "identity-check-start";

export type IdentityLookupValues = { reference: string; email: string };
export type IdentityPageView =
  | { kind: "about"; message: string | null; values: IdentityLookupValues }
  | {
      kind: "check";
      checkId: string;
      status: "pending" | "verified" | "cancelled";
      message: string | null;
      values: IdentityLookupValues;
    };

const EMPTY: IdentityLookupValues = { reference: "", email: "" };

export async function identityReturnLoader(request: Request, outcome: "verified" | "cancelled") {
  const checkId = new URL(request.url).searchParams.get("check");
  if (!checkId)
    return data<IdentityPageView>({ kind: "about", message: null, values: EMPTY }, { headers: NO_STORE });
  const result = await completeIdentityCheck(checkId, outcome);
  if (!result)
    return data<IdentityPageView>(
      { kind: "about", message: T.unknownCheck, values: EMPTY },
      { headers: NO_STORE },
    );
  return data<IdentityPageView>(
    { kind: "check", checkId: result.check.id, status: result.check.status, message: null, values: EMPTY },
    { headers: NO_STORE },
  );
}

export async function identityStartAction(request: Request, clientAddress: string) {
  const raw = await readFormTexts(request);
  const session = await getSession(request);
  const values: IdentityLookupValues = { reference: raw.reference ?? "", email: raw.email ?? "" };

  if (raw.intent === "retry") {
    const retried = await retryIdentityCheck(raw.check, { returnOrigin: returnOrigin(request) });
    if (retried.ok) return redirect(retried.redirectUrl, { headers: NO_STORE });
    return data<IdentityPageView>(
      { kind: "about", message: retried.message, values },
      { status: retried.status, headers: NO_STORE },
    );
  }

  const started = await startIdentityCheckForBooking(session, raw, {
    clientAddress,
    returnOrigin: returnOrigin(request),
  });
  if (started.ok) return redirect(started.redirectUrl, { headers: await sessionHeaders(session) });
  if ("fieldErrors" in started) {
    return validationErrorWith(
      { kind: "about" as const, message: null, values },
      { fieldErrors: started.fieldErrors, formId: IDENTITY_START_FORM_ID },
      values,
      { status: 400, headers: NO_STORE },
    );
  }
  return validationErrorWith(
    { kind: "about" as const, message: started.message, values },
    { fieldErrors: {}, formId: IDENTITY_START_FORM_ID },
    values,
    { status: started.status, headers: await sessionHeaders(session, retryAfter(started.retryAfterSeconds)) },
  );
}
