import { Alert, Button, Divider, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconInfoCircle, IconLogin, IconPresentation, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { serializeSequence, type Agenda, type Sequence } from '@ordo/agenda';
import { useEditorAssistant, useSequenceDetails } from '../../../api/ai.ts';
import { useAuthToken } from '../../../hooks/use-auth-token.ts';
import { useBrand } from '../../../hooks/use-brand.ts';
import { currentLanguage } from '../../../i18n/languages.ts';
import { loginPathFor } from '../../auth/return-path.ts';
import { AiProblem } from '../ai-problem.tsx';
import { SlideshowButton } from '../slideshow/slideshow-button.tsx';
import { DiffView } from './diff-view.tsx';
import { hasChanges, lineDiff } from './line-diff.ts';

type AssistantPanelProps = {
  agenda: Agenda;
  activeIndex: number;
  readOnly: boolean;
  /** The editor's current text and a way to replace it (one undoable transaction). */
  text: () => string;
  onApplyText: (text: string) => void;
  onApplySequence: (index: number, sequence: Sequence) => void;
};

type Proposal = { before: string; after: string; apply: () => void; changes: string[] };

/**
 * The editor's AI panel: details for the sequence under the cursor, an instruction for the
 * editor assistant, and the slideshow. Every answer is shown as a diff first; nothing changes
 * until "Apply". Signed-out editors are invited to sign in.
 */
export function AssistantPanel(props: AssistantPanelProps) {
  const { t } = useTranslation('ai');
  const location = useLocation();
  const signedIn = useAuthToken() !== null;
  const brand = useBrand().name;
  if (!signedIn) {
    return (
      <Alert
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden />}
        data-testid="ai-sign-in"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('assistant.signIn', { brand })}</Text>
          <Button
            component={Link}
            to={loginPathFor(location.pathname)}
            size="xs"
            leftSection={<IconLogin size={14} aria-hidden />}
          >
            {t('assistant.signInButton')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <SignedInAssistant {...props} />;
}

function SignedInAssistant({
  agenda,
  activeIndex,
  readOnly,
  text,
  onApplyText,
  onApplySequence,
}: AssistantPanelProps) {
  const { t } = useTranslation('ai');
  const language = currentLanguage() === 'fr' ? 'fr' : 'en';
  const details = useSequenceDetails();
  const assistant = useEditorAssistant();
  const [instruction, setInstruction] = useState('');
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sequence = activeIndex >= 0 ? agenda.sequences[activeIndex] : undefined;

  const askDetails = () => {
    if (!sequence) return;
    setNotice(null);
    details.mutate(
      { sequenceTitle: sequence.title || '?', content: text(), language },
      {
        onSuccess: (answer) => {
          const next: Sequence = {
            ...sequence,
            durationMinutes:
              sequence.durationMinutes > 0 ? sequence.durationMinutes : answer.durationMinutes,
            description: answer.description,
            notes: [
              t('assistant.steps'),
              ...answer.steps.map((step, index) => `${index + 1}. ${step}`),
            ].join('\n'),
          };
          const index = activeIndex;
          setProposal({
            before: serializeSequence(sequence),
            after: serializeSequence(next),
            changes: [],
            apply: () => onApplySequence(index, next),
          });
        },
      },
    );
  };

  const askAssistant = () => {
    setNotice(null);
    const before = text();
    assistant.mutate(
      { instruction, content: before, language },
      {
        onSuccess: (answer) => {
          if (answer.needsModel) {
            setProposal(null);
            setNotice(answer.summary);
            return;
          }
          setProposal({
            before,
            after: answer.content,
            changes: answer.changes,
            apply: () => onApplyText(answer.content),
          });
        },
      },
    );
  };

  const error = details.error ?? assistant.error;
  const changed = proposal ? hasChanges(lineDiff(proposal.before, proposal.after)) : false;

  return (
    <Stack gap="md" data-testid="ai-assistant">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('assistant.details')}
        </Title>
        <Text size="xs" c="dimmed">
          {sequence ? sequence.title : t('assistant.noSequence')}
        </Text>
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={askDetails}
            loading={details.isPending}
            disabled={!sequence || readOnly}
            leftSection={<IconSparkles size={14} aria-hidden />}
          >
            {t('assistant.describe')}
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Textarea
          label={t('assistant.instruction')}
          placeholder={t('assistant.instructionPlaceholder')}
          description={t('assistant.instructionHint')}
          value={instruction}
          onChange={(event) => setInstruction(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          disabled={readOnly}
        />
        <Group>
          <Button
            size="xs"
            onClick={askAssistant}
            loading={assistant.isPending}
            disabled={instruction.trim().length < 2 || readOnly}
          >
            {t('assistant.ask')}
          </Button>
        </Group>
      </Stack>
      <AiProblem error={error} />
      {notice && (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="ai-needs-model"
          // The coach answers one point per line: what it did not do, what it can do.
          style={{ whiteSpace: 'pre-line' }}
        >
          {notice}
        </Alert>
      )}
      {proposal && (
        <Stack gap="xs">
          {proposal.changes.length > 0 && (
            <List size="sm" data-testid="ai-changes">
              {proposal.changes.map((change) => (
                <List.Item key={change}>{change}</List.Item>
              ))}
            </List>
          )}
          {changed ? (
            <DiffView before={proposal.before} after={proposal.after} />
          ) : (
            <Text size="sm">{t('assistant.noChange')}</Text>
          )}
          <Group>
            <Button
              size="xs"
              disabled={!changed}
              onClick={() => {
                proposal.apply();
                setProposal(null);
              }}
            >
              {t('assistant.apply')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setProposal(null)}>
              {t('assistant.discard')}
            </Button>
          </Group>
        </Stack>
      )}
      <Divider />
      <Group gap="xs">
        <IconPresentation size={18} aria-hidden />
        <Title order={3} size="h5">
          {t('assistant.slideshow')}
        </Title>
      </Group>
      <SlideshowButton content={text} language={language} />
    </Stack>
  );
}
