import {
  ActionIcon,
  Box,
  Button,
  Group,
  Text,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconHelp,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconPlayerStop,
  IconSun,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import type { LiveStatus } from '../live/connection/index.ts';
import { ConnectionBadge } from '../live/components/connection-badge.tsx';
import classes from './cockpit.module.css';

type CockpitHeaderProps = {
  uuid: string;
  title: string;
  status: LiveStatus;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  onHelp: () => void;
  /** Opens the end-or-leave choice while a run is live; null when there is no run to stop. */
  onStop: (() => void) | null;
};

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The cockpit's top bar: the meeting, the connection, help, fullscreen, language, dark mode,
 * stop.
 */
export function CockpitHeader({
  uuid,
  title,
  status,
  fullscreen,
  onHelp,
  onStop,
}: CockpitHeaderProps) {
  const { t } = useTranslation('cockpit');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {/* Always a way back; leaving sends nothing, so a live run goes on without the cockpit. */}
          <Tooltip label={onStop ? t('header.backLive') : t('header.back')} withArrow>
            <ActionIcon
              component={Link}
              to={`/user/meeting/${uuid}`}
              variant="subtle"
              size="lg"
              aria-label={onStop ? t('header.backLive') : t('header.back')}
              data-testid="cockpit-back"
            >
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text fw={700} truncate="end" data-testid="cockpit-title">
            {title}
          </Text>
          <ConnectionBadge status={status} className={classes.badge} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconButton label={t('header.help')} onClick={onHelp}>
            <IconHelp size={20} aria-hidden />
          </IconButton>
          {fullscreen.supported && (
            <IconButton
              label={fullscreen.active ? t('header.exitFullscreen') : t('header.fullscreen')}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? (
                <IconMinimize size={20} aria-hidden />
              ) : (
                <IconMaximize size={20} aria-hidden />
              )}
            </IconButton>
          )}
          {/* On a phone the Display options hold dark mode: the title keeps the room. */}
          <Box visibleFrom="sm">
            <LanguageSwitcher compact />
          </Box>
          <Box visibleFrom="sm">
            <IconButton
              label={scheme === 'dark' ? t('header.light') : t('header.dark')}
              onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
            >
              {scheme === 'dark' ? (
                <IconSun size={20} aria-hidden />
              ) : (
                <IconMoon size={20} aria-hidden />
              )}
            </IconButton>
          </Box>
          {onStop && (
            <Button
              color="red"
              variant="light"
              px="sm"
              leftSection={<IconPlayerStop size={18} aria-hidden />}
              onClick={onStop}
              aria-label={t('header.stop')}
              data-testid="cockpit-stop"
            >
              <Box visibleFrom="sm">{t('header.stop')}</Box>
            </Button>
          )}
        </Group>
      </Group>
    </header>
  );
}
