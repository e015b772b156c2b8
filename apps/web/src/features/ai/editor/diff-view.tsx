import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import { lineDiff } from './line-diff.ts';
import classes from './diff-view.module.css';

/** The lines an AI answer would change, removed struck through and added highlighted. */
export function DiffView({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('ai');
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  return (
    <>
      <Text size="sm" fw={600} id="ai-diff-heading">
        {t('assistant.diff')}
      </Text>
      <ol className={classes.diff} aria-labelledby="ai-diff-heading" data-testid="ai-diff">
        {lines.map((line, index) => (
          <li key={index} className={`${classes.line} ${classes[line.kind]}`} data-kind={line.kind}>
            {line.kind === 'skipped'
              ? `… ${line.text} …`
              : `${line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}${line.text}`}
          </li>
        ))}
      </ol>
    </>
  );
}
