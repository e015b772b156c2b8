import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Meeting, RunSummary } from '@ordo/contract';
import { fetchRunCsv } from '../../api/live.ts';

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

/**
 * Downloads the chosen run under the server's file name (`team-retro-2026-11-27.csv`); a
 * failure shows the app's error toast.
 */
export function CsvButton({ meeting, run }: { meeting: Meeting; run: RunSummary }) {
  const { t } = useTranslation('insight');
  const download = useMutation({
    mutationFn: () => fetchRunCsv(meeting.uuid, run.runId),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'ordo-run.csv'),
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
