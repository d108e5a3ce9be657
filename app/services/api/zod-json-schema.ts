import { z } from "zod";

/**
 * A small zod → JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) converter for the zod features
 * the API's request schemas use: objects, strings (min, max, length, email, regex), numbers (int,
 * min, max), booleans, enums, literals, arrays, records, optional, nullable, default, and effects
 * (preprocess, refine, superRefine, transform: the input side is described). Anything else is
 * described as an unconstrained value ({}), never wrongly.
 */
export type JsonSchema = { [key: string]: unknown };

export function zodToJsonSchema(schema: z.ZodTypeAny): JsonSchema {
  const def = schema._def as { typeName?: string; description?: string };
  const described = (out: JsonSchema): JsonSchema =>
    schema.description ? { ...out, description: schema.description } : out;
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodObject: {
      const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        properties[key] = zodToJsonSchema(value);
        if (!value.isOptional()) required.push(key);
      }
      // zod strips unknown keys (it does not refuse them), so extra properties are allowed and ignored.
      const out: JsonSchema = { type: "object", properties };
      if (required.length > 0) out.required = required;
      return described(out);
    }
    case z.ZodFirstPartyTypeKind.ZodString: {
      const out: JsonSchema = { type: "string" };
      for (const check of (schema as z.ZodString)._def.checks) {
        if (check.kind === "min") out.minLength = Math.max(Number(out.minLength ?? 0), check.value);
        else if (check.kind === "max")
          out.maxLength = Math.min(Number(out.maxLength ?? Infinity), check.value);
        else if (check.kind === "length") {
          out.minLength = check.value;
          out.maxLength = check.value;
        } else if (check.kind === "email") out.format = "email";
        else if (check.kind === "url") out.format = "uri";
        else if (check.kind === "uuid") out.format = "uuid";
        else if (check.kind === "regex") out.pattern = check.regex.source;
      }
      return described(out);
    }
    case z.ZodFirstPartyTypeKind.ZodNumber: {
      const out: JsonSchema = { type: "number" };
      for (const check of (schema as z.ZodNumber)._def.checks) {
        if (check.kind === "int") out.type = "integer";
        else if (check.kind === "min") out[check.inclusive ? "minimum" : "exclusiveMinimum"] = check.value;
        else if (check.kind === "max") out[check.inclusive ? "maximum" : "exclusiveMaximum"] = check.value;
      }
      return described(out);
    }
    case z.ZodFirstPartyTypeKind.ZodNull:
      return described({ type: "null" });
    case z.ZodFirstPartyTypeKind.ZodBoolean:
      return described({ type: "boolean" });
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return described({ type: "string", enum: [...(schema as z.ZodEnum<[string, ...string[]]>).options] });
    case z.ZodFirstPartyTypeKind.ZodLiteral:
      return described({ const: (schema as z.ZodLiteral<unknown>).value });
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const array = schema as z.ZodArray<z.ZodTypeAny>;
      const out: JsonSchema = { type: "array", items: zodToJsonSchema(array.element) };
      if (array._def.minLength) out.minItems = array._def.minLength.value;
      if (array._def.maxLength) out.maxItems = array._def.maxLength.value;
      return described(out);
    }
    case z.ZodFirstPartyTypeKind.ZodRecord:
      return described({
        type: "object",
        additionalProperties: zodToJsonSchema((schema as z.ZodRecord<z.ZodString, z.ZodTypeAny>).valueSchema),
      });
    case z.ZodFirstPartyTypeKind.ZodOptional:
      return described(zodToJsonSchema((schema as z.ZodOptional<z.ZodTypeAny>).unwrap()));
    case z.ZodFirstPartyTypeKind.ZodNullable: {
      const inner = zodToJsonSchema((schema as z.ZodNullable<z.ZodTypeAny>).unwrap());
      return described(
        typeof inner.type === "string"
          ? { ...inner, type: [inner.type, "null"] }
          : { anyOf: [inner, { type: "null" }] },
      );
    }
    case z.ZodFirstPartyTypeKind.ZodDefault: {
      const zodDefault = schema as z.ZodDefault<z.ZodTypeAny>;
      return described({
        ...zodToJsonSchema(zodDefault.removeDefault()),
        default: zodDefault._def.defaultValue(),
      });
    }
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return described(zodToJsonSchema((schema as z.ZodEffects<z.ZodTypeAny>).innerType()));
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      return described(zodToJsonSchema((schema as z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>)._def.in));
    case z.ZodFirstPartyTypeKind.ZodUnion:
      return described({
        anyOf: (schema as z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]>).options.map(zodToJsonSchema),
      });
    default:
      return described({});
  }
}
