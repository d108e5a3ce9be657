import { Form } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";
import { BookingLinks } from "~/components/admin/BookingLinks";
import { CarRow } from "~/components/admin/fleet/CarRow";
import { SelectInput } from "~/components/form/controls";
import type { SignedInStaff } from "~/services/admin/access/guard.server";
import type { BoardPage as BoardPageData } from "~/services/admin/board/board.server";
import { BOARD_TEXT } from "~/services/admin/board/text";
import { VEHICLE_STATES } from "~/services/admin/fleet/rules";
import { VEHICLE_STATE_LABELS } from "~/services/admin/fleet/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { BoardBookings } from "./BoardBookings";

/**
 * /admin/: the branch board, for the staff member's branches or the one chosen: the clashes, the
 * pick-ups and returns of today and tomorrow, the overdue returns, and the cars not ready.
 */
export function BoardPage({ board }: { board: BoardPageData & { role: SignedInStaff["role"] } }) {
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
                  <BookingLinks references={clash.references} />
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
          <AdminTable labels={[BOARD_TEXT.car, BOARD_TEXT.className, BOARD_TEXT.state]}>
            {board.cars.map((car) => (
              <CarRow
                key={car.registration}
                car={car}
                note={
                  <>
                    {car.reason ? ` — ${car.reason}` : null}
                    {car.until ? ` (${BOARD_TEXT.until(car.until)})` : null}
                  </>
                }
              />
            ))}
          </AdminTable>
        ) : null}
      </section>
    </>
  );
}
