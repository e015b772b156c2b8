import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChartBar,
  IconLayoutDashboard,
  IconPlayerPlay,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runStatistics } from '@ordo/agenda';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { StatFigure } from '../../components/stat-figure.tsx';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatDurationMs, formatOverrunMs, overrunTone, toneText } from '../insight/run-format.ts';
import { RestartModal } from './restart-modal.tsx';
import { Columns } from '../../design/columns.tsx';

type CockpitFinishedProps = {
  uuid: string;
  state: RunStateBody;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

/** The run is over: how it went against the plan, and where to go from here. */
export function CockpitFinished({ uuid, state, run }: CockpitFinishedProps) {
  const { t } = useTranslation('cockpit');
  const language = currentLanguage();
  const [restartOpened, restart] = useDisclosure(false);
  const stats = runStatistics(state);
  const overrun = stats.totalActualMs - stats.totalPlannedMs;
  const skipped = stats.sequences.filter((sequence) => sequence.skipped).length;
  return (
    <Stack maw={720} mx="auto" gap="md" data-testid="cockpit-finished">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('finished.title')}
          </Title>
          <Columns cols={{ base: 2, sm: 3 }}>
            <StatFigure
              size="xl"
              label={t('finished.planned')}
              value={formatDurationMs(stats.totalPlannedMs, language)}
              testId="cockpit-finished-planned"
            />
            <StatFigure
              size="xl"
              label={t('finished.actual')}
              value={formatDurationMs(stats.totalActualMs, language)}
              testId="cockpit-finished-actual"
            />
            <StatFigure
              size="xl"
              label={t('finished.overrun')}
              value={formatOverrunMs(overrun, language)}
              color={toneText(overrunTone(overrun))}
              testId="cockpit-finished-overrun"
            />
          </Columns>
          {skipped > 0 && <Text size="sm">{t('finished.skipped', { count: skipped })}</Text>}
        </Stack>
      </Card>
      <Group gap="sm" wrap="wrap">
        <Button
          component={Link}
          to="/user"
          variant="default"
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        >
          {t('finished.dashboard')}
        </Button>
        <Button
          component={Link}
          to={`/user/meeting/${uuid}/stats`}
          leftSection={<IconChartBar size={18} aria-hidden />}
          data-testid="cockpit-insight"
        >
          {t('finished.insight')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          onClick={() => void run({ type: 'start' })}
          data-testid="cockpit-run-again"
        >
          {t('finished.runAgain')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={restart.open}
          data-testid="cockpit-restart"
        >
          {t('finished.restart')}
        </Button>
      </Group>
      <RestartModal
        opened={restartOpened}
        onClose={restart.close}
        onConfirm={() => {
          restart.close();
          void run({ type: 'restart' });
        }}
      />
    </Stack>
  );
}
