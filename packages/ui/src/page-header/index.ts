export { PageHeader, type PageHeaderProps } from './page-header';
