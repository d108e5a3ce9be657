import { notFound } from "~/services/platform/http-status";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SearchForm } from "~/components/booking/SearchForm";
import { PricedText } from "~/components/currency/Price";
import { formatMoney } from "~/services/platform/money";
import {
  COOK_STRAIT_FERRY_TEXT,
  FERRIES_HELP_PATH,
  WAIHEKE_CAR_FERRY_RULE,
} from "~/services/booking/search/ferry-rules";
import { findOneWayRoute } from "~/services/content/places/one-way.server";
import { telHref } from "~/components/shell";
import { loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";
import { t } from "~/services/platform/i18n/translate";

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  return seoMeta(args, {
    title: t("One-way car rental {{from}} to {{to}}", { from: data.route.from.name, to: data.route.to.name }),
    description: t("Rent a car at {{from}} and drop it off at {{to}}.", {
      from: data.route.from.name,
      to: data.route.to.name,
    }),
  });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const route = await findOneWayRoute(params.slug ?? "");
  if (!route) throw notFound();
  const form = await loadSearchForm(await getSession(request));
  // Without a search of their own, the form starts with this route's branches.
  const defaults = form.defaults.pickupBranch
    ? form.defaults
    : { ...form.defaults, pickupBranch: String(route.from.id), dropOffBranch: String(route.to.id) };
  return { route, form: { ...form, defaults } };
}

export default function OneWayRoutePage() {
  const { route, form } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>
        {t("{{from}} to {{to}}", { from: route.from.name, to: route.to.name })}
      </h1>
      {route.needsWaihekeCarFerry ? (
        <>
          <p className={styles.lead}>{t("We don't offer this one-way route.")}</p>
          <div className={styles.notice.info}>
            {t(WAIHEKE_CAR_FERRY_RULE)} {t("More on")}{" "}
            <Link to="/rental-car-locations/waiheke/">{t("our branch at Matiatia wharf")}</Link>{" "}
            {t("and in our help article")}{" "}
            <Link to={FERRIES_HELP_PATH}>{t("Can I take the car on a ferry?")}</Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            {t("Pick up your car at {{from}} ({{fromAddress}}) and drop it off at {{to}} ({{toAddress}}).", {
              from: route.from.name,
              fromAddress: route.from.address,
              to: route.to.name,
              toAddress: route.to.address,
            })}{" "}
            <PricedText
              text={
                route.fee > 0
                  ? t("The one-way fee for this route is {{fee}}, added once to your booking.", {
                      fee: formatMoney(route.fee),
                    })
                  : t("There is no one-way fee on this route.")
              }
              amounts={[route.fee]}
            />
          </p>
          {route.crossesWater ? <div className={styles.notice.info}>{t(COOK_STRAIT_FERRY_TEXT)}</div> : null}
          <SearchForm
            branches={form.branches}
            defaults={form.defaults}
            minDate={form.minDate}
            title={t("Check prices for this route")}
            wide
          />
        </>
      )}
      <p>
        {t("Questions before you book? Call {{branch}} on", { branch: route.from.name })}{" "}
        <a href={telHref(route.from.phone)}>{route.from.phone}</a>, {t("or see")}{" "}
        <Link to="/services/one-way-car-rental/">{t("every one-way route")}</Link>.
      </p>
    </div>
  );
}
