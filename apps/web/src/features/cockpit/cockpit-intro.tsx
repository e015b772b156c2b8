import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { useServerTick } from '../live/connection/index.ts';
import { clockTime } from '../live/components/format-clock.ts';
import type { CockpitPrefs } from './cockpit-prefs.ts';
import { ControlOptions } from './control-options.tsx';
import { IntroLinks } from './intro-links.tsx';
import { SequenceStrip } from './sequence-strip.tsx';
import { StageControls } from './stage-controls.tsx';
import type { RemoteLink } from './use-remote-link.ts';
import { Columns } from '../../design/columns.tsx';

type CockpitIntroProps = {
  uuid: string;
  state: RunStateBody;
  serverNow: () => number;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
  prefs: CockpitPrefs;
  onPrefsChange: (patch: Partial<CockpitPrefs>) => void;
  wakeLock: { supported: boolean; active: boolean };
  remote: RemoteLink;
};

/**
 * Before the start: start button, when it would end, the other screens' links, the stage's
 * message and blackout (a room fills before the start: "We begin at 9:05"), options.
 */
export function CockpitIntro(props: CockpitIntroProps) {
  const { t } = useTranslation('cockpit');
  const language = currentLanguage();
  const now = useServerTick(props.serverNow);
  const plannedMs = props.state.sequences.reduce(
    (total, sequence) => total + sequence.plannedMs,
    0,
  );
  const empty = props.state.sequences.length === 0;
  return (
    <Columns cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="md">
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={1} size="h2">
              {t('intro.title')}
            </Title>
            <Text size="sm">
              {empty
                ? t('intro.noSequences')
                : t('intro.summary', {
                    count: props.state.sequences.length,
                    duration: formatMinutes(plannedMs / 60_000, language),
                  })}
            </Text>
            {!empty && (
              <Text size="sm" data-testid="cockpit-estimated-end">
                {t('intro.estimatedEnd', { time: clockTime(now + plannedMs, language) })}
              </Text>
            )}
            <Button
              size="lg"
              leftSection={<IconPlayerPlay size={22} aria-hidden />}
              onClick={() => void props.run({ type: 'start' })}
              disabled={empty}
              data-testid="cockpit-start"
            >
              {t('intro.start')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('sequences.title')}
            </Title>
            <SequenceStrip state={props.state} />
          </Stack>
        </Card>
      </Stack>
      <Stack gap="md">
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('links.title')}
            </Title>
            <IntroLinks uuid={props.uuid} remote={props.remote} />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('message.title')}
            </Title>
            <StageControls state={props.state} run={props.run} />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('options.title')}
            </Title>
            <ControlOptions
              prefs={props.prefs}
              onChange={props.onPrefsChange}
              wakeLock={props.wakeLock}
            />
          </Stack>
        </Card>
      </Stack>
    </Columns>
  );
}
