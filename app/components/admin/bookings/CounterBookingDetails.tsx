import { PriceSummary } from "~/components/booking/PriceSummary";
import { PICKUP_CHECKS_TEXT as PT } from "~/services/admin/bookings/pickup-checks-text";
import { BookingHistoryList } from "~/components/changes/BookingHistory";
import type { CounterBookingView } from "~/services/admin/bookings/page.server";
import { COUNTER_TEXT as T } from "~/services/admin/bookings/text";
import { RETURN_TEXT as RT } from "~/services/admin/bookings/return-text";
import { MANAGE_BOOKING_TEXT as C } from "~/services/changes/text";
import * as admin from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { AdminTable } from "~/components/admin/AdminTable";
import { AgreementLinks } from "./AgreementLinks";

/**
 * What the customer sees of a booking (from the site's manage-booking view), with what staff
 * see besides: the customer's contact details, the rental, payments, staff notes, the history
 * and the back-office changes.
 */
export function CounterBookingDetails({ view }: { view: CounterBookingView }) {
  const { booking: b } = view;
  return (
    <div className={admin.grid}>
      <section aria-labelledby="trip-title" className={admin.card}>
        <h2 id="trip-title" className={admin.sectionTitle}>
          {C.itineraryTitle}
        </h2>
        <dl className={booking.reviewList}>
          <dt>{C.pickup}</dt>
          <dd>
            {b.pickup.branchName}
            <br />
            <time dateTime={b.pickup.dateTime}>
              {b.pickup.date} at {b.pickup.time}
            </time>
          </dd>
          <dt>{C.dropOff}</dt>
          <dd>
            {b.dropOff.branchName}
            <br />
            <time dateTime={b.dropOff.dateTime}>
              {b.dropOff.date} at {b.dropOff.time}
            </time>
          </dd>
          <dt>{C.duration}</dt>
          <dd>{C.rentalDays(b.days)}</dd>
          <dt>{C.vehicleTitle}</dt>
          <dd>
            {b.vehicle.name} ({b.vehicle.typeName})
          </dd>
          <dt>{C.extrasTitle}</dt>
          <dd>{b.extras.length > 0 ? b.extras.map((extra) => extra.label).join(", ") : C.noExtras}</dd>
          <dt>{C.insurance}</dt>
          <dd>{b.insurance}</dd>
          {b.shuttle ? (
            <>
              <dt>{C.shuttleTitle}</dt>
              <dd>
                {b.shuttle.name}, {b.shuttle.details}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="customer-title" className={admin.card}>
        <h2 id="customer-title" className={admin.sectionTitle}>
          {T.customerTitle}
        </h2>
        <dl className={booking.reviewList}>
          <dt>{C.driver}</dt>
          <dd>{b.driver ?? "–"}</dd>
          <dt>{T.email}</dt>
          <dd>{b.email || "–"}</dd>
          {view.customer ? (
            <>
              <dt>{T.phone}</dt>
              <dd>{view.customer.phone}</dd>
              <dt>{T.country}</dt>
              <dd>{view.customer.country}</dd>
              {view.customer.flight ? (
                <>
                  <dt>{T.flight}</dt>
                  <dd>{view.customer.flight}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="price-title" className={admin.card}>
        <h2 id="price-title" className={admin.sectionTitle}>
          {C.priceTitle}
        </h2>
        {b.breakdown ? <PriceSummary breakdown={b.breakdown} hideCaption /> : <p>{b.total}</p>}
      </section>

      <section aria-labelledby="rental-title" className={admin.card}>
        <h2 id="rental-title" className={admin.sectionTitle}>
          {T.rentalTitle}
        </h2>
        {view.rental ? (
          <dl className={booking.reviewList}>
            <dt>{T.rentalCar}</dt>
            <dd>{view.rental.car}</dd>
            <dt>{T.pickedUpAt}</dt>
            <dd>
              {view.rental.pickedUpAt}: {view.rental.pickupOdometerKm} km, {view.rental.pickupFuelPercent}%
            </dd>
            <dt>{T.checks}</dt>
            <dd>{view.rental.checks.join(", ") || "–"}</dd>
            {view.rental.licences.length > 0 ? (
              <>
                <dt>{PT.licencesOnRental}</dt>
                <dd>
                  <ul>
                    {view.rental.licences.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {view.rental.bond ? (
              <>
                <dt>{PT.bondOnRental}</dt>
                <dd>{view.rental.bond}</dd>
              </>
            ) : null}
            {view.rental.returnedAt ? (
              <>
                <dt>{T.returnedAt}</dt>
                <dd>
                  {view.rental.returnedAt}: {view.rental.returnOdometerKm} km, {view.rental.returnFuelPercent}
                  %
                </dd>
                {view.rental.returnBranch ? (
                  <>
                    <dt>{RT.returnedTo}</dt>
                    <dd>{view.rental.returnBranch}</dd>
                  </>
                ) : null}
                {view.rental.damageNote ? (
                  <>
                    <dt>{T.damageNote}</dt>
                    <dd>{view.rental.damageNote}</dd>
                  </>
                ) : null}
                <dt>{T.charges}</dt>
                <dd>
                  {view.rental.charges.length > 0 ? (
                    <ul>
                      {view.rental.charges.map((charge) => (
                        <li key={charge.label}>
                          {charge.label}: {charge.amount}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {view.rental.chargesTotal}
                  {view.rental.chargeStatus ? ` (${view.rental.chargeStatus})` : ""}
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>{T.notPickedUp}</p>
        )}
        {view.rental ? (
          <AgreementLinks
            reference={b.reference}
            returned={Boolean(view.rental.returnedAt)}
            invoiceEmailedAt={view.rental.invoiceEmailedAt}
          />
        ) : null}
      </section>

      <section aria-labelledby="payments-title" className={admin.card}>
        <h2 id="payments-title" className={admin.sectionTitle}>
          {T.paymentsTitle}
        </h2>
        <AdminTable
          scrollLabel={T.paymentsTitle}
          labels={[
            T.paymentColumns.date,
            T.paymentColumns.purpose,
            T.paymentColumns.method,
            T.paymentColumns.status,
          ]}
        >
          {view.payments.map((payment) => (
            <tr key={payment.id}>
              <td className={admin.cell}>
                <time dateTime={payment.dateTime}>{payment.date}</time>
              </td>
              <td className={admin.cell}>{payment.purpose}</td>
              <td className={admin.cell}>{payment.method}</td>
              <td className={`${admin.cell} ${admin.number}`}>{payment.amount}</td>
              <td className={admin.cell}>{payment.status}</td>
              <td className={`${admin.cell} ${admin.number}`}>{payment.refunded ?? ""}</td>
            </tr>
          ))}
        </AdminTable>
      </section>

      <section aria-labelledby="notes-title" className={admin.card}>
        <h2 id="notes-title" className={admin.sectionTitle}>
          {T.notesTitle}
        </h2>
        {view.notes.length === 0 ? (
          <p>{T.noNotes}</p>
        ) : (
          <ul>
            {view.notes.map((note) => (
              <li key={note.id}>
                <time dateTime={note.dateTime}>{note.when}</time>, {note.author}: {note.body}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-title" className={admin.card}>
        <h2 id="history-title" className={admin.sectionTitle}>
          {T.historyTitle}
        </h2>
        <BookingHistoryList history={view.history} />
      </section>

      <section aria-labelledby="audit-title" className={admin.card}>
        <h2 id="audit-title" className={admin.sectionTitle}>
          {T.auditTitle}
        </h2>
        <ol data-testid="booking-audit">
          {view.audit.map((event) => (
            <li key={event.id}>
              <time dateTime={event.dateTime}>{event.when}</time>: <code>{event.action}</code> by {event.who}
              {event.reason ? ` (${event.reason})` : ""}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
