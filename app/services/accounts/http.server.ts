import { data } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import type { z } from "zod";
import { emailOnlySchema } from "./forms";
import type { AuthOptions, LinkEmailResult } from "./auth.server";
import { NO_STORE } from "../platform/cache-control";
import { readFormData } from "../platform/form-data.server";
import { ACCOUNT_FORM_MESSAGES } from "~/services/accounts/text";
import { retryAfter } from "../platform/rate-limit.server";

/**
 * Small answers the account routes share: field errors beside the fields (remix-validated-form's
 * shape, with the typed values kept but never a password), a form-level message, and no caching;
 * the read-and-check every account form starts with, and the POST of the email-a-link forms.
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
export function fieldErrorsResponse(
  formId: string,
  fieldErrors: Record<string, string>,
  form: FormData | Record<string, string>,
  status = 400,
) {
  const values = form instanceof FormData ? keptValues(form) : form;
  return validationError({ fieldErrors, formId }, values, { status, headers: NO_STORE });
}

export type FormErrorData = {
  formError: string;
  formId?: string;
  repopulateFields?: Record<string, string>;
  fieldErrors?: Record<string, string>;
};

/** A message above the form (rate limited, wrong credentials, save failed), values kept. */
export function formErrorResponse(
  formId: string,
  message: string,
  form: FormData | null,
  status: number,
  headers: Record<string, string> = {},
) {
  return data<FormErrorData>(
    { formError: message, formId, fieldErrors: {}, repopulateFields: form ? keptValues(form) : {} },
    { status, headers: { ...NO_STORE, ...headers } },
  );
}

/** A zod schema of an account form (what withZod takes). */
type FormSchema<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

export type CheckedForm<T> =
  | { ok: true; form: FormData; data: T }
  | { ok: false; response: Response | ReturnType<typeof formErrorResponse> };

/**
 * The request's form checked by its schema, or the answer that refuses it: 400 above the form
 * when it cannot be read, 400 beside the fields when a value is wrong. A schema built from a
 * lookup may come as a function, so the lookup waits until the form has been read.
 */
export async function readCheckedForm<T>(
  request: Request,
  formId: string,
  schema: FormSchema<T> | (() => Promise<FormSchema<T>>),
): Promise<CheckedForm<T>> {
  const form = await readFormData(request);
  if (!form)
    return {
      ok: false,
      response: formErrorResponse(formId, ACCOUNT_FORM_MESSAGES.formUnreadable, null, 400),
    };
  const checked = await withZod(typeof schema === "function" ? await schema() : schema).validate(form);
  if (checked.error)
    return { ok: false, response: fieldErrorsResponse(formId, checked.error.fieldErrors, form) };
  return { ok: true, form, data: checked.data };
}

/**
 * POST of a form that only asks for an email address and mails a link (/forgot-password/, the
 * resend form of /verify-account/): `send` is auth.server.ts's mailer, rate limited by address
 * and client address (`address`: clientAddress(context)). A refusal answers 429 (with
 * Retry-After) above the form; otherwise its message is the notice, the same whether or not the
 * address has an account.
 */
export async function emailLinkAction(
  request: Request,
  formId: string,
  send: (email: string, options: AuthOptions) => Promise<LinkEmailResult>,
  address: string,
) {
  const checked = await readCheckedForm(request, formId, emailOnlySchema);
  if (!checked.ok) return checked.response;
  const result = await send(checked.data.email, { ip: address });
  if (!result.ok)
    return formErrorResponse(formId, result.message, checked.form, 429, retryAfter(result.retryAfterSeconds));
  return data({ notice: result.message }, { headers: NO_STORE });
}

/** A saved form goes back to its page with ?saved=1 (post, redirect, get): the page shows its notice. */
const SAVED_PARAM = "saved";

/** Where a form goes once it has saved: its page with ?saved=1. */
export function savedPath(path: string): string {
  return `${path}?${SAVED_PARAM}=1`;
}

/** Whether the page was opened straight after a save (?saved=1). */
export function wasSaved(request: Request): boolean {
  return new URL(request.url).searchParams.has(SAVED_PARAM);
}

/** A string field of a form ("" when missing or a file). */
export function textField(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}
