import { Badge, Divider, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../api/config.ts';
import { useUserData } from '../../api/users.ts';
import { EmailForm, PasswordForm } from './account-credentials.tsx';
import { DeleteAccount, DownloadData, SignOutEverywhere } from './account-danger.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
      <Divider mt="sm" />
    </Stack>
  );
}

/** Settings › Account: e-mail, password, sign-in methods, devices, data, deletion. */
export function AccountTab() {
  const { t } = useTranslation('settings');
  const data = useUserData();
  const oidc = useConfig().data?.auth.oidc;
  if (!data.data) return <Skeleton h={480} />;
  const { user } = data.data;
  const hasPassword = user.signInMethods.includes('password');

  return (
    <Stack maw={640} gap="lg">
      <Section title={t('account.emailTitle')}>
        <Group gap="xs">
          <Text fw={500}>{user.email}</Text>
          <Badge variant="light" color={user.emailVerified ? 'green' : 'gray'}>
            {user.emailVerified ? t('account.verified') : t('account.unverified')}
          </Badge>
        </Group>
        {hasPassword ? (
          <EmailForm email={user.email} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('account.emailNeedsPassword')}
          </Text>
        )}
      </Section>
      <Section title={t('account.passwordTitle')}>
        {!hasPassword && (
          <Text size="sm" c="dimmed">
            {t('account.noPasswordYet')}
          </Text>
        )}
        <PasswordForm hasPassword={hasPassword} />
      </Section>
      <Section title={t('account.methodsTitle')}>
        <List spacing={4} size="sm">
          <List.Item>
            {hasPassword ? t('account.methodPasswordOn') : t('account.methodPasswordOff')}
          </List.Item>
          <List.Item>{t('account.methodEmailLink')}</List.Item>
          {oidc?.enabled && (
            <List.Item>
              {user.signInMethods.includes('oidc')
                ? t('account.methodOidcOn', { name: oidc.name })
                : t('account.methodOidcOff', { name: oidc.name })}
            </List.Item>
          )}
        </List>
      </Section>
      <Section title={t('calendarFeed.title')}>
        <CalendarFeedSection />
      </Section>
      <Section title={t('account.devicesTitle')}>
        <Text size="sm">{t('account.devicesBody')}</Text>
        <SignOutEverywhere />
      </Section>
      <Section title={t('account.dataTitle')}>
        <DownloadData />
      </Section>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('account.deleteTitle')}
        </Title>
        <DeleteAccount />
      </Stack>
    </Stack>
  );
}
