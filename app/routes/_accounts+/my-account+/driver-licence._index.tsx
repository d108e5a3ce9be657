import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, unstable_parseMultipartFormData, data } from "@remix-run/node";
import { Link, useActionData, useHref, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { AccountLayout } from "~/components/account/AccountLayout";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { driverLicenceSchema } from "~/services/accounts/forms";
import {
  fieldErrorsResponse,
  formErrorResponse,
  keptValues,
  savedPath,
  wasSaved,
} from "~/services/accounts/http.server";
import {
  LICENCE_PHOTO_FIELD,
  loadLicenceForm,
  licencePhotoProblem,
  licenceUploadHandler,
  saveLicence,
  type LicenceUploadState,
} from "~/services/accounts/licence.server";
import { DRIVER_COUNTRIES, LICENCE_PHOTO_TYPES, MY_ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import { requireCustomer } from "~/services/accounts/roles.server";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/**
 * /my-account/driver-licence/: name, date of birth and expiry (day-month-year), number, country
 * (New Zealand, Australia, United Kingdom) and an optional photo (JPEG, PNG or WebP, at most
 * 5 MB; a larger one answers 413 with the message beside the field). A multipart form that works
 * without JavaScript; the photo is kept under DATA_DIR and shown through the photo route, to its
 * owner only.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.driverLicenceTitle, noindex: true });

export const LICENCE_FORM_ID = "driver-licence";
const ACCEPT = Object.keys(LICENCE_PHOTO_TYPES).join(",");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user: sessionUser } = await requireCustomer(request);
  const form = await loadLicenceForm(sessionUser.userId);
  return data({ saved: wasSaved(request), ...form }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireCustomer(request);
  const state: LicenceUploadState = { photo: { kind: "none" } };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, licenceUploadHandler(state));
  } catch {
    return formErrorResponse(LICENCE_FORM_ID, ACCOUNT_FORM_MESSAGES.formUnreadable, null, 400);
  }
  const checked = await withZod(driverLicenceSchema()).validate(form);
  const photoProblem = licencePhotoProblem(state.photo);
  if (checked.error || photoProblem) {
    const fieldErrors: Record<string, string> = { ...(checked.error?.fieldErrors ?? {}) };
    if (photoProblem) fieldErrors[LICENCE_PHOTO_FIELD] = photoProblem.message;
    return fieldErrorsResponse(LICENCE_FORM_ID, fieldErrors, keptValues(form), photoProblem?.status ?? 400);
  }
  const saved = await saveLicence(user.userId, checked.data, state.photo);
  if (!saved.ok) return formErrorResponse(LICENCE_FORM_ID, saved.message, form, 503);
  return redirect(savedPath(MY_ACCOUNT_PATHS.driverLicence), { headers: NO_STORE });
}

/** The optional photo: a plain file input (never repopulated) with its error beside it. */
function PhotoField({ hasPhoto }: { hasPhoto: boolean }) {
  const { error } = useField(LICENCE_PHOTO_FIELD);
  const id = `field-${LICENCE_PHOTO_FIELD}`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t("Photo of your licence (optional)")}
      </label>
      <span id={`${id}-hint`} className={formStyles.hint}>
        {t("JPEG, PNG or WebP, at most 5 MB.")}
        {hasPhoto ? ` ${t("A new photo replaces the one on file.")}` : ""}
      </span>
      <input
        id={id}
        name={LICENCE_PHOTO_FIELD}
        type="file"
        accept={ACCEPT}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <span id={`${id}-error`} className={formStyles.error}>
          {t(error)}
        </span>
      ) : null}
    </div>
  );
}

export default function DriverLicencePage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<{ formError?: string }>();
  // The photo is an image (a plain link), under the page's language like every link.
  const licencePhotoHref = useHref(MY_ACCOUNT_PATHS.licencePhoto);
  return (
    <AccountLayout
      title={T.driverLicenceTitle}
      notice={data.saved && !posted ? T.licenceSaved : null}
      error={posted?.formError ?? null}
    >
      <ValidatedForm
        id={LICENCE_FORM_ID}
        validator={withZod(driverLicenceSchema())}
        method="post"
        encType="multipart/form-data"
        noValidate
        defaultValues={data.defaults as never}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("Licence details")}</legend>
          <TextField name="name" label="Name as on the licence" autoComplete="name" />
          <div className={styles.formGrid}>
            <TextField
              name="dateOfBirth"
              label="Date of birth"
              hint="Day-month-year, like 14-05-1990."
              autoComplete="bday"
              inputMode="numeric"
            />
            <TextField name="number" label="Licence number" autoComplete="off" />
            <TextField
              name="expiryDate"
              label="Expiry date"
              hint="Day-month-year, like 14-05-2031."
              autoComplete="off"
              inputMode="numeric"
            />
            <SelectField
              name="country"
              label="Country of issue"
              options={DRIVER_COUNTRIES.map((country) => ({ value: country, label: country }))}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("Photo")}</legend>
          {data.hasPhoto ? (
            <p>
              {t(T.photoOnFile)}: <a href={licencePhotoHref}>{t(T.viewPhoto)}</a>
            </p>
          ) : null}
          <PhotoField hasPhoto={data.hasPhoto} />
        </fieldset>
        <div className={styles.stepActions}>
          <Link to={MY_ACCOUNT_PATHS.dashboard}>{t("Back to my account")}</Link>
          <SubmitButton formId={LICENCE_FORM_ID} pendingText="Saving…">
            Save licence
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AccountLayout>
  );
}
