import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  STAGE_MESSAGE_MAX,
  stageMessagePresets,
  type LiveCommandAck,
  type RunCommandInput,
  type RunStateBody,
} from '@ordo/contract';
import { StageMessage } from '../live/components/stage-message.tsx';
import { StageLink } from './stage-link.tsx';
import classes from './stage-controls.module.css';

type StageControlsProps = {
  state: RunStateBody;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

/**
 * What the stage shows besides the clock: a message (typed or a preset, flashing or not) and
 * blackout; and the stage's link with its options, to set up the room's screens.
 */
export function StageControls({ state, run }: StageControlsProps) {
  const { t } = useTranslation(['cockpit', 'live']);
  // The cockpit's own route names the meeting.
  const { uuid } = useParams();
  const [text, setText] = useState('');
  const [flash, setFlash] = useState(false);
  const send = async (message: string) => {
    const ack = await run({ type: 'message', text: message, flash });
    if (ack.ok && message === text.trim()) setText('');
  };
  return (
    <Stack gap="sm">
      {state.message ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('message.onStage')}
          </Text>
          <div className={classes.preview}>
            <StageMessage message={state.message} />
          </div>
        </Stack>
      ) : null}
      <Group gap={6}>
        {stageMessagePresets.map((preset) => (
          <Button
            key={preset}
            size="compact-sm"
            variant="light"
            onClick={() => void send(t(`live:presets.${preset}`))}
          >
            {t(`live:presets.${preset}`)}
          </Button>
        ))}
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void send(text.trim());
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={t('message.label')}
            value={text}
            maxLength={STAGE_MESSAGE_MAX}
            onChange={(event) => setText(event.currentTarget.value)}
            description={t('message.count', { count: text.length, max: STAGE_MESSAGE_MAX })}
            data-testid="cockpit-message-input"
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('message.flash')}
              checked={flash}
              onChange={(event) => setFlash(event.currentTarget.checked)}
            />
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!state.message}
                onClick={() => void run({ type: 'message', text: null })}
                data-testid="cockpit-message-clear"
              >
                {t('message.clear')}
              </Button>
              <Button type="submit" disabled={!text.trim()} data-testid="cockpit-message-send">
                {t('message.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <Switch
        label={t('message.blackout')}
        description={t('message.blackoutHint')}
        checked={state.blackout}
        onChange={(event) => void run({ type: 'blackout', on: event.currentTarget.checked })}
        data-testid="cockpit-blackout"
      />
      {uuid && <StageLink uuid={uuid} />}
    </Stack>
  );
}
