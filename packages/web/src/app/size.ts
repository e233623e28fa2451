import type { Size } from '@console/contract/constants';
import { theme, type ConfigProviderProps, type ThemeConfig } from 'antd';

/**
 * SPEC size select (Element UI's default/medium/small/mini) on antd's three sizes. Element's
 * "default" is its largest control (40 px), which is antd's `large`.
 */
export const ANTD_SIZE: Record<Size, ConfigProviderProps['componentSize']> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/** antd has no size below small: Mini is small controls with compact spacing, so it differs from Small. */
export const SIZE_ALGORITHM: Record<Size, ThemeConfig['algorithm']> = {
  default: theme.defaultAlgorithm,
  medium: theme.defaultAlgorithm,
  small: theme.defaultAlgorithm,
  mini: [theme.defaultAlgorithm, theme.compactAlgorithm],
};
