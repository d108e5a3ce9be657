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
import * as styles from "~/styles/home.css";
import { button, container, flushWithFooter, section } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "GO Rentals | Car Rental New Zealand",
    fullTitle: true,
    description:
      "Rent a car in New Zealand with GO Rentals: small cars, SUVs, people carriers, 4WDs, hybrids and EVs from nine branches at Auckland, Wellington, Nelson, Christchurch, Queenstown, Dunedin, Invercargill and Waiheke.",
  });

const CATEGORY_TEXT: Record<string, string> = {
  "/vehicles/small-cars/": "Easy to park and light on fuel: made for city trips and couples.",
  "/vehicles/large-cars-suvs/": "Room for the family and the luggage on longer road trips.",
  "/vehicles/electric-vehicles/": "Zero tailpipe emissions, with fast chargers across both islands.",
  "/vehicles/4-wheel-drives/": "Sure-footed on gravel roads, ski fields and alpine passes.",
  "/vehicles/van-or-people-carriers/": "Seats for the whole group, with 8 and 10 seaters available.",
  "/vehicles/hybrid-cars/": "Go further on every tank with petrol-electric efficiency.",
};

const REASONS: { title: string; text: string }[] = [
  {
    title: "Kiwi owned and operated",
    text: "We are a New Zealand company, so we know these roads and what you need for them.",
  },
  {
    title: "Branches where you land",
    text: "Pick up at seven airports, in Auckland City or on Waiheke Island, and drop off at another branch.",
  },
  {
    title: "A car for every trip",
    text: "From small cars to 10 seaters, 4WDs, hybrids, electric vehicles and Teslas.",
  },
  {
    title: "Less time at the counter",
    text: "Check in online before you arrive and head straight for the open road.",
  },
  {
    title: "Help when you need it",
    text: "Call or email our team, or find answers any time in our help centre.",
  },
];

const ISLANDS: Island[] = ["North Island", "South Island"];

export const loader = ({ request }: LoaderFunctionArgs) => loadHomePage(request);

export default function Home() {
  const form = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`${container} ${styles.heroInner}`}>
          <div>
            <p className={styles.eyebrow}>New Zealand car rental</p>
            <h1 id="home-title" className={styles.heroTitle}>
              Car rental across New Zealand,{" "}
              <span className={styles.highlight}>from the airport to the open road</span>
            </h1>
            <div className={styles.heroExtra}>
              <p className={styles.heroIntro}>
                Pick up your car at one of nine branches from Auckland to Invercargill and see the country
                your way, with friendly Kiwi service and no fuss.
              </p>
              <div className={styles.heroActions}>
                <Link className={button.primary} to="/vehicles/">
                  Find a car
                </Link>
                <Link className={button.inverse} to="/deals/">
                  See our deals
                </Link>
              </div>
            </div>
          </div>
          <SearchForm
            branches={form.branches}
            defaults={form.defaults}
            minDate={form.minDate}
            title="Ready to book?"
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
              <h2 id="vehicles-title">Vehicles for every kind of trip</h2>
              <p className={styles.sectionIntro}>
                Weekend away or a month on the road: choose the car that fits.
              </p>
            </div>
            <Link to="/vehicles/">See all vehicles</Link>
          </div>
          <ul className={styles.cards}>
            {VEHICLE_CATEGORIES.map((category) => (
              <li key={category.href} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={category.href}>
                    {category.label}
                  </Link>
                </h3>
                <p className={styles.cardText}>{CATEGORY_TEXT[category.href]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${section} ${styles.alt}`} aria-labelledby="branches-title">
        <div className={container}>
          <div className={styles.sectionHeader}>
            <div>
              <h2 id="branches-title">Nine branches, north to south</h2>
              <p className={styles.sectionIntro}>
                Fly in, pick up and go. Our airport branches are minutes from the terminal.
              </p>
            </div>
            <Link to="/rental-car-locations/">All locations</Link>
          </div>
          <div className={styles.islands}>
            {ISLANDS.map((island) => (
              <div key={island}>
                <h3>{island}</h3>
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
            <h2 id="why-title">Why choose GO</h2>
            <p className={styles.sectionIntro}>
              Travellers from all over the world start their New Zealand road trip with us.
            </p>
            <p>
              <Link to="/about-us/why-choose-go/">More reasons to choose GO</Link>
            </p>
          </div>
          <ul className={styles.reasons}>
            {REASONS.map((reason) => (
              <li key={reason.title}>
                <span className={styles.tick}>
                  <TickIcon size={18} />
                </span>
                <span>
                  <strong className={styles.reasonTitle}>{reason.title}</strong>
                  {reason.text}
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
              <h2 id="explore-title">Plan your road trip</h2>
              <p className={styles.sectionIntro}>Ideas, routes and local knowledge for the journey ahead.</p>
            </div>
          </div>
          <ul className={`${styles.cards} ${styles.explore}`}>
            {SUB_MENUS.explore.map((link) => (
              <li key={link.href} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={link.href}>
                    {link.label}
                  </Link>
                </h3>
                <p className={styles.cardText}>{EXPLORE_TEXT[link.href]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className={container}>
        <Reviews
          reviews={form.reviews}
          title={REVIEWS_TEXT.companyTitle}
          intro={REVIEWS_TEXT.companyIntro}
          headingId="company-reviews"
        />
      </div>

      <section className={`${styles.ctaBand} ${flushWithFooter}`} aria-labelledby="cta-title">
        <div className={`${container} ${styles.ctaInner}`}>
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              Ready to hit the road?
            </h2>
            <p className={styles.ctaText}>Compare cars and prices for your dates in a few taps.</p>
          </div>
          <Link className={button.onPrimary} to="/vehicles/">
            Find a car
          </Link>
        </div>
      </section>
    </>
  );
}

const EXPLORE_TEXT: Record<string, string> = {
  "/explore/blog/": "Stories, tips and news from the road.",
  "/explore/travel-guides/": "Where to go, what to see and where to eat, town by town.",
  "/explore/trip-planner/": "Ready-made itineraries for both islands.",
};
