import { useEffect, useRef } from 'react';
import { Tabs, type TabsListProps } from '@mantine/core';
import classes from './scrolling-tab-list.module.css';

/**
 * A tab bar that stays one row at any width (STYLE: "tab bar that scrolls on a phone"): it
 * scrolls sideways when the tabs do not fit, and brings the active tab into view, so the
 * Insight tab is not hidden past the edge when a phone opens it.
 */
export function ScrollingTabList({ className, ...props }: TabsListProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[data-active]');
    if (active && typeof active.scrollIntoView === 'function')
      active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
  return (
    <Tabs.List
      ref={list}
      className={[classes.list, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
