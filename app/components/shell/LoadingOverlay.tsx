import { useFetchers, useNavigation } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { useEffect, useState } from "react";
import { LOADING_OVERLAY_TEXT } from "~/services/shell/text";
import * as styles from "~/styles/loading-overlay.css";

/** Shown only when a request takes longer than this, so quick ones do not flicker. */
export const LOADING_OVERLAY_DELAY_MS = 300;

/**
 * The loading overlay of spec section 2: while a navigation is under way or a fetcher submits.
 * Not rendered at all while idle (nor without JavaScript, where the browser shows progress).
 */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), LOADING_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.overlayBox}>
        <span className={styles.spinner} aria-hidden="true" />
        {t(LOADING_OVERLAY_TEXT)}
      </div>
    </div>
  );
}
