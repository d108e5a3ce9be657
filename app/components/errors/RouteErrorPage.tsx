import { UNAUTHORIZED } from "~/services/platform/error-text";
import { ErrorPage } from "./ErrorPage";
import { NotFoundPage } from "./NotFoundPage";

/**
 * The page the root error boundary shows: the not-found page for a 404 (but a 404 "Unauthorized",
 * the wrong user type of spec section 6, says so), else the error page of its status. `message`
 * is the text a route threw with its response, if any.
 */
export function RouteErrorPage({ status, message }: { status: number; message: string | null }) {
  return status === 404 && message !== UNAUTHORIZED ? (
    <NotFoundPage />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
