import { Suspense } from 'react';
import { Badge } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function Count({ count }: { count: number }) {
  const { t } = useTranslation('comments');
  return (
    <Badge
      size="xs"
      variant="light"
      leftSection={<IconMessageCircle size={11} aria-hidden />}
      aria-label={t('timeline.open', { count })}
      title={t('timeline.open', { count })}
      data-testid="timeline-comments"
    >
      {count}
    </Badge>
  );
}

/** The number of open comment threads on a timeline card, named for screen readers. */
export function CommentCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Suspense fallback={null}>
      <Count count={count} />
    </Suspense>
  );
}
