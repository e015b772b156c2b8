import { Box, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import classes from './columns.module.css';

type Count = 1 | 2 | 3 | 4;
type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';

type ColumnsProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'style'> & {
    /** Equal columns: one count, or one per breakpoint from `base` up. */
    cols: Count | Partial<Record<Breakpoint, Count>>;
    spacing?: Extract<MantineSpacing, 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
    /** A list of steps is an `ol`. */
    component?: 'div' | 'ol' | 'ul';
  };

/**
 * A grid of equal columns, as Mantine's SimpleGrid lays it out, from a stylesheet: SimpleGrid
 * writes a `<style>` element into the page body for each grid, which HTML does not allow
 * there (issue 27).
 */
export function Columns({
  cols,
  spacing = 'md',
  component = 'div',
  className,
  ...rest
}: ColumnsProps) {
  const counts = typeof cols === 'number' ? { base: cols } : cols;
  const names = Object.entries(counts).map(
    ([breakpoint, count]) => classes[`${breakpoint}-${count}`],
  );
  const classNames = [classes.grid, classes[`gap-${spacing}`], ...names, className];
  // Box's polymorphic props do not take a union of tags: the tag is narrowed per case.
  const Tag = component as 'div';
  return <Box component={Tag} className={classNames.filter(Boolean).join(' ')} {...rest} />;
}
