import { pingDatabase } from "~/models/db.server";

/** /healthz: whether the database answers (a failed ping is the answer, not an error). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await pingDatabase();
    return true;
  } catch {
    return false;
  }
}
