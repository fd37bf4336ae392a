/**
 * Remotes are registered at runtime from the tabs the user may open, and a
 * remote's entry is fetched only when its tab is opened (shareStrategy
 * 'loaded-first' keeps the runtime from preloading entries). Before the first, the dashboard
 * provides antd and @kavach/admin-shared to them from its own bundle (the login screen, which
 * needs neither, loads neither).
 */
import {
  getInstance,
  loadRemote,
  registerRemotes,
  registerShared,
} from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { dashboardShares } from 'virtual:dashboard-shares';
import type { TabDef } from './tabs';

// Unit tests run the dashboard without a federation host.
if (getInstance()) registerShared(dashboardShares);

/** Federation name of a tab's remote (admin-remotes/shared/federation.mjs remoteName). */
function remoteName(key: string): string {
  return `kavach_admin_${key.replace(/-/g, '_')}`;
}

function remoteEntryUrl(key: string, origin: string = location.origin): string {
  return new URL(`/admin-remotes/${key}/remoteEntry.js`, origin).href;
}

function remoteOf(key: string) {
  return { name: remoteName(key), entry: remoteEntryUrl(key), type: 'module' as const };
}

const registered = new Set<string>();

/** Registers the remotes of the given tabs (no network request). */
export function registerTabRemotes(tabs: readonly TabDef[]): void {
  const fresh = tabs.filter((t) => !registered.has(t.key));
  if (!fresh.length) return;
  registerRemotes(fresh.map((t) => remoteOf(t.key)));
  for (const t of fresh) registered.add(t.key);
}

export interface TabModule {
  default: ComponentType<{ tabKey: string }>;
}

/**
 * Loads a tab's component. `retry` re-registers the remote first, so a
 * failed entry is fetched again instead of answered from the runtime's cache.
 */
export async function loadTab(key: string, retry = false): Promise<TabModule['default']> {
  if (retry || !registered.has(key)) {
    registerRemotes([remoteOf(key)], { force: true });
    registered.add(key);
  }
  const mod = await loadRemote<TabModule>(`${remoteName(key)}/Tab`);
  if (!mod?.default) throw new Error(`Remote ${key} has no Tab component`);
  return mod.default;
}
