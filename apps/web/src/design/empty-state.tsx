import type { ComponentType, ReactNode } from 'react';
import classes from './empty-state.module.css';

type IconProps = { size?: number; stroke?: number; 'aria-hidden'?: boolean };

type EmptyStateProps = {
  /** A Tabler icon naming the place (STYLE 11), drawn in the design system's mark. */
  icon: ComponentType<IconProps>;
  /** What is missing, in a few words: "No meetings yet". */
  title: string;
  /** What the place is for, in one or two plain sentences, and what appears here once used. */
  children?: ReactNode;
  /** The one next action (a Button, or a Button and a quieter link), when there is one. */
  action?: ReactNode;
  /** `page` in the middle of a screen; `compact` in a side panel, a tab or a dialog. */
  size?: 'page' | 'compact';
  /**
   * The heading's level in its page's outline (axe: headings go down one level at a time); 1
   * where the empty state is the whole page (the 404).
   */
  headingLevel?: 1 | 2 | 3 | 4;
  /** A dashed frame, where the empty state stands in for a list the page shows. */
  bordered?: boolean;
  'data-testid'?: string;
};

/**
 * The empty state of every screen (issue 26 "empty states with a purpose"): a small drawn mark,
 * a title, what the place is for, and the next action, so an empty screen explains itself and
 * offers a way on instead of a bare "Nothing here". Plain elements and a CSS module rather than
 * Mantine components, so the light builds (front door, participants) can use it at no cost.
 *
 * @example
 * <EmptyState icon={IconCalendarPlus} title={t('empty.title')} action={<Button>…</Button>}>
 *   {t('empty.body')}
 * </EmptyState>
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  size = 'page',
  headingLevel = 2,
  bordered = false,
  'data-testid': testId,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={classes.root}
      data-size={size}
      data-bordered={bordered || undefined}
      data-testid={testId}
    >
      <div className={classes.mark} aria-hidden>
        <Icon size={size === 'compact' ? 22 : 32} stroke={1.6} aria-hidden />
      </div>
      <Heading className={classes.title}>{title}</Heading>
      {children && <p className={classes.body}>{children}</p>}
      {action && <div className={classes.action}>{action}</div>}
    </div>
  );
}
