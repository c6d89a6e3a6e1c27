/**
 * Site header: the wordmark and the main navigation, the current page's link marked.
 *
 * On narrow screens the links fold behind a menu control. Until the page's script has run (or if it
 * never does) that control is a plain link to the navigation, opened with CSS `:target`, so the links are
 * always reachable; once hydrated it becomes a real disclosure button.
 */
import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import * as styles from "./NavBar.module.css";
import type { SiteFrame } from "./site-frame";
import { Wordmark } from "./Wordmark";
import { samePath } from "../lib/paths";

const MENU_ID = "site-menu";

type Props = { site: Pick<SiteFrame, "nav" | "wordmark" | "labels">; currentPath: string };

export function NavBar({ site, currentPath }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => setOpen(false), [currentPath]);

  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <header className={styles.header} onKeyDown={closeOnEscape}>
      <div className={styles.bar}>
        {/* The router marks any link to the current page; only the navigation's own link should be. */}
        <Link to="/" className={styles.brand} aria-current={undefined}>
          <Wordmark top={site.wordmark.top} bottom={site.wordmark.bottom} />
        </Link>
        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {site.labels.menu}
          </button>
        ) : (
          <a className={styles.menuButton} href={`#${MENU_ID}`}>
            {site.labels.menu}
          </a>
        )}
        <nav id={MENU_ID} aria-label={site.labels.mainNavigation} className={styles.nav} data-open={open}>
          <ul className={styles.list}>
            {site.nav.map((item) => (
              <li key={item.path}>
                <Link to={item.path} className={styles.link} aria-current={samePath(item.path, currentPath) ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
