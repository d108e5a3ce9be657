import { REGIONS, type Region } from "../constants";
import { asc } from "drizzle-orm";
import { cachedCatalog } from "./catalog-cache.server";
import { getDb } from "../db.server";
import { campaigns, contactPoints } from "../schema";

export type ContactPoint = {
  region: Region;
  number: string;
  telephone: string;
  agentNumber: string | null;
  agentTelephone: string | null;
  corporateNumber: string | null;
  corporateTelephone: string | null;
};

export type Campaign = {
  name: string;
  label: string;
  numbers: Partial<Record<Region, { number: string; telephone: string }>>;
};

const regionOrder = (region: Region) => REGIONS.indexOf(region);

/** Default contact numbers, ordered NZ, AU, US, UK, worldwide. */
export async function listContactPoints(): Promise<ContactPoint[]> {
  return [...(await cachedCatalog("contact-points", readContactPoints))];
}

async function readContactPoints(): Promise<ContactPoint[]> {
  const db = await getDb();
  const rows = await db
    .select({
      region: contactPoints.region,
      number: contactPoints.number,
      telephone: contactPoints.telephone,
      agentNumber: contactPoints.agentNumber,
      agentTelephone: contactPoints.agentTelephone,
      corporateNumber: contactPoints.corporateNumber,
      corporateTelephone: contactPoints.corporateTelephone,
    })
    .from(contactPoints);
  return rows.sort((a, b) => regionOrder(a.region) - regionOrder(b.region));
}

/** The known campaigns (google, bing, nz, brand) with their replacement numbers. */
export async function listCampaigns(): Promise<Campaign[]> {
  return [...(await cachedCatalog("campaigns", readCampaigns))];
}

async function readCampaigns(): Promise<Campaign[]> {
  const db = await getDb();
  return db
    .select({ name: campaigns.name, label: campaigns.label, numbers: campaigns.numbers })
    .from(campaigns)
    .orderBy(asc(campaigns.sortOrder), asc(campaigns.name));
}
