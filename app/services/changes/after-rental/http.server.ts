/** Helpers of the after-rental pages' routes (feedback, card authorisation, identity check). */

/** The posted form as strings (each cut to `max` characters); an unreadable body is an empty form. */
export async function readForm(
  request: Request,
  max = 300,
  long: Record<string, number> = {},
): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in values)) values[name] = value.slice(0, long[name] ?? max);
  }
  return values;
}
