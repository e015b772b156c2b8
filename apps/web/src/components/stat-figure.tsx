import { Stack, Text, type MantineSize } from '@mantine/core';

type StatFigureProps = {
  label: string;
  value: string;
  /** A tone colour for the figure (late, early); the text colour otherwise. */
  color?: string | undefined;
  size?: MantineSize;
  testId: string;
};

/** One figure with its small caps label above: totals in Insight and the cockpit. */
export function StatFigure({ label, value, color, size = 'lg', testId }: StatFigureProps) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={size} fw={700} c={color} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
