import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AccountLayout } from "~/components/account/AccountLayout";
import { PhoneFields } from "~/components/account/PhoneFields";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { addressPhoneSchema } from "~/services/accounts/forms";
import { wasSaved, type FormErrorData } from "~/services/accounts/http.server";
import { loadAccountUser, loadCountryChoices, saveProfileForm } from "~/services/accounts/pages.server";
import { MY_ACCOUNT_PATHS } from "~/services/accounts/constants";
import { ACCOUNT_PAGE_TEXT as T } from "~/services/accounts/text";
import { requireCustomer } from "~/services/accounts/roles.server";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { t } from "~/services/platform/i18n/translate";

/** /my-account/address-phone/: street, town, city, post code and the phone number with its country code. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.addressPhoneTitle, noindex: true });

export const ADDRESS_FORM_ID = "address-phone";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user: sessionUser } = await requireCustomer(request);
  const [user, choices] = await loadAccountUser(sessionUser.userId, loadCountryChoices);
  return data(
    {
      saved: wasSaved(request),
      defaults: {
        street: user.street,
        town: user.town,
        city: user.city,
        postCode: user.postCode,
        phoneCountryCode: user.phoneCountryCode || "+64",
        phone: user.phone,
      },
      dialCodes: choices.dialCodes,
      dialCodeValues: choices.dialCodeValues,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireCustomer(request);
  return saveProfileForm(request, signedIn, {
    formId: ADDRESS_FORM_ID,
    path: MY_ACCOUNT_PATHS.addressPhone,
    schema: (choices) => addressPhoneSchema({ dialCodes: choices.dialCodeValues }),
  });
}

export default function AddressPhone() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<FormErrorData>();
  return (
    <AccountLayout
      title={T.addressPhoneTitle}
      notice={data.saved && !posted ? T.addressSaved : null}
      error={posted?.formError ?? null}
    >
      <ValidatedForm
        id={ADDRESS_FORM_ID}
        validator={withZod(addressPhoneSchema({ dialCodes: data.dialCodeValues }))}
        method="post"
        noValidate
        defaultValues={data.defaults as never}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("Address")}</legend>
          <TextField name="street" label="Street" autoComplete="address-line1" />
          <div className={styles.formGrid}>
            <TextField name="town" label="Town or suburb" autoComplete="address-level3" />
            <TextField name="city" label="City" autoComplete="address-level2" />
            <TextField name="postCode" label="Post code" autoComplete="postal-code" />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("Phone")}</legend>
          <PhoneFields dialCodes={data.dialCodes} />
        </fieldset>
        <div className={styles.stepActions}>
          <Link to={MY_ACCOUNT_PATHS.dashboard}>{t("Back to my account")}</Link>
          <SubmitButton formId={ADDRESS_FORM_ID} pendingText="Saving…">
            Save address and phone
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AccountLayout>
  );
}
