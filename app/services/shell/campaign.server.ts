import { createCookie } from "@remix-run/node";
import {
  listCampaigns,
  listContactPoints,
  type Campaign,
  type ContactPoint,
} from "~/models/catalog/contact-points.server";
import { CAMPAIGN_COOKIE_MAX_AGE_SECONDS } from "./settings";

export const campaignCookie = createCookie("campaign", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: CAMPAIGN_COOKIE_MAX_AGE_SECONDS,
});

/** The Campaign query parameter, read case-insensitively by name. */
function campaignParameter(url: URL): string | null {
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() === "campaign" && value.trim()) return value.trim();
  }
  return null;
}

export function findCampaign(campaigns: Campaign[], name: string | null | undefined): Campaign | null {
  if (!name) return null;
  const wanted = name.toLowerCase();
  return campaigns.find((campaign) => campaign.name.toLowerCase() === wanted) ?? null;
}

/** Contact points with a campaign's numbers in place of the defaults where it has one. */
export function applyCampaign(points: ContactPoint[], campaign: Campaign | null): ContactPoint[] {
  if (!campaign) return points;
  return points.map((point) => {
    const override = campaign.numbers[point.region];
    return override ? { ...point, number: override.number, telephone: override.telephone } : point;
  });
}

/**
 * Contact numbers for this request. A Campaign parameter naming a known campaign sets the
 * campaign cookie (86400 s); otherwise the cookie's campaign, if any, applies.
 */
export async function resolveContactPoints(request: Request): Promise<{
  contactPoints: ContactPoint[];
  campaign: Campaign | null;
  setCookie: string | null;
}> {
  const url = new URL(request.url);
  const [points, campaigns] = await Promise.all([listContactPoints(), listCampaigns()]);
  const fromQuery = findCampaign(campaigns, campaignParameter(url));
  let setCookie: string | null = null;
  let campaign = fromQuery;
  if (fromQuery) {
    setCookie = await campaignCookie.serialize(fromQuery.name);
  } else {
    const stored: unknown = await campaignCookie.parse(request.headers.get("Cookie"));
    campaign = findCampaign(campaigns, typeof stored === "string" ? stored : null);
  }
  return { contactPoints: applyCampaign(points, campaign), campaign, setCookie };
}

/** The campaign the visitor arrived with (cookie), as a reservation records it. */
export async function campaignNameOf(request: Request): Promise<string | null> {
  const stored: unknown = await campaignCookie.parse(request.headers.get("Cookie"));
  return typeof stored === "string" && stored ? stored.slice(0, 80) : null;
}
