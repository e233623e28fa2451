import styles from './rich-text.module.css';

/**
 * A document's content as written. The HTML is the server's: sanitised with DOMPurify on every
 * write (tags and attributes of the editor only, no script, no event handlers, http(s)/mailto
 * links), so it is shown as it is stored.
 */
export function DocumentHtml({ html }: { html: string }) {
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
