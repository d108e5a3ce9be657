import { useRouteLoaderData } from "@remix-run/react";
import { contactLines } from "~/components/shell";
import { changeBookingByPhone } from "~/services/accounts/text";
import type { ShellData } from "~/services/shell/shell.server";

/** "Need to change this booking? Call us on …" with the New Zealand number of the shell (campaign numbers applied). */
export function useChangeBookingLine(): string | null {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  if (!shell) return null;
  const lines = contactLines(shell.contactPoints, shell.userType);
  const nz = lines.find((line) => line.region === "NZ") ?? lines[0];
  return nz ? changeBookingByPhone(nz.number) : null;
}
