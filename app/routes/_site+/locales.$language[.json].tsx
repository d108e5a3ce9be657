import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueResponse } from "~/services/shell/language.server";

/** A language's catalogue for the browser, loaded before a page in it hydrates (ADR 0092). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  catalogueResponse(request, params.language);
