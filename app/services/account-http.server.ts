import { json } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { commitSession, type AppSession } from "./session.server";
import { NO_STORE } from "./cache-control";

/**
 * Small answers the account routes share: field errors beside the fields (remix-validated-form's
 * shape, with the typed values kept but never a password), a form-level message, and no caching.
 */

/** The fields never sent back into a form. */
const SECRET_FIELDS = new Set(["password", "confirmPassword", "currentPassword", "newPassword", "token"]);

const MAX_ECHO = 300;

/** The submitted text values to put back into the form (passwords left out, long values cut). */
export function keptValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || SECRET_FIELDS.has(name) || name.startsWith("__rvf")) continue;
    values[name] = value.slice(0, MAX_ECHO);
  }
  return values;
}

/** 4xx with the errors beside their fields and the other values kept. */
export function fieldErrorsResponse(formId: string, fieldErrors: Record<string, string>, form: FormData | Record<string, string>, status = 400) {
  const values = form instanceof FormData ? keptValues(form) : form;
  return validationError({ fieldErrors, formId }, values, { status, headers: NO_STORE });
}

export type FormErrorData = { formError: string; formId?: string; repopulateFields?: Record<string, string>; fieldErrors?: Record<string, string> };

/** A message above the form (rate limited, wrong credentials, save failed), values kept. */
export function formErrorResponse(formId: string, message: string, form: FormData | null, status: number) {
  return json<FormErrorData>(
    { formError: message, formId, fieldErrors: {}, repopulateFields: form ? keptValues(form) : {} },
    { status, headers: NO_STORE },
  );
}

/** The request's form, or null when it cannot be read (never a 500 on odd input). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** Headers that save the session. */
export async function sessionHeaders(session: AppSession): Promise<Headers> {
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await commitSession(session));
  return headers;
}

/** A string field of a form ("" when missing or a file). */
export function textField(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}
