import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AdminTable } from "~/components/admin/AdminTable";
import { PostButton } from "~/components/admin/PostButton";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { PRICING_FORM_IDS, promoCodeSchema } from "~/services/admin/pricing/forms";
import type { PromoCodesPage as PromoCodesPageData } from "~/services/admin/pricing/promo-codes.server";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/admin.css";
import { CheckboxField, DoneNotice, Intent } from "./fields";

const promoCode = withZod(promoCodeSchema);
const PROMO_FORM = PRICING_FORM_IDS.promoCode;

const dateTime = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : "");

/** /admin/promo-codes/: the form for a new code, the codes (withdraw, see uses), the bookings of one. */
export function PromoCodesPage({ page }: { page: PromoCodesPageData }) {
  return (
    <>
      <h1 className={styles.title}>{PRICING_TEXT.promoTitle}</h1>
      <DoneNotice>
        {page.done === "withdrawn" ? PRICING_TEXT.promoWithdrawn : page.done ? PRICING_TEXT.saved : null}
      </DoneNotice>
      <section aria-labelledby="promo-form" className={styles.card}>
        <h2 id="promo-form" className={styles.sectionTitle}>
          {PRICING_TEXT.newPromo}
        </h2>
        <ValidatedForm validator={promoCode} method="post" id={PROMO_FORM} defaultValues={{}}>
          <Intent value="create" />
          <div className={styles.grid}>
            <TextField
              name="code"
              id="promo-code"
              label="Code"
              hint="Letters, digits and hyphens; customers may type it in any case"
            />
            <TextField
              name="percent"
              id="promo-percent"
              label="Percent off the vehicle"
              inputMode="decimal"
            />
            <TextField
              name="validFrom"
              id="promo-from"
              label="Valid from"
              type="date"
              hint="Empty: from today"
            />
            <TextField name="validTo" id="promo-to" label="Valid to" type="date" hint="Empty: no end" />
            <TextField
              name="usageLimit"
              id="promo-limit"
              label="Usage limit"
              inputMode="numeric"
              hint="Most bookings that may use it; empty: no limit"
            />
          </div>
          <TextField name="description" id="promo-description" label="Description" />
          <CheckboxField name="requiresAaNumber" id="promo-aa" label="AA membership required" />
          <SubmitButton formId={PROMO_FORM} pendingText={PRICING_TEXT.saving}>
            {PRICING_TEXT.newPromo}
          </SubmitButton>
        </ValidatedForm>
      </section>

      <AdminTable labels={["Code", "Percent", "Valid", "Limit", PRICING_TEXT.uses, "Status", "Actions"]}>
        {page.codes.map((row) => {
          const upper = row.code.toUpperCase();
          return (
            <tr key={row.code}>
              <th className={styles.cell} scope="row">
                {upper}
                <br />
                <span className={styles.muted}>
                  {row.description}
                  {row.requiresAaNumber ? " · AA members" : ""}
                </span>
              </th>
              <td className={`${styles.cell} ${styles.number}`}>{row.discountPercent}%</td>
              <td className={styles.cell}>
                {row.validFrom ?? "…"} to {row.validTo ?? "…"}
              </td>
              <td className={`${styles.cell} ${styles.number}`}>{row.usageLimit ?? PRICING_TEXT.none}</td>
              <td className={`${styles.cell} ${styles.number}`}>
                <Link
                  to={`${ADMIN_PATHS.promoCodes}?uses=${encodeURIComponent(row.code)}#uses`}
                  aria-label={`${PRICING_TEXT.seeUses} of ${upper}`}
                >
                  {row.uses}
                </Link>
              </td>
              <td className={styles.cell}>
                <span className={row.withdrawnAt || !row.isActive ? styles.status.neutral : styles.status.ok}>
                  {row.withdrawnAt
                    ? `${PRICING_TEXT.withdrawn} ${dateTime(row.withdrawnAt)}`
                    : row.isActive
                      ? PRICING_TEXT.live
                      : PRICING_TEXT.ended}
                </span>
              </td>
              <td className={styles.cell}>
                {row.withdrawnAt ? null : (
                  <PostButton
                    intent="withdraw"
                    name="code"
                    value={row.code}
                    label={PRICING_TEXT.withdraw}
                    ariaLabel={`${PRICING_TEXT.withdraw} ${upper}`}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>

      {page.uses ? (
        <section aria-labelledby="uses">
          <h2 id="uses" className={styles.sectionTitle}>
            {PRICING_TEXT.usesTitle(page.uses.code)}
          </h2>
          {page.uses.bookings.length === 0 ? (
            <p className={styles.muted}>{PRICING_TEXT.noUses}</p>
          ) : (
            <AdminTable labels={["Booking", "Confirmed", "Pick-up", "Discount", "Total"]}>
              {page.uses.bookings.map((booking) => (
                <tr key={booking.reference}>
                  <th className={styles.cell} scope="row">
                    {booking.reference}
                  </th>
                  <td className={styles.cell}>{dateTime(booking.confirmedAt)}</td>
                  <td className={styles.cell}>{dateTime(booking.pickupAt)}</td>
                  <td className={`${styles.cell} ${styles.number}`}>
                    {booking.discount === null ? PRICING_TEXT.none : formatMoney(booking.discount)}
                  </td>
                  <td className={`${styles.cell} ${styles.number}`}>{formatMoney(booking.total)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>
      ) : null}
    </>
  );
}
