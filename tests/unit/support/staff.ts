import { findStaffAccount } from "~/models/accounts/staff.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getDb } from "~/models/db.server";
import { staffBranches, users } from "~/models/schema";
import type { SignedInStaff } from "~/services/admin/access/guard.server";

let count = 0;

/** A new Staff or Admin account working at the given branches (by code), as the guard reads it. */
export async function newStaff(role: "Staff" | "Admin", branchCodes: string[]): Promise<SignedInStaff> {
  const db = await getDb();
  count += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `staff.${Date.now()}.${count}@gorentals.example.co.nz`,
      passwordHash: "x",
      firstName: "Counter",
      lastName: `Staff ${count}`,
      country: "NZ",
      userType: role,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  for (const code of branchCodes) {
    const branch = await getBranchByCode(code);
    await db.insert(staffBranches).values({ userId: row.id, branchId: branch!.id });
  }
  return (await findStaffAccount(row.id))!;
}
