import { asc } from "drizzle-orm";
import { minutesToText24 } from "../clock";
import { cachedCatalog } from "./catalog-cache.server";
import { getDb } from "../db.server";
import { branches } from "../schema";

type BranchRow = typeof branches.$inferSelect;

/** A branch with every field of spec section 3; hours both as "HH:mm" and as minutes. */
export type Branch = Omit<BranchRow, "sortOrder"> & {
  /** "07:00" */
  openingTime: string;
  /** "17:00"; "01:00" for a close after midnight (closingMinutes is then above 1440). */
  closingTime: string;
};

function toBranch(row: BranchRow): Branch {
  const { sortOrder: _sortOrder, ...rest } = row;
  return {
    ...rest,
    openingTime: minutesToText24(row.openingMinutes),
    closingTime: minutesToText24(row.closingMinutes),
  };
}

/** Every branch in display order (north to south), from the catalogue cache. */
function allBranches(): Promise<Branch[]> {
  return cachedCatalog("branches", async () => {
    const db = await getDb();
    const rows = await db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.name));
    return rows.map(toBranch);
  });
}

/** Branches in display order (north to south). */
export async function listBranches(options: { showOnWebOnly?: boolean } = {}): Promise<Branch[]> {
  const all = await allBranches();
  return options.showOnWebOnly ? all.filter((branch) => branch.showOnWeb) : [...all];
}

export async function getBranchBySlug(slug: string): Promise<Branch | null> {
  return (await allBranches()).find((branch) => branch.slug === slug) ?? null;
}

/** By branch code (AKL, WLG, …), matched upper-case. */
export async function getBranchByCode(code: string): Promise<Branch | null> {
  const wanted = code.trim().toUpperCase();
  return (await allBranches()).find((branch) => branch.code === wanted) ?? null;
}

export async function getBranchById(id: number): Promise<Branch | null> {
  return (await allBranches()).find((branch) => branch.id === id) ?? null;
}
