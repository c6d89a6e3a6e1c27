/** Running text written in Markdown (a page file's body), already turned into HTML at build time. */
import * as styles from "./Prose.module.css";

export function Prose({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
