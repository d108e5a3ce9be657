import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { LOGOUT_PATH } from "~/services/shell/constants";
import { SIGN_OUT_LABEL } from "~/services/accounts/sign-out";
import { t } from "~/services/platform/i18n/translate";

/** A plain POST form to /logout: signs out with or without JavaScript. */
export function SignOutForm({
  className,
  buttonClassName,
  children,
}: {
  className?: string;
  buttonClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" action={LOGOUT_PATH} className={className} reloadDocument>
      <button type="submit" className={buttonClassName}>
        {children ?? t(SIGN_OUT_LABEL)}
      </button>
    </Form>
  );
}
