import type { MetaFunction } from "@remix-run/node";
import { NOT_FOUND_TITLE } from "~/services/shell/text";
import { notFoundMeta } from "~/services/content/seo/seo";

/**
 * Every URL no other route matches lands here, so the root loader (brand, contact numbers,
 * URL rules) still runs and the 404 page renders inside the normal shell.
 */
export function loader() {
  throw new Response(NOT_FOUND_TITLE, { status: 404 });
}

export const meta: MetaFunction = (args) => notFoundMeta(args);

export default function NotFoundRoute() {
  return null;
}
