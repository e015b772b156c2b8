import { Badge, Group } from '@mantine/core';
import { IconClock, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MethodSummary } from '@ordo/contract';

type Facts = Pick<MethodSummary, 'phase' | 'minutes' | 'group' | 'mode' | 'energy' | 'remote'>;

export function minutesLabel(t: TFunction<'methods'>, [min, max]: readonly [number, number]) {
  return min === max ? t('facts.minutesOne', { count: min }) : t('facts.minutes', { min, max });
}

export function groupLabel(t: TFunction<'methods'>, [min, max]: readonly [number, number]) {
  if (min === max) return t('facts.groupOne', { count: min });
  // The library caps group ranges at 1000: shown as "no upper bound".
  if (max >= 1000) return min <= 1 ? t('facts.groupAny') : t('facts.groupAndMore', { min });
  return t('facts.group', { min, max });
}

/** One quiet fact of a card (time, group, way of working), an item of the facts list. */
function Fact({
  size,
  icon,
  children,
}: {
  size: 'sm' | 'md';
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Badge component="li" size={size} variant="outline" color="gray" tt="none" leftSection={icon}>
      {children}
    </Badge>
  );
}

/** The phase, time range, group size and way of working of a card, as small badges. */
export function MethodFacts({
  method,
  size = 'sm',
  withRemote = true,
}: {
  method: Facts;
  size?: 'sm' | 'md';
  /** Every card has a remote variant today: the gallery leaves the badge out as noise. */
  withRemote?: boolean;
}) {
  const { t } = useTranslation('methods');
  return (
    <Group gap={6} wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      <Badge component="li" size={size} variant="light">
        {t(`phases.${method.phase}`)}
      </Badge>
      <Fact size={size} icon={<IconClock size={12} aria-label={t('facts.time')} />}>
        {minutesLabel(t, method.minutes)}
      </Fact>
      <Fact size={size} icon={<IconUsers size={12} aria-label={t('facts.size')} />}>
        {groupLabel(t, method.group)}
      </Fact>
      <Fact size={size}>{t(`modes.${method.mode}`)}</Fact>
      {withRemote && method.remote && (
        <Badge
          component="li"
          size={size}
          variant="outline"
          color="teal"
          tt="none"
          leftSection={<IconWorld size={12} aria-hidden />}
        >
          {t('facts.remote')}
        </Badge>
      )}
    </Group>
  );
}
