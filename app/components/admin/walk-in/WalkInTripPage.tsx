import { Form } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";
import { InputField, SelectInput } from "~/components/form/controls";
import type { WalkInTripPage as Page } from "~/services/admin/walk-in/trip.server";
import { WALK_IN_TEXT as T } from "~/services/admin/walk-in/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/**
 * /admin/bookings/new/: the trip (a GET form: the branch, the drop-off branch, the return) and the
 * classes free from now, each with its price and a "Book" button that holds one.
 */
export function WalkInTripPage({ page, refusal }: { page: Page; refusal: string | null }) {
  const { values, errors } = page;
  return (
    <>
      <h1 className={styles.title}>{T.title}</h1>
      <h2 className={styles.sectionTitle}>{T.tripTitle}</h2>
      <p className={styles.muted}>{page.pickup}</p>
      <Form method="get" className={styles.grid}>
        <SelectInput
          id="walk-in-branch"
          name="branch"
          label={T.branch}
          options={page.branches}
          defaultValue={values.branch}
          error={errors.branch}
        />
        <SelectInput
          id="walk-in-drop-off-branch"
          name="dropOffBranch"
          label={T.dropOffBranch}
          options={page.dropOffBranches}
          defaultValue={values.dropOffBranch}
          error={errors.dropOffBranch}
        />
        <InputField
          id="walk-in-return-date"
          name="returnDate"
          type="date"
          label={T.returnDate}
          defaultValue={values.returnDate}
          error={errors.returnDate}
          required
        />
        <InputField
          id="walk-in-return-time"
          name="returnTime"
          type="time"
          label={T.returnTime}
          defaultValue={values.returnTime}
          error={errors.returnTime}
          required
        />
        <div>
          <button type="submit" className={formStyles.button}>
            {T.showCars}
          </button>
        </div>
      </Form>
      {refusal ? (
        <p className={booking.notice.warning} role="alert">
          {refusal}
        </p>
      ) : null}
      {page.cars ? (
        <>
          <h2 className={styles.sectionTitle}>{T.availableTitle}</h2>
          {page.cars.length === 0 ? (
            <p>{T.noneAvailable}</p>
          ) : (
            <AdminTable labels={[T.columns.vehicle, T.columns.price, T.columns.book]}>
              {page.cars.map((car) => (
                <tr key={car.carClassId}>
                  <td className={styles.cell}>{car.name}</td>
                  <td className={styles.cell}>
                    {T.perDay(car.dailyRate)}
                    <br />
                    <span className={styles.muted}>{T.total(car.total)}</span>
                  </td>
                  <td className={styles.cell}>
                    {car.bookable ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="hold" />
                        <input type="hidden" name="carClassId" value={car.carClassId} />
                        <input type="hidden" name="branch" value={values.branch} />
                        <input type="hidden" name="dropOffBranch" value={values.dropOffBranch} />
                        <input type="hidden" name="returnDate" value={values.returnDate} />
                        <input type="hidden" name="returnTime" value={values.returnTime} />
                        <button type="submit" className={formStyles.button}>
                          {T.choose(car.name)}
                        </button>
                      </Form>
                    ) : (
                      T.soldOut
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      ) : null}
    </>
  );
}
