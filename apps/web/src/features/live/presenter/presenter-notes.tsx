import { Loader, Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './presenter.module.css';

type PresenterNotesProps = {
  /** The server's HTML of the notes; empty or null when the sequence has none. */
  html: string | null;
  loading: boolean;
};

/**
 * The current sequence's private notes, large and scrollable. The server rendered them with
 * the agenda's safe markdown; DOMPurify is the second lock (DESIGN §2), as for every markdown.
 */
export function PresenterNotes({ html, loading }: PresenterNotesProps) {
  const { t } = useTranslation('presenter');
  const headingId = useId();
  return (
    <section className={classes.notes} aria-labelledby={headingId} data-testid="presenter-notes">
      <h2 id={headingId} className={classes.notesHeading}>
        {t('notes.title')}
      </h2>
      {loading ? (
        <Loader size="sm" role="status" aria-label={t('notes.loading')} />
      ) : html ? (
        <div
          className={classes.notesText}
          data-testid="presenter-notes-text"
          // Focusable so a keyboard can scroll long notes.
          tabIndex={0}
          dangerouslySetInnerHTML={{
            __html: DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }),
          }}
        />
      ) : (
        <Text c="dimmed" data-testid="presenter-notes-empty">
          {t('notes.empty')}
        </Text>
      )}
    </section>
  );
}
