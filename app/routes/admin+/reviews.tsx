import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import { AdminReviewList } from "~/components/admin/reviews/AdminReviewList";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireStaff } from "~/services/admin/access/guard.server";
import { reviewVisibilitySchema } from "~/services/admin/reviews/forms";
import {
  ADMIN_REVIEWS_LIMIT,
  changeReviewVisibility,
  listReviewsForStaff,
} from "~/services/admin/reviews/reviews.server";
import { ADMIN_REVIEWS_TEXT as T } from "~/services/admin/reviews/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/** /admin/reviews/: recent feedback of the staff member's branches (Admin: all), hide or show each. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

const validator = withZod(reviewVisibilitySchema);

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const done = new URL(request.url).searchParams.get("done");
  const reviews = await listReviewsForStaff(staff);
  return data(
    {
      reviews,
      isAdmin: staff.role === "Admin",
      done: done && T.done[done] ? T.done[done] : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const checked = await validator.validate((await readFormData(request)) ?? new FormData());
  if (checked.error) return validationError(checked.error, {}, { status: 422, headers: NO_STORE });
  const { outcome } = await changeReviewVisibility(staff, checked.data);
  return redirect(
    `${ADMIN_PATHS.reviews}?done=${outcome}#review-${encodeURIComponent(checked.data.feedbackId)}`,
    303,
  );
}

export default function AdminReviews() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={styles.title}>{T.title}</h1>
      <p>{T.intro}</p>
      {page.isAdmin ? null : <p className={styles.muted}>{T.staffScope}</p>}
      {page.done ? (
        <p className={booking.notice.info} role="status">
          {page.done}
        </p>
      ) : null}
      {page.reviews.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <>
          <p className={styles.muted}>{T.limitNote(ADMIN_REVIEWS_LIMIT)}</p>
          <AdminReviewList reviews={page.reviews} />
        </>
      )}
    </>
  );
}
