import { getBusinessAccount, type AccountUser } from "~/models/accounts/users.server";
import type { SiteUserType } from "~/models/schema";
import { agentDetailsOf, saveAgentDetails } from "../../business/agent-details.server";
import { API_MESSAGES } from "../text";
import { ApiFailure } from "../http.server";
import { agentSaveProfileBody } from "../schemas";
import type { ApiEndpoint } from "../endpoint";

/** A bearer token's user is always a site user: back-office accounts never get tokens (auth.server.ts signIn). */
function siteUser(user: AccountUser): AccountUser & { userType: SiteUserType } {
  if (user.userType === "Staff" || user.userType === "Admin")
    throw new Error("A staff account has no access token");
  return user as AccountUser & { userType: SiteUserType };
}

const BUSINESS = ["Agent", "Corporate"] as const;

const EXAMPLE_AGENT = {
  accountName: "Kiwi Travel Co",
  userType: "Agent",
  email: "agent@kiwitravel.example.co.nz",
  agentId: "AG1001",
  isAllInclusive: true,
  contactPhone: "09 555 0101",
};

/** The Business calls: the business account's details, shown and saved. */
export const BUSINESS_ENDPOINTS = {
  details: {
    path: "agent/details",
    method: "GET",
    tag: "Business",
    summary: "The business account's details",
    description:
      "Agency or company name, contact phone, agent id and whether the account is all-inclusive. Agents and corporate users only.",
    auth: "bearer",
    userTypes: BUSINESS,
    example: { result: EXAMPLE_AGENT },
    async handle({ user }) {
      const account = await getBusinessAccount(user!.id);
      return { result: agentDetailsOf(siteUser(user!), account) };
    },
  },
  saveProfile: {
    path: "agent/saveProfile",
    method: "POST",
    tag: "Business",
    summary: "Save the business account's details",
    description:
      "The agency (agents) or company (corporate) name and the contact phone; agent id and all-inclusive are GO's to set. Agents and corporate users only.",
    auth: "bearer",
    userTypes: BUSINESS,
    body: agentSaveProfileBody,
    example: {
      body: { accountName: "Kiwi Travel Co", contactPhone: "09 555 0101" },
      result: EXAMPLE_AGENT,
    },
    async handle({ body, user }) {
      const saved = await saveAgentDetails(user!.id, user!.userType, body);
      if (!saved) throw new ApiFailure(409, [{ errorMessage: API_MESSAGES.saveFailed }]);
      return { result: agentDetailsOf(siteUser(user!), saved) };
    },
  },
} satisfies Record<string, ApiEndpoint>;
