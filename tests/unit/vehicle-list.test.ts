import { describe, expect, it } from "vitest";
import { listRateSeasons } from "~/models/catalog/booking-options.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { listCarClasses } from "~/models/catalog/car-classes.server";
import { setItinerary } from "~/services/booking/session.server";
import { LAST_CLASS_CODE } from "~/services/booking/vehicles/ordering";
import {
  searchVehicles,
  unquotedVehicles,
  type QuotedVehicleCard,
} from "~/services/booking/search/results.server";
import { CARD_PRICE_TEXT } from "~/services/booking/search/card-price";
import { ONE_WAY_FEE_INTER_ISLAND } from "~/services/booking/constants";
import { roundMoney } from "~/services/platform/money";
import { getSession } from "~/services/platform/session.server";
import { loadVehiclesPage } from "~/services/booking/vehicles/page.server";
import { isValidPhone } from "~/services/platform/validators";

describe("phone rule (spec section 5)", () => {
  it("needs at least 7 digits, spaces, plus or brackets", () => {
    expect(isValidPhone("+64 (21) 555 0101")).toBe(true);
    expect(isValidPhone("021555")).toBe(false);
    expect(isValidPhone("021-555-0101")).toBe(false);
    expect(isValidPhone("+++ ( )")).toBe(false);
  });
});

describe("fleet without an itinerary (unquoted search)", () => {
  it("lists every visible class once with a 'from' price no higher than its rate, class X last", async () => {
    const now = new Date("2026-11-21T00:00:00Z");
    const [vehicles, classes, seasons] = await Promise.all([
      unquotedVehicles(now),
      listCarClasses(),
      listRateSeasons(),
    ]);
    const visible = classes.filter((carClass) => carClass.carClassStatus !== "Invisible");
    expect(vehicles).toHaveLength(visible.length);
    expect(vehicles.at(-1)?.classCode).toBe(LAST_CLASS_CODE);
    const cheapest = Math.min(1, ...seasons.filter((s) => s.branchCodes === null).map((s) => s.multiplier));
    for (const vehicle of vehicles) {
      const rate = classes.find((carClass) => carClass.carClassId === vehicle.carClassId)!.dailyRate;
      expect(vehicle.fromDailyRate).toBeCloseTo(rate * cheapest, 2);
      expect(vehicle.images).toHaveLength(5);
    }
  });
});

describe("the results page's vehicles", () => {
  it("carry each class's shown rate, total and days from its price, without the price breakdown", async () => {
    const now = new Date("2027-03-01T00:00:00Z");
    const akl = await getBranchByCode("AKL");
    const itinerary = {
      pickupBranchId: akl!.id,
      dropOffBranchId: akl!.id,
      pickupDate: "2027-05-10",
      pickupTime: "10:00",
      dropOffDate: "2027-05-14",
      dropOffTime: "12:00",
      promoCode: "",
      aaNumber: null,
      agentId: null,
      clientReferenceNumber: null,
      lastQueryDateTime: "2027-02-28T22:00:00.000Z",
      searchedByUserId: null,
    };
    const session = await getSession(new Request("http://localhost/"));
    setItinerary(session, itinerary);
    const page = await loadVehiclesPage(session, new URL("http://localhost/vehicles/"), now);
    const quotes = await searchVehicles(itinerary, now);
    if (!page.quoted) throw new Error("expected quoted results");
    // The results link to the search form rather than carry its data (ADR 0080).
    expect(page).not.toHaveProperty("form");
    expect(page.vehicles.map((vehicle) => vehicle.carClassId)).toEqual(
      quotes.map((quote) => quote.carClassId),
    );
    page.vehicles.forEach((vehicle, index) => {
      const { price } = quotes[index];
      // 10:00 to 12:00 four days later: five rental days.
      expect(vehicle.shown).toMatchObject({
        days: 5,
        dailyRate: price.discountedDailyRate,
        total: price.total,
      });
      expect(vehicle).not.toHaveProperty("price");
    });
  });

  async function quotedCards(from: string, to: string, promoCode: string) {
    const now = new Date("2027-03-01T00:00:00Z");
    const [pickup, dropOff] = await Promise.all([getBranchByCode(from), getBranchByCode(to)]);
    const session = await getSession(new Request("http://localhost/"));
    setItinerary(session, {
      pickupBranchId: pickup!.id,
      dropOffBranchId: dropOff!.id,
      pickupDate: "2027-05-10",
      pickupTime: "10:00",
      dropOffDate: "2027-05-14",
      dropOffTime: "10:00",
      promoCode,
      aaNumber: null,
      agentId: null,
      clientReferenceNumber: null,
      lastQueryDateTime: "2027-02-28T22:00:00.000Z",
      searchedByUserId: null,
    });
    const page = await loadVehiclesPage(session, new URL("http://localhost/vehicles/"), now);
    if (!page.quoted) throw new Error("expected quoted results");
    return page.vehicles;
  }

  /** Per day × the days not free plus the lines named on the card, to the cent. */
  const shownSum = (card: QuotedVehicleCard) =>
    roundMoney(
      card.shown.dailyRate * (card.shown.days - (card.shown.freeDays ?? 0)) +
        (card.shown.lines ?? []).reduce((sum, line) => sum + line.amount, 0),
    );

  it("name the one-way fee on the card, and what the card shows adds up to its total (issue 24 item 7)", async () => {
    const cards = await quotedCards("AKL", "CHC", "");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      if (card.hotDealInfo?.dealType === "Relocation") continue;
      expect(card.shown.lines).toContainEqual({
        label: CARD_PRICE_TEXT.oneWayFee,
        amount: ONE_WAY_FEE_INTER_ISLAND,
      });
      expect(shownSum(card)).toBe(card.shown.total);
    }
  });

  it("with a promo code, per day × days is the total to the cent (issue 24 item 8)", async () => {
    const cards = await quotedCards("ZQN", "ZQN", "realnz");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      // No line to name: the card's data carries none (ADR 0080).
      expect(card.shown).not.toHaveProperty("lines");
      expect(shownSum(card)).toBe(card.shown.total);
    }
  });
});
