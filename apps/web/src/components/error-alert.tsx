import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors.ts';
import { errorMessage } from '../api/query-client.ts';

/** What went wrong with a call, in plain words (a wait time when rate limited), or nothing. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const retryAfter = error instanceof ApiError ? Number(error.body.retryAfter) : NaN;
  const message =
    error instanceof ApiError && error.code === 'RATE_LIMITED' && retryAfter > 0
      ? t('errors.rateLimitedFor', { count: Math.max(1, Math.ceil(retryAfter / 60)) })
      : errorMessage(error);
  return (
    <Alert color="red" role="alert" variant="light">
      {message}
    </Alert>
  );
}
