import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmailsListPage } from "~/components/admin/emails/EmailsListPage";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { emailsPage } from "~/services/admin/emails/emails.server";
import { EMAILS_TEXT } from "~/services/admin/emails/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/**
 * /admin/emails/ (Admin): the mail outbox, failed and pending emails first, filtered by a GET form
 * (state, recipient) and paginated (?page=N). A bad filter answers 400 with the messages beside
 * the fields.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: EMAILS_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = await emailsPage(request);
  return data(page, { status: Object.keys(page.errors).length > 0 ? 400 : 200, headers: NO_STORE });
}

export default function AdminEmails() {
  return <EmailsListPage page={useLoaderData<typeof loader>()} />;
}
