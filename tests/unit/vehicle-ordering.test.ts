import { describe, expect, it } from "vitest";
import type { CarClassStatus } from "~/models/schema";
import { orderVehicles, vehicleRank, type OrderableVehicle } from "~/services/booking/vehicles/ordering";

type V = OrderableVehicle & { id: string };

function v(
  id: string,
  carClassStatus: CarClassStatus,
  vehicleOrder: number,
  deal?: "HotDeal" | "Relocation",
): V {
  return {
    id,
    classCode: id.split("-")[0],
    carClassStatus,
    vehicleType: { vehicleOrder },
    hotDealInfo: deal ? { dealType: deal } : null,
  };
}

describe("vehicle ordering (spec section 4)", () => {
  it("puts hot-deal available, other available, hot-deal on request, other on request, sold out", () => {
    const list = [
      v("1-soldout", "Soldout", 10),
      v("2-onrequest", "OnRequest", 20),
      v("3-deal-onrequest", "OnRequest", 30, "HotDeal"),
      v("4-available", "Available", 40),
      v("5-deal-available", "Available", 50, "HotDeal"),
    ];
    expect(orderVehicles(list).map((x) => x.id)).toEqual([
      "5-deal-available",
      "4-available",
      "3-deal-onrequest",
      "2-onrequest",
      "1-soldout",
    ]);
  });

  it("orders each group by vehicleOrder", () => {
    const list = [
      v("6-a", "Available", 60),
      v("2-a", "Available", 20),
      v("9-d", "Available", 90, "Relocation"),
      v("7-d", "Available", 70, "HotDeal"),
      v("5-s", "Soldout", 50),
      v("3-s", "Soldout", 30),
    ];
    expect(orderVehicles(list).map((x) => x.id)).toEqual(["7-d", "9-d", "2-a", "6-a", "3-s", "5-s"]);
  });

  it("treats relocations as deals", () => {
    expect(vehicleRank(v("1", "Available", 1, "Relocation"))).toBe(0);
    expect(vehicleRank(v("1", "OnRequest", 1, "Relocation"))).toBe(2);
    expect(vehicleRank(v("1", "Soldout", 1, "HotDeal"))).toBe(4);
  });

  it("puts class X last, even when available and even behind sold out", () => {
    const list = [v("X-avail", "Available", 1), v("4-soldout", "Soldout", 40), v("1-avail", "Available", 10)];
    expect(orderVehicles(list).map((x) => x.id)).toEqual(["1-avail", "4-soldout", "X-avail"]);
  });

  it("removes Invisible vehicles", () => {
    const list = [v("1-inv", "Invisible", 10), v("2-a", "Available", 20), v("X-inv", "Invisible", 1)];
    expect(orderVehicles(list).map((x) => x.id)).toEqual(["2-a"]);
  });

  it("leaves the input untouched and keeps the element type", () => {
    const list = [v("2-a", "Available", 20), v("1-a", "Available", 10)];
    const ordered = orderVehicles(list);
    expect(list.map((x) => x.id)).toEqual(["2-a", "1-a"]);
    expect(ordered[0].id).toBe("1-a");
    expect(orderVehicles([])).toEqual([]);
  });
});
