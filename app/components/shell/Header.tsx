import { Link, useHref, useLocation } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import { useEffect, useRef, useState } from "react";
import { ModalTrigger } from "~/components/modal/ModalTrigger";
import { useHydrated } from "~/components/modal/useHydrated";
import { BUSINESS_HOME_HREF } from "~/services/shell/menus";
import { telHref } from "~/services/shell/phone-links";
import type { ShellData } from "~/services/shell/shell.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/shell.css";
import { contactLines } from "./ContactNumbers";
import { CloseIcon, MenuIcon, PhoneIcon } from "./icons";
import { Logo } from "./Logo";
import { MainMenu } from "./MainMenu";
import { CALL_US_MODAL_ID } from "./modalIds";
import { CurrencyChooser } from "~/components/currency/CurrencyChooser";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { UtilityLinks } from "./UtilityLinks";
import { isBusinessUser } from "./userType";

const MENU_PANEL_ID = "main-menu";

/** The site header (spec sections 2 and 6). Partner brands never get here (SiteShell). */
export function Header({ shell }: { shell: ShellData }) {
  return isBusinessUser(shell.userType) ? <BusinessHeader shell={shell} /> : <CustomerHeader shell={shell} />;
}

/**
 * Agent and Corporate: business logo to the new-booking page, no main menu, no call-us button,
 * no promo bar; their own (agent or corporate) New Zealand line as a plain tel: link.
 */
function BusinessHeader({ shell }: { shell: ShellData }) {
  const line = contactLines(shell.contactPoints, shell.userType)[0];
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.businessBar}`}>
        <Link to={BUSINESS_HOME_HREF} className={styles.logoLink}>
          <Logo variant="business" alt={t("GO Business: new booking")} />
        </Link>
        {line ? (
          <a href={telHref(line.telephone)} className={styles.utilityLink}>
            <PhoneIcon size={18} />
            <span className="visually-hidden">
              {shell.userType === "Corporate" ? t("Corporate line") : t("Agent line")}:{" "}
            </span>
            {line.number}
          </a>
        ) : null}
        <UtilityLinks shell={shell} layout="inline" />
      </div>
    </header>
  );
}

function CustomerHeader({ shell }: { shell: ShellData }) {
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A route change closes the phone menu.
  useEffect(() => setMenuOpen(false), [location.key]);

  // While the phone menu is open: Escape closes it (focus back on its button); so does a tap
  // outside the header.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link to="/" className={styles.logoLink}>
          <Logo alt={t("GO Rentals home")} />
        </Link>
        <ModalTrigger
          modal={CALL_US_MODAL_ID}
          fallbackHref={`#${CALL_US_MODAL_ID}`}
          className={`${styles.barButton} ${styles.quickCall}`}
        >
          <PhoneIcon size={18} />
          <span className={styles.quickCallLabel}>{t("Call us")}</span>
        </ModalTrigger>
        {hydrated ? (
          <button
            ref={menuButtonRef}
            type="button"
            className={`${styles.barButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={MENU_PANEL_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={18} /> : <MenuIcon size={18} />}
            {t("Menu")}
          </button>
        ) : (
          <a href={`#${MENU_PANEL_ID}`} className={`${styles.barButton} ${styles.menuButton}`}>
            <MenuIcon size={18} />
            {t("Menu")}
          </a>
        )}
        <div
          id={MENU_PANEL_ID}
          className={styles.panel}
          data-open={menuOpen ? "true" : undefined}
          data-enhanced={hydrated ? "" : undefined}
        >
          <MainMenu onNavigate={() => setMenuOpen(false)} />
          <UtilityLinks shell={shell} layout="panel" />
          <LanguageSwitcher language={shell.language} />
          <CurrencyChooser />
          <noscript>
            <a href="#top" className={styles.noJsClose}>
              {t("Close menu")}
            </a>
          </noscript>
        </div>
      </div>
    </header>
  );
}

/** When the root loader failed there is no shell data: just the logo home. */
export function MinimalHeader() {
  const home = useHref("/");
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.businessBar}`}>
        <a href={home} className={styles.logoLink}>
          <Logo alt={t("GO Rentals home")} />
        </a>
      </div>
    </header>
  );
}
