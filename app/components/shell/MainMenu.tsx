import { Link, useLocation } from "@remix-run/react";
import { SiteLink } from "~/components/SiteLink";
import { t } from "~/services/platform/i18n/translate";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useHydrated } from "~/components/modal/useHydrated";
import { DESKTOP_MENU_QUERY } from "~/services/platform/breakpoints";
import { MAIN_MENU, SUB_MENUS, type MenuLink, type SubMenuKey } from "~/services/shell/menus";
import * as styles from "~/styles/shell.css";
import { ChevronDownIcon } from "./icons";

type ActiveSubMenu = { key: SubMenuKey; openedBy: "hover" | "click" } | null;

const HOVER_CLOSE_DELAY_MS = 200;

function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_MENU_QUERY).matches;
}

function subMenuId(key: SubMenuKey): string {
  return `sub-menu-${key}`;
}

/**
 * The header's main menu (spec section 2). Every item is a real link to its section page.
 * Sub-menus: with JavaScript, a toggle button per item (click, Enter, Space; hover from
 * 1000 px; Escape closes and returns focus), their panels rendered only after the first user
 * action in the menu. Without JavaScript, a <noscript> copy of each sub-menu is listed in the
 * phone menu and drops down on hover or focus from 1000 px. See docs/decisions/0003-shell-menus.md.
 */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const hydrated = useHydrated();
  const [built, setBuilt] = useState(false);
  const [active, setActive] = useState<ActiveSubMenu>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRefs = useRef<Partial<Record<SubMenuKey, HTMLButtonElement | null>>>({});
  const leaveTimer = useRef<number | undefined>(undefined);
  const location = useLocation();

  // A route change closes the sub-menu.
  useEffect(() => setActive(null), [location.key]);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  // A click or tap outside the menu closes the open sub-menu.
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [active]);

  const build = () => setBuilt(true);

  const closeAll = () => {
    setActive(null);
    onNavigate();
  };

  const handlePointerEnter = (key: SubMenuKey, event: PointerEvent) => {
    if (event.pointerType !== "mouse" || !isDesktop()) return;
    window.clearTimeout(leaveTimer.current);
    build();
    setActive((current) => (current?.key === key ? current : { key, openedBy: "hover" }));
  };

  const handlePointerLeave = (key: SubMenuKey, event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(leaveTimer.current);
    leaveTimer.current = window.setTimeout(() => {
      setActive((current) => (current?.key === key && current.openedBy === "hover" ? null : current));
    }, HOVER_CLOSE_DELAY_MS);
  };

  const handleToggle = (key: SubMenuKey) => {
    build();
    window.clearTimeout(leaveTimer.current);
    setActive((current) => {
      if (current?.key !== key) return { key, openedBy: "click" };
      // Opened by hovering: the click pins it open rather than closing it under the pointer.
      return current.openedBy === "hover" ? { key, openedBy: "click" } : null;
    });
  };

  const handleKeyDown = (key: SubMenuKey, event: KeyboardEvent) => {
    if (event.key !== "Escape" || active?.key !== key) return;
    event.preventDefault();
    setActive(null);
    toggleRefs.current[key]?.focus();
  };

  const handleBlur = (key: SubMenuKey, event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    // Focus left the item: the drop-down closes on desktop; the phone accordion stays as it is.
    if (isDesktop()) setActive((current) => (current?.key === key ? null : current));
  };

  return (
    // The clicks build the drop-downs on first use; keyboard users get them through onFocus.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label={t("Main")}
      className={styles.mainNav}
      onPointerEnter={build}
      onFocus={build}
      onClick={build}
    >
      {/* Its items, their rows and links are styled through the list (shell.css.ts). */}
      <ul className={styles.mainList}>
        {MAIN_MENU.map((item) => {
          const key = item.subMenu;
          const current = location.pathname === item.href ? "page" : undefined;
          if (!key) {
            return (
              <li key={item.href}>
                <div>
                  <Link to={item.href} aria-current={current} onClick={closeAll}>
                    {t(item.label)}
                  </Link>
                </div>
              </li>
            );
          }
          const open = active?.key === key;
          return (
            // The item listens for what its own link and toggle button do (hover, keys, focus leaving).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={item.href}
              onPointerEnter={(event) => handlePointerEnter(key, event)}
              onPointerLeave={(event) => handlePointerLeave(key, event)}
              onKeyDown={(event) => handleKeyDown(key, event)}
              onBlur={(event) => handleBlur(key, event)}
            >
              <div>
                <Link to={item.href} aria-current={current} onClick={closeAll}>
                  {t(item.label)}
                </Link>
                {hydrated ? (
                  <button
                    ref={(element) => {
                      toggleRefs.current[key] = element;
                    }}
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={built ? subMenuId(key) : undefined}
                    onClick={() => handleToggle(key)}
                  >
                    <ChevronDownIcon className={styles.chevron} />
                    <span className="visually-hidden">
                      {t("More {{section}} pages", { section: t(item.label) })}
                    </span>
                  </button>
                ) : null}
              </div>
              <noscript>
                <SubMenuList links={SUB_MENUS[key]} className={styles.noJsPanel} plain />
              </noscript>
              {built ? (
                <SubMenuList
                  id={subMenuId(key)}
                  links={SUB_MENUS[key]}
                  className={styles.subPanel}
                  hidden={!open}
                  onNavigate={closeAll}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SubMenuList({
  id,
  links,
  className,
  hidden,
  onNavigate,
  plain = false,
}: {
  id?: string;
  links: readonly MenuLink[];
  className: string;
  hidden?: boolean;
  onNavigate?: () => void;
  /**
   * Plain <a href> links: the <noscript> copy, which only a browser without scripting shows, so
   * Remix's client-side navigation and route discovery (data-discover) would do nothing there.
   */
  plain?: boolean;
}) {
  return (
    <ul id={id} className={className} hidden={hidden}>
      {links.map((link) => (
        <li key={link.href}>
          {plain ? (
            <PlainLink link={link} />
          ) : (
            <Link to={link.href} onClick={onNavigate}>
              {t(link.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A plain <a> that keeps the page's language prefix (Remix's basename, ADR 0092). */
function PlainLink({ link }: { link: MenuLink }) {
  return <SiteLink to={link.href}>{t(link.label)}</SiteLink>;
}
