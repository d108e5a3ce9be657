import type { ReactNode } from "react";
import { t } from "~/services/platform/i18n/translate";
import { ModalProvider } from "~/components/modal/ModalProvider";
import type { FooterStyle } from "~/services/shell/constants";
import type { ShellData } from "~/services/shell/shell.server";
import * as styles from "~/styles/shell.css";
import { CallUsModal } from "./CallUsModal";
import { EmailUsModal } from "./EmailUsModal";
import { Footer } from "./Footer";
import { Header, MinimalHeader } from "./Header";
import { HideHeaderAnchor, useHiddenByHash } from "./HideHeader";
import { LanguageSuggestion } from "./LanguageSwitcher";
import { LoadingOverlay } from "./LoadingOverlay";
import { PromoBar } from "./PromoBar";
import { SitePrefixProvider } from "~/components/SiteLink";

/**
 * The page frame of every page (spec section 2): skip link, header, the single <main>, footer,
 * loading overlay and the shell's modals.
 * - Header and footer are hidden by a route handle (hideChrome), in app-login mode, or by the
 *   #hideheader hash (CSS :target at once; remembered for the tab once scripts run).
 * - Partner brands get no header and a short footer.
 * - `shell` is null only when the root loader failed: a minimal GO header and short footer.
 */
export function SiteShell({
  shell,
  footerStyle,
  hideChrome,
  children,
}: {
  shell: ShellData | null;
  footerStyle: FooterStyle;
  hideChrome: boolean;
  children: ReactNode;
}) {
  const hiddenByHash = useHiddenByHash();
  const showChrome = !hideChrome && !shell?.isAppLogin && !hiddenByHash;
  const isPartner = shell?.brand.isPartner ?? false;

  return (
    <SitePrefixProvider>
      <ModalProvider>
        <HideHeaderAnchor />
        <a href="#main-content" className={styles.skipLink}>
          {t("Skip to main content")}
        </a>
        {showChrome && !isPartner && shell ? <LanguageSuggestion language={shell.language} /> : null}
        {showChrome && !isPartner && shell ? (
          <PromoBar state={shell.promoBar} userType={shell.userType} />
        ) : null}
        {showChrome && !isPartner ? shell ? <Header shell={shell} /> : <MinimalHeader /> : null}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {showChrome ? (
          <Footer shell={shell} footerStyle={shell && !isPartner ? footerStyle : "short"} />
        ) : null}
        <LoadingOverlay />
        {shell ? (
          <>
            <CallUsModal shell={shell} />
            <EmailUsModal />
          </>
        ) : null}
      </ModalProvider>
    </SitePrefixProvider>
  );
}
