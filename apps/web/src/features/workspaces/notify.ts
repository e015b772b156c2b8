import { notifications } from '@mantine/notifications';
import i18n from '../../i18n/setup.ts';

/** A toast whose close button says what it does (axe: every button has a name). */
export function notify(message: string, options: { color?: string; title?: string } = {}) {
  notifications.show({
    message,
    ...options,
    closeButtonProps: { 'aria-label': i18n.t('workspaces:close') },
  });
}
