/**
 * Damage notes (issue 32 item 7): the texts every page that shows them uses (the counter, the
 * agreement page and PDF, the customer's booking page), defined once. Plain module.
 */
import type { DamagePlace, DamageStage } from "~/models/schema/booking-values";
import { MANAGE_BOOKING_PARAM } from "../../booking/constants";
import { inEnglish, t } from "../../platform/i18n/translate";

export const DAMAGE_PLACE_LABELS: Record<DamagePlace, string> = {
  front: "Front",
  rear: "Rear",
  left: "Left side",
  right: "Right side",
  roof: "Roof",
  windscreen: "Windscreen",
  wheels: "Wheels and tyres",
  interior: "Interior",
};

export const DAMAGE_STAGE_LABELS: Record<DamageStage, string> = {
  "pick-up": "At pick-up",
  during: "During the rental",
  return: "At return",
};

export const DAMAGE_TEXT = {
  title: "Damage noted",
  none: "No damage noted.",
  photos: "Photos",
  photoAlt: (place: string, index: number) =>
    t("Damage photo {{index}} of {{place}}", {
      index,
      place: inEnglish() ? place.toLowerCase() : t(place),
    }),
  /** The PDF: a photo pdf-lib cannot embed (WebP). */
  photoNotEmbedded: (index: number) => `Photo ${index}: see the booking page.`,
  notedBy: (name: string) => t("Noted by {{name}}", { name }),
  customerIntro: "What our staff noted on the car, with their photos.",
} as const;

/** The customer's damage photos: /manage-booking/damage-photo/<id>/?booking=GO1234567. */
export const CUSTOMER_DAMAGE_PHOTO_BASE = "/manage-booking/damage-photo/";

export function customerDamagePhotoPath(reference: string, photoId: string): string {
  return `${CUSTOMER_DAMAGE_PHOTO_BASE}${photoId}/?${MANAGE_BOOKING_PARAM}=${encodeURIComponent(reference)}`;
}
