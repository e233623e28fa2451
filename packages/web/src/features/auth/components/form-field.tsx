import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './login-form.module.css';

/** A labelled field with its error below, linked for screen readers (`${id}-error`). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label} style={{ color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      <div id={`${id}-error`} className={styles.error} style={{ color: token.colorError }} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
