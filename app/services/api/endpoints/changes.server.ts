import { returnOrigin } from "../../platform/request-guard/guard.server";
import { SERVICE_UNAVAILABLE } from "../../platform/error-text";
import { CHANGE_BLOCK_TEXT, CHANGE_MESSAGES, CHANGE_PATHS } from "../../changes/change/text";
import { MANAGE_BOOKING_MESSAGES } from "../../changes/text";
import {
  bookingToChange,
  changeOptionsAnswer,
  confirmChangeAnswer,
  priceChangeAnswer,
} from "../change-booking.server";
import { changeBookingBody, priceChangeBody } from "../schemas";
import type { ApiEndpoint } from "../endpoint";

/** Who may change a booking through the API: customers (their own) and business users (their account's). */
const CHANGERS = ["Customer", "Agent", "Corporate"] as const;

const WHO =
  "With a bearer token a customer changes their own bookings and an agent or corporate user their account's; without one, the caller gives the email on the booking (look-ups limited like the website's find form: 429). A booking that is not theirs answers 404, as one that does not exist.";

const NOT_FOUND = {
  status: 404,
  description: "No such booking, or not the caller's to change (one answer).",
  message: MANAGE_BOOKING_MESSAGES.notFound,
} as const;
const BLOCKED = {
  status: 409,
  description:
    "The booking can't change online: the reason, with the pick-up branch's name and phone in the result's `blocked`.",
  message: CHANGE_BLOCK_TEXT.cutoff,
} as const;

const EXAMPLE_REFERENCE = { reference: "GO4821937", email: "aroha.customer@example.co.nz" };

/** The calls for changing a booking: the same services as /manage-booking/change/ (ADR 0040, docs/api.md). */
export const CHANGE_ENDPOINTS = {
  changeOptions: {
    path: "booking/changeOptions",
    method: "POST",
    tag: "Booking",
    summary: "A booking's change options",
    description: `Whether the booking can change online (canChange; if not, blocked: reason, message, branchName, branchPhone), the booking as it is, the extras and cover on offer (each extra with its field name in the change form), the change fee and the form's current values (the fields booking/priceChange takes). POST so the email stays out of URLs. ${WHO}`,
    auth: "optional-bearer",
    bearerWhen: "for the caller's own bookings (else the booking's email)",
    userTypes: CHANGERS,
    body: changeBookingBody,
    rateLimited: true,
    failures: [NOT_FOUND],
    example: {
      body: EXAMPLE_REFERENCE,
      result: {
        reference: "GO4821937",
        canChange: true,
        blocked: null,
        booking: {
          reference: "GO4821937",
          vehicle: "Toyota Corolla or similar",
          pickup: "Queenstown Airport, 24 Mar 2027 10:00",
          dropOff: "Queenstown Airport, 28 Mar 2027 10:00",
          total: 412.4,
          totalText: "$412.40",
        },
        changeFee: 0,
        options: {
          extras: [
            {
              field: "extra-child-seat",
              code: "child-seat",
              name: "Child seat",
              price: 12,
              per: "day",
              priceText: "$12 per day",
              maxQuantity: 3,
            },
          ],
          insurance: [{ code: "full", name: "Full cover", dailyPrice: 35, priceText: "$35 per day" }],
        },
        values: { insurance: "basic", flightNumber: "NZ601", "extra-child-seat": "0" },
      },
    },
    async handle(context) {
      return changeOptionsAnswer(await bookingToChange(context), context.now);
    },
  },
  priceChange: {
    path: "booking/priceChange",
    method: "POST",
    tag: "Booking",
    summary: "Price a change to a booking",
    description: `Checks and prices the new choices exactly as the website's change form does, and keeps the priced change as the booking's change in progress (booking/confirmChange confirms it). \`changes\` holds the form's fields ("pickupBranch", "dropOffBranch", "pickupDate" YYYY-MM-DD, "pickupTime" HH:mm, "dropOffDate", "dropOffTime", "carClassId", "extra-<code>", "insurance", "flightNumber"); fields left out keep the booking's values. New dates, branches or class are checked as a search is and a car of the class is held for the review (vehicleHeldUntil; confirm before then). Answers the lines as is and as will be, what changes, the old and new totals and the difference (dollars to the cent, and differenceCents; above 0 to pay, below 0 refunded, never more than was paid: refund), the promo note when a promo code fell away, and next ("pay", "refund" or "confirm"). The change's own checks answer 422 with a message per field ("changes.insurance", "changes.pickupDate"; "changes" for the whole choice, such as nothing changed); a booking that can't change online, or a class with no car left for the new dates, 409; the caller's address holding too many cars at once, 429 with Retry-After. ${WHO}`,
    auth: "optional-bearer",
    bearerWhen: "for the caller's own bookings (else the booking's email)",
    userTypes: CHANGERS,
    body: priceChangeBody,
    rateLimited: true,
    failures: [
      NOT_FOUND,
      BLOCKED,
      {
        status: 422,
        description: "The new choices don't pass the change form's checks: a message per field.",
        message: CHANGE_MESSAGES.insuranceRequired,
      },
    ],
    example: {
      body: { ...EXAMPLE_REFERENCE, changes: { insurance: "basic", "extra-child-seat": 0 } },
      result: {
        reference: "GO4821937",
        changes: ["Child seat: 1 → 0", "Cover: Full cover → Basic cover"],
        lines: [{ label: "Total", asIs: "$512.40", asWillBe: "$412.40", changed: true }],
        oldTotal: 512.4,
        newTotal: 412.4,
        difference: -100,
        differenceCents: -10000,
        changeFee: 0,
        promoNote: null,
        vehicleHeldUntil: null,
        next: "refund",
        refund: { amount: 100, amountCents: 10000, to: "to the card ending 4242", capped: false },
      },
    },
    async handle(context) {
      return priceChangeAnswer(await bookingToChange(context), context.body.changes, context.now);
    },
  },
  confirmChange: {
    path: "booking/confirmChange",
    method: "POST",
    tag: "Booking",
    summary: "Confirm a priced change",
    description: `Confirms the booking's change in progress (from booking/priceChange). Money back or no charge: the change is applied now and the refund paid to what was paid, never more (status "applied", with paid, refunded and the new total). A difference to pay: status "payment-required" with the gateway's paymentUrl for the payer to open; the gateway sends them back to the website's ${CHANGE_PATHS.payment}, which applies the change once. A repeat never charges, refunds or changes twice: it answers the same payment URL, or the applied change again. No change in progress (or the booking changed since it was priced): 409 with the reason. ${WHO}`,
    auth: "optional-bearer",
    bearerWhen: "for the caller's own bookings (else the booking's email)",
    userTypes: CHANGERS,
    body: changeBookingBody,
    rateLimited: true,
    failures: [
      NOT_FOUND,
      {
        status: 409,
        description:
          "No priced change in progress, the booking changed since it was priced, or it can't change online (then with `blocked`).",
        message: CHANGE_MESSAGES.startAgain,
      },
      {
        status: 503,
        description: "The payment gateway could not be reached: nothing changed, try again.",
        message: SERVICE_UNAVAILABLE,
      },
    ],
    example: {
      body: EXAMPLE_REFERENCE,
      result: {
        reference: "GO4821937",
        status: "applied",
        changes: ["Child seat: 1 → 0", "Cover: Full cover → Basic cover"],
        total: 412.4,
        totalText: "$412.40",
        paid: 0,
        paidCents: 0,
        refunded: 100,
        refundedCents: 10000,
        email: "aroha.customer@example.co.nz",
      },
    },
    async handle(context) {
      return confirmChangeAnswer(await bookingToChange(context), returnOrigin(context.request), context.now);
    },
  },
} satisfies Record<string, ApiEndpoint>;
