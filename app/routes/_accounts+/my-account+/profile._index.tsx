import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AccountLayout } from "~/components/account/AccountLayout";
import { PhoneFields } from "~/components/account/PhoneFields";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { profileSchema } from "~/services/accounts/forms";
import { wasSaved, type FormErrorData } from "~/services/accounts/http.server";
import {
  formatMemberSince,
  loadAccountUser,
  loadCountryChoices,
  saveProfileForm,
} from "~/services/accounts/pages.server";
import { MY_ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import { requireCustomer } from "~/services/accounts/roles.server";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/** /my-account/profile/: names, country and phone (email read-only), member since. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.profileTitle, noindex: true });

export const PROFILE_FORM_ID = "profile";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user: sessionUser } = await requireCustomer(request);
  const [user, choices] = await loadAccountUser(sessionUser.userId, loadCountryChoices);
  return data(
    {
      saved: wasSaved(request),
      email: user.email,
      memberSince: formatMemberSince(user.createdAt),
      defaults: {
        firstName: user.firstName,
        lastName: user.lastName,
        country: user.country || "NZ",
        phoneCountryCode: user.phoneCountryCode || "+64",
        phone: user.phone,
      },
      countries: choices.countries,
      dialCodes: choices.dialCodes,
      countryCodes: choices.countryCodes,
      dialCodeValues: choices.dialCodeValues,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireCustomer(request);
  return saveProfileForm(request, signedIn, {
    formId: PROFILE_FORM_ID,
    path: MY_ACCOUNT_PATHS.profile,
    schema: (choices) =>
      profileSchema({ countryCodes: choices.countryCodes, dialCodes: choices.dialCodeValues }),
  });
}

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<FormErrorData>();
  const validator = withZod(
    profileSchema({ countryCodes: data.countryCodes, dialCodes: data.dialCodeValues }),
  );
  return (
    <AccountLayout
      title={T.profileTitle}
      lead={t("Member since {{date}}", { date: data.memberSince })}
      notice={data.saved && !posted ? T.profileSaved : null}
      error={posted?.formError ?? null}
    >
      <ValidatedForm
        id={PROFILE_FORM_ID}
        validator={validator}
        method="post"
        noValidate
        defaultValues={data.defaults as never}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("Your details")}</legend>
          <div className={styles.formGrid}>
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <div className={formStyles.field}>
            <label htmlFor="profile-email" className={formStyles.label}>
              {t("Email")}
            </label>
            <span id="profile-email-hint" className={formStyles.hint}>
              {t(T.emailReadOnly)}
            </span>
            <input
              id="profile-email"
              className={formStyles.input}
              type="email"
              value={data.email}
              readOnly
              aria-describedby="profile-email-hint"
            />
          </div>
          <SelectField
            name="country"
            label="Country of residence"
            options={data.countries}
            autoComplete="country"
          />
          <PhoneFields dialCodes={data.dialCodes} />
        </fieldset>
        <div className={styles.stepActions}>
          <Link to={MY_ACCOUNT_PATHS.changePassword}>{t(T.changePasswordTitle)}</Link>
          <SubmitButton formId={PROFILE_FORM_ID} pendingText="Saving…">
            Save profile
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AccountLayout>
  );
}
