import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { IdentityCheckPage } from "~/components/after-rental/IdentityCheckPage";
import {
  identityReturnLoader,
  identityStartAction,
} from "~/services/changes/after-rental/identity-check-pages.server";
import { IDENTITY_CHECK_TEXT as T } from "~/services/changes/after-rental/text";
import { seoMeta } from "~/services/content/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";

/**
 * /aplyid-cancel/: the identity provider sends the customer here when the check is cancelled.
 * The check is marked cancelled once (identity-check.server.ts); without a valid ?check= the page
 * explains the ID check and offers "Verify my identity".
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.aboutTitle, noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  return identityReturnLoader(request, "cancelled");
}

export function action({ request, context }: ActionFunctionArgs) {
  return identityStartAction(request, clientAddress(context));
}

export default function AplyidCancelPage() {
  return <IdentityCheckPage page="cancel" />;
}
