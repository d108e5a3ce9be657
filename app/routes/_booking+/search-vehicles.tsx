import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { PromoCodeModal } from "~/components/promo/PromoCodeModal";
import { SEARCH_ACTION, SearchForm } from "~/components/booking/SearchForm";
import { campaignNameOf } from "~/services/shell/campaign.server";
import { runSearch } from "~/services/booking/search/itinerary-search.server";
import {
  SEARCH_FIELDS,
  type SearchFieldName,
  type SearchFormDefaults,
  type SearchFormRefusal,
} from "~/services/booking/search/fields";
import { searchFormSchema } from "~/services/booking/search/form";
import { hasSearch, loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { commitSession, getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { SEARCH_LINK_TEXT } from "~/services/booking/search/link-text";
import { CHANGE_SEARCH_TEXT } from "~/services/booking/vehicles/text";
import { readFormData } from "~/services/platform/form-data.server";
import { t } from "~/services/platform/i18n/translate";

export const meta: MetaFunction = (args) => seoMeta(args, { title: "Search vehicles", noindex: true });

const validator = withZod(searchFormSchema);

/** The search as sent, field by field (strings only, each cut to a sane length), to show again. */
function submittedValues(data: FormData | URLSearchParams): SearchFormDefaults {
  const values: SearchFormDefaults = {};
  for (const name of Object.keys(SEARCH_FIELDS) as SearchFieldName[]) {
    const value = data.get(SEARCH_FIELDS[name]);
    if (typeof value === "string") values[name] = value.slice(0, 40);
  }
  return values;
}

/** A refused search is answered 422, with the errors beside the fields and the visitor's values kept. */
const REFUSED = { status: 422 };

/** Runs a search from form data: the redirect to the results, or the refusal to show. */
async function search(
  request: Request,
  submitted: FormData | URLSearchParams,
): Promise<{ redirect: Response; refusal?: never } | { refusal: SearchFormRefusal; redirect?: never }> {
  const refuse = (fieldErrors: Record<string, string | undefined>) => ({
    refusal: { fieldErrors, values: submittedValues(submitted) },
  });
  const result = await validator.validate(submitted);
  if (result.error) return refuse(result.error.fieldErrors);
  const session = await getSession(request);
  const outcome = await runSearch(session, result.data, { campaignName: await campaignNameOf(request) });
  if (!outcome.ok) return refuse(outcome.fieldErrors);
  return { redirect: redirect("/vehicles/", { headers: { "Set-Cookie": await commitSession(session) } }) };
}

/**
 * /search-vehicles/ runs a search and lands on /vehicles/ (spec section 2). A link may carry the
 * search in its query (deals and location pages do); without one this is the search form. A link
 * whose search is refused (a deal whose window has passed, say) opens the form with its values
 * kept, the messages beside the fields and a 422.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const session = await getSession(request);
  if (params.has(SEARCH_FIELDS.pickupBranch)) {
    const answer = await search(request, params);
    // A complete, valid search in the link goes straight to the results; otherwise the form,
    // with the link's values and the same messages as a posted search (issue 24 item 10).
    if (answer.redirect) throw answer.redirect;
    return data(
      { form: await loadSearchForm(session), refusal: answer.refusal, searched: hasSearch(session) },
      REFUSED,
    );
  }
  // Without a search in the link: a new search, or the visitor's current one to change (the
  // results page links here: ADR 0080).
  return { form: await loadSearchForm(session), refusal: null, searched: hasSearch(session) };
}

export async function action({ request }: ActionFunctionArgs) {
  const answer = await search(request, (await readFormData(request)) ?? new FormData());
  return answer.redirect ?? data(answer.refusal, REFUSED);
}

export default function SearchVehicles() {
  const { form, refusal: linkRefusal, searched } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() ?? linkRefusal;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>
        {searched ? t(CHANGE_SEARCH_TEXT.title) : t("Find your rental vehicle")}
      </h1>
      <p className={styles.lead}>
        {t("Tell us where and when, and we'll show you every vehicle with today's prices.")}
        {searched ? (
          <>
            {" "}
            <Link to="/vehicles/">{t(CHANGE_SEARCH_TEXT.back)}</Link>
          </>
        ) : null}
      </p>
      {linkRefusal ? (
        <p className={styles.notice.warning} role="alert">
          {t(SEARCH_LINK_TEXT.refused)}
        </p>
      ) : null}
      <SearchForm
        branches={form.branches}
        defaults={form.defaults}
        minDate={form.minDate}
        wide
        refusal={refusal}
        promo={<PromoCodeModal promoCode={form.promoCode} redirectTo={SEARCH_ACTION} />}
      />
    </div>
  );
}
