import { pageHeaderFor } from "./content-service.server";
import { companyReviews } from "./pages/page-content.server";
import { loadSearchForm } from "../booking/search/form-defaults.server";
import { getSession } from "../platform/session.server";

/**
 * The home page's loader: the search form, the page header banner and the company reviews.
 * Kept out of routes/_index.tsx so the browser's copy of the route imports no server-only
 * module (each costs the page a chunk of its own; ADR 0060).
 */
export async function loadHomePage(request: Request) {
  const [form, pageHeader, reviews] = await Promise.all([loadSearchForm(await getSession(request)), pageHeaderFor("/"), companyReviews()]);
  return { ...form, pageHeader, reviews };
}
