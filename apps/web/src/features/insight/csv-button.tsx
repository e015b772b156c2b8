import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Meeting, RunSummary } from '@ordo/contract';
import { fetchRunCsv } from '../../api/live.ts';
import { csvFileName } from './run-format.ts';

/** Hands a Blob to the browser as a file download, then lets the object URL go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the chosen run as `<title>-<date>.csv`; a failure shows the app's error toast. */
export function CsvButton({ meeting, run }: { meeting: Meeting; run: RunSummary }) {
  const { t } = useTranslation('insight');
  const download = useMutation({
    mutationFn: () => fetchRunCsv(meeting.uuid, run.runId),
    onSuccess: (blob) => saveBlob(blob, csvFileName(meeting.title || t('untitled'), run.startedAt)),
  });
  return (
    <Button
      variant="default"
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-testid="insight-csv"
    >
      {t('csv')}
    </Button>
  );
}
