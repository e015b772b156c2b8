import { useState } from 'react';
import { Button, Drawer, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAGE_MESSAGE_MAX, stageMessagePresets, type RunCommandInput } from '@ordo/contract';
import { Columns } from '../../../design/columns.tsx';

/** Labels may take two lines on a narrow phone rather than be cut. */
const wrap = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

type MessageSheetProps = {
  opened: boolean;
  onClose: () => void;
  /** The message on stage now, if any (Clear is offered only then). */
  current: { text: string; flash: boolean } | null;
  onCommand: (command: RunCommandInput) => Promise<boolean>;
  /** A room's remote names the sheet and its button for the room; the stage's by default. */
  title?: string;
  sendLabel?: string;
};

/**
 * "Message to stage": a preset in one tap (its translated text is what the stage shows), or
 * a typed message up to 140 characters; optionally flashing; Clear takes it off the stage.
 */
export function MessageSheet({
  opened,
  onClose,
  current,
  onCommand,
  title,
  sendLabel,
}: MessageSheetProps) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const [flash, setFlash] = useState(false);
  const show = async (message: string) => {
    const typed = message.trim().slice(0, STAGE_MESSAGE_MAX);
    if (!typed) return;
    if (await onCommand({ type: 'message', text: typed, flash })) {
      setText('');
      onClose();
    }
  };
  const clear = async () => {
    if (await onCommand({ type: 'message', text: null })) onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      styles={{ content: { flex: '0 0 auto', height: 'auto', maxHeight: '92%' } }}
      title={title ?? t('remote.sheet.title')}
      closeButtonProps={{ 'aria-label': t('remote.sheet.close') }}
    >
      <Stack gap="md" pb="md">
        <Text size="sm" fw={600} id="message-presets">
          {t('remote.sheet.presets')}
        </Text>
        <Columns cols={2} spacing="sm" role="group" aria-labelledby="message-presets">
          {stageMessagePresets.map((preset) => (
            <Button
              key={preset}
              variant="light"
              h="auto"
              mih={56}
              py="xs"
              styles={wrap}
              onClick={() => void show(t(`presets.${preset}`))}
              data-testid={`preset-${preset}`}
            >
              {t(`presets.${preset}`)}
            </Button>
          ))}
        </Columns>
        <Textarea
          label={t('remote.sheet.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value.slice(0, STAGE_MESSAGE_MAX))}
          maxLength={STAGE_MESSAGE_MAX}
          autosize
          minRows={2}
          description={`${text.length} / ${STAGE_MESSAGE_MAX}`}
          data-testid="message-text"
        />
        <Switch
          label={t('remote.sheet.flash')}
          checked={flash}
          onChange={(event) => setFlash(event.currentTarget.checked)}
          size="md"
        />
        <Columns cols={2} spacing="sm">
          <Button
            variant="default"
            h="auto"
            mih={52}
            styles={wrap}
            leftSection={<IconX size={18} aria-hidden="true" />}
            disabled={!current}
            onClick={() => void clear()}
            data-testid="message-clear"
          >
            {t('remote.sheet.clear')}
          </Button>
          <Button
            h="auto"
            mih={52}
            styles={wrap}
            leftSection={<IconSend size={18} aria-hidden="true" />}
            disabled={!text.trim()}
            onClick={() => void show(text)}
            data-testid="message-send"
          >
            {sendLabel ?? t('remote.sheet.send')}
          </Button>
        </Columns>
      </Stack>
    </Drawer>
  );
}
