/** Query keys of the menu editor. */
export const menuKeys = {
  all: ['menus'] as const,
  tree: (appKey: string) => ['menus', 'tree', appKey] as const,
  applications: () => ['menus', 'applications'] as const,
};
