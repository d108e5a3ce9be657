import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db.server";
import { reservations, users } from "../schema";

/**
 * The customers a walk-in booking may be made for (issue 32): customer accounts, and the
 * customers of earlier bookings at the staff member's branches, found by name, email or phone.
 */
export type CounterCustomerRow = {
  /** "account:<user id>" or "booking:<reference>": how the page names the one chosen. */
  key: string;
  accountId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
};

export type CustomerQuery = { text: string; digits: string };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Customer accounts and earlier bookings' customers matching the query, at most `limit` of each. */
export async function searchCounterCustomers(
  query: CustomerQuery,
  branchIds: number[] | null,
  limit: number,
): Promise<CounterCustomerRow[]> {
  const db = await getDb();
  const like = `%${escapeLike(query.text.toLowerCase())}%`;
  const phoneLike = `%${query.digits}%`;
  const withDigits = query.digits.length >= 4;

  const accountMatches: SQL[] = [
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}`,
    sql`${users.email} like ${like}`,
  ];
  if (withDigits)
    accountMatches.push(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${phoneLike}`);
  const accounts = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      country: users.country,
    })
    .from(users)
    .where(and(eq(users.userType, "Customer"), or(...accountMatches)))
    .orderBy(users.lastName, users.firstName)
    .limit(limit);

  const details = reservations.customerDetails;
  const bookingMatches: SQL[] = [
    sql`lower(coalesce(${details}->>'firstName', '') || ' ' || coalesce(${details}->>'lastName', '')) like ${like}`,
    sql`lower(coalesce(${details}->>'email', '')) like ${like}`,
  ];
  if (withDigits)
    bookingMatches.push(
      sql`regexp_replace(coalesce(${details}->>'phone', ''), '[^0-9]', '', 'g') like ${phoneLike}`,
    );
  const scope: SQL | undefined = branchIds
    ? branchIds.length === 0
      ? sql`false`
      : or(inArray(reservations.pickupBranchId, branchIds), inArray(reservations.dropOffBranchId, branchIds))
    : undefined;
  const bookings = await db
    .select({ reference: reservations.reference, details, userId: reservations.userId })
    .from(reservations)
    .where(and(inArray(reservations.status, ["confirmed", "cancelled"]), scope, or(...bookingMatches)))
    .orderBy(desc(reservations.createdAt))
    .limit(limit * 4);

  const rows: CounterCustomerRow[] = accounts.map((account) => ({
    key: `account:${account.id}`,
    accountId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
    country: account.country,
  }));
  const seen = new Set(rows.map((row) => row.email.toLowerCase()));
  for (const booking of bookings) {
    const found = booking.details;
    if (!found || seen.has(found.email.toLowerCase())) continue;
    seen.add(found.email.toLowerCase());
    rows.push({
      key: `booking:${booking.reference}`,
      accountId: null,
      firstName: found.firstName,
      lastName: found.lastName,
      email: found.email,
      phone: found.phone,
      country: found.country,
    });
    if (rows.length >= limit * 2) break;
  }
  return rows;
}

/** One customer by the key the list gave, within the same scope; null when unknown or out of scope. */
export async function getCounterCustomer(
  key: string,
  branchIds: number[] | null,
): Promise<CounterCustomerRow | null> {
  const db = await getDb();
  const [kind, id] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  if (kind === "account" && /^[0-9a-f-]{36}$/i.test(id)) {
    const [account] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.userType, "Customer")));
    return account
      ? {
          key,
          accountId: account.id,
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          phone: account.phone,
          country: account.country,
        }
      : null;
  }
  if (kind === "booking" && /^GO\d{7}$/.test(id)) {
    const [booking] = await db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.reference, id),
          inArray(reservations.status, ["confirmed", "cancelled"]),
          branchIds
            ? branchIds.length === 0
              ? sql`false`
              : or(
                  inArray(reservations.pickupBranchId, branchIds),
                  inArray(reservations.dropOffBranchId, branchIds),
                )
            : undefined,
        ),
      );
    const found = booking?.customerDetails;
    return found
      ? {
          key,
          accountId: null,
          firstName: found.firstName,
          lastName: found.lastName,
          email: found.email,
          phone: found.phone,
          country: found.country,
        }
      : null;
  }
  return null;
}

/** Whether the id is a customer account's (a walk-in booked for an account shows in its My bookings). */
export async function isCustomerAccount(id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, "Customer")));
  return Boolean(row);
}
