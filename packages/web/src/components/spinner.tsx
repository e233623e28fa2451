import { theme } from 'antd';
import styles from './spinner.module.css';

/** A CSS spinner: antd's Spin would add its code to the first load for one animation. */
export function Spinner({ size = 20 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <span
      className={styles.spinner}
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        borderColor: token.colorPrimaryBg,
        borderTopColor: token.colorPrimary,
      }}
    />
  );
}
