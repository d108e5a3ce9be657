import { NOT_FOUND_TITLE } from "./page-text";

/**
 * Error status as spec section 8 reads it: statusCode, then status, then the response's status,
 * defaulting to 500.
 */
export function errorStatus(error: unknown): number {
  if (error && typeof error === "object") {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}

/** The 404 a loader throws for a page that does not exist; the root's error page shows it. */
export function notFound(): Response {
  return new Response(NOT_FOUND_TITLE, { status: 404 });
}
