import { FIXED_ROUTES } from '@console/contract/routes/fixed-routes';
import { ROUTE_CATALOGUE } from '@console/contract/routes/catalogue';
import { walkRoutes } from '@console/contract/routes/walk';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, iconComponentName } from './icon-name';
import * as MENU_ICONS from './icon-map';

const available = new Set(Object.keys(MENU_ICONS));

describe('menu icons', () => {
  it('has every icon the route catalogue names (add new ones to icon-map.ts)', () => {
    const named = new Set<string>();
    for (const app of ROUTE_CATALOGUE)
      walkRoutes(app.routes, ({ route }) => void (route.icon && named.add(route.icon)));
    walkRoutes(FIXED_ROUTES, ({ route }) => void (route.icon && named.add(route.icon)));
    expect([...named].filter((name) => !available.has(name))).toEqual([]);
    expect(available.has(FALLBACK_ICON)).toBe(true);
  });

  it('resolves antd names, short names and unknown ones', () => {
    expect(iconComponentName('TeamOutlined', available)).toBe('TeamOutlined');
    expect(iconComponentName('team', available)).toBe('TeamOutlined');
    expect(iconComponentName('user-switch', available)).toBe('UserSwitchOutlined');
    expect(iconComponentName('no-such-icon', available)).toBe(FALLBACK_ICON);
    expect(iconComponentName(null, available)).toBeNull();
  });
});
