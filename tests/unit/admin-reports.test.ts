import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { payments, reservations, vehicleDowntime, vehicles } from "~/models/schema";
import type { SignedInStaff } from "~/services/admin/access/guard.server";
import { REPORT_MAX_DAYS } from "~/services/admin/reports/constants";
import { reportCsvDownload, reportPage } from "~/services/admin/reports/reports.server";
import {
  averageCars,
  defaultRange,
  parseBranchChoice,
  parseRange,
  rangeDays,
  rangeMonths,
  utilisationPercent,
} from "~/services/admin/reports/rules";
import { REPORT_CSV_HEADERS, REPORT_MESSAGES } from "~/services/admin/reports/text";
import { csvCell, toCsv } from "~/services/platform/csv";
import { fromNewZealand } from "~/services/platform/dates";

const DAY = 86_400;

function staffOf(role: "Staff" | "Admin", branchIds: number[]): SignedInStaff {
  return {
    id: "00000000-0000-0000-0000-000000000000",
    email: "someone@gorentals.example.co.nz",
    firstName: "Some",
    lastName: "One",
    role,
    branchIds,
    totpEnabled: false,
    disabled: false,
  };
}

function request(query: string): Request {
  return new Request(`http://localhost/admin/reports/${query}`);
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("report date range", () => {
  it("defaults to 14 days back and ahead of today", () => {
    expect(defaultRange("2026-11-27")).toEqual({ from: "2026-11-13", to: "2026-12-11" });
    expect(parseRange({ from: "", to: "" }, "2026-11-27")).toEqual({
      ok: true,
      range: { from: "2026-11-13", to: "2026-12-11" },
    });
  });

  it("refuses a missing date, a last date before the first and more than 366 days, beside the field", () => {
    expect(parseRange({ from: "2026-11-01", to: "" }, "2026-11-27")).toMatchObject({
      ok: false,
      errors: { to: REPORT_MESSAGES.toRequired },
    });
    expect(parseRange({ from: "nonsense", to: "2026-11-02" }, "2026-11-27")).toMatchObject({
      ok: false,
      errors: { from: REPORT_MESSAGES.fromRequired },
      values: { from: "nonsense", to: "2026-11-02" },
    });
    expect(parseRange({ from: "2026-11-10", to: "2026-11-09" }, "2026-11-27")).toMatchObject({
      ok: false,
      errors: { to: REPORT_MESSAGES.toBeforeFrom },
    });
    expect(parseRange({ from: "2026-01-01", to: "2027-01-02" }, "2026-11-27")).toMatchObject({
      ok: false,
      errors: { to: REPORT_MESSAGES.rangeTooLong(REPORT_MAX_DAYS) },
    });
    // 2028 is a leap year: 366 days from 1 January to 31 December is allowed.
    expect(parseRange({ from: "2028-01-01", to: "2028-12-31" }, "2026-11-27").ok).toBe(true);
  });

  it("lists the days and the whole months of a range", () => {
    expect(rangeDays({ from: "2026-12-30", to: "2027-01-02" })).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(rangeMonths({ from: "2026-11-20", to: "2027-01-02" })).toEqual(["2026-11", "2026-12", "2027-01"]);
  });

  it("reads the branch filter", () => {
    expect(parseBranchChoice("")).toEqual({ ok: true, branchId: null });
    expect(parseBranchChoice("3")).toEqual({ ok: true, branchId: 3 });
    expect(parseBranchChoice("3; drop")).toEqual({ ok: false, error: REPORT_MESSAGES.branchInvalid });
  });
});

describe("utilisation maths", () => {
  it("divides booked car-time by in-service car-time, one decimal; nothing in service is no figure", () => {
    expect(utilisationPercent(DAY, 3 * DAY)).toBe(33.3);
    expect(utilisationPercent(2 * DAY, 2 * DAY)).toBe(100);
    expect(utilisationPercent(3 * DAY, 2 * DAY)).toBe(150);
    expect(utilisationPercent(DAY, 0)).toBeNull();
    expect(averageCars(DAY * 1.5, DAY)).toBe(1.5);
    // A daylight-saving day of 23 hours: 23 car-hours is one car all day.
    expect(averageCars(23 * 3600, 23 * 3600)).toBe(1);
  });
});

describe("CSV", () => {
  it("quotes commas and quotes, and defuses formulas", () => {
    expect(csvCell('Say "hi", then')).toBe('"Say ""hi"", then"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+64 21 555")).toBe("'+64 21 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(
      toCsv([
        ["A", "B"],
        [1, "x"],
      ]),
    ).toBe("A,B\r\n1,x\r\n");
  });
});

describe("reports on seeded reservations", async () => {
  const db = await getDb();
  const branch = (await getBranchByCode("ZQN"))!;
  const other = (await getBranchByCode("AKL"))!;
  const carClass = (await getCarClassByCode("B"))!;
  const fleet = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.branchId, branch.id),
        eq(vehicles.carClassId, carClass.carClassId),
        eq(vehicles.status, "in_service"),
      ),
    );
  const cars = fleet.length;
  // The day's totals are the whole branch's: every class.
  const branchCars = (
    await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.branchId, branch.id), eq(vehicles.status, "in_service")))
  ).length;
  const at = (date: string, time: string) => fromNewZealand(date, time);
  const base = {
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    total: 500,
  };
  const [confirmed] = await db
    .insert(reservations)
    .values([
      // Confirmed: all of 10 March and half of 11 March 2031.
      {
        ...base,
        reference: "GO9300001",
        status: "confirmed",
        pickupAt: at("2031-03-10", "00:00"),
        dropOffAt: at("2031-03-11", "12:00"),
        confirmedAt: at("2031-02-01", "10:00"),
      },
    ])
    .returning();
  await db.insert(reservations).values([
    // Confirmed: a second car out from 06:00 to 18:00 on 10 March, while the first is out.
    {
      ...base,
      reference: "GO9300005",
      status: "confirmed",
      total: 120,
      pickupAt: at("2031-03-10", "06:00"),
      dropOffAt: at("2031-03-10", "18:00"),
      confirmedAt: at("2031-02-03", "10:00"),
    },
    // Confirmed, then cancelled on 5 March: no car, one cancellation worth 320.
    {
      ...base,
      reference: "GO9300002",
      status: "cancelled",
      total: 320,
      pickupAt: at("2031-03-10", "09:00"),
      dropOffAt: at("2031-03-12", "09:00"),
      confirmedAt: at("2031-02-02", "10:00"),
      cancelledAt: at("2031-03-05", "10:00"),
    },
    // A released hold: never confirmed, neither a booking nor a cancellation.
    {
      ...base,
      reference: "GO9300003",
      status: "cancelled",
      total: 999,
      pickupAt: at("2031-03-10", "09:00"),
      dropOffAt: at("2031-03-12", "09:00"),
      cancelledAt: at("2031-03-06", "10:00"),
    },
    // A live hold does not count either.
    {
      ...base,
      reference: "GO9300004",
      status: "held",
      holdExpiresAt: at("2031-03-10", "00:10"),
      pickupAt: at("2031-03-10", "09:00"),
      dropOffAt: at("2031-03-12", "09:00"),
    },
  ]);
  await db.insert(payments).values({
    reservationId: confirmed.id,
    method: "credit-card",
    status: "refunded",
    purpose: "refund",
    amount: 45.5,
    idempotencyKey: "test-report-refund-1",
    createdAt: at("2031-03-12", "10:00"),
    updatedAt: at("2031-03-12", "10:00"),
  });
  // One car of the class is in the workshop for the morning of 11 March.
  await db.insert(vehicleDowntime).values({
    vehicleId: fleet[0].id,
    kind: "maintenance",
    startsAt: at("2031-03-11", "00:00"),
    endsAt: at("2031-03-11", "12:00"),
    reason: "Service",
  });
  const admin = staffOf("Admin", []);
  const query = `?from=2031-03-10&to=2031-03-11&branch=${branch.id}`;

  it("counts confirmed bookings' car-time against the in-service fleet, per day", async () => {
    expect(cars).toBeGreaterThan(1);
    const page = await reportPage(admin, request(query));
    expect(page.errors).toEqual({});
    const [first, second] = page.data!.days;
    expect(first).toEqual({
      day: "2031-03-10",
      carsBooked: 1.5,
      carsInService: branchCars,
      utilisation: utilisationPercent(1.5 * DAY, branchCars * DAY),
    });
    expect(second).toEqual({
      day: "2031-03-11",
      carsBooked: 0.5,
      carsInService: averageCars(branchCars * DAY - DAY / 2, DAY),
      utilisation: utilisationPercent(DAY / 2, branchCars * DAY - DAY / 2),
    });
    const row = page.data!.classes.find((entry) => entry.carClass === carClass.classCode)!;
    expect(row.branch).toBe(branch.name);
    expect(row.utilisation).toBe(utilisationPercent(2 * DAY, 2 * cars * DAY - DAY / 2));
  });

  it("adds revenue by month of pick-up, cancellations by month cancelled and refunds by month paid", async () => {
    const page = await reportPage(admin, request(query));
    expect(page.data!.months).toEqual([
      {
        month: "2031-03",
        label: "Mar 2031",
        bookings: 2,
        revenue: 620,
        cancellations: 1,
        cancelledValue: 320,
        refunds: 1,
        refunded: 45.5,
      },
    ]);
  });

  it("gives Staff their branches only: another branch is the site's 404", async () => {
    const staff = staffOf("Staff", [branch.id]);
    const mine = await reportPage(staff, request(`?from=2031-03-10&to=2031-03-11`));
    expect(mine.branchOptions).toEqual([{ value: String(branch.id), label: branch.name }]);
    expect(mine.data!.months[0].bookings).toBe(2);
    expect(
      await statusOf(reportPage(staff, request(`?from=2031-03-10&to=2031-03-11&branch=${other.id}`))),
    ).toBe(404);
    const otherStaff = staffOf("Staff", [other.id]);
    const theirs = await reportPage(otherStaff, request(`?from=2031-03-10&to=2031-03-11`));
    expect(theirs.data!.months[0].bookings).toBe(0);
  });

  it("answers a bad range with messages and no figures", async () => {
    const page = await reportPage(admin, request("?from=2031-03-12&to=2031-03-10&branch=abc"));
    expect(page.data).toBeNull();
    expect(page.errors).toEqual({ to: REPORT_MESSAGES.toBeforeFrom, branch: REPORT_MESSAGES.branchInvalid });
    expect(page.form).toEqual({ from: "2031-03-12", to: "2031-03-10", branch: "abc" });
  });

  it("downloads each report as CSV with its header row", async () => {
    for (const kind of ["utilisation", "revenue", "cancellations"] as const) {
      const response = await reportCsvDownload(admin, request(`export/${query}&report=${kind}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="go-rentals-${kind}-2031-03-10-to-2031-03-11-branch-${branch.id}.csv"`,
      );
      const [header, ...rows] = (await response.text()).trimEnd().split("\r\n");
      expect(header).toBe(REPORT_CSV_HEADERS[kind].join(","));
      expect(rows.length).toBeGreaterThan(0);
    }
    const revenue = await reportCsvDownload(admin, request(`export/${query}&report=revenue`));
    expect(await revenue.text()).toContain("2031-03,2,620.00");
    const bad = await reportCsvDownload(admin, request(`export/${query}&report=secrets`));
    expect(bad.status).toBe(400);
    const badRange = await reportCsvDownload(
      admin,
      request(`export/?report=revenue&from=2031-03-12&to=2030-01-01`),
    );
    expect(badRange.status).toBe(400);
  });
});
