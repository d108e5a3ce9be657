import { notFound } from "~/services/platform/http-status";
import type { MetaFunction } from "@remix-run/node";
import { notFoundMeta } from "~/services/content/seo/seo";

/**
 * Every URL no other route matches lands here, so the root loader (brand, contact numbers,
 * URL rules) still runs and the 404 page renders inside the normal shell.
 */
export function loader() {
  throw notFound();
}

export const meta: MetaFunction = (args) => notFoundMeta(args);

export default function NotFoundRoute() {
  return null;
}
