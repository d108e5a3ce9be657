import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BranchCardList, PlaceSearch } from "~/components/places/PlaceBits";
import { REGION_COPY, REGION_SLUGS } from "~/services/content/places/content";
import { listBranchCards } from "~/services/content/places/pages.server";
import { mapPins } from "~/services/content/places/map";
import { BRANCH_MAP_TEXT } from "~/services/content/places/map-text";
import { BranchMap } from "~/components/places/BranchMap";
import { loadSearchForm } from "~/services/booking/search/form-defaults.server";
import { getSession } from "~/services/platform/session.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/booking.css";
import * as placeStyles from "~/styles/places.css";
import { seoMeta } from "~/services/content/seo/seo";
import { t } from "~/services/platform/i18n/translate";

const TITLE = "Rental car locations";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: TITLE,
    description:
      "GO Rentals branches at Auckland City, Auckland Airport, Waiheke, Wellington, Nelson, Christchurch, Queenstown, Dunedin and Invercargill: addresses, hours and phone numbers.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const [branches, form] = await Promise.all([listBranchCards(), loadSearchForm(session)]);
  return { branches, form, pins: mapPins(branches) };
}

export default function RentalCarLocations() {
  const { branches, form, pins } = useLoaderData<typeof loader>();
  const islands = ["North Island", "South Island"] as const;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(TITLE)}</h1>
      <p className={styles.lead}>
        {t(
          "Nine branches from Auckland to Invercargill, at the airports, the Auckland CBD and Waiheke's Matiatia Wharf. Pick up at one and drop off at another: one-way trips are free within a city, $55 on the same island and $95 between the islands.",
        )}
      </p>
      <PlaceSearch form={form} />
      <section className={placeStyles.section} aria-labelledby="branch-map">
        <h2 id="branch-map">{t(BRANCH_MAP_TEXT.heading)}</h2>
        <BranchMap pins={pins} />
      </section>
      {islands.map((island) => (
        <section
          key={island}
          className={placeStyles.section}
          aria-labelledby={`island-${island.replace(" ", "-")}`}
        >
          <h2 id={`island-${island.replace(" ", "-")}`}>{t(island)}</h2>
          <BranchCardList branches={branches.filter((branch) => branch.island === island)} headingLevel={3} />
        </section>
      ))}
      <nav className={placeStyles.section} aria-label={t("Regions")}>
        <h2>{t("Regional guides")}</h2>
        <ul className={placeStyles.linkList} lang="en">
          {REGION_SLUGS.map((slug) => (
            <li key={slug}>
              <Link to={`/rental-car-locations/${slug}/`}>{REGION_COPY[slug].title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
