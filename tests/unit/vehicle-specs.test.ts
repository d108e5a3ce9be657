import { describe, expect, it } from "vitest";
import { getCarClassByCode, listCarClasses } from "~/models/catalog/car-classes.server";
import { toVehicleSummary } from "~/services/booking/search/results.server";
import { vehicleSpecs } from "~/services/booking/vehicles/specs";
import { VEHICLE_SPEC_TEXT as TEXT } from "~/services/booking/vehicles/text";

/** The card's specs of a seeded class, as label → value. */
async function specsOf(classCode: string): Promise<Record<string, string>> {
  const carClass = await getCarClassByCode(classCode);
  if (!carClass) throw new Error(`class ${classCode} missing`);
  return Object.fromEntries(vehicleSpecs(toVehicleSummary(carClass)).map((spec) => [spec.label, spec.value]));
}

describe("vehicle card specs", () => {
  it("a car shows seats, doors, luggage, gearbox and fuel", async () => {
    expect(await specsOf("1")).toEqual({
      [TEXT.seats]: "5",
      [TEXT.doors]: "5",
      [TEXT.luggage]: "1 large, 2 small",
      [TEXT.gearbox]: "Automatic",
      [TEXT.fuel]: "Petrol",
    });
  });

  it("the glamper shows sleeping places, load, size and what it takes to tow it, not seats, doors or a gearbox", async () => {
    const glamper = await specsOf("M");
    expect(Object.keys(glamper)).toEqual([TEXT.sleeps, TEXT.load, TEXT.size, TEXT.towing]);
    expect(glamper[TEXT.sleeps]).toBe("2");
    expect(glamper[TEXT.load]).toBe("Up to 150 kg");
    expect(glamper[TEXT.size]).toBe("3.6 × 1.9 × 1.4 m");
    expect(glamper[TEXT.towing]).toBe(
      "A towbar with a 50 mm ball and a 7-pin flat plug, on a vehicle rated to tow 950 kg braked",
    );
  });

  it("the luggage trailer shows its load, luggage, load space and tow requirements", async () => {
    const trailer = await specsOf("T");
    expect(Object.keys(trailer)).toEqual([TEXT.load, TEXT.luggage, TEXT.size, TEXT.towing]);
    expect(trailer[TEXT.luggage]).toBe("6 large, 4 small");
    expect(trailer[TEXT.size]).toBe("1.8 × 1.2 × 1.0 m");
    expect(trailer[TEXT.towing]).toContain("rated to tow 750 kg unbraked");
  });

  it("every class without an engine has towing specs in the database, and no other class has", async () => {
    const classes = await listCarClasses();
    const towed = classes
      .filter((carClass) => carClass.towedSpecs !== null)
      .map((carClass) => carClass.classCode);
    const engineless = classes
      .filter((carClass) => carClass.fuelType === "none")
      .map((carClass) => carClass.classCode);
    expect(towed.sort()).toEqual(["M", "T"]);
    expect(engineless.sort()).toEqual(towed);
    for (const code of towed) {
      const labels = Object.keys(await specsOf(code));
      expect(labels).not.toContain(TEXT.seats);
      expect(labels).not.toContain(TEXT.doors);
      expect(labels).not.toContain(TEXT.gearbox);
    }
  });
});
