import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { exploreMeta, TripRoute } from "~/components/content/Explore";
import { loadTrip } from "~/services/content/explore.server";

/**
 * /explore/trip-planner/{slug}/: an itinerary day by day, its branches and a link that searches
 * vehicles for it (unknown slugs answer the 404). The link's dates start tomorrow, so no caching.
 */
export const loader = async ({ params }: LoaderFunctionArgs) =>
  data(await loadTrip(params.slug ?? ""), { headers: { "Cache-Control": "private, no-cache" } });
export const meta = exploreMeta;
export default TripRoute;
