import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EmailMessageView } from "~/components/admin/emails/EmailMessageView";
import { requireAdmin } from "~/services/admin/access/guard.server";
import {
  adminEmailPath,
  emailMessagePage,
  outboxMessageOr404,
  resendEmail,
} from "~/services/admin/emails/emails.server";
import { EMAILS_TEXT } from "~/services/admin/emails/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/emails/:id/ (Admin): one email's headers, text, HTML (in a sandboxed iframe) and
 * attachments' names and sizes. Its one form resends a failed or pending email; done, it redirects
 * back (303) with a notice, refused, it answers the reason.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: EMAILS_TEXT.messageTitle, noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const message = await outboxMessageOr404(params.id);
  const notice = new URL(request.url).searchParams.get("done") === "resent" ? EMAILS_TEXT.resent : null;
  return data({ message: emailMessagePage(message), notice }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const message = await outboxMessageOr404(params.id);
  const form = (await readFormData(request)) ?? new FormData();
  if (form.get("intent") !== "resend") return data({ formError: null }, { status: 400, headers: NO_STORE });
  const answer = await resendEmail(staff, message);
  if (!answer.ok) return data({ formError: answer.message }, { status: answer.status, headers: NO_STORE });
  return redirect(`${adminEmailPath(message.id)}?done=resent`, { status: 303, headers: NO_STORE });
}

export default function AdminEmail() {
  const { message, notice } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <EmailMessageView message={message} notice={notice} formError={posted?.formError ?? null} />;
}
