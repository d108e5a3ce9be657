import { FOOTER_STYLES, type FooterStyle } from "./constants";
import { INVALID_FOOTER_STYLE } from "./text";

/**
 * What a route may say about the shell through its Remix `handle` export:
 * `export const handle: ShellHandle = { footerStyle: "short", hideChrome: true }`.
 */
export type ShellHandle = {
  footerStyle?: FooterStyle;
  /** Hide header and footer (spec section 2: "when a command disables them"). */
  hideChrome?: boolean;
};

/** Footer style must be normal or short (spec section 5); the default is normal. */
export function resolveFooterStyle(value: unknown): FooterStyle {
  if (value === undefined || value === null) return "normal";
  if (typeof value === "string" && (FOOTER_STYLES as readonly string[]).includes(value)) {
    return value as FooterStyle;
  }
  throw new Error(INVALID_FOOTER_STYLE);
}

/** The deepest route that says something about the shell wins. */
export function shellSettings(handles: unknown[]): { footerStyle: FooterStyle; hideChrome: boolean } {
  let footerStyle: unknown;
  let hideChrome = false;
  for (const handle of handles) {
    if (!handle || typeof handle !== "object") continue;
    const shell = handle as ShellHandle;
    if (shell.footerStyle !== undefined) footerStyle = shell.footerStyle;
    if (shell.hideChrome !== undefined) hideChrome = shell.hideChrome;
  }
  return { footerStyle: resolveFooterStyle(footerStyle), hideChrome };
}
