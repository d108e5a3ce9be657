import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { NewStaffPage } from "~/components/admin/staff/NewStaffPage";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { createStaffSchema, STAFF_FORM_IDS } from "~/services/admin/staff/forms";
import { branchOptions, createStaffAccount } from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/staff/new/ (Admin): creates a Staff or Admin account with a first password. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: STAFF_TEXT.newTitle, noindex: true });

const FORM_ID = STAFF_FORM_IDS.create;
const validator = withZod(createStaffSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ branches: await branchOptions() }, { headers: NO_STORE });
}

/** Every value but the password goes back to the form. */
function kept(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 254);
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    role: text("role"),
    branchIds: form.getAll("branchIds").map((value) => String(value).slice(0, 12)),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const checked = await validator.validate(form);
  if (checked.error) return validationError({ ...checked.error, formId: FORM_ID }, kept(form));
  const result = await createStaffAccount(staff, checked.data);
  if (!result.ok)
    return validationError({ fieldErrors: result.fieldErrors, formId: FORM_ID }, kept(form), { status: 409 });
  return redirect(`${ADMIN_PATHS.staff}${result.id}/?done=created`, { status: 303, headers: NO_STORE });
}

export default function AdminStaffNew() {
  return <NewStaffPage branches={useLoaderData<typeof loader>().branches} />;
}
