/** the three desktop dropdowns, in order */
export const MENU_IDS = ['products', 'resources', 'about'] as const;
export type MenuId = (typeof MENU_IDS)[number];

export const MENU_LABELS: Record<MenuId, string> = {
  products: 'Products',
  resources: 'Resources',
  about: 'About',
};

export const triggerClass =
  'group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white data-[state=open]:text-white';
