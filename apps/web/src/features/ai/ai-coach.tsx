import { Code, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AiAgendaAnswer } from '@ordo/contract';
import { useAiQuota, useGenerateAgenda } from '../../api/ai.ts';
import { ApiError } from '../../api/errors.ts';
import { useCreateMeeting } from '../../api/meetings.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { AgendaForm, type AgendaFormValues } from './agenda-form.tsx';
import classes from './ai-coach.module.css';
import { AiProblem } from './ai-problem.tsx';
import { PowerGauge } from './power-gauge.tsx';
import { swapSequence, type DraftState } from './swap.ts';

// The preview brings the editor's timeline: loaded with the first draft, not with the form.
const AgendaPreview = lazy(() =>
  import('./agenda-preview.tsx').then((module) => ({ default: module.AgendaPreview })),
);

function isPowerLimit(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'AI_POWER_LIMIT';
}

/** A new seed for "regenerate": any 31-bit number, so every click gives another variant. */
function freshSeed(): number {
  return Math.floor(Math.random() * 2_147_483_647);
}

/**
 * The coach: the form, the power gauge, and the draft with its timeline, swaps, regenerate
 * and "create meeting". Used by `/user/{product}i` and the settings tab alike.
 */
export function AiCoach() {
  const { t } = useTranslation('ai');
  const navigate = useNavigate();
  const quota = useAiQuota();
  const generate = useGenerateAgenda();
  const create = useCreateMeeting();
  const [request, setRequest] = useState<AgendaFormValues | null>(null);
  const [answer, setAnswer] = useState<AiAgendaAnswer | null>(null);
  const [draft, setDraft] = useState<DraftState | null>(null);
  const [streamed, setStreamed] = useState('');
  const exhausted = !!quota.data && !quota.data.unlimited && quota.data.percentUsed >= 100;

  const run = (values: AgendaFormValues) => {
    setRequest(values);
    setStreamed('');
    generate.mutate(
      {
        body: { ...values, audience: values.audience || undefined, seed: freshSeed() },
        onDelta: (text) => setStreamed((current) => current + text),
      },
      {
        onSuccess: (result) => {
          setAnswer(result);
          setDraft({ content: result.content, alternatives: result.alternatives });
        },
      },
    );
  };

  const createMeeting = () => {
    if (!draft) return;
    create.mutate(
      { content: draft.content },
      { onSuccess: (meeting) => void navigate(`/user/meeting/${meeting.uuid}?tab=edit`) },
    );
  };

  return (
    // A stylesheet's grid: Mantine's Grid writes a <style> into the page body (issue 27).
    <div className={classes.split}>
      <div>
        <Stack>
          <PowerGauge quota={quota.data} />
          <Paper withBorder p="md" radius="md">
            <AgendaForm busy={generate.isPending} onSubmit={run} />
          </Paper>
        </Stack>
      </div>
      <div>
        <Stack>
          {/* The gauge already says the power ran out; do not say it twice. */}
          <AiProblem error={exhausted && isPowerLimit(generate.error) ? null : generate.error} />
          <ErrorAlert error={create.error} />
          {generate.isPending && (
            <Stack gap="xs" aria-busy="true" data-testid="ai-generating">
              <Text size="sm" c="dimmed" role="status">
                {streamed ? t('preview.streaming') : t('form.generating')}
              </Text>
              {streamed ? (
                <Code block>{streamed.slice(-600)}</Code>
              ) : (
                <Skeleton h={260} radius="md" />
              )}
            </Stack>
          )}
          {!generate.isPending && answer && draft && request ? (
            <Suspense fallback={<Skeleton h={260} radius="md" />}>
              <AgendaPreview
                answer={answer}
                draft={draft}
                busy={generate.isPending}
                creating={create.isPending}
                onSwap={(index, methodId) =>
                  setDraft((current) =>
                    current ? swapSequence(current, index, methodId) : current,
                  )
                }
                onRegenerate={() => run(request)}
                onCreate={createMeeting}
              />
            </Suspense>
          ) : (
            !generate.isPending &&
            !generate.error && (
              <Paper withBorder p="lg" radius="md" data-testid="ai-empty">
                <Text size="sm" c="dimmed">
                  {t('preview.empty')}
                </Text>
              </Paper>
            )
          )}
        </Stack>
      </div>
    </div>
  );
}
