import type { z } from "zod";
import type { AccountUser } from "~/models/accounts/users.server";

/** The shape of one call of the JSON API (spec section 7); endpoints.server.ts lists them. */

/** Who may call: any user type of the site (bearer calls narrow it per endpoint). */
export type ApiUserType = AccountUser["userType"];

export type ApiContext = {
  request: Request;
  /** The parsed query (the endpoint's query schema's output). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed by each endpoint's own schema
  query: any;
  /** The parsed body (the endpoint's body schema's output). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed by each endpoint's own schema
  body: any;
  /** The bearer token's user (always set for auth "bearer"; maybe for "optional-bearer"). */
  user: AccountUser | null;
  token: string | null;
  ip: string;
  now: Date;
};

export type ApiOutcome = { status?: number; result: unknown; headers?: Record<string, string> };

export type ApiEndpoint = {
  /** Under /api/, as spec section 7 spells it ("Lookup", "booking/search"). Matched without regard to case. */
  path: string;
  method: "GET" | "POST";
  summary: string;
  description: string;
  tag: "Booking" | "Accounts" | "Business" | "Reference data";
  /** none: api key only; bearer: also a live access token; optional-bearer: a token only for some inputs. */
  auth: "none" | "bearer" | "optional-bearer";
  /** For optional-bearer: when the token is used (the reference page's auth line). */
  bearerWhen?: string;
  /** Bearer calls open to these user types only (others: 404 Unauthorized, spec section 8). */
  userTypes?: readonly ApiUserType[];
  query?: z.ZodTypeAny;
  /** The body schema the document shows; `bodyFor` (when set) builds the one that validates, from live data. */
  body?: z.ZodTypeAny;
  bodyFor?: () => Promise<z.ZodTypeAny>;
  /** Lookups and driver questions: Cache-Control and ETag, 304 on If-None-Match. */
  cacheable?: boolean;
  /** Rate limited like the website's own form (429 with Retry-After). */
  rateLimited?: boolean;
  /** The call's own failures beyond the common ones (OpenAPI responses, with an example message). */
  failures?: readonly { status: number; description: string; message: string }[];
  example: { query?: Record<string, string>; body?: unknown; result: unknown };
  handle: (context: ApiContext) => Promise<ApiOutcome>;
};
