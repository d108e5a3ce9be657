import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { RatesPage } from "~/components/admin/pricing/RatesPage";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { answerChange } from "~/services/admin/pricing/answer.server";
import {
  classRateSchema,
  extraPriceSchema,
  insurancePriceSchema,
  oneWayFeesSchema,
  PRICING_FORM_IDS as IDS,
  seasonCodeSchema,
  seasonSchema,
} from "~/services/admin/pricing/forms";
import {
  changeClassRate,
  changeExtraPrice,
  changeInsurancePrice,
  changeOneWayFees,
  endSeason,
  ratesPage,
  saveSeason,
} from "~/services/admin/pricing/rates.server";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/rates/ (issue 21 item 4, Admin): class daily rates, seasons, extras and insurance prices,
 * one-way fees. Every form posts here with its intent; a change redirects back (303) with what was
 * done, a refusal answers beside the field.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: PRICING_TEXT.ratesTitle, noindex: true });

const classRate = withZod(classRateSchema);
const season = withZod(seasonSchema);
const seasonCode = withZod(seasonCodeSchema);
const extraPrice = withZod(extraPriceSchema);
const insurancePrice = withZod(insurancePriceSchema);
const oneWayFees = withZod(oneWayFeesSchema);

const done = (what: string) => `${ADMIN_PATHS.rates}?done=${what}`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await ratesPage(new URL(request.url).searchParams), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const key = String(form.get("classCode") ?? form.get("code") ?? "");
  switch (form.get("intent")) {
    case "class-rate":
      return answerChange(
        classRate,
        form,
        IDS.classRate(key),
        (data) => changeClassRate(staff, data),
        done("class-rate"),
      );
    case "season":
      return answerChange(season, form, IDS.season, (data) => saveSeason(staff, data), done("season"));
    case "end-season":
      return answerChange(
        seasonCode,
        form,
        IDS.endSeason(key),
        (data) => endSeason(staff, data.code),
        done("season-ended"),
      );
    case "extra":
      return answerChange(
        extraPrice,
        form,
        IDS.extra(key),
        (data) => changeExtraPrice(staff, data),
        done("extra"),
      );
    case "insurance":
      return answerChange(
        insurancePrice,
        form,
        IDS.insurance(key),
        (data) => changeInsurancePrice(staff, data),
        done("insurance"),
      );
    case "one-way-fees":
      return answerChange(
        oneWayFees,
        form,
        IDS.oneWayFees,
        (data) => changeOneWayFees(staff, data),
        done("one-way-fees"),
      );
    default:
      return new Response(null, { status: 400 });
  }
}

export default function AdminRates() {
  return <RatesPage page={useLoaderData<typeof loader>()} />;
}
