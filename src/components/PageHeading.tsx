/** The page's one <h1>, with the gold rule under it that marks the start of every page. */
import React from "react";
import * as styles from "./PageHeading.module.css";

export function PageHeading({ children }: { children: React.ReactNode }) {
  return <h1 className={styles.heading}>{children}</h1>;
}
