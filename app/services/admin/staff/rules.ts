import type { StaffAccount } from "~/models/accounts/staff.server";

/** The staff accounts' pure rules (issue 21 item 9). */

/** An admin may disable any staff account but their own (nobody locks head office out by accident). */
export function mayDisable(actor: { id: string }, target: { id: string }): boolean {
  return actor.id !== target.id;
}

/** Only Staff accounts have branches; Admin accounts see every branch. */
export function hasBranches(target: Pick<StaffAccount, "role">): boolean {
  return target.role === "Staff";
}

/** Branch ids without repeats, in order. */
export function uniqueBranchIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The same set of branches. */
export function sameBranches(a: readonly number[], b: readonly number[]): boolean {
  const left = uniqueBranchIds(a);
  const right = uniqueBranchIds(b);
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/**
 * What the audit log keeps of a staff account: who, role, branches (as names), status. Never the
 * password hash or the second step's secret.
 */
export function staffAuditView(
  account: Pick<StaffAccount, "email" | "firstName" | "lastName" | "role" | "branchIds" | "disabled">,
  branchName: (id: number) => string,
): Record<string, unknown> {
  return {
    email: account.email,
    name: `${account.firstName} ${account.lastName}`,
    role: account.role,
    branches: account.branchIds.map(branchName),
    disabled: account.disabled,
  };
}
