import type { LoaderFunctionArgs } from "@remix-run/node";
import { readLicencePhoto } from "~/services/accounts/licence.server";
import { requireCustomer } from "~/services/accounts/roles.server";
import { imageResponse } from "~/services/platform/uploads/images.server";

/**
 * GET /my-account/driver-licence/photo: the signed-in customer's own licence photo (no id in the
 * URL, so nobody can ask for anyone else's). 404 when there is none. Never cached by shared caches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireCustomer(request);
  return imageResponse(await readLicencePhoto(user.userId));
}
