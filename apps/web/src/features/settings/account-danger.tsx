import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { endSession } from '../../api/users.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';

/** "Download my data": the JSON export, saved as a file. */
export function DownloadData() {
  const { t } = useTranslation('settings');
  const download = useMutation({
    mutationFn: async () => {
      const exported = await api('/v1/users/me/export');
      const blob = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'account-export.json';
      link.click();
      URL.revokeObjectURL(link.href);
    },
    meta: { silentError: true },
  });
  return (
    <Stack gap="xs">
      <Text size="sm">{t('account.downloadBody')}</Text>
      <ErrorAlert error={download.error} />
      <Group>
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
          {t('account.download')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Sign out of every device, this one included, after a confirmation. */
export function SignOutEverywhere() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => api('/v1/users/me/sessions', { method: 'DELETE' }),
    onSuccess: () => void navigate('/user/logout'),
    meta: { silentError: true },
  });
  return (
    <>
      <Group>
        <Button variant="default" onClick={() => setOpen(true)}>
          {t('account.signOutAll')}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('account.signOutAll')}>
        <Stack>
          <Text>{t('account.signOutAllBody')}</Text>
          <ErrorAlert error={revoke.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('account.cancel')}
            </Button>
            <Button onClick={() => revoke.mutate()} loading={revoke.isPending}>
              {t('account.signOutAllConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Account deletion: only with the tick, under the warning that it cannot be undone. */
export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const remove = useMutation({
    mutationFn: () => api('/v1/users/me', { method: 'DELETE', body: { confirm: true } }),
    onSuccess: () => {
      endSession(client);
      notifications.show({ color: 'green', message: t('account.deleted') });
      void navigate('/');
    },
    meta: { silentError: true },
  });
  return (
    <Stack>
      <Alert color="red" variant="light" title={t('account.deleteWarning')}>
        {t('account.deleteBody')}
      </Alert>
      <Checkbox
        label={t('account.deleteConfirm')}
        checked={confirmed}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
      />
      <ErrorAlert error={remove.error} />
      <Group>
        <Button
          color="red"
          disabled={!confirmed}
          onClick={() => remove.mutate()}
          loading={remove.isPending}
        >
          {t('account.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
