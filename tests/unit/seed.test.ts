import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { branches, campaigns, carClasses, contactPoints, lookupOptions, vehicles } from "~/models/schema";
import { seedDatabase } from "~/models/seed/seed.server";

const SPEC_CLASS_CODES = [
  ...Array.from({ length: 16 }, (_, i) => String(i + 1)),
  "14H",
  "4H",
  "1M",
  "2M",
  "3E",
  "A",
  "AM",
  "B",
  "BM",
  "C",
  "D",
  "E",
  "F",
  "G",
  "M",
  "T",
  "X",
  "S",
];

async function counts() {
  const db = await getDb();
  const tables = { branches, carClasses, vehicles, lookupOptions, contactPoints, campaigns };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ total: count() }).from(table);
    result[name] = row.total;
  }
  return result;
}

describe("catalogue seed", () => {
  it("loads the nine branches with their slugs", async () => {
    const db = await getDb();
    const rows = await db.select().from(branches).orderBy(branches.sortOrder);
    expect(rows.map((row) => row.slug)).toEqual([
      "auckland-city-branch",
      "auckland-airport",
      "waiheke",
      "wellington-airport",
      "nelson-airport",
      "christchurch-airport",
      "queenstown-airport",
      "dunedin-airport",
      "invercargill-airport",
    ]);
    expect(rows.map((row) => row.code)).toEqual([
      "AKC",
      "AKL",
      "WHK",
      "WLG",
      "NSN",
      "CHC",
      "ZQN",
      "DUD",
      "IVC",
    ]);
    for (const row of rows) {
      expect([420, 450, 480]).toContain(row.openingMinutes);
      expect(row.dailyRateForDisplay).toBe(25);
      expect(row.lat).toBeLessThan(-34);
      expect(row.lat).toBeGreaterThan(-47.5);
      expect(row.lng).toBeGreaterThan(166);
      expect(row.lng).toBeLessThan(179);
      if (row.code === "WLG") expect(row.closingMinutes).toBe(1500);
      else expect([1020, 1080]).toContain(row.closingMinutes);
    }
    // A mix of after-hours rules.
    expect(new Set(rows.map((row) => row.isAllowedAfterHoursPickups))).toEqual(new Set([true, false]));
  });

  it("has every class code of the spec with five images each", async () => {
    const db = await getDb();
    const rows = await db.select().from(carClasses);
    expect(rows.map((row) => row.classCode).sort()).toEqual([...SPEC_CLASS_CODES].sort());
    for (const row of rows) {
      expect(row.images.map((image) => image.path)).toEqual(
        [0, 1, 2, 3, 4].map((n) => `cars/GROUP-${row.classCode}-${n}.jpg`),
      );
      const alts = row.images.map((image) => image.alt);
      expect(new Set(alts).size).toBe(5);
      for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
      expect(row.dailyRate).toBeGreaterThan(0);
    }
    const seats = new Set(rows.map((row) => row.seats));
    for (const size of [6, 7, 8, 10, 12]) expect(seats).toContain(size);
    const byCode = new Map(rows.map((row) => [row.classCode, row]));
    for (const code of ["M", "T", "X", "S"]) expect(byCode.get(code)?.marketingCategory).toBeNull();
    expect(byCode.get("M")?.vehicleTypeName).toBe("Glamper");
    expect(byCode.get("3E")?.fuelType).toBe("electric");
  });

  it("builds a fleet where every vehicle has a unique registration", async () => {
    const db = await getDb();
    const [{ total, plates }] = await db
      .select({ total: count(), plates: sql<number>`count(distinct ${vehicles.registration})::int` })
      .from(vehicles);
    expect(total).toBeGreaterThan(200);
    expect(plates).toBe(total);
  });

  it("changes nothing when it runs again", async () => {
    const db = await getDb();
    const before = await counts();
    const branchesBefore = await db.select().from(branches).orderBy(branches.id);
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await counts()).toEqual(before);
    expect(await db.select().from(branches).orderBy(branches.id)).toEqual(branchesBefore);
  });

  it("keeps a class's availability status but restores edited reference data", async () => {
    const db = await getDb();
    await db.execute(
      sql`update car_classes set car_class_status = 'Soldout', name = 'edited' where class_code = '1'`,
    );
    await seedDatabase(db);
    const [row] = await db
      .select({ status: carClasses.carClassStatus, name: carClasses.name })
      .from(carClasses)
      .where(sql`${carClasses.classCode} = '1'`);
    expect(row).toEqual({ status: "Soldout", name: "Toyota Yaris or similar" });
    await db.execute(sql`update car_classes set car_class_status = 'Available' where class_code = '1'`);
  });
});
