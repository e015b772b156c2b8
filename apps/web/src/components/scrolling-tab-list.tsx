import { useEffect, useRef } from 'react';
import { Tabs, type TabsListProps } from '@mantine/core';
import classes from './scrolling-tab-list.module.css';

/**
 * Scrolls `bar` sideways just enough to show `tab`. Not `scrollIntoView`, which also scrolls
 * the page: on a phone the editor's side panel tabs sit below the fold, and the editor opened
 * scrolled past its own title.
 */
function revealSideways(bar: HTMLElement, tab: HTMLElement) {
  const barBox = bar.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left;
  else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right;
}

/**
 * A tab bar that stays one row at any width (STYLE: "tab bar that scrolls on a phone"): it
 * scrolls sideways when the tabs do not fit, and brings the active tab into view, so the
 * Insight tab is not hidden past the edge when a phone opens it.
 */
export function ScrollingTabList({ className, ...props }: TabsListProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[data-active]');
    if (bar && active) revealSideways(bar, active);
  });
  return (
    <Tabs.List
      ref={list}
      className={[classes.list, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
