import { useRouteLoaderData } from "@remix-run/react";
import type { ShellData } from "~/services/shell/shell.server";

/**
 * IMAGE_RESIZER_PATH from the root loader, for the image helper (app/services/platform/images/options.ts);
 * null (original images) when it is off or the root loader has no data (an error page).
 */
export function useImageResizerPath(): string | null {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  return shell?.imageResizerPath ?? null;
}
