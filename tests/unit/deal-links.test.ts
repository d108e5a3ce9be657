import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader as searchLoader } from "~/routes/_booking+/search-vehicles";
import { loadDeals } from "~/services/content/places/pages.server";
import { SEARCH_FIELDS } from "~/services/booking/search/fields";
import {
  addDays,
  DEAL_SEARCH_DEFAULT_DAYS,
  dealRentalDays,
  dealSearchHref,
  searchHref,
} from "~/services/booking/search/links";
import { ITINERARY_MESSAGES } from "~/services/booking/search/text";
import { nowInNewZealand } from "~/services/platform/dates";
import { routeResponse } from "./support/route-response";

/** Issue 23 item 4: every deal card links to a prefilled search for its branches and window. */

const TODAY = "2026-11-22";
const deal = {
  pickupBranchId: 2,
  dropOffBranchId: 4,
  validFrom: "2026-12-01",
  validTo: "2027-01-31",
  minDays: null,
  maxDays: null,
};

const paramsOf = (href: string) => {
  const url = new URL(href, "http://localhost");
  expect(url.pathname).toBe("/search-vehicles/");
  return url.searchParams;
};

describe("deal search links", () => {
  it("searches a hot deal for a rental its day rule allows", () => {
    expect(dealRentalDays(deal, "HotDeal")).toBe(DEAL_SEARCH_DEFAULT_DAYS);
    expect(dealRentalDays({ minDays: 7, maxDays: null }, "HotDeal")).toBe(7);
    expect(dealRentalDays({ minDays: null, maxDays: 2 }, "HotDeal")).toBe(2);
    expect(dealRentalDays({ minDays: 1, maxDays: 14 }, "HotDeal")).toBe(DEAL_SEARCH_DEFAULT_DAYS);
    // A relocation: the longest rental it allows.
    expect(dealRentalDays({ minDays: 1, maxDays: 5 }, "Relocation")).toBe(5);
  });

  it("links a deal's branches from the first bookable day of its window", () => {
    const future = paramsOf(dealSearchHref({ ...deal, dealType: "HotDeal" }, TODAY));
    expect(future.get(SEARCH_FIELDS.pickupBranch)).toBe("2");
    expect(future.get(SEARCH_FIELDS.dropOffBranch)).toBe("4");
    expect(future.get(SEARCH_FIELDS.pickupDate)).toBe("2026-12-01");
    expect(future.get(SEARCH_FIELDS.dropOffDate)).toBe(addDays("2026-12-01", DEAL_SEARCH_DEFAULT_DAYS));
    // A window already open: tomorrow, as the search form starts.
    const open = paramsOf(
      dealSearchHref({ ...deal, validFrom: "2026-11-01", dealType: "Relocation", maxDays: 4 }, TODAY),
    );
    expect(open.get(SEARCH_FIELDS.pickupDate)).toBe("2026-11-23");
    expect(open.get(SEARCH_FIELDS.dropOffDate)).toBe("2026-11-27");
  });

  it("still links a deal with no bookable day left, on its window's last day", () => {
    const ended = paramsOf(
      dealSearchHref({ ...deal, validFrom: "2026-11-01", validTo: "2026-11-20", dealType: "HotDeal" }, TODAY),
    );
    expect(ended.get(SEARCH_FIELDS.pickupDate)).toBe("2026-11-20");
  });

  it("gives every hot deal and relocation on /deals/ a link", async () => {
    const { hotDeals, relocations } = await loadDeals();
    expect(hotDeals.length + relocations.length).toBeGreaterThan(0);
    for (const listing of [...hotDeals, ...relocations]) {
      const params = paramsOf(listing.bookHref);
      expect(params.get(SEARCH_FIELDS.pickupBranch)).toBe(String(listing.pickupBranchId));
      expect(params.get(SEARCH_FIELDS.dropOffBranch)).toBe(String(listing.dropOffBranchId));
      const pickupDate = params.get(SEARCH_FIELDS.pickupDate)!;
      expect(pickupDate >= listing.validFrom && pickupDate <= listing.validTo).toBe(true);
    }
  });
});

describe("/search-vehicles/ opened from a link", () => {
  const args = (href: string) =>
    ({ request: new Request(`http://localhost${href}`), params: {}, context: {} }) as LoaderFunctionArgs;

  it("goes to the results when the search is bookable", async () => {
    const tomorrow = addDays(nowInNewZealand().date, 1);
    const thrown = await searchLoader(
      args(searchHref({ pickupBranchId: 1, dropOffBranchId: 1, pickupDate: tomorrow, days: 3 })),
    ).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/vehicles/");
  });

  it("opens the form with the link's values, a 422 and the reason when the window has passed", async () => {
    const past = addDays(nowInNewZealand().date, -10);
    const href = searchHref({ pickupBranchId: 1, dropOffBranchId: 4, pickupDate: past, days: 3 });
    const response = await routeResponse(searchLoader(args(href)));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.refusal.fieldErrors.pickupDate).toBe(ITINERARY_MESSAGES.pickupDateBeforeToday);
    expect(body.refusal.values).toMatchObject({
      pickupBranch: "1",
      dropOffBranch: "4",
      pickupDate: past,
      dropOffDate: addDays(past, 3),
    });
    expect(body.form.branches.length).toBeGreaterThan(0);
  });
});

describe("/rental-car-relocation/ cards", () => {
  it("all link to a search, including a relocation whose last pick-up day is today", async () => {
    const { loadRelocationPage } = await import("~/services/content/places/relocation.server");
    const page = await loadRelocationPage();
    expect(page.relocations.length).toBeGreaterThan(0);
    for (const relocation of page.relocations)
      expect(relocation.bookHref).toMatch(/^\/search-vehicles\/\?pickupBranch=\d+&/);
    const today = nowInNewZealand().date;
    const lastDay = dealSearchHref(
      { ...deal, validFrom: addDays(today, -3), validTo: today, dealType: "Relocation" },
      today,
    );
    expect(paramsOf(lastDay).get(SEARCH_FIELDS.pickupDate)).toBe(today);
  });
});
