import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { BranchCheckboxes } from "~/components/admin/staff/BranchCheckboxes";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { staffAccessSchema, staffBranchesSchema, staffPasswordSchema } from "~/services/admin/staff/forms";
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
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
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
    if (checked.error) return validationError({ ...checked.error, formId: "staff-branches" }, kept);
    const result = await changeStaffBranches(staff, account, checked.data.branchIds);
    if (!result.ok)
      return validationError({ fieldErrors: result.fieldErrors, formId: "staff-branches" }, kept, {
        status: 422,
      });
    return back(result.changed ? "branches" : "unchanged");
  }
  if (intent === "password") {
    const checked = await passwordValidator.validate(form);
    if (checked.error) return validationError({ ...checked.error, formId: "staff-password" }, {});
    const result = await resetStaffPassword(staff, account, checked.data.password);
    if (!result.ok)
      return validationError(
        { fieldErrors: result.fieldErrors, formId: "staff-password" },
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
      { fieldErrors: {}, formId: "staff-access" },
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
  const name = `${account.firstName} ${account.lastName}`;
  return (
    <>
      <h1 className={styles.title}>{name}</h1>
      <p>
        <Link to={ADMIN_PATHS.staff}>{STAFF_TEXT.backToList}</Link>
      </p>
      {notice ? (
        <div className={booking.notice.info} role="status">
          {notice}
        </div>
      ) : null}
      <dl className={styles.grid}>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.emailLabel}</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.role}</dt>
          <dd>{account.role}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.status}</dt>
          <dd>
            <span className={account.disabled ? styles.status.warn : styles.status.ok}>
              {account.disabled ? STAFF_TEXT.disabled : STAFF_TEXT.active}
            </span>
          </dd>
        </div>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.secondStep}</dt>
          <dd>{account.totpEnabled ? STAFF_TEXT.on : STAFF_TEXT.off}</dd>
        </div>
      </dl>

      {account.role === "Staff" ? (
        <ValidatedForm id="staff-branches" validator={branchesValidator} method="post" noValidate>
          <input type="hidden" name="intent" value="branches" />
          <BranchCheckboxes
            legend={STAFF_TEXT.branches}
            hint={STAFF_TEXT.branchesHint}
            options={branches}
            checked={account.branchIds.map(String)}
          />
          <div className={booking.stepActions}>
            <SubmitButton formId="staff-branches" pendingText="Saving…">
              {STAFF_TEXT.saveBranches}
            </SubmitButton>
          </div>
        </ValidatedForm>
      ) : null}

      <ValidatedForm id="staff-password" validator={passwordValidator} method="post" noValidate>
        <input type="hidden" name="intent" value="password" />
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{STAFF_TEXT.resetLegend}</legend>
          <TextField
            name="password"
            label={STAFF_TEXT.newPasswordLabel}
            hint={STAFF_TEXT.passwordHint}
            type="password"
            autoComplete="new-password"
          />
          <div className={booking.stepActions}>
            <SubmitButton formId="staff-password" pendingText="Saving…" variant="secondary">
              {STAFF_TEXT.resetButton}
            </SubmitButton>
          </div>
        </fieldset>
      </ValidatedForm>

      <ValidatedForm id="staff-access" validator={accessValidator} method="post" noValidate>
        <input type="hidden" name="intent" value={account.disabled ? "enable" : "disable"} />
        <fieldset className={booking.fieldset}>
          {posted?.formError ? (
            <div className={booking.notice.warning} role="alert">
              {posted.formError}
            </div>
          ) : null}
          <legend className={booking.legend}>{STAFF_TEXT.accessLegend}</legend>
          {account.disabled ? (
            <div className={booking.stepActions}>
              <SubmitButton formId="staff-access" pendingText="Saving…">
                {STAFF_TEXT.enableButton}
              </SubmitButton>
            </div>
          ) : canDisable ? (
            <>
              <p className={styles.muted}>{STAFF_TEXT.disableHint}</p>
              <div className={booking.stepActions}>
                <SubmitButton formId="staff-access" pendingText="Saving…" variant="secondary">
                  {STAFF_TEXT.disableButton}
                </SubmitButton>
              </div>
            </>
          ) : (
            <p className={styles.muted}>{STAFF_TEXT.selfDisableHint}</p>
          )}
        </fieldset>
      </ValidatedForm>
    </>
  );
}
