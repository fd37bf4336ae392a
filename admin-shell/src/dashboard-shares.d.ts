/** admin-remotes/shared/federation.mjs dashboardShares(): the shares the dashboard provides. */
declare module 'virtual:dashboard-shares' {
  import type { registerShared } from '@module-federation/runtime';
  export const dashboardShares: Parameters<typeof registerShared>[0];
}
