import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { useNewMeeting } from '../dashboard/use-new-meeting.ts';
import { useMethod } from './api.ts';
import { MethodDetail } from './method-detail.tsx';
import { MethodFacts } from './method-facts.tsx';
import { useMethodsBase } from './methods-page.tsx';

function Loading() {
  const { t } = useTranslation('methods');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('card.loading')}>
      <Skeleton height={36} width="60%" />
      <Skeleton height={20} width="90%" />
      <Skeleton height={24} width="50%" />
      <Skeleton height={160} />
    </Stack>
  );
}

/** Signed in: a new meeting holding this method opens. Signed out: why and how to sign up. */
function UseMethod({ name, insertText }: { name: string; insertText: string }) {
  const { t } = useTranslation('methods');
  const signedIn = useAuthToken() !== null;
  const newMeeting = useNewMeeting();
  const [error, setError] = useState<unknown>(null);
  if (!signedIn) {
    return (
      <Card withBorder radius="md" padding="md" data-testid="method-sign-up">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('card.signUpTitle')}</Text>
          <Text size="sm">{t('card.signUpBody')}</Text>
          <Button component={Link} to="/user/login?mode=signup">
            {t('card.signUp')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const insert = async () => {
    setError(null);
    try {
      await newMeeting.start({ content: `${name}\n\n${insertText}` });
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => void insert()} loading={newMeeting.pending}>
        {t('card.insertNew')}
      </Button>
      <ErrorAlert error={error} />
    </Stack>
  );
}

/** `/methods/:id`: one card to read and share, and to start a meeting with. */
export function MethodPage() {
  const { t } = useTranslation('methods');
  const brand = useBrand();
  const base = useMethodsBase();
  const { id = '' } = useParams();
  const method = useMethod(id, currentLanguage());
  const data = method.data;
  usePageMeta(`${data?.name ?? t('gallery.title')} · ${brand.name}`, data?.purpose);
  const notFound = method.error instanceof ApiError && method.error.status === 404;

  const body = () => {
    if (method.isPending) return <Loading />;
    if (notFound) {
      return (
        <Alert color="gray" variant="light" title={t('card.notFoundTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('card.notFoundBody')}</Text>
            <Button component={Link} to={base} variant="default" size="sm">
              {t('card.back')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (!data) {
      return (
        <Stack align="flex-start">
          <ErrorAlert error={method.error} />
          <Button variant="default" onClick={() => void method.refetch()}>
            {t('gallery.retry')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="lg" component="article" aria-labelledby="method-title">
        <Stack gap="sm">
          <Title order={1} id="method-title">
            {data.name}
          </Title>
          <Text size="lg">{data.purpose}</Text>
          <MethodFacts method={{ ...data, remote: true }} size="md" />
        </Stack>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <UseMethod name={data.name} insertText={data.insertText} />
          <CopyButton value={window.location.href}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />
                }
              >
                {copied ? t('card.copied') : t('card.copyLink')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <MethodDetail method={data} />
      </Stack>
    );
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Anchor component={Link} to={base} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('card.back')}
          </Group>
        </Anchor>
        {body()}
      </Stack>
    </Container>
  );
}
