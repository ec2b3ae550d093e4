/**
 * Kept only for app/layouts/require-office, which another change owns: use `PageLayout` from
 * './page-layout'. Delete this file once it imports it.
 */
export { PageLayout as PageCard, type PageLayoutProps as PageCardProps } from './page-layout';
