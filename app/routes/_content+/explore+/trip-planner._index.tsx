import type { LoaderFunctionArgs } from "@remix-run/node";
import { exploreMeta, TripIndexRoute } from "~/components/content/Explore";
import { loadTripIndex } from "~/services/content/explore.server";

/** /explore/trip-planner/: every itinerary of content/trip-planner/. */
export const loader = (_args: LoaderFunctionArgs) => loadTripIndex();
export const meta = exploreMeta;
export default TripIndexRoute;
