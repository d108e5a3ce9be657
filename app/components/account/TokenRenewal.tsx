import { useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LOGOUT_PATH } from "~/services/shell/constants";

/**
 * Keeps a signed-in user's access token renewed (spec section 4; token-renewal.ts): when the
 * server refuses, the user is signed out (POST /logout). Only with JavaScript; renders nothing.
 * The timer's code loads when a signed-in page mounts, so visitors who are not signed in (most of
 * them) never fetch it (home page JavaScript budget, ADR 0060).
 */
export function TokenRenewal({ tokenExpiresAt }: { tokenExpiresAt: string }) {
  const submit = useSubmit();
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import("./token-renewal").then(
      ({ startTokenRenewal }) => {
        if (unmounted) return;
        stop = startTokenRenewal(tokenExpiresAt, () =>
          submitRef.current(null, { method: "post", action: LOGOUT_PATH }),
        );
      },
      // Offline: no renewal on this page; the next page load tries again.
      () => {},
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [tokenExpiresAt]);

  return null;
}
