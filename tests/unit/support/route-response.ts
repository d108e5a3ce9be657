/**
 * What a loader or action answered, as the HTTP response a test reads. Under single fetch a
 * route returns its data as it is, or in `data()` with a status and headers (ADR 0083); the
 * browser gets it through Remix's encoding, a test through this: the same status and headers,
 * the data as JSON. A Response (a redirect, remix-validated-form's errors, a resource route's
 * answer) is passed on unchanged.
 */
export async function routeResponse(answer: unknown): Promise<Response> {
  const value = await answer;
  if (value instanceof Response) return value;
  if (isDataWithInit(value)) return Response.json(value.data, value.init ?? undefined);
  return Response.json(value);
}

/** `data(value, init)`'s result: Remix marks it with this type (UNSAFE_DataWithResponseInit). */
function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}
