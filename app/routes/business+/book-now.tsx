import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BOOKING_STEPS } from "~/services/booking/steps/steps";
import { accountStartingInsurance } from "~/services/business/new-booking.server";
import { businessBookNowAccess } from "~/services/accounts/roles.server";
import { bookNowAction, bookNowLoader, BookNowPage } from "../_booking+/book-now/route";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";

/**
 * /business/book-now/?step=N: booking on behalf of a client (Agent and Corporate). The customer
 * booking steps with the business path (book-now/route.tsx in mode "business"): the account's
 * agent id is on the itinerary (new-booking), step 3 adds the client reference, step 4 offers
 * "Charge to agency account". Guest and customer → /book-now/ (spec section 6), in the loader and
 * the action.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  const step =
    data && "step" in data ? BOOKING_STEPS.find((candidate) => candidate.index === data.step) : undefined;
  return seoMeta(args, { title: `${step ? `${step.title} | ` : ""}Business booking`, noindex: true });
};

export async function loader({ request }: LoaderFunctionArgs) {
  await businessBookNowAccess(request);
  return bookNowLoader(request, "business");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await businessBookNowAccess(request);
  return bookNowAction(request, "business", {
    clientAddress: clientAddress(context),
    insuranceCode: await accountStartingInsurance(user.userId),
  });
}

export default BookNowPage;
