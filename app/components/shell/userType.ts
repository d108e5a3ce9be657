import type { UserType } from "~/services/platform/constants";

/** Agent and Corporate users get the reduced business header (spec section 6). */
export function isBusinessUser(userType: UserType | undefined): boolean {
  return userType === "Agent" || userType === "Corporate";
}
