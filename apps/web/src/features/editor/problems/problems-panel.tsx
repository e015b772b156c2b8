import { memo, useState, type RefObject } from 'react';
import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useTranslation } from 'react-i18next';
import type { Diagnostic } from '@ordo/agenda';
import { quickFixes } from '../language/diagnostics.ts';
import classes from './problems-panel.module.css';

type ProblemsPanelProps = {
  diagnostics: readonly Diagnostic[];
  /** The line of the cursor: its problem is read out as the cursor lands on it. */
  cursorLine: number;
  viewRef: RefObject<EditorView | null>;
  readOnly: boolean;
};

/** Puts the cursor at the start of `line`, scrolls it into view and gives the text focus. */
export function goToLine(view: EditorView, line: number): void {
  const target = view.state.doc.line(Math.min(Math.max(1, line), view.state.doc.lines));
  view.dispatch({
    selection: EditorSelection.cursor(target.from),
    effects: EditorView.scrollIntoView(target.from, { y: 'center' }),
  });
  view.focus();
}

/**
 * Problems in words, not only as a wavy underline: the problem of the cursor's line is read
 * out (for keyboard and screen-reader users, who never hover), and a list of every problem
 * offers "go to line" and the same quick fixes as the underline's tooltip.
 */
export const ProblemsPanel = memo(function ProblemsPanel({
  diagnostics,
  cursorLine,
  viewRef,
  readOnly,
}: ProblemsPanelProps) {
  const { t } = useTranslation('editor');
  const [opened, setOpened] = useState(false);
  const here = diagnostics.find((diagnostic) => diagnostic.line === cursorLine);
  if (diagnostics.length === 0) return null;
  const view = viewRef.current;
  return (
    <Paper withBorder p="xs" className={classes.root} data-testid="problems">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          className={classes.toggle}
        >
          <Group gap={6} wrap="nowrap">
            <IconAlertTriangle size={16} aria-hidden className={classes.icon} />
            <Text size="sm" fw={600}>
              {t('problems.count', { count: diagnostics.length })}
            </Text>
            {opened ? (
              <IconChevronUp size={16} aria-hidden />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )}
          </Group>
        </UnstyledButton>
        <Text size="sm" role="status" aria-live="polite" className={classes.here} lineClamp={2}>
          {here
            ? t('problems.here', { line: here.line, message: t(`diagnostics.${here.code}`) })
            : ''}
        </Text>
      </Group>
      {/* Built only while open: quick fixes read the text, which changes on every keystroke. */}
      {opened && (
        <Stack component="ul" gap={6} mt="xs" className={classes.list}>
          {diagnostics.map((diagnostic) => (
            <li key={`${diagnostic.line}-${diagnostic.code}`}>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => view && goToLine(view, diagnostic.line)}
                >
                  {t('problems.goTo', { line: diagnostic.line })}
                </Button>
                <Text size="sm" style={{ flex: '1 1 14rem' }}>
                  {t(`diagnostics.${diagnostic.code}`)}
                </Text>
                {!readOnly &&
                  view &&
                  quickFixes(view.state, diagnostic, t).map((fix) => (
                    <Button
                      key={fix.label}
                      size="compact-xs"
                      variant="light"
                      onClick={() => {
                        const spec = fix.apply(view.state, diagnostic.line);
                        if (spec) view.dispatch(spec);
                        view.focus();
                      }}
                    >
                      {fix.label}
                    </Button>
                  ))}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
});
