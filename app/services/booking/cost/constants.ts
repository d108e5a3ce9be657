/**
 * Constants of "the whole cost before paying" (issue 23 item 2): the return rule's fees. The spec
 * gives no amounts; these are GO's published figures, defined once here.
 */

/** Service fee on top of the pump price when a fuelled vehicle comes back with less fuel. */
export const REFUEL_SERVICE_FEE = 25;
/** Flat fee when an electric vehicle comes back with less charge than at pick-up. */
export const RECHARGE_FEE = 40;
