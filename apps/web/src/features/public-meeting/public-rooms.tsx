import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import type { PublicMeetingRoom } from '@ordo/contract';
import { ServerHtml } from '../../components/server-html.tsx';
import { currentLanguage } from '../../i18n/languages.ts';
import classes from './public-rooms.module.css';

type PublicRoomsProps = {
  rooms: readonly PublicMeetingRoom[];
  textLanguage: string;
  /** The sequence's title, which names the list for screen readers. */
  sequenceTitle: string;
};

/**
 * The breakout rooms of a sequence as participants see them (DESIGN §9 "Rooms"): name, host,
 * minutes, public text and steps. The server's projection carries nothing private, so nothing
 * here can show a note. One column on a phone, side by side where there is room.
 */
export function PublicRooms({ rooms, textLanguage, sequenceTitle }: PublicRoomsProps) {
  const { t } = useTranslation('sharing');
  const language = currentLanguage();
  return (
    <ul
      className={classes.rooms}
      aria-label={t('public.rooms', { title: sequenceTitle })}
      data-testid="public-rooms"
    >
      {rooms.map((room) => (
        <li key={room.index} className={classes.room} data-testid="public-room">
          <p className={classes.name} lang={textLanguage}>
            <ServerHtml html={room.nameHtml} />
          </p>
          <p className={classes.meta}>
            {[
              formatMinutes(room.minutes, language),
              room.hosts.length > 0 ? t('public.host', { names: room.hosts.join(', ') }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {room.description && (
            <div lang={textLanguage} className={classes.description}>
              <ServerHtml component="div" html={room.descriptionHtml} />
            </div>
          )}
          {room.steps.length > 0 && (
            <ol className={classes.steps} lang={textLanguage}>
              {room.steps.map((step) => (
                <li key={step.index}>
                  <span>{step.title}</span>
                  <span className={classes.stepMinutes}>
                    {formatMinutes(step.minutes, language)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}
