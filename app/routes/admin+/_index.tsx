import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BoardBookings } from "~/components/admin/board/BoardBookings";
import { SelectInput } from "~/components/form/controls";
import { requireStaff } from "~/services/admin/access/guard.server";
import { boardPage } from "~/services/admin/board/board.server";
import { BOARD_TEXT } from "~/services/admin/board/text";
import { adminBookingPath, adminCarPath } from "~/services/admin/fleet/paths";
import { VEHICLE_STATES } from "~/services/admin/fleet/rules";
import { VEHICLE_STATE_LABELS } from "~/services/admin/fleet/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";

/** /admin/: the branch board (issue 21), for the staff member's branches or the one chosen. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: BOARD_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const asked = new URL(request.url).searchParams.get("branch");
  const board = await boardPage(staff, asked);
  return data({ ...board, role: staff.role }, { headers: NO_STORE });
}

export default function AdminBoard() {
  const board = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={styles.title}>{BOARD_TEXT.title}</h1>
      {board.branches.length > 1 ? (
        <Form method="get" className={styles.inlineForm}>
          <SelectInput
            id="board-branch"
            name="branch"
            label={BOARD_TEXT.branchLabel}
            defaultValue={board.chosen}
            options={[
              {
                value: "all",
                label: board.role === "Admin" ? BOARD_TEXT.allBranchesAdmin : BOARD_TEXT.allBranches,
              },
              ...board.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
            ]}
          />
          <button type="submit" className={styles.plainButton}>
            {BOARD_TEXT.showButton}
          </button>
        </Form>
      ) : (
        <p className={styles.muted}>{board.branches[0]?.name}</p>
      )}

      <section aria-labelledby="board-clashes">
        <h2 id="board-clashes" className={styles.sectionTitle}>
          {BOARD_TEXT.clashes}
        </h2>
        {board.clashes.length === 0 ? (
          <p className={styles.muted}>{BOARD_TEXT.noClashes}</p>
        ) : (
          <div className={booking.notice.warning} role="alert">
            <p>{BOARD_TEXT.clashIntro}</p>
            <ul>
              {board.clashes.map((clash) => (
                <li key={`${clash.date}-${clash.branchId}-${clash.carClassId}`}>
                  {BOARD_TEXT.clashLine(
                    clash.date,
                    clash.branchName,
                    clash.classCode,
                    clash.claimed,
                    clash.cars,
                  )}
                  {": "}
                  {clash.references.map((reference, index) => (
                    <span key={reference}>
                      {index > 0 ? ", " : null}
                      <Link to={adminBookingPath(reference)}>{reference}</Link>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <div className={styles.grid}>
        <BoardBookings id="board-pickups-today" title={BOARD_TEXT.pickupsToday} rows={board.pickupsToday} />
        <BoardBookings id="board-returns-today" title={BOARD_TEXT.returnsToday} rows={board.returnsToday} />
        <BoardBookings
          id="board-pickups-tomorrow"
          title={BOARD_TEXT.pickupsTomorrow}
          rows={board.pickupsTomorrow}
        />
        <BoardBookings
          id="board-returns-tomorrow"
          title={BOARD_TEXT.returnsTomorrow}
          rows={board.returnsTomorrow}
        />
        <BoardBookings id="board-overdue" title={BOARD_TEXT.overdue} rows={board.overdue} />
      </div>

      <section aria-labelledby="board-cars">
        <h2 id="board-cars" className={styles.sectionTitle}>
          {BOARD_TEXT.cars}
        </h2>
        <ul>
          {VEHICLE_STATES.map((state) => (
            <li key={state}>
              {VEHICLE_STATE_LABELS[state]}: {board.carCounts[state]}
            </li>
          ))}
        </ul>
        {board.cars.length > 0 ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    {BOARD_TEXT.car}
                  </th>
                  <th className={styles.cell} scope="col">
                    {BOARD_TEXT.className}
                  </th>
                  <th className={styles.cell} scope="col">
                    {BOARD_TEXT.state}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.cars.map((car) => (
                  <tr key={car.registration}>
                    <td className={styles.cell}>
                      <Link to={adminCarPath(car.registration)}>{car.registration}</Link>
                    </td>
                    <td className={styles.cell}>{car.classCode}</td>
                    <td className={styles.cell}>
                      {VEHICLE_STATE_LABELS[car.state]}
                      {car.rentalReference ? (
                        <>
                          {" "}
                          (<Link to={adminBookingPath(car.rentalReference)}>{car.rentalReference}</Link>)
                        </>
                      ) : null}
                      {car.reason ? ` — ${car.reason}` : null}
                      {car.until ? ` (${BOARD_TEXT.until(car.until)})` : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </>
  );
}
