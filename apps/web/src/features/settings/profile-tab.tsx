import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { tourSteps } from '../onboarding/tour-steps.ts';
import { useNavigate } from 'react-router';
import type { Profile } from '@ordo/contract';
import { useUpdateMe, useUserData } from '../../api/users.ts';
import { chooseLanguage, currentLanguage } from '../../i18n/languages.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PhotoField } from './photo-field.tsx';
import { draftOf, draftProblems, updateOf, type ProfileDraft } from './profile-form.ts';
import { Columns } from '../../design/columns.tsx';

/** Settings › Profile: photo, name, language, bio, work, links, e-mail consent, the tour. */
export function ProfileTab() {
  const data = useUserData();
  if (!data.data) return <Skeleton h={480} />;
  // Keyed by the saved fields, so after a save the form starts from what the server stored;
  // a new photo alone does not reset what is being typed.
  const { photoUrl: _photo, ...saved } = data.data.profile;
  return <ProfileForm key={JSON.stringify(saved)} profile={data.data.profile} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const update = useUpdateMe();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [checked, setChecked] = useState(false);
  const problems = draftProblems(draft);
  const field = <K extends keyof ProfileDraft>(name: K, value: ProfileDraft[K]) =>
    setDraft({ ...draft, [name]: value });
  const errorOf = (name: keyof ProfileDraft) =>
    checked && problems[name] ? t(problems[name] ?? '') : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0) return;
    try {
      await update.mutateAsync(updateOf(draft));
    } catch {
      return;
    }
    if (draft.language !== 'auto' && draft.language !== currentLanguage()) {
      await chooseLanguage(draft.language);
    }
    notifications.show({ color: 'green', message: t('profile.saved') });
  };
  const restartTour = async () => {
    await update.mutateAsync({ onboardingEvent: '' }).catch(() => undefined);
    void navigate('/user/onboarding');
  };

  return (
    <Stack maw={720}>
      <PhotoField profile={profile} />
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <Columns cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.fullName')}
              autoComplete="name"
              value={draft.fullName}
              onChange={(event) => field('fullName', event.currentTarget.value)}
              error={errorOf('fullName')}
              required
            />
            <Select
              label={t('profile.language')}
              value={draft.language}
              onChange={(value) => field('language', (value ?? 'auto') as ProfileDraft['language'])}
              allowDeselect={false}
              data={[
                { value: 'auto', label: t('profile.languageAuto') },
                { value: 'en', label: 'English' },
                { value: 'fr', label: 'Français' },
              ]}
            />
            <TextInput
              label={t('profile.job')}
              value={draft.job}
              onChange={(event) => field('job', event.currentTarget.value)}
            />
            <TextInput
              label={t('profile.company')}
              value={draft.company}
              onChange={(event) => field('company', event.currentTarget.value)}
            />
            <TextInput
              label={t('profile.website')}
              placeholder="https://"
              value={draft.website}
              onChange={(event) => field('website', event.currentTarget.value)}
              error={errorOf('website')}
            />
            <TextInput
              label={t('profile.xHandle')}
              placeholder="@"
              value={draft.xHandle}
              onChange={(event) => field('xHandle', event.currentTarget.value)}
              error={errorOf('xHandle')}
            />
          </Columns>
          <Textarea
            label={t('profile.bio')}
            autosize
            minRows={3}
            maxLength={1000}
            value={draft.bio}
            onChange={(event) => field('bio', event.currentTarget.value)}
            error={errorOf('bio')}
          />
          <Checkbox
            label={t('profile.emailUpdates')}
            checked={draft.emailUpdates}
            onChange={(event) => field('emailUpdates', event.currentTarget.checked)}
          />
          <ErrorAlert error={update.error} />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider my="sm" />
      <Title order={2} size="h4">
        {t('profile.tourTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('profile.tourBody', { count: tourSteps.length })}
      </Text>
      <Group>
        <Button variant="default" onClick={() => void restartTour()}>
          {t('profile.tourRestart')}
        </Button>
      </Group>
    </Stack>
  );
}
