/** The frame of every page (skip link, header with navigation, the page's <main>, footer), and the blocks its templates fill it with. */
import React from "react";
import "../styles/global.css";
import * as styles from "./Layout.module.css";
import { NavBar } from "./NavBar";
import { ContactDetails } from "./ContactDetails";
import { Wordmark } from "./Wordmark";

type Props = {
  site: Queries.SiteFrameFragment;
  currentPath: string;
  banner?: React.ReactNode;
  children: React.ReactNode;
};

export function Layout({ site, currentPath, banner, children }: Props) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {site.labels.skipLink}
      </a>
      {banner}
      <NavBar site={site} currentPath={currentPath} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer site={site} />
    </div>
  );
}

/** Where to find the cafe, and the copyright. */
function Footer({ site }: { site: Queries.SiteFrameFragment }) {
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

type SectionProps = React.HTMLAttributes<HTMLElement> & { as?: "section" | "div"; narrow?: boolean };

/** A page-width block with the site's gutters, used by every template to line content up. */
export function Section({ as: Tag = "div", narrow = false, className, children, ...rest }: SectionProps) {
  return (
    <Tag className={`${styles.section} ${narrow ? styles.narrow : ""} ${className ?? ""}`} {...rest}>
      {children}
    </Tag>
  );
}

/** The page's one <h1>, with the gold rule under it that marks the start of every page. */
export function PageHeading({ children }: { children: React.ReactNode }) {
  return <h1 className={styles.heading}>{children}</h1>;
}

/** Running text written in Markdown (a page file's body), already turned into HTML at build time. */
export function Prose({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
