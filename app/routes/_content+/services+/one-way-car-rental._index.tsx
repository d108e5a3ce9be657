import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PricedText } from "~/components/currency/Price";
import { formatMoney } from "~/services/platform/money";
import { WAIHEKE_CAR_FERRY_RULE } from "~/services/booking/search/ferry-rules";
import { listOneWayRoutes } from "~/services/content/places/one-way.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { t } from "~/services/platform/i18n/translate";

const TITLE = "One-way car rental";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: TITLE,
    description:
      "Pick up at one GO Rentals branch and drop off at another, with the one-way fee of every route up front.",
  });

export async function loader(_args: LoaderFunctionArgs) {
  return { groups: await listOneWayRoutes() };
}

export default function OneWayRentals() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(TITLE)}</h1>
      <p className={styles.lead}>
        {t(
          "Start in Auckland and finish in Queenstown, or fly into Christchurch and drive north: pick up at any of our mainland branches and drop off at another. Between Auckland City and Auckland Airport there is no one-way fee; on the same island it is a flat fee, and between the islands a higher one, because the car has to come back across Cook Strait.",
        )}
      </p>
      <p>{t(WAIHEKE_CAR_FERRY_RULE)}</p>
      {groups.map((group) => (
        <section
          key={group.from}
          className={styles.fieldset}
          aria-labelledby={`from-${group.routes[0]?.from.slug}`}
        >
          <h2 id={`from-${group.routes[0]?.from.slug}`} className={styles.legend}>
            {t("From {{branch}}", { branch: group.from })}
          </h2>
          <ul className={styles.oneWayList}>
            {group.routes.map((route) => (
              <li key={route.slug}>
                <Link to={`/services/one-way-car-rental/${route.slug}/`}>
                  {t("to {{branch}}", { branch: route.to.name })}
                </Link>{" "}
                <span className={styles.perDay}>
                  <PricedText
                    text={
                      route.fee > 0
                        ? t("one-way fee {{fee}}", { fee: formatMoney(route.fee) })
                        : t("no one-way fee")
                    }
                    amounts={[route.fee]}
                  />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
