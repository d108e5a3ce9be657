import { notFound } from "~/services/platform/http-status";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FleetVehicleList } from "~/components/booking/VehicleCard";
import { PlaceSearch } from "~/components/places/PlaceBits";
import { VEHICLE_CATEGORIES } from "~/components/shell";
import { AlsoInCurrency, PricedText } from "~/components/currency/Price";
import { formatMoney } from "~/services/platform/money";
import {
  loadAccessories,
  loadVehicleListing,
  resolveVehiclePage,
  vehiclePageCopy,
} from "~/services/content/places/pages.server";
import { loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import * as placeStyles from "~/styles/places.css";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";
import { vehicleImage } from "~/services/booking/vehicles/images";
import { plural, t, tPlural } from "~/services/platform/i18n/translate";

/**
 * /vehicles/{category}/, /vehicles/{N}-seater-car-rental/ and /vehicles/car-rental-accessories/:
 * the real classes of a marketing category (or with at least N seats) with 'from' prices, or the
 * extras and insurance options, each with the search form. Anything else is the site's 404.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  // The first vehicle's photo is the page's picture when shared.
  const photo = data.vehicles[0]?.photo?.path;
  return seoMeta(args, {
    title: data.copy.title,
    description: data.copy.description,
    image: photo ? vehicleImage(photo).src : null,
  });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = resolveVehiclePage(params.category ?? "");
  if (!page) throw notFound();
  const session = await getSession(request);
  const form = await loadSearchForm(session);
  const copy = vehiclePageCopy(page);
  if (page.kind === "accessories") {
    return {
      kind: "accessories" as const,
      copy,
      form,
      vehicles: [],
      accessories: await loadAccessories(),
    };
  }
  return { kind: page.kind, copy, form, vehicles: await loadVehicleListing(page), accessories: null };
}

const per = (pricing: string) => (pricing === "per_day" ? t("per day") : t("per rental"));

const VEHICLES_TO_CHOOSE = plural("{{count}} vehicle to choose from", "{{count}} vehicles to choose from");

export default function VehicleCategoryPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(data.copy.title)}</h1>
      <p className={styles.lead}>{t(data.copy.intro)}</p>
      <PlaceSearch form={data.form} />

      {data.accessories ? (
        <>
          <section className={placeStyles.section} aria-labelledby="extras-title">
            <h2 id="extras-title">{t("Extras")}</h2>
            <div className={placeStyles.tableWrap}>
              <table className={placeStyles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={placeStyles.cell}>
                      {t("Extra")}
                    </th>
                    <th scope="col" className={placeStyles.cell}>
                      {t("Price")}
                    </th>
                    <th scope="col" className={placeStyles.cell}>
                      {t("Most you pay")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.accessories.extras.map((extra) => (
                    <tr key={extra.code}>
                      <th scope="row" className={placeStyles.cell}>
                        {extra.name}
                        <span className={placeStyles.extraDescription}>
                          {extra.description}
                          {extra.maxQuantity > 1
                            ? ` ${t("Up to {{count}}.", { count: extra.maxQuantity })}`
                            : ""}
                        </span>
                      </th>
                      <td className={placeStyles.cell}>
                        <PricedText
                          text={
                            extra.price === 0
                              ? t("Free")
                              : `${formatMoney(extra.price)} ${per(extra.pricing)}`
                          }
                          amounts={[extra.price]}
                        />
                      </td>
                      <td className={placeStyles.cell}>
                        <PricedText
                          text={
                            extra.cap !== null
                              ? `${formatMoney(extra.cap)} ${t("per rental")}`
                              : extra.pricing === "per_rental"
                                ? t("Charged once")
                                : t("No cap")
                          }
                          amounts={[extra.cap]}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={placeStyles.section} aria-labelledby="insurance-title">
            <h2 id="insurance-title">{t("Insurance options")}</h2>
            <p>
              {t(
                "The excess is the most you pay towards damage in an accident; the bond is held on your card during the rental.",
              )}
            </p>
            <ul className={placeStyles.cardList}>
              {data.accessories.insurance.map((option) => (
                <li key={option.code}>
                  <article className={placeStyles.card}>
                    <h3 className={placeStyles.cardTitle}>
                      {option.name}
                      {option.isDefault ? ` ${t("(included)")}` : ""}
                    </h3>
                    <p>{option.description}</p>
                    <dl className={placeStyles.facts}>
                      <div className={placeStyles.fact}>
                        <dt className={placeStyles.factLabel}>{t("Price")}</dt>
                        <dd className={placeStyles.factValue}>
                          <PricedText
                            text={
                              option.dailyPrice === 0
                                ? t("Included")
                                : `${formatMoney(option.dailyPrice)} ${t("per day")}`
                            }
                            amounts={[option.dailyPrice]}
                          />
                        </dd>
                      </div>
                      <div className={placeStyles.fact}>
                        <dt className={placeStyles.factLabel}>{t("Excess")}</dt>
                        <dd className={placeStyles.factValue}>
                          {formatMoney(option.excess)}
                          <AlsoInCurrency amount={option.excess} />
                        </dd>
                      </div>
                      <div className={placeStyles.fact}>
                        <dt className={placeStyles.factLabel}>{t("Bond")}</dt>
                        <dd className={placeStyles.factValue}>
                          {formatMoney(option.bond)}
                          <AlsoInCurrency amount={option.bond} />
                        </dd>
                      </div>
                    </dl>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <section className={placeStyles.section} aria-labelledby="fleet-title">
          <h2 id="fleet-title">{tPlural(VEHICLES_TO_CHOOSE, data.vehicles.length)}</h2>
          {data.vehicles.length === 0 ? (
            <p className={styles.notice.info}>
              {t("None of these vehicles are in the fleet right now.")}{" "}
              <Link to="/vehicles/">{t("See all our vehicles")}</Link>
            </p>
          ) : (
            <FleetVehicleList vehicles={data.vehicles} />
          )}
        </section>
      )}

      <nav className={placeStyles.section} aria-label={t("Other vehicle types")}>
        <h2>{t("Other vehicle types")}</h2>
        <ul className={placeStyles.linkList}>
          <li>
            <Link to="/vehicles/">{t("All vehicles")}</Link>
          </li>
          {VEHICLE_CATEGORIES.map((category) => (
            <li key={category.href}>
              <Link to={category.href}>{t(category.label)}</Link>
            </li>
          ))}
          <li>
            <Link to="/vehicles/car-rental-accessories/">{t("Car rental accessories")}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
