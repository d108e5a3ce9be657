import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SearchForm } from "~/components/booking/SearchForm";
import { PageHeaderBanner } from "~/components/content-service/PageHeaderBanner";
import { Reviews } from "~/components/content-service/Reviews";
import { PromoCodeModal } from "~/components/promo/PromoCodeModal";
import {
  ArrowIcon,
  BRANCHES,
  SUB_MENUS,
  TickIcon,
  VEHICLE_CATEGORIES,
  type Island,
} from "~/components/shell";
import { loadHomePage } from "~/services/content/home-page.server";
import { REVIEWS_TEXT } from "~/services/shell/text";
import {
  HOME_CATEGORY_TEXT,
  HOME_EXPLORE_TEXT,
  HOME_REASONS,
  HOME_TEXT as T,
} from "~/services/shell/home-text";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/home.css";
import { button, container, flushWithFooter, section } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: T.metaTitle,
    fullTitle: true,
    description: T.metaDescription,
  });

const ISLANDS: Island[] = ["North Island", "South Island"];

export const loader = ({ request }: LoaderFunctionArgs) => loadHomePage(request);

export default function Home() {
  const form = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`${container} ${styles.heroInner}`}>
          <div>
            <p className={styles.eyebrow}>{t(T.eyebrow)}</p>
            <h1 id="home-title" className={styles.heroTitle}>
              {t(T.titleStart)} <span className={styles.highlight}>{t(T.titleHighlight)}</span>
            </h1>
            <div className={styles.heroExtra}>
              <p className={styles.heroIntro}>{t(T.intro)}</p>
              <div className={styles.heroActions}>
                <Link className={button.primary} to="/vehicles/">
                  {t(T.findCar)}
                </Link>
                <Link className={button.inverse} to="/deals/">
                  {t(T.seeDeals)}
                </Link>
              </div>
            </div>
          </div>
          <SearchForm
            branches={form.branches}
            defaults={form.defaults}
            minDate={form.minDate}
            title={t(T.searchTitle)}
            promo={<PromoCodeModal promoCode={form.promoCode} redirectTo="/" />}
          />
        </div>
        {/* With a banner below, the banner is the picture: two landscapes back to back looked doubled. */}
        {form.pageHeader ? null : (
          <img
            className={styles.landscape}
            src="/images/hero-landscape.svg"
            alt=""
            width={2400}
            height={360}
          />
        )}
      </section>

      <PageHeaderBanner header={form.pageHeader} />

      <section className={section} aria-labelledby="vehicles-title">
        <div className={container}>
          <div className={styles.sectionHeader}>
            <div>
              <h2 id="vehicles-title">{t(T.vehiclesTitle)}</h2>
              <p className={styles.sectionIntro}>{t(T.vehiclesIntro)}</p>
            </div>
            <Link to="/vehicles/">{t(T.allVehicles)}</Link>
          </div>
          <ul className={styles.cards}>
            {VEHICLE_CATEGORIES.map((category) => (
              <li key={category.href} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={category.href}>
                    {t(category.label)}
                  </Link>
                </h3>
                <p className={styles.cardText}>{t(HOME_CATEGORY_TEXT[category.href])}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${section} ${styles.alt}`} aria-labelledby="branches-title">
        <div className={container}>
          <div className={styles.sectionHeader}>
            <div>
              <h2 id="branches-title">{t(T.branchesTitle)}</h2>
              <p className={styles.sectionIntro}>{t(T.branchesIntro)}</p>
            </div>
            <Link to="/rental-car-locations/">{t(T.allLocations)}</Link>
          </div>
          <div className={styles.islands}>
            {ISLANDS.map((island) => (
              <div key={island}>
                <h3>{t(T.islands[island])}</h3>
                <ul className={styles.branchList}>
                  {BRANCHES.filter((branch) => branch.island === island).map((branch) => (
                    <li key={branch.slug}>
                      <Link className={styles.branchLink} to={branch.href}>
                        {branch.name}
                        <ArrowIcon size={18} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="why-title">
        <div className={`${container} ${styles.why}`}>
          <div>
            <h2 id="why-title">{t(T.whyTitle)}</h2>
            <p className={styles.sectionIntro}>{t(T.whyIntro)}</p>
            <p>
              <Link to="/about-us/why-choose-go/">{t(T.moreReasons)}</Link>
            </p>
          </div>
          <ul className={styles.reasons}>
            {HOME_REASONS.map((reason) => (
              <li key={reason.title}>
                <span className={styles.tick}>
                  <TickIcon size={18} />
                </span>
                <span>
                  <strong className={styles.reasonTitle}>{t(reason.title)}</strong>
                  {t(reason.text)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${section} ${styles.alt}`} aria-labelledby="explore-title">
        <div className={container}>
          <div className={styles.sectionHeader}>
            <div>
              <h2 id="explore-title">{t(T.exploreTitle)}</h2>
              <p className={styles.sectionIntro}>{t(T.exploreIntro)}</p>
            </div>
          </div>
          <ul className={`${styles.cards} ${styles.explore}`}>
            {SUB_MENUS.explore.map((link) => (
              <li key={link.href} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={link.href}>
                    {t(link.label)}
                  </Link>
                </h3>
                <p className={styles.cardText}>{t(HOME_EXPLORE_TEXT[link.href])}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className={container}>
        <Reviews
          reviews={form.reviews}
          title={t(REVIEWS_TEXT.companyTitle)}
          intro={t(REVIEWS_TEXT.companyIntro)}
          headingId="company-reviews"
        />
      </div>

      <section className={`${styles.ctaBand} ${flushWithFooter}`} aria-labelledby="cta-title">
        <div className={`${container} ${styles.ctaInner}`}>
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              {t(T.ctaTitle)}
            </h2>
            <p className={styles.ctaText}>{t(T.ctaText)}</p>
          </div>
          <Link className={button.onPrimary} to="/vehicles/">
            {t(T.findCar)}
          </Link>
        </div>
      </section>
    </>
  );
}
