import { useEffect, useState } from "react";
import { useNonce } from "~/components/NonceContext";
import { HIDE_HEADER_HASH } from "~/services/shell/constants";
import * as styles from "~/styles/shell.css";

const STORAGE_KEY = "go:hideheader";
const ANCHOR_ID = HIDE_HEADER_HASH.slice(1);

/**
 * Runs while the page is parsed, before header and footer: remembers #hideheader for the tab,
 * and on a later full page load in that tab (no hash of its own) puts the hash back, so the
 * CSS rule hides header and footer before they are painted.
 */
const REMEMBER_SCRIPT = `(function(){try{var k=${JSON.stringify(STORAGE_KEY)},h=${JSON.stringify(HIDE_HEADER_HASH)};if(location.hash===h){sessionStorage.setItem(k,"1")}else if(!location.hash&&sessionStorage.getItem(k)==="1"){location.replace(h)}}catch(e){}})();`;

/**
 * The #hideheader target: an empty span placed before header and footer. `#hideheader:target ~`
 * rules (shell.css.ts) hide both, with or without JavaScript.
 */
export function HideHeaderAnchor() {
  const nonce = useNonce();
  return (
    <>
      <span id={ANCHOR_ID} className={styles.hideAnchor} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: REMEMBER_SCRIPT }} />
    </>
  );
}

function readHidden(): boolean {
  try {
    if (window.location.hash === HIDE_HEADER_HASH) {
      window.sessionStorage.setItem(STORAGE_KEY, "1");
      return true;
    }
    return window.sessionStorage.getItem(STORAGE_KEY) === "1";
  } catch {
    return window.location.hash === HIDE_HEADER_HASH;
  }
}

/**
 * True once the page knows this tab hides header and footer (#hideheader now or earlier in the
 * tab): SiteShell then stops rendering them, so in-app navigations keep them hidden.
 */
export function useHiddenByHash(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(readHidden());
    update();
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, []);
  return hidden;
}
