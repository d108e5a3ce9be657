import { redirect } from "@remix-run/node";
import { validationError, type Validator } from "remix-validated-form";
import type { ChangeResult } from "./rates.server";

/**
 * An admin form's answer: bad input or a refused change gets the message beside its field (422,
 * the other values kept, only the form that sent it); a change done redirects (303) to `doneTo`,
 * so a refresh does not post it again.
 */
export async function answerChange<T>(
  validator: Validator<T>,
  form: FormData,
  formId: string,
  change: (data: T) => Promise<ChangeResult | void>,
  doneTo: string,
): Promise<Response> {
  const checked = await validator.validate(form);
  if (checked.error) return validationError({ ...checked.error, formId }, checked.submittedData);
  const result = await change(checked.data);
  if (result && !result.ok)
    return validationError(
      { fieldErrors: { [result.field]: result.message }, formId },
      checked.submittedData,
    );
  return redirect(doneTo, 303);
}
