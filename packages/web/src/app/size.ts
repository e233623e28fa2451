import type { Size } from '@console/contract/constants';
import type { ConfigProviderProps } from 'antd';

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
