import type { LoaderFunctionArgs } from "@remix-run/node";
import { readLicencePhoto } from "~/services/accounts/licence.server";
import { requireCustomer } from "~/services/accounts/roles.server";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * GET /my-account/driver-licence/photo: the signed-in customer's own licence photo (no id in the
 * URL, so nobody can ask for anyone else's). 404 when there is none. Never cached by shared caches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireCustomer(request);
  const photo = await readLicencePhoto(user.userId);
  if (!photo)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
    });
  return new Response(new Uint8Array(photo.body), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.body.byteLength),
      ...NO_STORE,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
