import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApiReference } from "~/components/api/ApiReference";
import { apiReference } from "~/services/api/reference.server";
import { seoMeta } from "~/services/content/seo/seo";

/** /api/: the readable reference of the JSON API (the calls themselves are app/routes/api.$.tsx). */
export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "GO Rentals API",
    noindex: true,
    description:
      "The GO Rentals JSON API for the mobile app and partners: keys, answers and every call with an example.",
  });

export function loader() {
  return data(apiReference(), { headers: { "Cache-Control": "public, max-age=300" } });
}

export default function ApiReferencePage() {
  return <ApiReference data={useLoaderData<typeof loader>()} />;
}
