import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { StaffAccountPage } from "~/components/admin/staff/StaffAccountPage";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import {
  STAFF_FORM_IDS,
  staffAccessSchema,
  staffBranchesSchema,
  staffPasswordSchema,
} from "~/services/admin/staff/forms";
import { mayDisable } from "~/services/admin/staff/rules";
import {
  branchOptions,
  changeStaffAccess,
  changeStaffBranches,
  resetStaffPassword,
  staffAccountOr404,
} from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/staff/:userId/ (Admin): one account: its branches (Staff), a new password, disable or
 * enable. Each form posts here with its `intent`; a change redirects back (303) with a notice.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: STAFF_TEXT.title, noindex: true });

const branchesValidator = withZod(staffBranchesSchema);
const passwordValidator = withZod(staffPasswordSchema);
const accessValidator = withZod(staffAccessSchema);

const NOTICES = {
  created: STAFF_TEXT.created,
  branches: () => STAFF_TEXT.branchesSaved,
  password: () => STAFF_TEXT.passwordReset,
  disabled: () => STAFF_TEXT.accountDisabled,
  enabled: () => STAFF_TEXT.accountEnabled,
  unchanged: () => STAFF_TEXT.nothingChanged,
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const account = await staffAccountOr404(params.userId);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const notice = done in NOTICES ? NOTICES[done as keyof typeof NOTICES](account.email) : null;
  return data(
    { account, notice, branches: await branchOptions(), mayDisable: mayDisable(staff, account) },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const account = await staffAccountOr404(params.userId);
  const form = (await readFormData(request)) ?? new FormData();
  const back = (done: string) =>
    redirect(`${ADMIN_PATHS.staff}${account.id}/?done=${done}`, { status: 303, headers: NO_STORE });
  const intent = form.get("intent");
  if (intent === "branches") {
    const kept = { branchIds: form.getAll("branchIds").map((value) => String(value).slice(0, 12)) };
    const checked = await branchesValidator.validate(form);
    if (checked.error) return validationError({ ...checked.error, formId: STAFF_FORM_IDS.branches }, kept);
    const result = await changeStaffBranches(staff, account, checked.data.branchIds);
    if (!result.ok)
      return validationError({ fieldErrors: result.fieldErrors, formId: STAFF_FORM_IDS.branches }, kept, {
        status: 422,
      });
    return back(result.changed ? "branches" : "unchanged");
  }
  if (intent === "password") {
    const checked = await passwordValidator.validate(form);
    if (checked.error) return validationError({ ...checked.error, formId: STAFF_FORM_IDS.password }, {});
    const result = await resetStaffPassword(staff, account, checked.data.password);
    if (!result.ok)
      return validationError(
        { fieldErrors: result.fieldErrors, formId: STAFF_FORM_IDS.password },
        {},
        { status: 422 },
      );
    return back(result.changed ? "password" : "unchanged");
  }
  const checked = await accessValidator.validate(form);
  if (checked.error) return data({ formError: null }, { status: 400, headers: NO_STORE });
  const result = await changeStaffAccess(staff, account, checked.data.intent);
  if (!result.ok)
    return validationErrorWith(
      { formError: result.error },
      { fieldErrors: {}, formId: STAFF_FORM_IDS.access },
      {},
      {
        status: 403,
        headers: NO_STORE,
      },
    );
  if (!result.changed) return back("unchanged");
  return back(checked.data.intent === "disable" ? "disabled" : "enabled");
}

export default function AdminStaffAccount() {
  const { account, notice, branches, mayDisable: canDisable } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as { formError?: string | null } | undefined;
  return (
    <StaffAccountPage
      account={account}
      notice={notice}
      branches={branches}
      canDisable={canDisable}
      formError={posted?.formError ?? null}
    />
  );
}
