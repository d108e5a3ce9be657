import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { CurrenciesPage } from "~/components/admin/currencies/CurrenciesPage";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { currenciesPage, setCurrencyRate } from "~/services/admin/currencies/currencies.server";
import { currencyFormId, currencyRateSchema } from "~/services/admin/currencies/forms";
import { CURRENCIES_TEXT } from "~/services/admin/currencies/text";
import { answerChange } from "~/services/admin/pricing/answer.server";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/currencies/ (issue 34 item 4, Admin): the rate of each visitor currency per 1 NZD, when
 * and by whom it was set. A save redirects back (303); a refused rate answers beside its field.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: CURRENCIES_TEXT.title, noindex: true });

const currencyRate = withZod(currencyRateSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await currenciesPage(new URL(request.url).searchParams), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  return answerChange(
    currencyRate,
    form,
    currencyFormId(String(form.get("currency") ?? "")),
    (input) => setCurrencyRate(staff, input),
    `${ADMIN_PATHS.currencies}?done=saved`,
  );
}

export default function AdminCurrencies() {
  return <CurrenciesPage page={useLoaderData<typeof loader>()} />;
}
