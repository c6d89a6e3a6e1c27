/** The brand's two-line wordmark: IDENTITY over COFFEES, the second line in the accent colour. */
import * as styles from "./Wordmark.module.css";

type Props = { top: string; bottom: string; size?: "small" | "large" };

export function Wordmark({ top, bottom, size = "small" }: Props) {
  return (
    <span className={`${styles.wordmark} ${size === "large" ? styles.large : styles.small}`}>
      <span className={styles.top}>{top}</span> <span className={styles.bottom}>{bottom}</span>
    </span>
  );
}
