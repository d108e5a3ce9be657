import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AdminTable } from "~/components/admin/AdminTable";
import { DoneNotice } from "~/components/admin/pricing/fields";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import type { CurrenciesPage as CurrenciesPageData } from "~/services/admin/currencies/currencies.server";
import { currencyFormId, currencyRateSchema } from "~/services/admin/currencies/forms";
import { CURRENCIES_TEXT as T } from "~/services/admin/currencies/text";
import * as styles from "~/styles/admin.css";

const currencyRate = withZod(currencyRateSchema);

/** /admin/currencies/: each visitor currency, its rate, when and by whom it was set, and its form. */
export function CurrenciesPage({ page }: { page: CurrenciesPageData }) {
  return (
    <>
      <h1 className={styles.title}>{T.title}</h1>
      <p className={styles.muted}>{T.intro}</p>
      <DoneNotice>{page.done ? T.saved : null}</DoneNotice>
      <AdminTable labels={["Currency", T.setAt, T.setBy, T.status, T.rate]}>
        {page.currencies.map((row) => (
          <tr key={row.code}>
            <th className={styles.cell} scope="row">
              {row.code}
            </th>
            <td className={styles.cell}>{row.setAt ?? T.notSet}</td>
            <td className={styles.cell}>{row.setBy ?? ""}</td>
            <td className={styles.cell}>
              <span className={row.shown ? styles.status.ok : styles.status.neutral}>
                {row.shown ? T.shown : T.notShown}
              </span>
            </td>
            <td className={styles.cell}>
              <ValidatedForm
                validator={currencyRate}
                method="post"
                id={currencyFormId(row.code)}
                className={styles.inlineForm}
                defaultValues={{ unitsPerNzd: row.unitsPerNzd ?? "" }}
              >
                <input type="hidden" name="currency" value={row.code} />
                <TextField
                  name="unitsPerNzd"
                  id={`rate-${row.code}`}
                  label={T.rateLabel(row.code)}
                  inputMode="decimal"
                />
                <SubmitButton formId={currencyFormId(row.code)} pendingText={T.saving} variant="secondary">
                  {T.save}
                </SubmitButton>
              </ValidatedForm>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
