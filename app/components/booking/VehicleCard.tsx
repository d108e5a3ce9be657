import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type {
  QuotedVehicleCard,
  UnquotedVehicle,
  VehicleSummary,
} from "~/services/booking/search/results.server";
import { BOOK_NOW_BASE, stepUrl } from "~/services/booking/steps";
import { formatMoney } from "~/services/platform/money";
import { freeDaysText, type CardPrice } from "~/services/booking/search/card-price";
import { useImageResizerPath } from "~/components/useImageResizerPath";
import { VEHICLE_CARD_SIZES, vehicleImage } from "~/services/booking/vehicles/images";
import { vehicleSpecs } from "~/services/booking/vehicles/specs";
import type { ClassRatings } from "~/services/content/reviews/reviews.server";
import type { ShownRating } from "~/services/content/reviews/rules";
import { VERIFIED_REVIEWS_TEXT } from "~/services/content/reviews/text";
import * as styles from "~/styles/booking.css";
import * as reviewStyles from "~/styles/reviews.css";
import * as formStyles from "~/styles/form.css";

export type VehicleCardDeal = {
  dealType: "HotDeal" | "Relocation";
  puBranchName: string;
  doBranchName: string;
  description: string;
};

type VehicleCardProps = {
  vehicle: VehicleSummary;
  /** Eager-load the first photo (the first cards on screen); lazy otherwise. */
  priority?: boolean;
  status?: "Available" | "OnRequest" | "Soldout" | "Invisible";
  deal?: VehicleCardDeal | null;
  /** The price block: per day and total, or "from" per day. */
  price: ReactNode;
  /** The choose form or link. */
  action: ReactNode;
  headingLevel?: 2 | 3;
  /** Verified renters' average for the class (null or absent: fewer than the minimum, nothing shown). */
  rating?: ShownRating | null;
};

/** "Relocation: Queenstown Airport to Christchurch Airport", "Hot deal at Auckland Airport". */
function dealLabel(deal: VehicleCardDeal): string {
  const kind = deal.dealType === "Relocation" ? "Relocation" : "Hot deal";
  return deal.puBranchName === deal.doBranchName
    ? `${kind} at ${deal.puBranchName}`
    : `${kind}: ${deal.puBranchName} to ${deal.doBranchName}`;
}

/**
 * A vehicle of the results or of the fleet list: its five photos (swipe or scroll), seats,
 * luggage, transmission and fuel (spec section 3; size, load, sleeping places and towing for the
 * glamper and trailers, specs.ts), deal and status badges, price and action.
 */
export function VehicleCard({
  vehicle,
  priority = false,
  status,
  deal,
  price,
  action,
  headingLevel = 2,
  rating,
}: VehicleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `vehicle-${vehicle.carClassId}`;
  const resizerPath = useImageResizerPath();
  return (
    <article className={styles.vehicleCard} aria-labelledby={headingId}>
      {/* A keyboard user can scroll the photos with the arrow keys once the gallery has focus. */}
      <div className={styles.gallery} tabIndex={0} role="group" aria-label={`Photos of the ${vehicle.name}`}>
        {vehicle.images.map((image, index) => {
          const source = vehicleImage(image.path, resizerPath);
          return (
            <img
              key={image.path}
              className={styles.galleryImage}
              src={source.src}
              srcSet={source.srcSet}
              sizes={VEHICLE_CARD_SIZES}
              width={source.width}
              height={source.height}
              alt={image.alt}
              loading={priority && index === 0 ? "eager" : "lazy"}
              decoding="async"
            />
          );
        })}
      </div>
      <div className={styles.vehicleBody}>
        <Heading id={headingId} className={styles.vehicleName}>
          {vehicle.name}
        </Heading>
        <p className={styles.vehicleType}>
          {vehicle.vehicleType.name} · Class {vehicle.classCode}
        </p>
        {rating ? <CardRating rating={rating} /> : null}
        {deal || (status && status !== "Available") ? (
          <div className={styles.badges}>
            {deal ? <span className={styles.badge.deal}>{dealLabel(deal)}</span> : null}
            {status === "OnRequest" ? <span className={styles.badge.status}>On request</span> : null}
            {status === "Soldout" ? <span className={styles.badge.soldOut}>Sold out</span> : null}
          </div>
        ) : null}
        {deal?.description ? <p className={styles.vehicleType}>{deal.description}</p> : null}
        <dl className={styles.specs}>
          {vehicleSpecs(vehicle).map((spec) => (
            <div key={spec.label} className={spec.wide ? styles.specWide : undefined}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.priceRow}>
          {price}
          {action}
        </div>
      </div>
    </article>
  );
}

/** "★ 4.6 from 23 verified renters": the class's average from completed rentals' feedback. */
function CardRating({ rating }: { rating: ShownRating }) {
  return (
    <p className={reviewStyles.cardRating}>
      <span aria-hidden="true" className={reviewStyles.cardRatingStar}>
        ★{" "}
      </span>
      <span className="visually-hidden">{VERIFIED_REVIEWS_TEXT.cardRatingPrefix}</span>
      <span>{VERIFIED_REVIEWS_TEXT.cardRating(rating.average, rating.count)}</span>
    </p>
  );
}

/** Per day, the one-way fee by name, free days and the total: what is shown adds up (issue 24). */
export function QuotedPrice({ price }: { price: CardPrice }) {
  return (
    <p className={styles.price}>
      <span className={styles.priceDaily}>
        {formatMoney(price.dailyRate)} <span className={styles.perDay}>per day</span>
      </span>
      {price.freeDays > 0 ? <span className={styles.priceTotal}>{freeDaysText(price.freeDays)}</span> : null}
      {price.lines.map((line) => (
        <span key={line.label} className={styles.priceTotal}>
          {line.label}: {formatMoney(line.amount)}
        </span>
      ))}
      <span className={styles.priceTotal}>
        {formatMoney(price.total)} total for {price.days} {price.days === 1 ? "day" : "days"}
      </span>
    </p>
  );
}

export function FromPrice({ dailyRate }: { dailyRate: number }) {
  return (
    <p className={styles.price}>
      <span className={styles.priceTotal}>From</span>
      <span className={styles.priceDaily}>
        {formatMoney(dailyRate)} <span className={styles.perDay}>per day</span>
      </span>
    </p>
  );
}

/** What tells the cards of one list apart: status and deal badges, price and action. */
type VehicleCardParts = Pick<VehicleCardProps, "status" | "deal" | "price" | "action">;

function VehicleList<V extends VehicleSummary>({
  vehicles,
  parts,
  ratings,
}: {
  vehicles: V[];
  parts: (vehicle: V) => VehicleCardParts;
  ratings?: ClassRatings;
}) {
  return (
    <ul className={styles.vehicleList}>
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.carClassId}>
          {/* The first two cards are on screen at once, so their first photos load eagerly. */}
          <VehicleCard
            vehicle={vehicle}
            priority={index < 2}
            headingLevel={3}
            rating={ratings?.[vehicle.carClassId] ?? null}
            {...parts(vehicle)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The fleet before any search (/vehicles/ and its category pages): 'from' prices, and a link to
 * the page's search form, since only a search can say what is available.
 */
export function FleetVehicleList({
  vehicles,
  ratings,
}: {
  vehicles: UnquotedVehicle[];
  ratings?: ClassRatings;
}) {
  return (
    <VehicleList
      vehicles={vehicles}
      ratings={ratings}
      parts={(vehicle) => ({
        price: <FromPrice dailyRate={vehicle.fromDailyRate} />,
        action: (
          <a
            className={formStyles.secondaryButton}
            href="#search"
            aria-describedby={`vehicle-${vehicle.carClassId}`}
          >
            Check availability
          </a>
        ),
      })}
    />
  );
}

/**
 * The results of a search: each class's price and status, and the form that takes the chosen one
 * to step 1 of the booking steps at `bookNowBase` (the customer's or the business area's, whose
 * cards carry the account's own prices).
 */
export function QuotedVehicleList({
  vehicles,
  bookNowBase = BOOK_NOW_BASE,
  ratings,
}: {
  vehicles: QuotedVehicleCard[];
  bookNowBase?: string;
  /** Verified renters' averages by class (absent: none shown). */
  ratings?: ClassRatings;
}) {
  return (
    <VehicleList
      vehicles={vehicles}
      ratings={ratings}
      parts={(vehicle) => ({
        status: vehicle.carClassStatus,
        deal: vehicle.hotDealInfo,
        price: <QuotedPrice price={vehicle.shown} />,
        action:
          vehicle.carClassStatus === "Soldout" ? (
            <span className={styles.badge.soldOut}>Sold out</span>
          ) : (
            <Form method="post" action={stepUrl(1, "", bookNowBase)}>
              <input type="hidden" name="carClassId" value={vehicle.carClassId} />
              <button
                type="submit"
                className={formStyles.button}
                aria-describedby={`vehicle-${vehicle.carClassId}`}
              >
                {vehicle.carClassStatus === "OnRequest" ? "Request this vehicle" : "Choose"}
              </button>
            </Form>
          ),
      })}
    />
  );
}
