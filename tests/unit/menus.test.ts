import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  allMenuHrefs,
  BUSINESS_HOME_HREF,
  FOOTER_COLUMNS,
  LEGAL_LINKS,
  MAIN_MENU,
  SUB_MENU_KEYS,
  SUB_MENUS,
} from "~/services/shell/menus";
import { BRANCHES } from "~/services/content/places/branch-links";
import { loadSection } from "~/services/content/pages/store.server";

/** The spec's route list (a copy of the shared routes.txt kept with the tests). */
const routeLines = fs
  .readFileSync(new URL("../routes.txt", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line.startsWith("/"));

const branchSlugs = BRANCHES.map((branch) => branch.slug);

/**
 * A route line matches a path exactly, or with {slug} standing for one of the branch slugs
 * (locations) or for an article of the help centre (/help/{slug}/).
 */
function isSpecRoute(href: string): boolean {
  const helpSlugs = [...loadSection("help").keys()].filter((slug) => slug !== "index");
  return routeLines.some((line) => {
    if (line === href) return true;
    if (!line.includes("{slug}")) return false;
    const slugs = line.startsWith("/help/") ? helpSlugs : branchSlugs;
    return slugs.some((slug) => line.replace("{slug}", slug) === href);
  });
}

describe("menus (spec section 2, Shell)", () => {
  it("lists the main menu in the spec's order", () => {
    expect(MAIN_MENU.map((item) => item.label)).toEqual([
      "Vehicles",
      "GO Zero",
      "GO Tesla",
      "Locations",
      "Deals",
      "Explore NZ",
      "Help",
      "About Us",
      "GO App",
    ]);
  });

  it("has the six sub-menus of the spec, each reachable from a main menu item", () => {
    expect([...SUB_MENU_KEYS].sort()).toEqual([
      "aboutUs",
      "deals",
      "explore",
      "help",
      "locations",
      "vehicles",
    ]);
    const fromMainMenu = MAIN_MENU.flatMap((item) => (item.subMenu ? [item.subMenu] : []));
    expect([...fromMainMenu].sort()).toEqual([...SUB_MENU_KEYS].sort());
    for (const key of SUB_MENU_KEYS) expect(SUB_MENUS[key].length).toBeGreaterThan(0);
  });

  it("links every one of the nine branches from the locations sub-menu", () => {
    expect(BRANCHES).toHaveLength(9);
    const locationHrefs = SUB_MENUS.locations.map((link) => link.href);
    for (const branch of BRANCHES) expect(locationHrefs).toContain(`/rental-car-locations/${branch.slug}/`);
  });

  it("ends every menu and footer href with a slash", () => {
    for (const href of allMenuHrefs()) expect(href, href).toMatch(/^\/(.*\/)?$/);
  });

  it("links only to routes of the spec's route list", () => {
    const unknown = allMenuHrefs().filter((href) => !isSpecRoute(href));
    expect(unknown).toEqual([]);
  });

  it("heads the footer site map with the spec's sections and the legal pages", () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual([
      "Vehicles",
      "Locations",
      "Deals",
      "Explore",
      "Help",
      "About us",
    ]);
    expect(LEGAL_LINKS.map((link) => link.href)).toEqual([
      "/terms/",
      "/cookie-policy/",
      "/privacy-cookie-policy/",
    ]);
  });

  it("sends the business logo to the business new-booking page", () => {
    expect(BUSINESS_HOME_HREF).toBe("/business/my-account/new-booking/");
  });
});
