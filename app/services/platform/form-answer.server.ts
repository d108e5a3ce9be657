import { data } from "@remix-run/node";
import { validationError, type ValidationErrorResponseData, type ValidatorError } from "remix-validated-form";

/**
 * remix-validated-form's error answer, built by its own `validationError` (the field errors, the
 * submitted values to put back, the form's id), with the page's data beside it: for pages whose
 * view after a post comes from the action (which step, which booking, a refusal). No field errors
 * (`{}`) clears the form's messages, e.g. when the answer is a refusal rather than bad input.
 */
export async function validationErrorWith<Data extends Record<string, unknown>>(
  values: Data,
  error: ValidatorError,
  repopulateFields: unknown,
  init?: ResponseInit,
) {
  const answer = validationError(error, repopulateFields, init);
  const fields: ValidationErrorResponseData = await answer.json();
  return data<Data & ValidationErrorResponseData>(
    { ...values, ...fields },
    { status: answer.status, headers: answer.headers },
  );
}
