import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { TextAreaField } from "~/components/admin/bookings/CounterForms";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { DAMAGE_FORM_ID, DAMAGE_PHOTO_FIELD, damageSchema } from "~/services/admin/damage/forms";
import type { DamageFormView } from "~/services/admin/damage/page.server";
import { DAMAGE_NOTE_MAX_LENGTH } from "~/services/admin/damage/rules";
import { DAMAGE_FORM_TEXT as T } from "~/services/admin/damage/text";
import { UPLOAD_IMAGE_ACCEPT } from "~/services/platform/uploads/constants";
import * as admin from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

const validator = withZod(damageSchema);

/** The photos: a plain file input taking several files (never repopulated), its error beside it. */
function PhotosField() {
  const { error } = useField(DAMAGE_PHOTO_FIELD);
  const id = `field-${DAMAGE_PHOTO_FIELD}`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {T.photos}
      </label>
      <span id={`${id}-hint`} className={formStyles.hint}>
        {T.photosHint}
      </span>
      <input
        id={id}
        name={DAMAGE_PHOTO_FIELD}
        type="file"
        multiple
        accept={UPLOAD_IMAGE_ACCEPT}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <span id={`${id}-error`} className={formStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The counter's damage form (issue 32 item 7): a multipart POST to the booking's damage page,
 * which answers 303 back to the booking, or shows this form again with the messages beside the
 * fields. Works without JavaScript; the token makes a double submit record once.
 */
export function DamageForm({ form, level = 3 }: { form: DamageFormView; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${DAMAGE_FORM_ID}-title`} className={admin.card}>
      <Heading id={`${DAMAGE_FORM_ID}-title`} className={admin.sectionTitle}>
        {T.title}
      </Heading>
      <ValidatedForm
        id={DAMAGE_FORM_ID}
        validator={validator}
        method="post"
        action={form.action}
        encType="multipart/form-data"
        noValidate
        defaultValues={{ stage: form.defaultStage as never }}
      >
        <input type="hidden" name="token" value={form.token} />
        <SelectField name="stage" label={T.stage} options={form.stages} />
        <SelectField name="place" label={T.place} options={form.places} placeholder={T.choosePlace} />
        <TextAreaField name="note" label={T.note} maxLength={DAMAGE_NOTE_MAX_LENGTH} />
        <PhotosField />
        <div className={booking.stepActions}>
          <SubmitButton formId={DAMAGE_FORM_ID} pendingText={T.pending}>
            {T.submit}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}
