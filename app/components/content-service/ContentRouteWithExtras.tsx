import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { REVIEWS_TEXT } from "~/services/shell/text";
import type { ContentPageWithExtras } from "~/services/content/pages/page-content.server";
import { PageHeaderBanner } from "./PageHeaderBanner";
import { Reviews } from "./Reviews";
import { SnowReport } from "./SnowReport";

/** The default export of a content route whose loader is loadContentPageWithExtras. */
export function ContentRouteWithExtras() {
  const data = useLoaderData<ContentPageWithExtras>();
  return (
    <>
      <PageHeaderBanner header={data.pageHeader} />
      <ContentPage data={data}>
        {data.snow ? <SnowReport location={data.snow.location} report={data.snow.report} /> : null}
        <Reviews
          reviews={data.companyReviews}
          title={REVIEWS_TEXT.companyTitle}
          intro={REVIEWS_TEXT.companyIntro}
          headingId="company-reviews"
        />
      </ContentPage>
    </>
  );
}
