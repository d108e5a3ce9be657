import { notFound } from "~/services/platform/http-status";
import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { validationError, type ValidationErrorResponseData } from "remix-validated-form";
import { ContentPage, contentMeta } from "~/components/content/ContentPage";
import { unsubscribe } from "~/services/platform/unsubscribe.server";
import { readFormTexts } from "~/services/platform/form-data.server";
import {
  contentPageData,
  loadContentPage,
  type ContentPageData,
} from "~/services/content/pages/store.server";
import { UNSUBSCRIBE_PATH } from "~/services/content/constants";
import { UNSUBSCRIBE_TEXT as T } from "~/services/platform/unsubscribe";
import { getSession, sessionHeaders } from "~/services/platform/session.server";
import * as styles from "~/styles/content.css";
import * as formStyles from "~/styles/form.css";

/** /unsubscribe/: the content page content/pages/unsubscribe.md and the form that stops marketing email. */

export const meta = contentMeta;

export function loader(_args: LoaderFunctionArgs) {
  return loadContentPage("pages", "unsubscribe");
}

/** A refused address comes back as remix-validated-form's error answer, like every other form. */
type Answer = { email?: string; message?: string; done?: string } & Partial<ValidationErrorResponseData>;

export async function action({ request }: ActionFunctionArgs) {
  if (!contentPageData("pages", "unsubscribe")) throw notFound();
  const form = await readFormTexts(request, 300);
  const email = form.email ?? "";
  const session = await getSession(request);
  const result = await unsubscribe(session, email);
  const headers = await sessionHeaders(session);
  if (result.ok) return data<Answer>({ email: "", done: T.done(result.email) }, { headers });
  if (result.status === 429) {
    headers.set("Retry-After", "3600");
    return data<Answer>({ email, message: result.message }, { status: 429, headers });
  }
  return validationError({ fieldErrors: { email: result.fieldError } }, { email }, { status: 400, headers });
}

export default function UnsubscribePage() {
  const page = useLoaderData<ContentPageData>();
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const error = answer?.fieldErrors?.email;
  const keptEmail =
    answer?.email ?? (answer?.repopulateFields as { email?: string } | undefined)?.email ?? "";
  return (
    <ContentPage data={page}>
      {answer?.done ? (
        <p className={styles.status} role="status">
          {t(answer.done)}
        </p>
      ) : null}
      {answer?.message ? (
        <p className={styles.refusal} role="alert">
          {t(answer.message)}
        </p>
      ) : null}
      <Form
        method="post"
        action={UNSUBSCRIBE_PATH}
        className={styles.form}
        noValidate
        aria-label={t(T.legend)}
      >
        <div className={formStyles.field}>
          <label htmlFor="unsubscribe-email" className={formStyles.label}>
            {t(T.emailLabel)}
          </label>
          <span id="unsubscribe-email-hint" className={formStyles.hint}>
            {t(T.emailHint)}
          </span>
          <input
            key={answer?.done ?? "form"}
            id="unsubscribe-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={keptEmail}
            className={formStyles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? "unsubscribe-email-hint unsubscribe-email-error" : "unsubscribe-email-hint"
            }
          />
          {error ? (
            <span id="unsubscribe-email-error" className={formStyles.error}>
              {t(error)}
            </span>
          ) : null}
        </div>
        <div>
          <button type="submit" className={formStyles.button} aria-disabled={submitting || undefined}>
            {t(T.submit)}
          </button>
        </div>
      </Form>
    </ContentPage>
  );
}
