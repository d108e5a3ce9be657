import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { useHydrated } from "~/components/modal/useHydrated";
import type { UserType } from "~/services/platform/constants";
import { PROMO_BAR_CLOSE_PATH } from "~/services/shell/constants";
import { PROMO_BAR_TEXT } from "~/services/shell/text";
import { showPromoBar, type PromoBarState } from "~/services/shell/promo-bar";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/promo-bar.css";
import { CloseIcon } from "./icons";

/**
 * The promo bar (spec section 4) above the header: the page banner's title, its link and icon,
 * and a close button. Closing posts to /promo-bar/close, which keeps isPromoBarEnabled = false in
 * the server session: without JavaScript a form that comes back to this page, with JavaScript a
 * fetcher (the bar goes at once). The path is checked here too, so a client-side navigation
 * into /business hides it.
 */
export function PromoBar({ state, userType }: { state: PromoBarState | null; userType: UserType }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ closed?: boolean }>();
  const closing = fetcher.state !== "idle" || fetcher.data?.closed === true;
  if (!state || closing || !showPromoBar(state, location.pathname, userType)) return null;
  const { title, url, icon } = state.content;
  const CloseForm = hydrated ? fetcher.Form : Form;
  return (
    <section aria-label={t(PROMO_BAR_TEXT.region)} className={styles.promoBar}>
      <div className={`${container} ${styles.promoInner}`}>
        {icon ? (
          <img
            className={styles.promoIcon}
            src={icon.url}
            alt={icon.alternativeText}
            width={24}
            height={24}
          />
        ) : null}
        <p className={styles.promoText}>
          {!url ? (
            title
          ) : url.startsWith("/") ? (
            <Link className={styles.promoLink} to={url}>
              {title}
            </Link>
          ) : (
            <a className={styles.promoLink} href={url}>
              {title}
            </a>
          )}
        </p>
        <CloseForm method="post" action={PROMO_BAR_CLOSE_PATH} className={styles.promoForm}>
          {hydrated ? null : (
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          )}
          <button
            type="submit"
            className={styles.promoClose}
            onClick={() => {
              // The bar (and this button) goes: keep keyboard focus at the top of the page.
              if (hydrated)
                requestAnimationFrame(() => document.querySelector<HTMLElement>("header a")?.focus());
            }}
          >
            <CloseIcon size={18} />
            <span className="visually-hidden">{t(PROMO_BAR_TEXT.close)}</span>
          </button>
        </CloseForm>
      </div>
    </section>
  );
}
