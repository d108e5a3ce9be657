import { z } from "zod";
import { API_MAX_BODY_BYTES } from "./constants";
import { API_MESSAGES } from "./text";
import { API_KEY_HEADER } from "./demo-key";
import type { ApiEndpoint } from "./endpoint";
import { API_ENDPOINTS } from "./endpoints.server";
import { envelope } from "./http.server";
import { zodToJsonSchema, type JsonSchema } from "./zod-json-schema";

/**
 * The OpenAPI 3.1 document of the API (/api/openapi.json), made from the endpoint table and the
 * same zod schemas that validate the requests, so it lists exactly what is served and checked.
 */

export const OPENAPI_VERSION = "3.1.0";
export const API_VERSION = "1.0.0";

/** "booking/validateAAMembership" → "bookingValidateAAMembership"; "Lookup" → "lookup". */
export function operationIdOf(endpoint: Pick<ApiEndpoint, "path">): string {
  const parts = endpoint.path.split("/");
  return parts
    .map((part, index) =>
      index === 0
        ? part.charAt(0).toLowerCase() + part.slice(1)
        : part.charAt(0).toUpperCase() + part.slice(1),
    )
    .join("");
}

function objectShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> {
  let current = schema;
  while (current instanceof z.ZodEffects) current = current.innerType();
  return current instanceof z.ZodObject ? (current.shape as Record<string, z.ZodTypeAny>) : {};
}

export type ApiParameter = {
  name: string;
  in: "query";
  required: boolean;
  description: string;
  schema: JsonSchema;
};

export function queryParameters(endpoint: ApiEndpoint): ApiParameter[] {
  if (!endpoint.query) return [];
  return Object.entries(objectShape(endpoint.query)).map(([name, field]) => {
    const schema = zodToJsonSchema(field);
    const { description, ...rest } = schema;
    return {
      name,
      in: "query",
      required: !field.isOptional(),
      description: typeof description === "string" ? description : "",
      schema: rest,
    };
  });
}

export function securityOf(endpoint: ApiEndpoint): Record<string, string[]>[] {
  if (endpoint.auth === "bearer") return [{ apiKey: [], bearerAuth: [] }];
  if (endpoint.auth === "optional-bearer") return [{ apiKey: [] }, { apiKey: [], bearerAuth: [] }];
  return [{ apiKey: [] }];
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function operation(endpoint: ApiEndpoint): Record<string, unknown> {
  const id = operationIdOf(endpoint);
  const responses: Record<string, unknown> = {
    "200": {
      description: "Success: the call's result in the envelope.",
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Envelope" },
          example: envelope(200, endpoint.example.result),
        },
      },
    },
    "400": ref("BadRequest"),
    "401": ref("Unauthorized"),
    "404": ref("NotFound"),
    "405": ref("MethodNotAllowed"),
    "500": ref("ServerError"),
  };
  if (endpoint.cacheable) responses["304"] = ref("NotModified");
  if (endpoint.method === "POST") responses["413"] = ref("PayloadTooLarge");
  if (endpoint.rateLimited) responses["429"] = ref("TooManyRequests");
  for (const failure of endpoint.failures ?? [])
    responses[String(failure.status)] = errorResponse(failure.description, failure.status, failure.message);
  const op: Record<string, unknown> = {
    operationId: id,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    parameters: queryParameters(endpoint).map(({ description, ...parameter }) =>
      description ? { ...parameter, description } : parameter,
    ),
    responses,
  };
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: {
        "application/json": {
          schema: { $ref: `#/components/schemas/${requestSchemaName(endpoint)}` },
          example: endpoint.example.body,
        },
      },
    };
  }
  return op;
}

export function requestSchemaName(endpoint: ApiEndpoint): string {
  const id = operationIdOf(endpoint);
  return `${id.charAt(0).toUpperCase()}${id.slice(1)}Request`;
}

function errorResponse(description: string, status: number, message: string): Record<string, unknown> {
  return {
    description,
    content: {
      "application/json": {
        schema: { $ref: "#/components/schemas/Envelope" },
        example: envelope(status, null, [{ errorMessage: message }]),
      },
    },
  };
}

function buildDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {
    ErrorItem: {
      type: "object",
      properties: {
        errorMessage: { type: "string", description: "A message to show." },
        field: {
          type: "string",
          description: "The query or body field the message is about, when it is about one.",
        },
      },
      required: ["errorMessage"],
    },
    Envelope: {
      type: "object",
      description: "Every answer of every call.",
      properties: {
        result: { description: "The call's result; null (or false where the call says so) on failure." },
        hasError: { type: "boolean" },
        errors: { type: "array", items: { $ref: "#/components/schemas/ErrorItem" } },
        statusCode: { type: "integer", description: "The HTTP status, repeated." },
      },
      required: ["result", "hasError", "errors", "statusCode"],
    },
  };
  for (const endpoint of API_ENDPOINTS) {
    const key = `/api/${endpoint.path}`;
    paths[key] ??= {};
    paths[key][endpoint.method.toLowerCase()] = operation(endpoint);
    if (endpoint.body) schemas[requestSchemaName(endpoint)] = zodToJsonSchema(endpoint.body);
  }
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: {
      title: "GO Rentals API",
      version: API_VERSION,
      description:
        "The calls of the GO Rentals website for the GO mobile app and partners. Every call needs the api-key header; calls marked bearer also need `Authorization: Bearer <token>` from auth/login. Every answer is the envelope { result, hasError, errors, statusCode }. Browsers may call it from the origins in PARTNER_ORIGINS only.",
    },
    servers: [{ url: "/" }],
    tags: [
      {
        name: "Booking",
        description: "Searches, the AA membership check, and changing a booking (options, price, confirm).",
      },
      { name: "Accounts", description: "Sign-in, tokens, password and the customer's account." },
      { name: "Business", description: "Agent and corporate accounts." },
      { name: "Reference data", description: "Lookups, driver questions and processing fees." },
    ],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: "apiKey",
          in: "header",
          name: API_KEY_HEADER,
          description: "Created with npm run api-key:create -- --name <name>.",
        },
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "The token from auth/login (1800 s; auth/renewToken renews it).",
        },
      },
      schemas,
      responses: {
        NotModified: { description: "Not modified: the If-None-Match ETag is still current." },
        BadRequest: errorResponse(
          "Bad input: one error per field.",
          400,
          "Please enter a valid email address",
        ),
        Unauthorized: errorResponse(
          "No valid api-key header, or a bearer call without a live token.",
          401,
          API_MESSAGES.apiKeyRequired,
        ),
        NotFound: errorResponse(
          "Unknown call, or a call for another user type (Unauthorized).",
          404,
          API_MESSAGES.notFound,
        ),
        MethodNotAllowed: errorResponse(
          "The call takes another method (see Allow).",
          405,
          API_MESSAGES.methodNotAllowed("GET"),
        ),
        PayloadTooLarge: errorResponse(
          "The body is over the limit.",
          413,
          API_MESSAGES.bodyTooLarge(Math.round(API_MAX_BODY_BYTES / 1024)),
        ),
        TooManyRequests: errorResponse(
          "Rate limited, like the website's form (see Retry-After).",
          429,
          "Too many attempts. Please wait 15 minutes and try again, or call us.",
        ),
        ServerError: errorResponse("Something unexpected went wrong.", 500, API_MESSAGES.unexpected),
      },
    },
  };
}

let cached: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  cached ??= buildDocument();
  return cached;
}
