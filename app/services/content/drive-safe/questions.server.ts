import { getLookupOptions } from "~/models/catalog/lookups.server";
import { toQuestions, type DriveSafeQuestion } from "./quiz";

/** The lookup type of the quiz's questions (spec section 3). */
export const DRIVE_SAFE_LOOKUP = "driveSafeQuestion";

/** The quiz's questions, in the lookup's sort order. */
export async function loadDriveSafeQuestions(): Promise<DriveSafeQuestion[]> {
  return toQuestions(await getLookupOptions(DRIVE_SAFE_LOOKUP));
}
