import pino from "pino";

/**
 * The one logger (docs/decisions/0089-logs-metrics-readiness.md): pino, JSON lines on stdout,
 * `{"level":"info","time":"…","pid":…,"msg":"…",…}`. The server's lines (requests, start,
 * shutdown, the cluster) and the app's (app/log.server.ts, which adds the request id and route
 * id of the request it is written in) are made here, with the same redaction: known keys are
 * censored, and every string (messages, error messages and stacks, a database error's detail) has
 * its email addresses and card- or phone-like digit runs replaced.
 */

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** LOG_LEVEL: one of LOG_LEVELS (default info); null when the value is none of them. */
export function logLevelSetting(value) {
  if (value === undefined || value.trim() === "") return "info";
  const level = value.trim().toLowerCase();
  return LOG_LEVELS.includes(level) ? level : null;
}

/** Keys whose values never reach a line, at the top of a record or one level down. */
const SECRET_KEYS = [
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "resetToken",
  "apiKey",
  "secret",
  "authorization",
  "cookie",
  "firstName",
  "lastName",
  "fullName",
  "name",
  "phone",
  "mobile",
  "cardNumber",
  "card",
  "cvc",
  "licenceNumber",
  "dateOfBirth",
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);
export const REDACTED = "[redacted]";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// A run of digits with the separators cards and phone numbers are written with ("4111 1111 1111
// 1111", "+64 21 123 4567", "(09) 123-4567"), not part of a word or an id ("GO1234567", a UUID).
const DIGIT_RUN = /(?<![\w-])(?:\+|\(\+?)?\d[\d ().-]{5,}\d(?![\w-])/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const MIN_DIGITS = 7;

/** The text with its email addresses and card- or phone-like numbers replaced. */
export function scrubText(text) {
  if (typeof text !== "string") return text;
  return text.replace(EMAIL, "[email]").replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, "").length;
    return digits >= MIN_DIGITS && !ISO_DATE.test(run) ? "[number]" : run;
  });
}

/** Every string inside `value` scrubbed (plain objects and arrays, a few levels deep). */
export function scrubValue(value, depth = 0) {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object" || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // An error inside another (nodemailer's rejectedErrors, a cause) or a field: serialized and
  // scrubbed like `err`, or its own fields (a recipient's address) would reach the line as they are.
  if (value instanceof Error) return errorSerializer(value);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out = {};
  for (const [key, item] of Object.entries(value))
    // A line's own `err` is left to the err serializer (it runs after this), which scrubs it.
    out[key] =
      depth === 0 && SERIALIZED_KEYS.has(key) && item instanceof Error ? item : scrubValue(item, depth + 1);
  return out;
}

/** The fields pino's error serializer takes. */
const SERIALIZED_KEYS = new Set(["err", "error"]);

/** pino's error serializer (type, message, stack, cause, own fields), then scrubbed. */
const errorSerializer = (error) => scrubValue(plainError(pino.stdSerializers.err(error)));

/** The serializer's objects (of a prototype of its own) as plain ones, so scrubValue goes inside. */
function plainError(serialized) {
  if (!serialized || typeof serialized !== "object") return serialized;
  const plain = { ...serialized };
  if (plain.cause && typeof plain.cause === "object") plain.cause = plainError(plain.cause);
  if (Array.isArray(plain.aggregateErrors)) plain.aggregateErrors = plain.aggregateErrors.map(plainError);
  return plain;
}

/**
 * A logger with the house's options. `mixin`: fields added to every line (the app's request id
 * and route id); `destination`: where lines go (tests pass a stream). By default process.stdout,
 * which Node writes synchronously to files and pipes on Linux, so a line written just before
 * process.exit is not lost; a test can read the lines where it reads the output.
 * @param {{ level?: string, mixin?: () => object, destination?: import("pino").DestinationStream }} [options]
 * @returns {import("pino").Logger}
 */
export function createLogger({ level = "info", mixin, destination } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: "msg",
      mixin,
      formatters: {
        level: (label) => ({ level: label }),
        log: (record) => scrubValue(record),
      },
      serializers: { err: errorSerializer, error: errorSerializer },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      hooks: {
        // The message (and any format arguments) scrubbed like the fields.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)),
          );
        },
      },
    },
    destination ?? process.stdout,
  );
}

/** The server's logger (server.mjs, server/*.mjs): LOG_LEVEL, info when unset or not a level. */
export const logger = createLogger({ level: logLevelSetting(process.env.LOG_LEVEL) ?? "info" });
