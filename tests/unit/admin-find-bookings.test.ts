import { describe, expect, it } from "vitest";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { updateReservation } from "~/models/reservations/reservations.server";
import { rentals, staffBranches, users, vehicles } from "~/models/schema";
import { findCounterBookings } from "~/services/admin/bookings/find.server";
import type { CounterStaff } from "~/services/admin/bookings/reservation.server";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";

/** Finding bookings at the counter (issue 32 item 2): reference, surname, email, phone, registration. */

const HOUR = 3_600_000;
let count = 0;

async function newStaff(branchCodes: string[]): Promise<CounterStaff> {
  const db = await getDb();
  count += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `find.${Date.now()}.${count}@gorentals.example.co.nz`,
      passwordHash: "x",
      firstName: "Find",
      lastName: `Staff ${count}`,
      country: "NZ",
      userType: "Staff",
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  for (const code of branchCodes) {
    const branch = await getBranchByCode(code);
    await db.insert(staffBranches).values({ userId: row.id, branchId: branch!.id });
  }
  return (await findStaffAccount(row.id))!;
}

/** A confirmed booking at `code` for the customer given, on a rental of a car with `registration`. */
async function booking(code: string, customer: { lastName: string; phone: string }, registration: string) {
  count += 1;
  const db = await getDb();
  const [branch, carClass] = [(await getBranchByCode(code))!, (await getCarClassByCode("5"))!];
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      fleetNumber: `FIND-${count}`,
      registration,
      branchId: branch.id,
      carClassId: carClass.carClassId,
      odometerKm: 1_000,
    })
    .returning();
  clearCatalogCache();
  const pickupAt = new Date(Date.now() + (200 + count) * HOUR);
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + 48 * HOUR),
  });
  if (!held.ok) throw new Error("expected a hold");
  await updateReservation(held.reservation.id, {
    customerDetails: {
      firstName: "Tama",
      lastName: customer.lastName,
      email: `${customer.lastName.toLowerCase()}@example.co.nz`,
      phone: customer.phone,
      country: "NZ",
      travelReason: "Leisure",
    },
  });
  await confirmReservation(held.reservation.id);
  await db.insert(rentals).values({
    reservationId: held.reservation.id,
    vehicleId: vehicle.id,
    pickedUpAt: new Date(),
    pickupOdometerKm: 1_000,
    pickupFuelPercent: 100,
    pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
  });
  return held.reservation.reference;
}

const found = async (staff: CounterStaff, query: string) =>
  (await findCounterBookings(staff, query)).items.map((item) => item.reference);

describe("finding a booking at the counter", () => {
  it("finds it by reference, surname, email, phone in either form and part of a registration", async () => {
    const staff = await newStaff(["AKL"]);
    const stamp = String(Date.now()).slice(-6);
    const reference = await booking(
      "AKL",
      { lastName: `Findlay${stamp}`, phone: `+64 21 9${stamp}` },
      `FQ${stamp}`,
    );
    expect(await found(staff, reference.toLowerCase())).toEqual([reference]);
    expect(await found(staff, `findlay${stamp}`)).toEqual([reference]);
    expect(await found(staff, `FINDLAY${stamp}@EXAMPLE`)).toEqual([reference]);
    // The phone as a New Zealander says it, or as it was stored, with the country code.
    expect(await found(staff, `021 9${stamp}`)).toEqual([reference]);
    expect(await found(staff, `+64 21 9${stamp}`)).toEqual([reference]);
    // A whole registration, or part of one.
    expect(await found(staff, `fq ${stamp}`)).toEqual([reference]);
    expect(await found(staff, `Q${stamp.slice(0, 4)}`)).toEqual([reference]);
  });

  it("finds only the staff member's branches' bookings", async () => {
    const chc = await newStaff(["CHC"]);
    const stamp = String(Date.now()).slice(-6);
    await booking("AKL", { lastName: `Elsewhere${stamp}`, phone: `022 3${stamp}` }, `FZ${stamp}`);
    expect(await found(chc, `elsewhere${stamp}`)).toEqual([]);
    expect(await found(chc, `022 3${stamp}`)).toEqual([]);
    expect(await found(chc, `FZ${stamp}`)).toEqual([]);
  });
});
