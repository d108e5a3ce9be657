import { notFound } from "~/services/platform/http-status";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BranchSubPage } from "~/components/places/BranchSubPage";
import { loadBranchPage } from "~/services/content/places/pages.server";
import * as placeStyles from "~/styles/places.css";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";
import { t } from "~/services/platform/i18n/translate";

/** /rental-car-locations/{branch}/popular-destinations/: places within a drive, with times. */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  return seoMeta(args, {
    title: t("Popular destinations from {{branch}}", { branch: data.branch.name }),
    description: t("Where to drive from GO Rentals {{branch}}: {{places}}.", {
      branch: data.branch.name,
      places: data.destinations.map((d) => d.name).join(", "),
    }),
  });
};

export async function loader({ params }: LoaderFunctionArgs) {
  const page = await loadBranchPage(params.slug ?? "");
  if (!page) throw notFound();
  return { branch: page.branch, destinations: page.destinations };
}

export default function BranchDestinations() {
  const { branch, destinations } = useLoaderData<typeof loader>();
  return (
    <BranchSubPage
      title={t("Popular destinations from {{branch}}", { branch: branch.name })}
      lead={t(
        "Drive times are approximate, without stops, in good conditions. Allow extra time for photo stops, roadworks and weather.",
      )}
      slug={branch.slug}
      branchName={branch.name}
    >
      <ul className={placeStyles.cardList}>
        {destinations.map((destination) => (
          <li key={destination.name}>
            <article className={placeStyles.card}>
              <h2 className={placeStyles.cardTitle}>{destination.name}</h2>
              <p className={placeStyles.muted}>
                {t("About {{time}} by car", { time: destination.driveTime })}
              </p>
              <p lang="en">{destination.description}</p>
            </article>
          </li>
        ))}
      </ul>
      <p>
        {t("Questions before you go? Read the")}{" "}
        <Link to={`/rental-car-locations/${branch.slug}/faq/`}>
          {t("{{branch}} FAQ", { branch: branch.name })}
        </Link>
        .
      </p>
    </BranchSubPage>
  );
}
