/** A page-width block with the site's gutters, used by every template to line content up. */
import React from "react";
import * as styles from "./Section.module.css";

type Props = React.HTMLAttributes<HTMLElement> & { as?: "section" | "div"; narrow?: boolean };

export function Section({ as: Tag = "div", narrow = false, className, children, ...rest }: Props) {
  return (
    <Tag className={`${styles.section} ${narrow ? styles.narrow : ""} ${className ?? ""}`} {...rest}>
      {children}
    </Tag>
  );
}
