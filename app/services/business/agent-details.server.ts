import { accountNameOf } from "./context.server";
import { updateBusinessAccount } from "~/models/accounts/business.server";
import { type BusinessAccount } from "~/models/accounts/users.server";
import { BUSINESS_MESSAGES } from "./text";
import { type SessionUser } from "../accounts/user-session.server";
import { isValidPhone } from "../platform/validators";

/** The agent details of a business account: shown, checked and saved (agent id and all-inclusive are GO's to set). */

export type AgentDetailsView = {
  accountName: string;
  userType: string;
  email: string;
  agentId: string | null;
  isAllInclusive: boolean;
  contactPhone: string;
};

/** The agent details (spec section 7 agent/details, and /business/my-account/profile/). */
export function agentDetailsOf(
  user: Pick<SessionUser, "firstName" | "lastName" | "email" | "userType">,
  account: BusinessAccount | null,
): AgentDetailsView {
  return {
    accountName: accountNameOf(user, account),
    userType: user.userType,
    email: user.email,
    agentId: account?.agentId ?? null,
    isAllInclusive: account?.isAllInclusive ?? false,
    contactPhone: account?.contactPhone ?? "",
  };
}

export type AgentDetailsInput = { accountName: string; contactPhone: string };
export type AgentDetailsErrors = Partial<Record<keyof AgentDetailsInput, string>>;

export function agentDetailsProblems(input: AgentDetailsInput): AgentDetailsErrors {
  const errors: AgentDetailsErrors = {};
  const name = input.accountName.trim();
  if (!name) errors.accountName = BUSINESS_MESSAGES.agencyNameRequired;
  else if (name.length > 100) errors.accountName = BUSINESS_MESSAGES.agencyNameTooLong;
  if (!isValidPhone(input.contactPhone.trim()) || !input.contactPhone.trim())
    errors.contactPhone = BUSINESS_MESSAGES.contactPhoneInvalid;
  return errors;
}

/** Saves the agency (or company) name and the contact phone; agent id and all-inclusive stay GO's to set. */
export async function saveAgentDetails(
  userId: string,
  userType: string,
  input: AgentDetailsInput,
): Promise<BusinessAccount | null> {
  const name = input.accountName.trim();
  return updateBusinessAccount(userId, {
    ...(userType === "Corporate" ? { companyName: name } : { agencyName: name }),
    contactPhone: input.contactPhone.trim(),
  });
}
