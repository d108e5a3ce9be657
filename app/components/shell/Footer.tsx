import { DEFAULT_BRAND_NAME } from "~/models/constants";
import { t } from "~/services/platform/i18n/translate";
import { type FooterStyle } from "~/services/shell/constants";
import { CONTACT_EMAIL, FOOTER_COLUMNS, LEGAL_LINKS, SUB_MENUS, type MenuLink } from "~/services/shell/menus";
import type { ShellData } from "~/services/shell/shell.server";
import { container } from "~/styles/layout.css";
import * as numberStyles from "~/styles/contact-numbers.css";
import * as styles from "~/styles/footer.css";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { logoLink } from "~/styles/shell.css";
import { CurrencyChooser } from "~/components/currency/CurrencyChooser";
import { ContactNumbers } from "./ContactNumbers";
import { Logo } from "./Logo";
import { SiteLink } from "~/components/SiteLink";

/**
 * The site footer (spec section 2). "normal": site map, contact numbers per region, legal links
 * and copyright. "short": one line of legal links and copyright. Its links are plain links in the
 * page's language (SiteLink, ADR 0096): a document navigation, nothing to discover or prefetch.
 */
export function Footer({ shell, footerStyle }: { shell: ShellData | null; footerStyle: FooterStyle }) {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        {footerStyle === "normal" ? <FooterSiteMap shell={shell} /> : null}
        <div
          className={
            footerStyle === "normal" ? styles.legalRow : `${styles.legalRow} ${styles.legalRowShort}`
          }
        >
          <CurrencyChooser />
          <nav aria-label={t("Legal")}>
            <ul className={styles.legalList}>
              <LinkItems links={LEGAL_LINKS} />
            </ul>
          </nav>
          {shell ? <LanguageSwitcher language={shell.language} /> : null}
          <p className={styles.copyright}>{`© ${new Date().getFullYear()} ${DEFAULT_BRAND_NAME}`}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterSiteMap({ shell }: { shell: ShellData | null }) {
  return (
    <div className={styles.footerInner}>
      <div className={styles.footerTop}>
        <SiteLink to="/" className={logoLink}>
          <Logo alt={t("GO Rentals home")} />
        </SiteLink>
        <p className={styles.footerTagline}>
          {t("Kiwi car rental from nine branches across New Zealand, from Auckland to Invercargill.")}
        </p>
      </div>
      <nav aria-label={t("Site map")} className={styles.siteMap}>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.subMenu}>
            <h2>
              <SiteLink to={column.href}>{t(column.title)}</SiteLink>
            </h2>
            <ul>
              <LinkItems links={SUB_MENUS[column.subMenu].filter((link) => link.href !== column.href)} />
            </ul>
          </div>
        ))}
      </nav>
      {shell && shell.contactPoints.length > 0 ? (
        <div className={styles.contactBlock} id="contact-numbers">
          <div>
            <h2 className={styles.contactTitle}>{t("Talk to us")}</h2>
            <p className={styles.contactEmail}>
              {t("Email")} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
          </div>
          <ContactNumbers
            contactPoints={shell.contactPoints}
            userType={shell.userType}
            className={numberStyles.numbersCompact}
          />
        </div>
      ) : null}
    </div>
  );
}

/** A list's items, one plain link each. */
function LinkItems({ links }: { links: readonly MenuLink[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink to={link.href}>{t(link.label)}</SiteLink>
        </li>
      ))}
    </>
  );
}
