/** The form ids of a change at the counter (the desk payment reuses the walk-in's walkInPaySchema). */
export const COUNTER_CHANGE_PAY_FORM = "counter-change-pay";
