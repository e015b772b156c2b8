import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/** The save badge's explanation on hover, for a failed save or a lost connection. */
export function SaveHint({ label, children }: { label: string; children: ReactElement }) {
  return <Tooltip label={label}>{children}</Tooltip>;
}
