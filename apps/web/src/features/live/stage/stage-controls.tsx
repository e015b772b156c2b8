import { ActionIcon } from '@mantine/core';
import { IconMaximize, IconMinimize, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import type { LiveStatus } from '../connection/live-connection.ts';
import { ConnectionBadge } from '../components/connection-badge.tsx';
import { useFullscreen } from '../components/use-fullscreen.ts';
import { useRecentActivity } from './use-recent-activity.ts';
import classes from './stage.module.css';

type StageControlsProps = {
  status: LiveStatus;
  scheme: 'dark' | 'light';
  onToggleScheme: () => void;
};

/**
 * The stage's corner: connection (which fades once connected), then language, light or dark
 * screen and fullscreen, shown only while someone moves the mouse, touches or uses the
 * keyboard, so the audience sees a clean screen. The buttons name themselves with the
 * browser's own tooltip: Mantine's would bring its positioning library (15 KB) to a screen
 * that shows two buttons.
 */
export function StageControls({ status, scheme, onToggleScheme }: StageControlsProps) {
  const { t } = useTranslation('live');
  const fullscreen = useFullscreen();
  const schemeLabel = scheme === 'dark' ? t('stage.lightScreen') : t('stage.darkScreen');
  const fullscreenLabel = fullscreen.active ? t('stage.exitFullscreen') : t('stage.fullscreen');
  const active = useRecentActivity();
  return (
    <div
      className={classes.controls}
      data-active={active || undefined}
      data-testid="stage-controls"
    >
      <ConnectionBadge status={status} variant="filled" fade />
      <div className={classes.language}>
        <LanguageSwitcher compact />
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        className={classes.cornerButton}
        onClick={onToggleScheme}
        aria-label={schemeLabel}
        title={schemeLabel}
        data-testid="stage-scheme"
      >
        {scheme === 'dark' ? <IconSun aria-hidden="true" /> : <IconMoon aria-hidden="true" />}
      </ActionIcon>
      {fullscreen.supported && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.cornerButton}
          onClick={fullscreen.toggle}
          aria-label={fullscreenLabel}
          title={fullscreenLabel}
          aria-pressed={fullscreen.active}
          data-testid="stage-fullscreen"
        >
          {fullscreen.active ? (
            <IconMinimize aria-hidden="true" />
          ) : (
            <IconMaximize aria-hidden="true" />
          )}
        </ActionIcon>
      )}
    </div>
  );
}
