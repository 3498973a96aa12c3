export { SideToolbar } from './side-toolbar';
export type { SideTool, SideToolbarProps } from './side-toolbar';
export { ToolIcon } from './icons';
export type { ToolIconName } from './icons';
