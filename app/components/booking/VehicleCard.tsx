import { Form } from "@remix-run/react";
import { useSiteHref } from "~/components/SiteLink";
import { plural, t, tPlural } from "~/services/platform/i18n/translate";
import { useMemo, useState, type MouseEvent, type ReactNode } from "react";
import type {
  CardVehicle,
  FleetVehicleCard,
  QuotedVehicleCard,
} from "~/services/booking/search/results.server";
import { BOOK_NOW_BASE, stepUrl } from "~/services/booking/steps/steps";
import { Price } from "~/components/currency/Price";
import { freeDaysText } from "~/services/booking/search/card-price";
import { useImageResizerPath } from "~/components/useImageResizerPath";
import { VEHICLE_CARD_SIZES, vehicleImage } from "~/services/booking/vehicles/images";
import { VEHICLE_PHOTOS_DEFAULT_BACK, vehiclePhotosHref } from "~/services/booking/vehicles/photos";
import { VEHICLE_PHOTOS_TEXT } from "~/services/booking/vehicles/text";
import { vehicleSpecs } from "~/services/booking/vehicles/specs";
import { useHydrated } from "~/components/modal";
import { VehiclePhotosModal, type PhotosRequest } from "./VehiclePhotos";
import type { ClassRatings } from "~/services/booking/reviews/reviews.server";
import type { ShownRating } from "~/services/booking/reviews/rules";
import { VERIFIED_REVIEWS_TEXT } from "~/services/booking/reviews/text";
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
  vehicle: CardVehicle;
  /** Eager-load the photo (the first cards on screen); lazy otherwise. */
  priority?: boolean;
  /** The list the photo page leads back to (its "Back" link). */
  listPath?: string;
  /** With JavaScript: open the class's photos over the list (a plain link to its page otherwise). */
  onOpenPhotos?: (request: PhotosRequest) => void;
  status?: "Available" | "OnRequest" | "Soldout" | "Invisible";
  deal?: VehicleCardDeal | null;
  /** The price block: per day and total, or "from" per day. */
  price: ReactNode;
  /** The choose button or link (none for a sold-out class). */
  action: ReactNode;
  headingLevel?: 2 | 3;
  /** Verified renters' average for the class (null or absent: fewer than the minimum, nothing shown). */
  rating?: ShownRating | null;
};

/** "Relocation: Queenstown Airport to Christchurch Airport", "Hot deal at Auckland Airport". */
function dealLabel(deal: VehicleCardDeal): string {
  const branches = { pickup: deal.puBranchName, dropOff: deal.doBranchName };
  if (deal.dealType === "Relocation")
    return deal.puBranchName === deal.doBranchName
      ? t("Relocation at {{pickup}}", branches)
      : t("Relocation: {{pickup}} to {{dropOff}}", branches);
  return deal.puBranchName === deal.doBranchName
    ? t("Hot deal at {{pickup}}", branches)
    : t("Hot deal: {{pickup}} to {{dropOff}}", branches);
}

/**
 * A vehicle of the results or of the fleet list: its first photo and a link to the others (the
 * class's photo page, or a modal with JavaScript: docs/decisions/0076-results-cards-one-image.md),
 * seats, luggage, transmission and fuel (spec section 3; size, load, sleeping places and towing
 * for the glamper and trailers, specs.ts), deal and status badges, price and action.
 */
export function VehicleCard({
  vehicle,
  priority = false,
  listPath = VEHICLE_PHOTOS_DEFAULT_BACK,
  onOpenPhotos,
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
  const photo = vehicle.photo;
  const source = photo ? vehicleImage(photo.path, resizerPath) : null;
  const photosHref = vehiclePhotosHref(vehicle.classCode, listPath);
  // The plain link keeps the page's language (the fetcher of the modal adds it itself).
  const photosLink = useSiteHref(photosHref);
  const openPhotos = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) still gets the page.
    if (
      !onOpenPhotos ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    // Safari does not focus a clicked link; the modal returns focus to whatever had it.
    event.currentTarget.focus();
    onOpenPhotos({ href: photosHref, name: vehicle.name, carClassId: vehicle.carClassId });
  };
  return (
    <article className={styles.vehicleCard} aria-labelledby={headingId}>
      <div className={styles.cardPhoto}>
        {photo && source ? (
          <img
            src={source.src}
            srcSet={source.srcSet}
            sizes={VEHICLE_CARD_SIZES}
            width={source.width}
            height={source.height}
            alt={photo.alt}
            loading={priority ? "eager" : "lazy"}
          />
        ) : null}
        {vehicle.photoCount > 1 ? (
          <a
            href={photosLink}
            aria-describedby={headingId}
            aria-haspopup={onOpenPhotos ? "dialog" : undefined}
            onClick={openPhotos}
          >
            {VEHICLE_PHOTOS_TEXT.more(vehicle.photoCount - 1)}
          </a>
        ) : null}
      </div>
      {/* Its type line, specs and price row are styled through the body (booking.css.ts). */}
      <div className={styles.vehicleBody}>
        <Heading id={headingId}>{vehicle.name}</Heading>
        <p>
          {t("{{type}} · Class {{classCode}}", {
            type: vehicle.vehicleTypeName,
            classCode: vehicle.classCode,
          })}
        </p>
        {rating ? <CardRating rating={rating} /> : null}
        {deal || (status && status !== "Available") ? (
          <div className={styles.badges}>
            {deal ? <span className={styles.badge.deal}>{dealLabel(deal)}</span> : null}
            {status === "OnRequest" ? <span className={styles.badge.status}>{t("On request")}</span> : null}
            {status === "Soldout" ? <span className={styles.badge.soldOut}>{t("Sold out")}</span> : null}
          </div>
        ) : null}
        {deal?.description ? <p className={styles.vehicleType}>{deal.description}</p> : null}
        <dl>
          {vehicleSpecs(vehicle).map((spec) => (
            <div key={spec.label} className={spec.wide ? styles.specWide : undefined}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
        <div>
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
      <span className="visually-hidden">{t(VERIFIED_REVIEWS_TEXT.cardRatingPrefix)}</span>
      <span>{VERIFIED_REVIEWS_TEXT.cardRating(rating.average, rating.count)}</span>
    </p>
  );
}

const TOTAL_FOR_DAYS = plural("total for {{count}} day", "total for {{count}} days");

/** Per day, the one-way fee by name, free days and the total: what is shown adds up (issue 24). */
export function QuotedPrice({ price }: { price: QuotedVehicleCard["shown"] }) {
  return (
    <p>
      <strong>
        <Price amount={price.dailyRate} /> <small>{t("per day")}</small>
      </strong>
      {price.freeDays ? <span>{freeDaysText(price.freeDays)}</span> : null}
      {price.lines?.map((line) => (
        <span key={line.label}>
          {t("{{label}}:", { label: t(line.label) })} <Price amount={line.amount} />
        </span>
      ))}
      <span>
        <Price amount={price.total} /> {tPlural(TOTAL_FOR_DAYS, price.days)}
      </span>
    </p>
  );
}

export function FromPrice({ dailyRate }: { dailyRate: number }) {
  return (
    <p>
      <span>{t("From")}</span>
      <strong>
        <Price amount={dailyRate} /> <small>{t("per day")}</small>
      </strong>
    </p>
  );
}

/** What tells the cards of one list apart: status and deal badges, price and action. */
type VehicleCardParts = Pick<VehicleCardProps, "status" | "deal" | "price" | "action">;

function VehicleList<V extends CardVehicle>({
  vehicles,
  parts,
  ratings,
  listPath,
}: {
  vehicles: V[];
  parts: (vehicle: V) => VehicleCardParts;
  ratings?: ClassRatings;
  listPath?: string;
}) {
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState<PhotosRequest | null>(null);
  // The cards are kept while the photos modal opens and closes: they show nothing of it, so
  // React skips them rather than render the whole list again for one dialog.
  const cards = useMemo(
    () =>
      vehicles.map((vehicle, index) => (
        <li key={vehicle.carClassId}>
          {/* The first two cards are on screen at once, so their photos load eagerly. */}
          <VehicleCard
            vehicle={vehicle}
            priority={index < 2}
            listPath={listPath}
            onOpenPhotos={hydrated ? setPhotos : undefined}
            headingLevel={3}
            rating={ratings?.[vehicle.carClassId] ?? null}
            {...parts(vehicle)}
          />
        </li>
      )),
    [vehicles, parts, ratings, listPath, hydrated],
  );
  return (
    <>
      <ul className={styles.vehicleList}>{cards}</ul>
      {/* One modal for the list, only with JavaScript (without, the link opens the photo page). */}
      {hydrated ? <VehiclePhotosModal request={photos} onClose={() => setPhotos(null)} /> : null}
    </>
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
  vehicles: FleetVehicleCard[];
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
            {t("Check availability")}
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
  listPath,
  ratings,
}: {
  vehicles: QuotedVehicleCard[];
  bookNowBase?: string;
  /** The page of this list, when not /vehicles/: the photo page's "Back" link returns there. */
  listPath?: string;
  /** Verified renters' averages by class (absent: none shown). */
  ratings?: ClassRatings;
}) {
  // One form for the list: each card's button sends its class (name and value of the button
  // pressed), rather than a form and a hidden field per card.
  return (
    <Form method="post" action={stepUrl(1, "", bookNowBase)}>
      <VehicleList
        vehicles={vehicles}
        ratings={ratings}
        listPath={listPath}
        parts={(vehicle) => ({
          status: vehicle.carClassStatus,
          deal: vehicle.hotDealInfo,
          price: <QuotedPrice price={vehicle.shown} />,
          // A sold-out class has no action: its "Sold out" badge under the name says why.
          action:
            vehicle.carClassStatus === "Soldout" ? null : (
              <button
                type="submit"
                name="carClassId"
                value={vehicle.carClassId}
                className={formStyles.button}
                aria-describedby={`vehicle-${vehicle.carClassId}`}
              >
                {vehicle.carClassStatus === "OnRequest" ? t("Request this vehicle") : t("Choose")}
              </button>
            ),
        })}
      />
    </Form>
  );
}
