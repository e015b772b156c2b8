import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunNotes, RunStateBody } from '@ordo/contract';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import type { LiveStatus } from '../connection/live-connection.ts';
import { useServerTick } from '../connection/use-server-clock.ts';
import { runCountdowns } from '../components/countdowns.ts';
import { ConnectionBadge } from '../components/connection-badge.tsx';
import { Countdown } from '../components/countdown.tsx';
import { LiveShell } from '../components/live-shell.tsx';
import { runView } from '../components/run-view.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import { StageMessage } from '../components/stage-message.tsx';
import { PresenterNext } from './presenter-next.tsx';
import { PresenterNotes } from './presenter-notes.tsx';
import classes from './presenter.module.css';

type PresenterScreenProps = {
  status: LiveStatus;
  state: RunStateBody | null;
  serverNow: () => number;
  /** The run's notes, null until read (or while they cannot be). */
  notes: RunNotes | null;
};

/**
 * The presenter view for the speaker at the lectern: what runs now and who speaks, the time
 * left, what comes next and when, the facilitator's message, and the current sequence's private
 * notes. It only reads: no command is offered here.
 */
export function PresenterScreen({ status, state, serverNow, notes }: PresenterScreenProps) {
  const { t } = useTranslation('presenter');
  const now = useServerTick(serverNow, (at) => runCountdowns(state, at));
  const view = state ? runView(state, now) : null;
  const active = state?.status === 'running' || state?.status === 'paused';
  // Before the start the speaker prepares the first sequence; once finished nothing is current.
  const shown =
    state?.status === 'idle'
      ? (state.sequences.find((sequence) => !sequence.skipped) ?? null)
      : active
        ? (view?.current ?? null)
        : null;
  const notesHtml = shown ? notes?.sequences.find((s) => s.index === shown.index)?.notesHtml : null;

  return (
    <LiveShell label={t('label')} testId="presenter" className={classes.shell}>
      <div className={classes.presenter}>
        <header className={classes.header}>
          <ConnectionBadge status={status} />
          {state && active && (
            <Text fw={600} data-testid="presenter-position">
              {t('position', { current: state.currentIndex + 1, total: state.sequences.length })}
            </Text>
          )}
          <div className={classes.tools}>
            <LanguageSwitcher />
            <ColorSchemeToggle />
          </div>
        </header>
        {state?.message && (
          <div className={classes.message}>
            <StageMessage message={state.message} />
          </div>
        )}
        <div className={classes.body}>
          <section className={classes.now} aria-label={t('now')}>
            {!state || !view ? (
              <Text c="dimmed" role="status">
                {t('connecting')}
              </Text>
            ) : (
              <>
                <Text
                  className={classes.status}
                  data-testid="presenter-status"
                  data-status={state.status}
                >
                  {t(`status.${state.status}`)}
                </Text>
                {shown && (
                  <h1 className={classes.title} data-testid="presenter-title">
                    <SequenceTitle title={shown.title} />
                  </h1>
                )}
                {shown && shown.speakers.length > 0 && (
                  <Text className={classes.speakers} data-testid="presenter-speakers">
                    {t('speakers', { names: shown.speakers.join(', ') })}
                  </Text>
                )}
                {active && (
                  <Countdown
                    className={classes.countdown}
                    remainingMs={view.remainingMs}
                    targetMs={view.targetMs}
                    warnings={notes?.stageWarnings ?? null}
                  />
                )}
                {active && <PresenterNext state={state} next={view.next} serverNow={now} />}
              </>
            )}
          </section>
          {shown && <PresenterNotes html={notesHtml ?? null} loading={notes === null} />}
        </div>
      </div>
    </LiveShell>
  );
}
