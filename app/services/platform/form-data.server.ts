/**
 * The one way an action reads a posted form. Nothing a visitor sends gets a 500: a body that
 * cannot be read as a form (a broken multipart, a cut stream, another type that slipped past the
 * request guard) reads as null, and the caller answers as it does for an empty form.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * The text fields of a form: the first value of each name, cut to `max` characters (`long` lets
 * named fields be longer); files are left out. No form gives no fields.
 */
export function formTexts(
  form: FormData | null,
  max = 300,
  long: Record<string, number> = {},
): Record<string, string> {
  const values: Record<string, string> = {};
  if (!form) return values;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in values)) values[name] = value.slice(0, long[name] ?? max);
  }
  return values;
}

/** readFormData then formTexts: a posted form as its text fields, {} when it cannot be read. */
export async function readFormTexts(
  request: Request,
  max = 300,
  long: Record<string, number> = {},
): Promise<Record<string, string>> {
  return formTexts(await readFormData(request), max, long);
}
