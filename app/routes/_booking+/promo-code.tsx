import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { t } from "~/services/platform/i18n/translate";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PromoCodeForm } from "~/components/promo/PromoCodeForm";
import { PromoSummary } from "~/components/promo/PromoCodeModal";
import { PROMO_FORM_TEXT, PROMO_UI_TEXT } from "~/services/booking/promo/text";
import { PROMO_CODE_PATH, promoFormAction, promoPageData } from "~/services/booking/promo/flow.server";
import { sameSitePath } from "~/services/platform/routing";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/promo.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /promo-code/: the promo code form as a page. It is what the promo modal's opener links to
 * without JavaScript (`?redirectTo=` says where the visitor was), and where every promo form
 * posts: intent=apply or intent=remove (app/services/booking/promo/flow.server.ts).
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: PROMO_FORM_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = sameSitePath(new URL(request.url).searchParams.get("redirectTo"));
  const { promoCode, hasItinerary } = await promoPageData(request);
  return data({ promoCode, hasItinerary, redirectTo }, { headers: NO_STORE });
}

export function action({ request }: ActionFunctionArgs) {
  return promoFormAction(request, { defaultFrom: PROMO_CODE_PATH });
}

export default function PromoCodePage() {
  const { promoCode, hasItinerary, redirectTo } = useLoaderData<typeof loader>();
  // The page posts to itself: success goes back where the visitor was, or stays here.
  const returnTo = redirectTo ?? "/promo-code/";
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t(PROMO_FORM_TEXT.title)}</h1>
        {promoCode ? (
          <>
            <PromoSummary promoCode={promoCode} redirectTo={returnTo} standalone />
            <p className={styles.notice}>
              {t(hasItinerary ? PROMO_UI_TEXT.searchNotice : PROMO_UI_TEXT.storedNotice)}
            </p>
          </>
        ) : (
          <p className={styles.notice}>{t(PROMO_UI_TEXT.pageIntro)}</p>
        )}
        <PromoCodeForm
          id="promo-page-form"
          redirectTo={returnTo}
          // Posting to the same URL keeps ?redirectTo= when the server answers with errors.
          action={redirectTo ? `/promo-code/?redirectTo=${encodeURIComponent(redirectTo)}` : undefined}
          headingLevel={1}
          showTitle={false}
        />
        {redirectTo ? (
          <p>
            <Link to={redirectTo}>{t(PROMO_UI_TEXT.back)}</Link>
          </p>
        ) : promoCode ? (
          <p>
            <Link to="/vehicles/">{t(PROMO_UI_TEXT.searchVehicles)}</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
