import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  BlockedPanel,
  ChangeBookingSummary,
  ChangeForm,
  ChangePage,
} from "~/components/changes/ChangeBookingParts";
import {
  changeFormAction,
  changeFormLoader,
  type ChangeFormPage,
} from "~/services/changes/change/pages.server";
import { CHANGE_TEXT as T } from "~/services/changes/change/text";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";
import { readFormData } from "~/services/platform/form-data.server";
import * as styles from "~/styles/booking.css";

/**
 * /manage-booking/change/: the booking's dates, branches, vehicle, extras, cover and flight number
 * in one form, prefilled with the booking as it is; a valid change is priced (a car held for new
 * dates, branches or vehicle) and goes to the review. A booking that can't change online shows why
 * and who to call.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  return changeFormLoader(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return changeFormAction(request, (await readFormData(request)) ?? new FormData(), clientAddress(context));
}

export default function ChangeBookingPage() {
  const loaded = useLoaderData<typeof loader>() as ChangeFormPage;
  const posted = useActionData<typeof action>() as ChangeFormPage | undefined;
  const view = posted ?? loaded;
  return (
    <ChangePage title={t(T.title)} notice={view.step === "form" ? view.notice : null}>
      <ChangeBookingSummary booking={view.booking} />
      {view.step === "blocked" ? (
        <BlockedPanel blocked={view.blocked} manageHref={view.booking.manageHref} />
      ) : (
        <>
          <p className={styles.lead}>{t(T.intro)}</p>
          <p>{t(T.policy)}</p>
          {/* Keyed by the values so the uncontrolled fields take the answer's values after a post. */}
          <ChangeForm
            key={JSON.stringify(view.values)}
            options={view.options}
            shuttle={view.shuttle}
            values={view.values}
            errors={view.errors}
          />
        </>
      )}
    </ChangePage>
  );
}
