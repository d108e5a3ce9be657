import { getConfig } from "~/config.server";
import { API_LOOKUP_MAX_AGE_SECONDS, API_MAX_BODY_BYTES, API_OPENAPI_PATH } from "./constants";
import { API_MESSAGES } from "./text";
import { API_KEY_HEADER } from "./demo-key";
import type { ApiEndpoint } from "./endpoint";
import { API_ENDPOINTS } from "./endpoints.server";
import { envelope } from "./http.server";
import { operationIdOf, queryParameters } from "./openapi.server";
import { zodToJsonSchema, type JsonSchema } from "./zod-json-schema";

/**
 * What the /api/ reference page shows, made from the same endpoint table and schemas as the
 * OpenAPI document: every call with method, auth, parameters and an example.
 */

export type ReferenceParameter = {
  name: string;
  location: "query" | "body";
  required: boolean;
  type: string;
  rules: string;
  description: string;
};

export type ReferenceEndpoint = {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  auth: string;
  cacheable: boolean;
  parameters: ReferenceParameter[];
  exampleRequest: string;
  exampleResponse: string;
};

export type ApiReferenceData = {
  baseUrl: string;
  openApiPath: string;
  keyHeader: string;
  maxBodyKb: number;
  lookupMaxAgeSeconds: number;
  envelopeExample: string;
  errorExample: string;
  unexpectedMessage: string;
  tags: { name: string; endpoints: ReferenceEndpoint[] }[];
};

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum))
    return (schema.enum as unknown[]).map((value) => JSON.stringify(value)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const type = schema.type;
  if (Array.isArray(type)) return type.join(" or ");
  if (type === "array") return `array of ${typeOf((schema.items as JsonSchema) ?? {})}`;
  if (typeof type === "string") return schema.format ? `${type} (${schema.format})` : type;
  return "any";
}

function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  if (typeof schema.minLength === "number" && schema.minLength > 0)
    rules.push(`at least ${schema.minLength} characters`);
  if (typeof schema.maxLength === "number") rules.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.minimum === "number") rules.push(`at least ${schema.minimum}`);
  if (typeof schema.maximum === "number") rules.push(`at most ${schema.maximum}`);
  if (typeof schema.pattern === "string") rules.push(`matches /${schema.pattern}/`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (rules.length === 0) return "";
  const sentence = rules.join("; ");
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function authLabel(endpoint: ApiEndpoint): string {
  const who = endpoint.userTypes ? ` (${endpoint.userTypes.join(" or ")} users only)` : "";
  if (endpoint.auth === "bearer") return `api-key and bearer token${who}`;
  if (endpoint.auth === "optional-bearer")
    return `api-key; a bearer token ${endpoint.bearerWhen ?? "with agentId"}`;
  return "api-key";
}

function parametersOf(endpoint: ApiEndpoint): ReferenceParameter[] {
  const query = queryParameters(endpoint).map((parameter) => ({
    name: parameter.name,
    location: "query" as const,
    required: parameter.required,
    type: typeOf(parameter.schema),
    rules: rulesOf(parameter.schema),
    description: parameter.description,
  }));
  if (!endpoint.body) return query;
  const body = zodToJsonSchema(endpoint.body);
  const required = new Set((body.required as string[] | undefined) ?? []);
  const properties = (body.properties as Record<string, JsonSchema> | undefined) ?? {};
  return [
    ...query,
    ...Object.entries(properties).map(([name, schema]) => ({
      name,
      location: "body" as const,
      required: required.has(name),
      type: typeOf(schema),
      rules: rulesOf(schema),
      description: typeof schema.description === "string" ? schema.description : "",
    })),
  ];
}

function curlOf(endpoint: ApiEndpoint, baseUrl: string): string {
  const url = new URL(`/api/${endpoint.path}`, baseUrl);
  for (const [name, value] of Object.entries(endpoint.example.query ?? {})) url.searchParams.set(name, value);
  const lines = [
    `curl${endpoint.method === "GET" ? "" : ` -X ${endpoint.method}`} '${url.toString()}'`,
    `  -H "${API_KEY_HEADER}: $GO_API_KEY"`,
  ];
  if (endpoint.auth === "bearer") lines.push('  -H "Authorization: Bearer $TOKEN"');
  if (endpoint.body) {
    lines.push("  -H 'Content-Type: application/json'");
    lines.push(`  -d '${JSON.stringify(endpoint.example.body)}'`);
  }
  return lines.join(" \\\n");
}

export function apiReference(): ApiReferenceData {
  const baseUrl = getConfig().publicUrl;
  const tags = new Map<string, ReferenceEndpoint[]>();
  for (const endpoint of API_ENDPOINTS) {
    const list = tags.get(endpoint.tag) ?? [];
    list.push({
      id: operationIdOf(endpoint),
      method: endpoint.method,
      path: `/api/${endpoint.path}`,
      tag: endpoint.tag,
      summary: endpoint.summary,
      description: endpoint.description,
      auth: authLabel(endpoint),
      cacheable: Boolean(endpoint.cacheable),
      parameters: parametersOf(endpoint),
      exampleRequest: curlOf(endpoint, baseUrl),
      exampleResponse: JSON.stringify(envelope(200, endpoint.example.result), null, 2),
    });
    tags.set(endpoint.tag, list);
  }
  return {
    baseUrl,
    openApiPath: API_OPENAPI_PATH,
    keyHeader: API_KEY_HEADER,
    maxBodyKb: Math.round(API_MAX_BODY_BYTES / 1024),
    lookupMaxAgeSeconds: API_LOOKUP_MAX_AGE_SECONDS,
    envelopeExample: JSON.stringify(envelope(200, { "…": "the call's result" }), null, 2),
    errorExample: JSON.stringify(
      envelope(400, null, [{ errorMessage: "Please enter a valid email address", field: "userName" }]),
      null,
      2,
    ),
    unexpectedMessage: API_MESSAGES.unexpected,
    tags: [...tags].map(([name, endpoints]) => ({ name, endpoints })),
  };
}
