import { BRANCH_ISLANDS } from "../pricing/rules";

/**
 * GO Rentals' ferry rule, shown wherever the code talks about ferries. The terms (content/pages/terms.md)
 * and the help article (content/help/ferries.md) say the same in their own Markdown.
 */
export const WAIHEKE_CAR_FERRY_RULE =
  "Our vehicles may not be taken on the Waiheke car ferry, so a car rented on the mainland cannot go to Waiheke and a Waiheke car stays on the island. Take the passenger ferry from downtown Auckland and rent from our Waiheke Matiatia branch instead.";

/** Shown on a one-way route between the North and South Islands. */
export const COOK_STRAIT_FERRY_TEXT =
  "This trip crosses Cook Strait, so your car travels on the Interislander or Bluebridge ferry between Wellington and Picton. Book the ferry for the car and its passengers yourself; our rental terms allow it, and the fare is not part of your rental.";

/** The help article with the whole rule. */
export const FERRIES_HELP_PATH = "/help/ferries/";

/** A trip between Waiheke and the mainland, which would need the Waiheke car ferry (unknown codes: no). */
export function needsWaihekeCarFerry(fromCode: string, toCode: string): boolean {
  const from = BRANCH_ISLANDS[fromCode];
  const to = BRANCH_ISLANDS[toCode];
  return from !== undefined && to !== undefined && from !== to && (from === "waiheke" || to === "waiheke");
}

/** A trip between the North and South Islands, on a Cook Strait ferry. */
export function crossesCookStrait(fromCode: string, toCode: string): boolean {
  const islands = [BRANCH_ISLANDS[fromCode], BRANCH_ISLANDS[toCode]];
  return islands.includes("north") && islands.includes("south");
}
