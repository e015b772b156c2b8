import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meSchema, type Profile } from '@ordo/contract';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { errorMessage } from '../../api/query-client.ts';
import { usersKey } from '../../api/users.ts';
import { initialsOf } from '../../components/user-button.tsx';

const accepted = 'image/png,image/jpeg,image/webp,image/gif';

/** The profile photo: upload (the server checks and resizes it) or remove. */
export function PhotoField({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: usersKey });
  const upload = useMutation({
    mutationFn: (file: File) => api('/v1/users/me/photo', { method: 'PUT', body: file }, meSchema),
    onSuccess: refresh,
    meta: { silentError: true },
  });
  const remove = useMutation({
    mutationFn: () => api('/v1/users/me/photo', { method: 'DELETE' }, meSchema),
    onSuccess: refresh,
    meta: { silentError: true },
  });
  const error = upload.error ?? remove.error;
  const message =
    error instanceof ApiError && error.status === 413
      ? t('photo.tooLarge')
      : error instanceof ApiError && error.status === 415
        ? t('photo.wrongType')
        : error
          ? errorMessage(error)
          : null;

  return (
    <Group align="center">
      <Avatar src={profile.photoUrl} size={80} radius={80} alt={t('photo.alt')} color="indigo">
        {initialsOf(profile.fullName)}
      </Avatar>
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton accept={accepted} onChange={(file) => file && upload.mutate(file)}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {profile.photoUrl ? t('photo.change') : t('photo.upload')}
              </Button>
            )}
          </FileButton>
          {profile.photoUrl && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => remove.mutate()}
              loading={remove.isPending}
            >
              {t('photo.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c={message ? 'red' : 'dimmed'} role={message ? 'alert' : undefined}>
          {message ?? t('photo.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
