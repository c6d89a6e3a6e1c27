/**
 * Site header: the wordmark and the main navigation. On narrow screens the Menu control is a link opened with
 * CSS `:target`, so the links are reachable without a script; the menu island swaps it for the button beside it.
 */
import * as styles from "./NavBar.module.css";
import { Wordmark } from "./Wordmark";
import { samePath } from "../lib/paths";
import { island } from "../islands/islands";

const MENU_ID = "site-menu";

type Props = { site: Pick<Queries.SiteFrameFragment, "nav" | "wordmark" | "labels">; currentPath: string };

export function NavBar({ site, currentPath }: Props) {
  return (
    <header className={styles.header} {...island("menu")}>
      <div className={styles.bar}>
        <a href="/" className={styles.brand}>
          <Wordmark {...site.wordmark} />
        </a>
        <a className={styles.menuButton} href={`#${MENU_ID}`} data-menu="">
          {site.labels.menu}
        </a>
        <button type="button" className={styles.menuButton} aria-expanded="false" aria-controls={MENU_ID} data-menu="" hidden>
          {site.labels.menu}
        </button>
        <nav id={MENU_ID} aria-label={site.labels.mainNavigation} className={styles.nav} data-open="false">
          <ul className={styles.list}>
            {site.nav.map((item) => (
              <li key={item.path}>
                <a
                  href={item.path}
                  className={styles.link}
                  aria-current={samePath(item.path, currentPath) ? "page" : undefined}
                  {...island("next-page")}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
