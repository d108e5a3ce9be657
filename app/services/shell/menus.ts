/**
 * Static menu data of the shell (spec sections 2 and 7: "Content menus (about us, help, explore,
 * locations, vehicles, deals) are static data"). Header, footer site map and home page read it;
 * tests/unit/menus.test.ts checks every href against the spec's route list.
 */

import { BRANCHES } from "../content/places/branch-links";

export type SubMenuKey = "vehicles" | "locations" | "deals" | "explore" | "help" | "aboutUs";

export const SUB_MENU_KEYS: readonly SubMenuKey[] = [
  "vehicles",
  "locations",
  "deals",
  "explore",
  "help",
  "aboutUs",
];

export type MenuLink = { label: string; href: string };

export type MainMenuItem = MenuLink & { subMenu?: SubMenuKey };

/** The vehicle categories of the marketing pages (spec section 1), in the spec's order. */
export const VEHICLE_CATEGORIES: readonly MenuLink[] = [
  { label: "Small cars", href: "/vehicles/small-cars/" },
  { label: "Large cars & SUVs", href: "/vehicles/large-cars-suvs/" },
  { label: "Electric vehicles", href: "/vehicles/electric-vehicles/" },
  { label: "4 wheel drives", href: "/vehicles/4-wheel-drives/" },
  { label: "Vans & people carriers", href: "/vehicles/van-or-people-carriers/" },
  { label: "Hybrid cars", href: "/vehicles/hybrid-cars/" },
];

/** Header main menu, in the order of spec section 2. */
export const MAIN_MENU: readonly MainMenuItem[] = [
  { label: "Vehicles", href: "/vehicles/", subMenu: "vehicles" },
  { label: "GO Zero", href: "/go-zero/" },
  { label: "GO Tesla", href: "/tesla-rental-nz/" },
  { label: "Locations", href: "/rental-car-locations/", subMenu: "locations" },
  { label: "Deals", href: "/deals/", subMenu: "deals" },
  { label: "Explore NZ", href: "/explore/trip-planner/", subMenu: "explore" },
  { label: "Help", href: "/help/", subMenu: "help" },
  { label: "About Us", href: "/about-us/", subMenu: "aboutUs" },
  { label: "GO App", href: "/app/" },
];

export const SUB_MENUS: Record<SubMenuKey, readonly MenuLink[]> = {
  vehicles: [
    { label: "All vehicles", href: "/vehicles/" },
    ...VEHICLE_CATEGORIES,
    { label: "6 seater car rental", href: "/vehicles/6-seater-car-rental/" },
    { label: "7 seater car rental", href: "/vehicles/7-seater-car-rental/" },
    { label: "8 seater car rental", href: "/vehicles/8-seater-car-rental/" },
    { label: "10 seater car rental", href: "/vehicles/10-seater-car-rental/" },
    { label: "Car rental accessories", href: "/vehicles/car-rental-accessories/" },
  ],
  locations: [
    { label: "All locations", href: "/rental-car-locations/" },
    ...BRANCHES.map(({ name, href }) => ({ label: name, href })),
    { label: "North Island", href: "/rental-car-locations/north-island-new-zealand/" },
    { label: "South Island", href: "/rental-car-locations/south-island-new-zealand/" },
  ],
  deals: [
    { label: "Deals", href: "/deals/" },
    { label: "Promotions", href: "/deals/promotion/" },
    { label: "Relocation deals", href: "/rental-car-relocation/" },
  ],
  explore: [
    { label: "Blog", href: "/explore/blog/" },
    { label: "Travel guides", href: "/explore/travel-guides/" },
    { label: "Trip planner", href: "/explore/trip-planner/" },
  ],
  help: [
    { label: "Help centre", href: "/help/" },
    { label: "Drive safe", href: "/help/drive-safe/" },
  ],
  aboutUs: [
    { label: "About GO Rentals", href: "/about-us/" },
    { label: "Why choose GO", href: "/about-us/why-choose-go/" },
    { label: "Reviews", href: "/about-us/reviews/" },
    { label: "Endorsements", href: "/about-us/endorsements/" },
    { label: "Our team", href: "/about-us/our-team/" },
    { label: "Work for us", href: "/about-us/work-for-us/" },
  ],
};

/** Header utility links (spec section 2); call us and email us open modals. */
export const UTILITY_LINKS = {
  signIn: { label: "Sign in", href: "/sign-in/" },
  myAccount: { label: "My account", href: "/my-account/" },
  businessAccount: { label: "My account", href: "/business/my-account/" },
  /** The online check-in flow's first page (reservation number and email). */
  checkIn: { label: "Check-in", href: "/online-check-in/" },
  manageBooking: { label: "Manage booking", href: "/manage-booking/" },
} as const satisfies Record<string, MenuLink>;

/** Where the business logo of Agent and Corporate users leads (spec section 2). */
export const BUSINESS_HOME_HREF = "/business/my-account/new-booking/";

/** The address the email-us modal and its no-JavaScript mailto link use. */
export const CONTACT_EMAIL = "reservations@gorentals.co.nz";

/** Footer site map columns (footer style "normal"), each headed by its section page. */
export const FOOTER_COLUMNS: readonly { title: string; href: string; subMenu: SubMenuKey }[] = [
  { title: "Vehicles", href: "/vehicles/", subMenu: "vehicles" },
  { title: "Locations", href: "/rental-car-locations/", subMenu: "locations" },
  { title: "Deals", href: "/deals/", subMenu: "deals" },
  { title: "Explore", href: "/explore/trip-planner/", subMenu: "explore" },
  { title: "Help", href: "/help/", subMenu: "help" },
  { title: "About us", href: "/about-us/", subMenu: "aboutUs" },
];

export const LEGAL_LINKS: readonly MenuLink[] = [
  { label: "Terms and conditions", href: "/terms/" },
  { label: "Cookie policy", href: "/cookie-policy/" },
  { label: "Privacy policy", href: "/privacy-cookie-policy/" },
];

/** Every internal href the menus, footer and home page link to (for the route test). */
export function allMenuHrefs(): string[] {
  const hrefs = new Set<string>();
  for (const item of MAIN_MENU) hrefs.add(item.href);
  for (const key of SUB_MENU_KEYS) for (const link of SUB_MENUS[key]) hrefs.add(link.href);
  for (const link of Object.values(UTILITY_LINKS)) hrefs.add(link.href);
  for (const column of FOOTER_COLUMNS) hrefs.add(column.href);
  for (const link of LEGAL_LINKS) hrefs.add(link.href);
  for (const link of BRANCHES) hrefs.add(link.href);
  for (const link of VEHICLE_CATEGORIES) hrefs.add(link.href);
  hrefs.add(BUSINESS_HOME_HREF);
  return [...hrefs];
}
