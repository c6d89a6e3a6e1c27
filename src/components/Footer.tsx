/** Site footer: where to find the cafe, and the copyright. */
import * as styles from "./Footer.module.css";
import { ContactDetails } from "./ContactDetails";
import { Wordmark } from "./Wordmark";

export function Footer({ site }: { site: Queries.SiteFrameFragment }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Wordmark {...site.wordmark} />
        <ContactDetails site={site} />
        <p className={styles.copyright}>
          © {site.copyrightYear} {site.name}
        </p>
      </div>
    </footer>
  );
}
