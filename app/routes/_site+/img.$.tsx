import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageResponse } from "~/services/platform/images/resizer.server";

/**
 * The image resizer: /img/width=480,format=auto/cars/GROUP-A-0.jpg (app/services/platform/images/resizer.server.ts,
 * docs/decisions/0034-image-resizer.md). Not a page: no trailing-slash rule.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  return imageResponse(params["*"] ?? "", request);
}
