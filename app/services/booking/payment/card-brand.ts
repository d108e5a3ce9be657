/**
 * The card brand rule of a booking's payment (issue 24 item 9): the processing fee is priced for
 * the card type chosen at step 4, so only a card of that type may pay. The gateway refuses another
 * brand before charging it; an answer that still reports another brand approves nothing.
 */
export const CARD_BRAND_TEXT = {
  otherBrand:
    "The card used is not the card type you chose, and each type has its own processing fee. Choose your card's type and pay again.",
} as const;

/** Whether a gateway's answer paid with the brand the payment was priced for (unknown passes). */
export function paidWithPricedBrand(pricedFor: string | null, used: string | null | undefined): boolean {
  return !pricedFor || !used || pricedFor === used;
}
