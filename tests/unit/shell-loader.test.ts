import { DEFAULT_BRAND_CODE, DEFAULT_BRAND_NAME } from "~/models/constants";
import { describe, expect, it } from "vitest";
import { listCampaigns, listContactPoints } from "~/models/catalog/contact-points.server";
import { DEFAULT_BRAND, findBrand } from "~/services/shell/brand.server";
import { CAMPAIGN_COOKIE_MAX_AGE_SECONDS } from "~/services/shell/settings";
import { loadShell } from "~/services/shell/shell.server";
import { cookieHeaderFrom, setCookieList } from "./support/cookies";

async function shellAt(path: string, cookie = "") {
  return loadShell(new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
}

describe("brand (spec section 1)", () => {
  it("defaults to GO Rentals", async () => {
    const { shell, headers } = await shellAt("/");
    expect(shell.brand).toEqual(DEFAULT_BRAND);
    expect(shell.brand.code).toBe(DEFAULT_BRAND_CODE);
    expect(shell.brand.name).toBe(DEFAULT_BRAND_NAME);
    expect(setCookieList(headers)).toHaveLength(0);
  });

  it("upper-cases ?brand=, matches the brand lookup and keeps it in the session", async () => {
    const first = await shellAt("/?brand=et");
    expect(first.shell.brand).toMatchObject({ code: "ET", isPartner: true, theme: "ET" });
    const cookie = cookieHeaderFrom(first.headers);
    expect(cookie).toContain("__session=");
    const later = await shellAt("/about-us/", cookie);
    expect(later.shell.brand.code).toBe("ET");
  });

  it("ignores unknown codes", async () => {
    const { shell, headers } = await shellAt("/?brand=nope");
    expect(shell.brand.code).toBe(DEFAULT_BRAND_CODE);
    expect(setCookieList(headers)).toHaveLength(0);
  });

  it("gives partners without a theme of their own the GO theme", async () => {
    const lookups = await Promise.all(["ET", "AL", "ZL"].map((code) => findBrand(code)));
    expect(lookups.map((brand) => brand?.theme)).toEqual(["ET", "AL", "ZL"]);
  });

  it("goes back to GO with ?brand=GO", async () => {
    const cookie = cookieHeaderFrom((await shellAt("/?brand=AL")).headers);
    const back = await shellAt("/?brand=go", cookie);
    expect(back.shell.brand.isPartner).toBe(false);
    const after = await shellAt("/", cookieHeaderFrom(back.headers) || cookie);
    expect(after.shell.brand.code).toBe(DEFAULT_BRAND_CODE);
  });
});

describe("contact points and campaigns (spec section 3)", () => {
  it("lists every region's number", async () => {
    const { shell } = await shellAt("/");
    expect(shell.contactPoints.map((point) => point.region)).toEqual(["NZ", "AU", "US", "UK", "worldwide"]);
    expect(shell.campaignName).toBeNull();
  });

  it("puts a known campaign's numbers in place of the defaults and keeps it in a cookie for a day", async () => {
    const [defaults, campaigns] = await Promise.all([listContactPoints(), listCampaigns()]);
    const campaign = campaigns.find((candidate) => candidate.numbers.NZ)!;
    const first = await shellAt(`/?Campaign=${campaign.name.toUpperCase()}`);
    const nz = first.shell.contactPoints.find((point) => point.region === "NZ")!;
    expect(nz.number).toBe(campaign.numbers.NZ!.number);
    expect(nz.number).not.toBe(defaults.find((point) => point.region === "NZ")!.number);
    const setCookie = setCookieList(first.headers).find((value) => value.startsWith("campaign="))!;
    expect(setCookie).toContain(`Max-Age=${CAMPAIGN_COOKIE_MAX_AGE_SECONDS}`);

    const later = await shellAt("/vehicles/", cookieHeaderFrom(first.headers));
    expect(later.shell.campaignName).toBe(campaign.name);
    expect(later.shell.contactPoints.find((point) => point.region === "NZ")!.number).toBe(
      campaign.numbers.NZ!.number,
    );
  });

  it("ignores an unknown campaign", async () => {
    const { shell, headers } = await shellAt("/?Campaign=somethingelse");
    expect(shell.campaignName).toBeNull();
    expect(setCookieList(headers)).toHaveLength(0);
  });
});
