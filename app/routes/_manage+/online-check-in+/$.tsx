import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckInDonePage, type DoneData } from "~/components/online-check-in/CheckInDonePages";
import { CheckInStepPage } from "~/components/online-check-in/CheckInStepPage";
import type { StepData } from "~/components/online-check-in/StepParts";
import { CHECK_IN_STEP_TITLES, CHECK_IN_TEXT as T } from "~/services/changes/check-in/text";
import {
  checkInPageAction,
  checkInPageLoader,
  parseCheckInPage,
} from "~/services/changes/check-in/steps.server";
import { seoMeta } from "~/services/content/seo/seo";
import { t } from "~/services/platform/i18n/translate";

/**
 * Every page of online check-in after the start (/online-check-in/hirer/ … /confirmation/):
 * the step engine and the rules are in app/services/changes/check-in/rules*.ts.
 */
function pageOf(params: LoaderFunctionArgs["params"]) {
  const page = parseCheckInPage(params["*"]);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

export const loader = ({ request, params }: LoaderFunctionArgs) => checkInPageLoader(request, pageOf(params));
export const action = ({ request, params }: ActionFunctionArgs) => checkInPageAction(request, pageOf(params));

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = (args.data as { step?: keyof typeof CHECK_IN_STEP_TITLES; page?: string } | undefined) ?? {};
  const title = page.step
    ? CHECK_IN_STEP_TITLES[page.step]
    : page.page === "summary"
      ? T.summaryTitle
      : T.confirmationTitle;
  return seoMeta(args, { title: `${t(title)} | ${t(T.title)}`, noindex: true });
};

export default function OnlineCheckInPage() {
  const loaded = useLoaderData<typeof loader>() as unknown as StepData | DoneData;
  const posted = useActionData<typeof action>() as unknown as StepData | undefined;
  const data = posted ?? loaded;
  if ("done" in data) return <CheckInDonePage data={data as DoneData} />;
  return <CheckInStepPage data={data as StepData} />;
}
