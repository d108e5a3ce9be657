import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CURRENCY } from "../constants";
import type { CardType, DealType, ExtraPricing } from "./booking-values";
import { branches, carClasses } from "./catalog";
import { uuidPrimaryKey, createdAtColumn } from "./columns";

export * from "./booking-values";

/** The reservation a row belongs to (reservation_id, required): every table of a booking's life has one. */
export const reservationIdColumn = () =>
  text("reservation_id")
    .notNull()
    .references(() => reservations.id);

/* A reservation's priced breakdown, kept with it (price_breakdown) and built by the pricing rules. */
export type PriceLineKind =
  | "vehicle"
  | "oneWayFee"
  | "extra"
  | "insurance"
  | "carbonOffset"
  | "shuttle"
  | "discount"
  | "processingFee"
  /** A price set by staff at the counter over the priced total (a change's price override). */
  | "override";

/**
 * What a price line's words are written from where it is shown, in the language showing it
 * (priceLineLabel): the vehicle's chargeable days, daily rate and free days; a discount's or card
 * fee's percent. Lines priced before it was kept have none (their `label` is shown).
 */
export type PriceLineValues = { days?: number; rate?: number; freeDays?: number; percent?: number };

/**
 * A row of the price summary; discounts are negative. `label` is the line's words in English as
 * priced (a name for extras, cover and shuttle): what readers of the row see, and the words shown
 * for a line kept without `values` (priced before issue 34's stored texts, in the language of the
 * request that priced it).
 */
export type PriceLine = {
  kind: PriceLineKind;
  code?: string;
  label: string;
  values?: PriceLineValues;
  amount: number;
};

export type PricedExtra = {
  code: string;
  name: string;
  pricing: ExtraPricing;
  quantity: number;
  unitPrice: number;
  cap: number | null;
  /** Whether the cap lowered the charge. */
  capped: boolean;
  amount: number;
};

export type PriceBreakdown = {
  currency: typeof CURRENCY;
  days: number;
  season: { code: string; name: string; multiplier: number } | null;
  vehicle: {
    classCode: string;
    /** The class's own daily rate. */
    baseDailyRate: number;
    /** The rate charged per day: seasonal, or the deal's. */
    dailyRate: number;
    dealType: DealType | null;
    hotDealId: number | null;
    freeDays: number;
    chargeableDays: number;
    amount: number;
  };
  oneWayFee: number;
  extras: PricedExtra[];
  extrasTotal: number;
  insurance: { code: string; name: string; dailyPrice: number; days: number; amount: number } | null;
  carbonOffset: number;
  shuttle: { code: string; name: string; amount: number } | null;
  /** Percent off the vehicle charge; amount is positive and already taken off the subtotal. */
  discount: { code: string; percent: number; amount: number } | null;
  /** True when a promo code was given but not applied because the rate is a hot deal or relocation. */
  promoExcludedByDeal: boolean;
  /**
   * The daily rate after any promo discount, rounded per day: the "per day" price shown. It times
   * the chargeable days is the vehicle charge less the discount, to the cent.
   */
  discountedDailyRate: number;
  /** Vehicle charge after discount, spread over every rental day (free days included). */
  averageDailyRate: number;
  /** Everything before the processing fee. */
  subtotal: number;
  processingFee: { cardType: CardType; percent: number; amount: number } | null;
  total: number;
  lines: PriceLine[];
};

/** A rate season as the pricing rules read it (rate_seasons). */
export type RateSeason = {
  code: string;
  name: string;
  /** "YYYY-MM-DD", inclusive. */
  startsOn: string;
  /** "YYYY-MM-DD", inclusive. */
  endsOn: string;
  multiplier: number;
  /** Branch codes the season applies to; null = every branch. */
  branchCodes: string[] | null;
  priority: number;
};

export const RESERVATION_STATUSES = ["held", "payment_pending", "confirmed", "cancelled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ["sandbox"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * on-account: a business booking charged to the agency's or company's account (invoiced);
 * eftpos: paid on the counter's EFTPOS terminal (a walk-in), its receipt number as the reference.
 */
export const PAYMENT_METHODS = ["credit-card", "account2account", "on-account", "eftpos"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * cancelled: the payer left the gateway; refunded: money given back (a whole approved payment, or
 * a refund row of its own for part of one); authorised: a hold on the card (a bond), not a charge;
 * voided: a hold released.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "approved",
  "declined",
  "cancelled",
  "refunded",
  "authorised",
  "voided",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a payment is for: the booking itself, a cancellation fee, an extension's price difference,
 * a balance paid at online check-in, or the bond held on a card at check-in.
 */
export const PAYMENT_PURPOSES = [
  "booking",
  "cancellation",
  "extension",
  "check-in",
  "bond",
  "return-charges",
  "refund",
  "change",
] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * Changes a customer makes to a confirmed booking after booking it (cancel, extend, check in, and
 * "change": dates, branches, class, extras, cover and flight number at /manage-booking/change/).
 */
export const BOOKING_CHANGE_KINDS = ["cancel", "extend", "check-in", "change"] as const;
export type BookingChangeKind = (typeof BOOKING_CHANGE_KINDS)[number];

/**
 * open: being filled in; awaiting-payment: sent to the gateway for the amount; completed: applied
 * to the booking (once); abandoned: replaced or given up.
 */
export const BOOKING_CHANGE_STATUSES = ["open", "awaiting-payment", "completed", "abandoned"] as const;
export type BookingChangeStatus = (typeof BOOKING_CHANGE_STATUSES)[number];

/** Free-form facts of a change (its flow decides the shape and validates it when reading). */
export type BookingChangeDetail = Record<string, unknown>;

/** Driver and contact details of step 3, kept on the reservation. */
export type ReservationCustomerDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountryCode?: string;
  country: string;
  flightNumber?: string | null;
  /** Default Leisure (spec section 9). */
  travelReason: string;
};

/** One chosen extra: its code and how many. */
export type ReservationExtra = { code: string; quantity: number };

export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/* ------------------------------------------------------------------------------------------------
 * Pricing reference data
 * ---------------------------------------------------------------------------------------------- */

/**
 * Seasons: a pick-up date within [startsOn, endsOn] (both inclusive, New Zealand dates) multiplies
 * the class daily rate. `branchCodes` null means every branch; when several seasons match, the
 * highest priority wins (the ski season outranks the low season at ZQN and CHC).
 */
export const rateSeasons = pgTable(
  "rate_seasons",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    multiplier: numeric("multiplier", { precision: 4, scale: 2, mode: "number" }).notNull(),
    branchCodes: text("branch_codes").array(),
    priority: integer("priority").notNull().default(0),
  },
  (table) => [
    index("rate_seasons_dates_idx").on(table.startsOn, table.endsOn),
    check("rate_seasons_range", sql`${table.endsOn} >= ${table.startsOn}`),
    check("rate_seasons_multiplier_positive", sql`${table.multiplier} > 0`),
  ],
);

/** Accessories and add-ons of step 2. */
export const extras = pgTable(
  "extras",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    pricing: text("pricing").$type<ExtraPricing>().notNull(),
    price: money("price").notNull(),
    /** Most charged for one unit over a whole rental (per-day items only); null = no cap. */
    cap: money("cap"),
    maxQuantity: integer("max_quantity").notNull().default(1),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    index("extras_sort_order_idx").on(table.sortOrder),
    check("extras_pricing_check", sql`${table.pricing} in ('per_day', 'per_rental')`),
    check("extras_price_not_negative", sql`${table.price} >= 0`),
    check("extras_max_quantity_positive", sql`${table.maxQuantity} >= 1`),
  ],
);

/** Insurance options with the excess the hirer pays in an accident and the bond held on the card. */
export const insuranceOptions = pgTable(
  "insurance_options",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    dailyPrice: money("daily_price").notNull(),
    excess: money("excess").notNull(),
    bond: money("bond").notNull(),
    description: text("description").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    index("insurance_options_sort_order_idx").on(table.sortOrder),
    // At most one default option.
    uniqueIndex("insurance_options_single_default_key")
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

/** Shuttles (airport to branch, accommodation pick-up), offered at the branches listed. */
export const shuttleOptions = pgTable(
  "shuttle_options",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Per booking, not per passenger. */
    price: money("price").notNull(),
    branchCodes: text("branch_codes").array().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [index("shuttle_options_sort_order_idx").on(table.sortOrder)],
);

/** Card processing fee per card type, a percent of the booking total. */
export const processingFees = pgTable(
  "processing_fees",
  {
    cardType: text("card_type").$type<CardType>().primaryKey(),
    label: text("label").notNull(),
    percent: numeric("percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    check(
      "processing_fees_card_type_check",
      sql`${table.cardType} in ('visa', 'visa-electron', 'mastercard', 'amex', 'jcb')`,
    ),
    check("processing_fees_percent_range", sql`${table.percent} >= 0 and ${table.percent} < 100`),
  ],
);

/* ------------------------------------------------------------------------------------------------
 * Promotions
 * ---------------------------------------------------------------------------------------------- */

/** Promo codes, stored lower-case. Validity dates are New Zealand dates, both inclusive. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    code: text("code").primaryKey(),
    description: text("description").notNull(),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    requiresAaNumber: boolean("requires_aa_number").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Most confirmed bookings that may use the code; null = no limit. */
    usageLimit: integer("usage_limit"),
    /** Withdrawn in the back office: no longer accepted (kept for the bookings that used it). */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check("promo_codes_usage_limit_positive", sql`${table.usageLimit} is null or ${table.usageLimit} > 0`),
    check("promo_codes_lower_case", sql`${table.code} = lower(${table.code})`),
    check("promo_codes_length", sql`char_length(${table.code}) between 1 and 25`),
    check("promo_codes_percent_range", sql`${table.discountPercent} > 0 and ${table.discountPercent} <= 100`),
  ],
);

/** Member numbers the embedded AA membership check accepts. */
export const aaMembers = pgTable(
  "aa_members",
  {
    memberNumber: text("member_number").primaryKey(),
    name: text("name").notNull(),
    /** Null = no expiry. A membership is valid up to and including this New Zealand date. */
    expiresOn: date("expires_on", { mode: "string" }),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [check("aa_members_number_digits", sql`${table.memberNumber} ~ '^[0-9]{1,16}$'`)],
);

/**
 * Hot deals (a cheaper rate or free days for a class at a branch) and relocations (a car that
 * must go to another branch, for a token daily rate). The pick-up date must fall in the window.
 */
export const hotDeals = pgTable(
  "hot_deals",
  {
    id: serial("id").primaryKey(),
    /** Stable seed identity, e.g. "reloc-zqn-chc-6". */
    code: text("code").notNull(),
    dealType: text("deal_type").$type<DealType>().notNull(),
    carClassId: integer("car_class_id")
      .notNull()
      .references(() => carClasses.carClassId),
    pickupBranchId: integer("pickup_branch_id")
      .notNull()
      .references(() => branches.id),
    dropOffBranchId: integer("drop_off_branch_id")
      .notNull()
      .references(() => branches.id),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    /** Replaces the seasonal daily rate; null keeps it. */
    dailyRate: money("daily_rate"),
    /** Days not charged, taken off the rental days. */
    freeDays: integer("free_days").notNull().default(0),
    minDays: integer("min_days"),
    maxDays: integer("max_days"),
    description: text("description").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [
    uniqueIndex("hot_deals_code_key").on(table.code),
    index("hot_deals_pickup_idx").on(table.pickupBranchId, table.validFrom, table.validTo),
    index("hot_deals_car_class_idx").on(table.carClassId),
    check("hot_deals_deal_type_check", sql`${table.dealType} in ('HotDeal', 'Relocation')`),
    check("hot_deals_window", sql`${table.validTo} >= ${table.validFrom}`),
    check(
      "hot_deals_relocation_moves",
      sql`${table.dealType} <> 'Relocation' or ${table.dropOffBranchId} <> ${table.pickupBranchId}`,
    ),
    check("hot_deals_free_days_not_negative", sql`${table.freeDays} >= 0`),
  ],
);

/* ------------------------------------------------------------------------------------------------
 * Reservations, payments, mail
 * ---------------------------------------------------------------------------------------------- */

/**
 * A booking. `held` claims a car until hold_expires_at; `payment_pending` and `confirmed` claim
 * it for good; `cancelled` releases it. The price breakdown is the one shown to the customer.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuidPrimaryKey(),
    /** "GO" and 7 digits, e.g. GO4821937. */
    reference: text("reference").notNull(),
    status: text("status").$type<ReservationStatus>().notNull().default("held"),
    carClassId: integer("car_class_id")
      .notNull()
      .references(() => carClasses.carClassId),
    pickupBranchId: integer("pickup_branch_id")
      .notNull()
      .references(() => branches.id),
    dropOffBranchId: integer("drop_off_branch_id")
      .notNull()
      .references(() => branches.id),
    pickupAt: timestamp("pickup_at", { withTimezone: true }).notNull(),
    dropOffAt: timestamp("drop_off_at", { withTimezone: true }).notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    hotDealId: integer("hot_deal_id").references(() => hotDeals.id),
    customerDetails: jsonb("customer_details").$type<ReservationCustomerDetails>(),
    extras: jsonb("extras").$type<ReservationExtra[]>().notNull().default([]),
    insuranceCode: text("insurance_code"),
    isCarbonOffset: boolean("is_carbon_offset").notNull().default(false),
    shuttleCode: text("shuttle_code"),
    promoCode: text("promo_code"),
    clientReferenceNumber: text("client_reference_number"),
    agentId: text("agent_id"),
    salesSource: text("sales_source").notNull().default("web"),
    campaignName: text("campaign_name"),
    brandCode: text("brand_code").notNull().default("GO"),
    /** The language prefix of the pages it was booked on ("" English, "de", "zh"): its emails' language. */
    language: text("language").notNull().default(""),
    /** Last booking step completed (book-from-quote resumes after it). */
    stepComplete: integer("step_complete").notNull().default(1),
    priceBreakdown: jsonb("price_breakdown").$type<PriceBreakdown>(),
    total: money("total").notNull().default(0),
    currency: text("currency").notNull().default("NZD"),
    userId: text("user_id"),
    /**
     * The client address that took the hold (clientAddress(context): an IPv4 address or an IPv6
     * /64), so the holds one address may have at once can be counted (docs/booking.md). Null for
     * reservations made before it was kept, or not from a visitor's request.
     */
    clientAddress: text("client_address"),
    /**
     * A random key kept in the visitor's session (never the session id), so a new hold from the
     * same session replaces its earlier one. Null when not from a session.
     */
    sessionKey: text("session_key"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When online check-in was completed (null: not checked in). */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("reservations_reference_key").on(table.reference),
    // Availability: reservations of a class leaving a branch that overlap a period.
    index("reservations_availability_idx").on(
      table.pickupBranchId,
      table.carClassId,
      table.pickupAt,
      table.dropOffAt,
      table.status,
    ),
    // Availability at 1,000,000 reservations: a range of pick-up times at a branch, read from the
    // index alone, bounded below by the branch's longest rental (the availability service).
    index("reservations_branch_pickup_idx").on(
      table.pickupBranchId,
      table.pickupAt,
      table.dropOffAt,
      table.carClassId,
      table.status,
      table.holdExpiresAt,
    ),
    index("reservations_branch_length_idx").on(
      table.pickupBranchId,
      sql`(${table.dropOffAt} - ${table.pickupAt})`,
    ),
    index("reservations_status_hold_idx").on(table.status, table.holdExpiresAt),
    index("reservations_user_idx").on(table.userId),
    // The holds cap: one address's (or one session's) unpaid claims that have not yet expired.
    index("reservations_client_address_idx").on(table.clientAddress, table.holdExpiresAt),
    index("reservations_session_key_idx").on(table.sessionKey, table.holdExpiresAt),
    // The booking's reminders (ADR 0091): confirmed bookings picking up, or dropping off, soon.
    index("reservations_confirmed_pickup_idx")
      .on(table.pickupAt)
      .where(sql`${table.status} = 'confirmed'`),
    index("reservations_confirmed_drop_off_idx")
      .on(table.dropOffAt)
      .where(sql`${table.status} = 'confirmed'`),
    check(
      "reservations_status_check",
      sql`${table.status} in ('held', 'payment_pending', 'confirmed', 'cancelled')`,
    ),
    check("reservations_period", sql`${table.dropOffAt} > ${table.pickupAt}`),
    check("reservations_reference_format", sql`${table.reference} ~ '^GO[0-9]{7}$'`),
    check("reservations_held_expires", sql`${table.status} <> 'held' or ${table.holdExpiresAt} is not null`),
  ],
);

/** Payment attempts. The idempotency key makes a repeated return or double submit a no-op. */
export const payments = pgTable(
  "payments",
  {
    id: uuidPrimaryKey(),
    reservationId: reservationIdColumn(),
    provider: text("provider").$type<PaymentProvider>().notNull().default("sandbox"),
    method: text("method").$type<PaymentMethod>().notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    purpose: text("purpose").$type<PaymentPurpose>().notNull().default("booking"),
    /** The booking change (cancel, extend, check-in) this payment belongs to, if any. */
    changeId: text("change_id"),
    /** Charged amount, processing fee included. */
    amount: money("amount").notNull(),
    processingFee: money("processing_fee").notNull().default(0),
    cardType: text("card_type").$type<CardType>(),
    cardLast4: text("card_last4"),
    providerReference: text("provider_reference"),
    declineReason: text("decline_reason"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** A staff refund (purpose "refund"): the payment it gives money back from. */
    refundOfPaymentId: text("refund_of_payment_id"),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("payments_idempotency_key_key").on(table.idempotencyKey),
    index("payments_reservation_idx").on(table.reservationId),
    index("payments_provider_reference_idx").on(table.providerReference),
    check("payments_provider_check", sql`${table.provider} in ('sandbox')`),
    check(
      "payments_method_check",
      sql`${table.method} in ('credit-card', 'account2account', 'on-account', 'eftpos')`,
    ),
    check(
      "payments_status_check",
      sql`${table.status} in ('pending', 'approved', 'declined', 'cancelled', 'refunded', 'authorised', 'voided')`,
    ),
    check(
      "payments_purpose_check",
      sql`${table.purpose} in ('booking', 'cancellation', 'extension', 'check-in', 'bond', 'return-charges', 'refund', 'change')`,
    ),
    index("payments_change_idx").on(table.changeId),
  ],
);

/**
 * A change to a confirmed booking (cancel, extend, check in) from its first page to its end.
 * At most one change of each kind is in progress per booking (partial unique index), so a second
 * tab or a double submit continues the same change; `completed` is set by one conditional UPDATE,
 * so a change is applied to the booking once.
 */
export const bookingChanges = pgTable(
  "booking_changes",
  {
    id: uuidPrimaryKey(),
    reservationId: reservationIdColumn(),
    kind: text("kind").$type<BookingChangeKind>().notNull(),
    status: text("status").$type<BookingChangeStatus>().notNull().default("open"),
    detail: jsonb("detail").$type<BookingChangeDetail>().notNull().default({}),
    /** What the change costs: above 0 the customer pays it, below 0 it is refunded, 0 no charge. */
    amount: money("amount").notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("booking_changes_reservation_idx").on(table.reservationId),
    uniqueIndex("booking_changes_one_in_progress")
      .on(table.reservationId, table.kind)
      .where(sql`${table.status} in ('open', 'awaiting-payment')`),
    check("booking_changes_kind_check", sql`${table.kind} in ('cancel', 'extend', 'check-in', 'change')`),
    check(
      "booking_changes_status_check",
      sql`${table.status} in ('open', 'awaiting-payment', 'completed', 'abandoned')`,
    ),
  ],
);

/** A file a message carries: its text, or its bytes in base64 with `encoding: "base64"` (a PDF). */
export type OutboxAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
};

/**
 * Every email the site sends (ADR 0088). `kept`: no SMTP server is configured, the outbox is the
 * transport; `pending`: the job worker is to send it (retries included); `sent`; `failed`: the
 * last try failed, shown to Admin in the back office with a resend button.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuidPrimaryKey(),
    from: text("from_address"),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    status: text("status").notNull().default("kept"),
    /** The job that is to send it: a resend's new job makes an older one do nothing. */
    jobId: uuid("job_id"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAtColumn(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_created_at_idx").on(table.createdAt),
    index("mail_outbox_to_idx").on(table.to),
    index("mail_outbox_undelivered_idx")
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('pending', 'failed')`),
    check("mail_outbox_status_check", sql`${table.status} in ('kept', 'pending', 'sent', 'failed')`),
  ],
);

/** The booking's reminder emails (ADR 0091). */
export const BOOKING_REMINDER_KINDS = ["pick-up", "return", "thank-you"] as const;
export type BookingReminderKind = (typeof BOOKING_REMINDER_KINDS)[number];

/**
 * The reminder emails a booking was sent: one row per (reservation, kind), written in the same
 * transaction as the email's outbox row (and its delivery job), so each is sent once however many
 * workers sweep at the same time (ADR 0091).
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    reservationId: reservationIdColumn(),
    kind: text("kind").$type<BookingReminderKind>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("booking_reminders_reservation_kind_key").on(table.reservationId, table.kind),
    check("booking_reminders_kind_check", sql`${table.kind} in ('pick-up', 'return', 'thank-you')`),
  ],
);
