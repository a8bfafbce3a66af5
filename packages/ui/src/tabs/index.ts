export { type TabItem, Tabs, TabsContent, type TabsContentProps, type TabsProps } from './tabs';
