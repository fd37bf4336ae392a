/**
 * The tab strip (WAI-ARIA tabs: arrow keys, Home/End). Plain buttons rather
 * than antd Tabs, whose overflow menu and motion would add ~25 KB gzip to the
 * antd chunk every user downloads; on a phone the strip scrolls sideways.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { TabDef } from './tabs';

export const tabId = (key: string) => `kv-tab-${key}`;
export const panelId = (key: string) => `kv-tabpanel-${key}`;

export function TabBar({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly TabDef[];
  active: string;
  onSelect: (key: string) => void;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  // The strip scrolls sideways when the tabs do not fit: keep the open one in view.
  useEffect(() => {
    refs.current.get(active)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = tabs.findIndex((t) => t.key === active);
    let next = -1;
    if (e.key === 'ArrowRight') next = (i + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const key = tabs[next].key;
    onSelect(key);
    refs.current.get(key)?.focus();
  }

  return (
    <div className="kv-tabs" role="tablist" aria-label="Sections" onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const selected = t.key === active;
        return (
          <button
            key={t.key}
            ref={(el) => {
              if (el) refs.current.set(t.key, el);
              else refs.current.delete(t.key);
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            aria-selected={selected}
            aria-controls={panelId(t.key)}
            tabIndex={selected ? 0 : -1}
            className={`kv-tab${selected ? ' kv-tab--active' : ''}`}
            data-tab={t.key}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
