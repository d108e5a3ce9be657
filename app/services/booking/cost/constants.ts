/**
 * Constants of "the whole cost before paying" (issue 23 item 2): the return rule's prices. The spec
 * gives no amounts; these are GO's published figures, defined once here.
 */

/*
 * The return rule's prices (ADR 0085): one rule, defined here, which the site tells the customer
 * (RETURN_RULES), the cost page shows and the counter charges (admin/bookings/rules.ts).
 */

/** A fuelled vehicle back with less fuel: this much (NZD) for each tenth of a tank short, or part of one. */
export const REFUEL_PRICE_PER_TENTH = 15;
/** On top of the fuel, once, when a fuelled vehicle is refuelled. */
export const REFUEL_SERVICE_FEE = 25;
/** An electric vehicle back with less charge: this much (NZD) for each 10% of charge short, or part of it. */
export const RECHARGE_PRICE_PER_TENTH = 10;
