/** Texts of the rental API under /api/ (issue 7). */
import { t } from "../platform/i18n/translate";
import { API_CHANGE_MAX_FIELDS, API_CHANGE_VALUE_MAX_LENGTH } from "./constants";
import { PAGE_NOT_FOUND_SHORT, SAVE_FAILED, SERVICE_UNAVAILABLE, UNAUTHORIZED } from "../platform/error-text";

/** Error texts of the JSON API under /api/ (spec sections 7 and 8); the 500 text is SERVICE_UNAVAILABLE. */
export const API_MESSAGES = {
  apiKeyRequired: "A valid api-key header is required.",
  tokenRequired: "Your session has expired. Please sign in again.",
  notFound: PAGE_NOT_FOUND_SHORT,
  wrongUserType: UNAUTHORIZED,
  methodNotAllowed: (allowed: string) => t("This call only accepts {{allowed}}.", { allowed }),
  bodyTooLarge: (kilobytes: number) =>
    t("The request body is too large: at most {{kilobytes}} KB.", { kilobytes }),
  bodyNotJson: "The request body must be a JSON object.",
  unexpected: SERVICE_UNAVAILABLE,
  agentIdNotYours: "The agentId must be the agent id of the signed-in business account.",
  agentIdNotAllowed: "The deals search takes no agentId.",
  saveFailed: SAVE_FAILED,
  lookupTypesRequired: "Please give one or more lookup types, separated by commas (types=country,brand).",
  lookupTypesTooMany: (max: number) => t("Please ask for at most {{max}} lookup types at once.", { max }),
  dealTypesInvalid: 'dealTypes must be "hotdeal", "relocation" or "hotdeal,relocation".',
  agentIdInvalid: "The agentId can be at most 20 letters and digits.",
  changeFieldsRequired: 'Please send the new choices in "changes": an object of the change form\'s fields.',
  changeFieldsInvalid: `"changes" can have at most ${API_CHANGE_MAX_FIELDS} fields, each name at most ${API_CHANGE_VALUE_MAX_LENGTH} characters.`,
  changeValueInvalid: `Each value in "changes" must be a number or a text of at most ${API_CHANGE_VALUE_MAX_LENGTH} characters.`,
  /** A signed-in caller naming a booking that is not theirs (or no such booking): one answer. */
  changeBookingNotFound: "We couldn't find a booking with that reservation number that you can change.",
} as const;
