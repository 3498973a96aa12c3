export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { nextTabIndex } from './keys';
