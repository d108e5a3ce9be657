import { useEffect, useRef, useState } from "react";
import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { AgreementDocument } from "~/components/changes/AgreementDocument";
import { DamageNotes } from "~/components/changes/DamageNotes";
import { DAMAGE_TEXT } from "~/services/changes/damage/text";
import { ErrorText } from "~/components/form/controls";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import type { CounterAgreementView } from "~/services/admin/bookings/agreement.server";
import { AGREEMENT_FORM_ID, agreementSignSchema } from "~/services/admin/bookings/agreement-form";
import { AGREEMENT_TEXT as T } from "~/services/changes/agreement/text";
import * as admin from "~/styles/admin.css";
import * as styles from "~/styles/agreement.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

const validator = withZod(agreementSignSchema);
const PAD = { width: 600, height: 200 };

/**
 * The tablet's signature box (JavaScript only: without it the typed name and the tick sign). The
 * drawing goes with the form as a PNG data URL in `signatureImage`.
 */
function SignaturePad() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [ready, setReady] = useState(false);
  const [image, setImage] = useState("");
  const { error } = useField("signatureImage");
  useEffect(() => setReady(true), []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * PAD.width,
      y: ((event.clientY - box.top) / box.height) * PAD.height,
    };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = 3;
    context.lineCap = "round";
    context.strokeStyle = "#111";
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext("2d");
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setImage(canvas.current?.toDataURL("image/png") ?? "");
  };
  const clear = () => {
    canvas.current?.getContext("2d")?.clearRect(0, 0, PAD.width, PAD.height);
    setImage("");
  };

  return (
    <div className={formStyles.field}>
      <input type="hidden" name="signatureImage" value={image} />
      {ready ? (
        <>
          <p id="signature-pad-label" className={formStyles.label}>
            {T.signaturePad}
          </p>
          <canvas
            ref={canvas}
            width={PAD.width}
            height={PAD.height}
            className={styles.pad}
            role="img"
            aria-labelledby="signature-pad-label"
            data-testid="signature-pad"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerLeave={end}
          />
          <button type="button" className={admin.plainButton} onClick={clear}>
            {T.clearSignature}
          </button>
        </>
      ) : null}
      <ErrorText id="field-signatureImage-error" error={error} />
    </div>
  );
}

function AcceptField() {
  const { error, getInputProps } = useField("accept");
  const id = "field-accept";
  return (
    <div className={formStyles.field}>
      <div className={formStyles.checkboxRow}>
        <input
          {...getInputProps({ id, type: "checkbox", value: "yes" })}
          className={formStyles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{T.accept}</label>
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** The browser's print (with JavaScript; without it, the browser's own menu prints the same page). */
function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    <li>
      <button type="button" className={admin.plainButton} onClick={() => window.print()}>
        {T.print}
      </button>
    </li>
  ) : null;
}

/** /admin/bookings/<reference>/agreement/: the agreement, its downloads and, until signed, the signing form. */
export function CounterAgreementPage({
  view,
  message,
}: {
  view: CounterAgreementView;
  message: string | null;
}) {
  return (
    <>
      <h1 className={`${admin.title} ${styles.noPrint}`}>
        {T.title}: {view.reference}
      </h1>
      {message ? (
        <p className={`${booking.notice.info} ${styles.noPrint}`} role="status">
          {message}
        </p>
      ) : null}
      <ul className={`${admin.navList} ${styles.noPrint}`}>
        <li>
          <Link to={view.bookingPath}>{T.back}</Link>
        </li>
        <li>
          <a href={view.pdfPath} download>
            {T.downloadPdf}
          </a>
        </li>
        <PrintButton />
        {view.invoicePath ? (
          <li>
            <a href={view.invoicePath} download>
              {T.downloadInvoice}
            </a>
          </li>
        ) : null}
      </ul>
      <AgreementDocument content={view.content} signature={view.signature} />
      <section aria-labelledby="damage-title">
        <h2 id="damage-title" className={admin.sectionTitle}>
          {DAMAGE_TEXT.title}
        </h2>
        <DamageNotes notes={view.damage} />
      </section>
      {view.signature ? null : (
        <section aria-labelledby="sign-title" className={`${admin.card} ${styles.noPrint}`}>
          <h2 id="sign-title" className={admin.sectionTitle}>
            {T.signTitle}
          </h2>
          <p>{T.signLead}</p>
          <ValidatedForm id={AGREEMENT_FORM_ID} validator={validator} method="post" noValidate>
            <SignaturePad />
            <TextField name="typedName" label={T.typedName} autoComplete="off" hint={view.renter} />
            <AcceptField />
            <div className={booking.stepActions}>
              <SubmitButton formId={AGREEMENT_FORM_ID}>{T.signSubmit}</SubmitButton>
            </div>
          </ValidatedForm>
        </section>
      )}
    </>
  );
}
