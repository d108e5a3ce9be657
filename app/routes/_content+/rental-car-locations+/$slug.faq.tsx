import { notFound } from "~/services/platform/http-status";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BranchSubPage } from "~/components/places/BranchSubPage";
import { loadBranchPage } from "~/services/content/places/pages.server";
import { telHref } from "~/components/shell";
import * as placeStyles from "~/styles/places.css";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";
import { faqPageLd } from "~/services/content/seo/structured-data";
import { JsonLd, usePageUrl } from "~/components/JsonLd";
import { t } from "~/services/platform/i18n/translate";

/** /rental-car-locations/{branch}/faq/: the branch's questions, live hours first; regions 404. */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  return seoMeta(args, {
    title: t("{{branch}} FAQ", { branch: data.branch.name }),
    description: t(
      "Answers for renting a car at GO Rentals {{branch}}: hours, after-hours rules, getting to the branch and driving tips.",
      { branch: data.branch.name },
    ),
  });
};

export async function loader({ params }: LoaderFunctionArgs) {
  const page = await loadBranchPage(params.slug ?? "");
  if (!page) throw notFound();
  return { branch: page.branch, faq: page.faq };
}

export default function BranchFaq() {
  const { branch, faq } = useLoaderData<typeof loader>();
  const { url } = usePageUrl();
  return (
    <BranchSubPage
      title={t("{{branch}} FAQ", { branch: branch.name })}
      lead={t("What travellers ask us most about picking up and driving from {{branch}}.", {
        branch: branch.name,
      })}
      slug={branch.slug}
      branchName={branch.name}
    >
      <JsonLd data={faqPageLd(faq, url)} />
      {faq.map((entry) => (
        <section key={entry.question} className={placeStyles.faqItem} lang="en">
          <h2 className={placeStyles.faqQuestion}>{entry.question}</h2>
          <p>{entry.answer}</p>
        </section>
      ))}
      <p>
        {t("Still wondering? Call {{branch}} on", { branch: branch.name })}{" "}
        <a href={telHref(branch.phone)}>{branch.phone}</a>, {t("email")}{" "}
        <a href={`mailto:${branch.email}`}>{branch.email}</a> {t("or see")}{" "}
        <Link to={`/rental-car-locations/${branch.slug}/popular-destinations/`}>
          {t("where to go from here")}
        </Link>
        .
      </p>
    </BranchSubPage>
  );
}
