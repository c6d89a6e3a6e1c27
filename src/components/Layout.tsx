/** The frame of every page: skip link, header with navigation, the page's <main>, footer. */
import React from "react";
import "../styles/global.css";
import * as styles from "./Layout.module.css";
import { NavBar } from "./NavBar";
import { Footer } from "./Footer";

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
