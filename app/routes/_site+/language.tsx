import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { chooseLanguage } from "~/services/shell/language.server";

/** The language switcher's post: remembers the choice, opens the same page in it (ADR 0092). */
export const action = ({ request }: ActionFunctionArgs) => chooseLanguage(request);

/** Nothing to show: a GET goes home. */
export const loader = () => redirect("/");
