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

/** /rental-car-locations/{branch}/faq/: the branch's questions, live hours first; regions 404. */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return notFoundMeta(args);
  return seoMeta(args, {
    title: `${data.branch.name} FAQ`,
    description: `Answers for renting a car at GO Rentals ${data.branch.name}: hours, after-hours rules, getting to the branch and driving tips.`,
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
      title={`${branch.name} FAQ`}
      lead={`What travellers ask us most about picking up and driving from ${branch.name}.`}
      slug={branch.slug}
      branchName={branch.name}
    >
      <JsonLd data={faqPageLd(faq, url)} />
      {faq.map((entry) => (
        <section key={entry.question} className={placeStyles.faqItem}>
          <h2 className={placeStyles.faqQuestion}>{entry.question}</h2>
          <p>{entry.answer}</p>
        </section>
      ))}
      <p>
        Still wondering? Call {branch.name} on <a href={telHref(branch.phone)}>{branch.phone}</a>, email{" "}
        <a href={`mailto:${branch.email}`}>{branch.email}</a> or see{" "}
        <Link to={`/rental-car-locations/${branch.slug}/popular-destinations/`}>where to go from here</Link>.
      </p>
    </BranchSubPage>
  );
}
