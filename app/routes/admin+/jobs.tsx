import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JobsView } from "~/components/admin/jobs/JobsView";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { jobsPage } from "~/services/admin/jobs/jobs.server";
import { JOBS_TEXT } from "~/services/admin/jobs/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";

/** /admin/jobs/ (Admin): the job queue's counts by queue and state, and the latest failed jobs. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: JOBS_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await jobsPage(), { headers: NO_STORE });
}

export default function AdminJobs() {
  return <JobsView page={useLoaderData<typeof loader>()} />;
}
