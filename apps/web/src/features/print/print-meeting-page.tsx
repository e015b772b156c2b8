import { useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readLocalDraft } from '../editor/local-draft.ts';
import { UpgradeLink } from '../editor/panels/upgrade-link.tsx';
import { PrintSheet, type PaperSize, type PrintVariant } from './print-sheet.tsx';
import classes from './print.module.css';

/** `/meeting/printMeeting`: the anonymous editor's draft as a run sheet (SPEC §1, §2). */
export function PrintMeetingPage() {
  const { t } = useTranslation('print');
  const [draft] = useState(readLocalDraft);

  if (!draft || draft.content.trim() === '') {
    return (
      <Container size="sm" py="xl">
        <Stack align="flex-start">
          <Title order={1}>{t('page.title')}</Title>
          <Text>{t('page.empty')}</Text>
          <Anchor component={Link} to="/meeting/editor">
            {t('page.openEditor')}
          </Anchor>
        </Stack>
      </Container>
    );
  }
  return (
    <PrintView
      agendaText={draft.content}
      details={draft.details}
      backTo="/meeting/editor"
      canHideMark={false}
    />
  );
}

type PrintViewProps = {
  agendaText: string;
  details: { date: string | null; startTime: string | null };
  /** Where "Back" goes: the editor the sheet was printed from. */
  backTo: string;
  /** PRO may print without the Ordo mark. */
  canHideMark: boolean;
  initiallyHideMark?: boolean;
};

/** The print screen: version, paper and mark choices above the sheet (hidden when printing). */
export function PrintView({
  agendaText,
  details,
  backTo,
  canHideMark,
  initiallyHideMark = false,
}: PrintViewProps) {
  const { t } = useTranslation('print');
  const [variant, setVariant] = useState<PrintVariant>('facilitator');
  const [paper, setPaper] = useState<PaperSize>('a4');
  const [hideMark, setHideMark] = useState(canHideMark && initiallyHideMark);

  return (
    <Container fluid py="md" className={classes.page}>
      <Stack gap="md">
        <Stack gap="xs" className={classes.controls}>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('page.title')}
            </Title>
            <Group gap="xs">
              <Button component={Link} to={backTo} variant="default">
                {t('page.back')}
              </Button>
              <Button onClick={() => window.print()}>{t('page.print')}</Button>
            </Group>
          </Group>
          <Group gap="md" wrap="wrap">
            <SegmentedControl
              aria-label={t('page.variant')}
              value={variant}
              onChange={(value) =>
                setVariant(value === 'participant' ? 'participant' : 'facilitator')
              }
              data={[
                { value: 'facilitator', label: t('page.facilitator') },
                { value: 'participant', label: t('page.participant') },
              ]}
            />
            <SegmentedControl
              aria-label={t('page.paper')}
              value={paper}
              onChange={(value) => setPaper(value === 'letter' ? 'letter' : 'a4')}
              data={[
                { value: 'a4', label: 'A4' },
                { value: 'letter', label: 'Letter' },
              ]}
            />
            {/* Hiding the mark is a PRO option; without an account the plan is always free. A
                checkbox, not Mantine's Switch, whose <label> wraps a <div> (invalid HTML). */}
            <Checkbox
              label={t('page.hideMark')}
              checked={hideMark}
              disabled={!canHideMark}
              onChange={(event) => setHideMark(event.currentTarget.checked)}
            />
          </Group>
          {!canHideMark && <UpgradeLink reason={t('page.hideMarkPro')} />}
        </Stack>
        <PrintSheet
          agendaText={agendaText}
          details={details}
          variant={variant}
          showBrandMark={!hideMark}
          paper={paper}
        />
      </Stack>
    </Container>
  );
}
