import { inArray } from "drizzle-orm";
import type { Database } from "../database";
import {
  branches,
  businessAccounts,
  driverLicences,
  staffBranches,
  users,
  type AccountUserType,
} from "../schema";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Demo accounts (README "Accounts"): one of each signed-in type, verified, all with the password
 * DEMO_ACCOUNT_PASSWORD. Seeded only outside production, or with SEED_DEMO_ACCOUNTS=true (the
 * end-to-end server). Rows are only ever inserted: a demo user's own changes (a new password, an
 * edited address) survive a restart.
 */
export const DEMO_ACCOUNT_PASSWORD = "GoRentals!2026";

/**
 * scrypt hashes of DEMO_ACCOUNT_PASSWORD (each with its own salt), computed once with
 * hashPassword so that seeding costs no hashing time; a unit test checks they still verify.
 */
const DEMO_HASHES = [
  "scrypt$16384$8$1$MzkNJz1MBN97biyd3aKUMQ==$CBp6C5J5bh4WKm5yhWsyZ99lmmqOV/CsSZ3TIIXtyOR3svgfCuOst9rPqT00co3xkyf6vV7EbbwPo4wPe1V0Yg==",
  "scrypt$16384$8$1$XLvdGv0QYF8XlrJXC9pFnw==$XVuwDMTwBoE9f3Ricui2H6j/M3OLB5jXr0YRMMbYpYHk3w9PuoFlEQY/5RfAzaZDs5XzaOqPytBbrUBmNUIirg==",
  "scrypt$16384$8$1$UOW8bM1Y7wOZQCkHl9BD0Q==$X6Bo+qI2cFs4/4J3kKdFa2jR7QsVE5L1YPGKroY+LtrJfTa2NHDC2CPQ+P3XDfQsv+mBDnSu95Nf8Ln9ubXlRw==",
  "scrypt$16384$8$1$X5ZaXj2qf/i5V8GvSiQsdg==$B9ZPXn2JlfMyzlVXwxll13eV+dPhqxfXd82b2V0OltrWlnRP49FjIc+e3njmjCpdQ/yXzOMz0tBKRSCY7hZOEg==",
  "scrypt$16384$8$1$KkB2gD4c7VbC7jgdnEU0qw==$dIbnvILHgofiaA1rEgpMCfkdh9y1s09S8vkjNsU18z5gZTeE9E4qEFtLXRwmUzLwF58bxusJVarIKVErBqOnVA==",
  "scrypt$16384$8$1$ROTyx598ma6onfHZhI4+pg==$VseQ90prbX5apbpKbRIf4AIsXGwUX5wvTnimwBMs88Qp+1m6UPUnAAyglIL51Ps2fVNDQ03h+L5OUb4mEN3kTQ==",
] as const;

/**
 * The demo Admin's TOTP secret (README "Demo accounts"): add it to an authenticator app to sign
 * in as admin@gorentals.example.co.nz. Seeded only with the other demo accounts, never in
 * production unless SEED_DEMO_ACCOUNTS asks for them.
 */
export const DEMO_ADMIN_TOTP_SECRET = "S56R42P4V7GE477VGLCF6KUJ7MBN5K56";

export type DemoAccount = {
  email: string;
  userType: AccountUserType;
  firstName: string;
  lastName: string;
  passwordHash: string;
  phone: string;
  street: string;
  town: string;
  city: string;
  postCode: string;
  /** Back-office accounts: the codes of the branches a Staff account works at. */
  staffBranchCodes?: string[];
  totpSecret?: string;
  business?: {
    agencyName: string | null;
    agentId: string;
    isAllInclusive: boolean;
    companyName: string | null;
    contactPhone: string;
  };
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: "aroha.customer@example.co.nz",
    userType: "Customer",
    firstName: "Aroha",
    lastName: "Te Rangi",
    passwordHash: DEMO_HASHES[0],
    phone: "21 555 0142",
    street: "12 Ponsonby Road",
    town: "Ponsonby",
    city: "Auckland",
    postCode: "1011",
  },
  {
    email: "agent@kiwitravel.example.co.nz",
    userType: "Agent",
    firstName: "Mere",
    lastName: "Walker",
    passwordHash: DEMO_HASHES[1],
    phone: "9 555 0188",
    street: "40 Queen Street",
    town: "Auckland Central",
    city: "Auckland",
    postCode: "1010",
    business: {
      agencyName: "Kiwi Travel Co",
      agentId: "AG1001",
      isAllInclusive: true,
      companyName: null,
      contactPhone: "+64 9 555 0188",
    },
  },
  {
    email: "travel@fernbank.example.co.nz",
    userType: "Corporate",
    firstName: "Sam",
    lastName: "Patel",
    passwordHash: DEMO_HASHES[2],
    phone: "3 555 0123",
    street: "88 Lichfield Street",
    town: "Christchurch Central",
    city: "Christchurch",
    postCode: "8011",
    business: {
      agencyName: null,
      agentId: "CO2001",
      isAllInclusive: false,
      companyName: "Fernbank Engineering",
      contactPhone: "+64 3 555 0123",
    },
  },
  {
    email: "counter.akl@gorentals.example.co.nz",
    userType: "Staff",
    firstName: "Tama",
    lastName: "Ngata",
    passwordHash: DEMO_HASHES[3],
    phone: "9 555 0170",
    street: "",
    town: "",
    city: "Auckland",
    postCode: "",
    staffBranchCodes: ["AKL"],
  },
  {
    email: "counter.chc@gorentals.example.co.nz",
    userType: "Staff",
    firstName: "Sione",
    lastName: "Tupou",
    passwordHash: DEMO_HASHES[5],
    phone: "3 555 0171",
    street: "",
    town: "",
    city: "Christchurch",
    postCode: "",
    staffBranchCodes: ["CHC"],
  },
  {
    email: "admin@gorentals.example.co.nz",
    userType: "Admin",
    firstName: "Claire",
    lastName: "Hughes",
    passwordHash: DEMO_HASHES[4],
    phone: "3 555 0199",
    street: "",
    town: "",
    city: "Christchurch",
    postCode: "",
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
];

/** The demo customer's driver licence, so the dashboard has one to show. */
const DEMO_LICENCE = {
  name: "Aroha Te Rangi",
  dateOfBirth: "1990-05-14",
  number: "DL482913",
  expiryDate: "2031-05-14",
  country: "New Zealand",
};

/** Inserts the demo accounts that are missing. Idempotent. */
export async function seedDemoAccounts(db: Executor, now: Date = new Date()): Promise<void> {
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map(({ business: _business, staffBranchCodes: _branches, totpSecret, ...account }) => ({
        ...account,
        country: "NZ",
        phoneCountryCode: "+64",
        emailVerifiedAt: now,
        ...(totpSecret ? { totpSecret, totpEnabledAt: now } : {}),
      })),
    )
    .onConflictDoNothing({ target: users.email });

  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.email, row.id]));

  const business = DEMO_ACCOUNTS.filter((account) => account.business).map((account) => ({
    userId: idOf.get(account.email) as string,
    ...account.business!,
  }));
  await db.insert(businessAccounts).values(business).onConflictDoNothing();

  const branchRows = await db.select({ id: branches.id, code: branches.code }).from(branches);
  const branchIdOf = new Map(branchRows.map((row) => [row.code, row.id]));
  const staffRows = DEMO_ACCOUNTS.flatMap((account) =>
    (account.staffBranchCodes ?? []).flatMap((code) => {
      const branchId = branchIdOf.get(code);
      return branchId === undefined ? [] : [{ userId: idOf.get(account.email) as string, branchId }];
    }),
  );
  if (staffRows.length > 0) await db.insert(staffBranches).values(staffRows).onConflictDoNothing();

  const customerId = idOf.get(DEMO_ACCOUNTS[0].email) as string;
  await db
    .insert(driverLicences)
    .values({ userId: customerId, ...DEMO_LICENCE })
    .onConflictDoNothing({ target: driverLicences.userId });
}
