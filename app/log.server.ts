import { createLogger } from "../server/logger.mjs";
import { getConfig } from "~/config.server";
import { requestLogFields } from "~/services/platform/request-scope.server";

/**
 * The app's logger: server/logger.mjs's (pino, JSON on stdout, redacted), with the request id and
 * the Remix route id on every line written during a request (docs/decisions/0089). Use it for
 * every error and warning of server code: `log.error({ err: error }, "what failed")`. Never put
 * personal data in a message or a field; the redaction is the net, not the rule.
 */
let instance: ReturnType<typeof createLogger> | undefined;

function logger() {
  if (!instance) {
    let level = "info";
    try {
      level = getConfig().logLevel;
    } catch {
      // An invalid configuration is reported where it is read; its own report still needs a logger.
    }
    instance = createLogger({ level, mixin: requestLogFields });
  }
  return instance;
}

type Fields = Record<string, unknown>;

export const log = {
  error: (fields: Fields, msg: string) => logger().error(fields, msg),
  warn: (fields: Fields, msg: string) => logger().warn(fields, msg),
  info: (fields: Fields, msg: string) => logger().info(fields, msg),
  debug: (fields: Fields, msg: string) => logger().debug(fields, msg),
};
