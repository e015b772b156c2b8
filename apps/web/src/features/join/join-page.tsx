import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PlainField } from '../../components/plain-field.tsx';
import { CodeForm } from '../public-meeting/code-form.tsx';
import { readMeetingId } from '../public-meeting/meeting-ref.ts';
import { visitorMessage } from '../public-meeting/visitor-message.ts';
import { useJoin, type JoinStep } from './use-join.ts';

/**
 * `/meeting/join/` and `/meeting/join/{code}`: type the event code, then the password when the
 * event is protected; "Change code" goes back, "Back home" leaves. The code in the address is
 * filled in and looked up at once.
 */
export function JoinPage() {
  const { uuid = '' } = useParams();
  // A new code in the address is a new visit: start over from it.
  return <JoinScreen key={uuid} fromAddress={uuid} />;
}

function JoinScreen({ fromAddress }: { fromAddress: string }) {
  const { t } = useTranslation('join');
  const { t: tv } = useTranslation('sharing');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(fromAddress);
  const [step, setStep] = useState<JoinStep>({ kind: 'code' });
  const [invalid, setInvalid] = useState(
    () => fromAddress !== '' && readMeetingId(fromAddress) === null,
  );
  const { find, enter } = useJoin((meeting) => void navigate(`/meeting/${meeting.uuid}`));
  const { mutate: findEvent, reset: resetFind } = find;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = readMeetingId(typed);
    setInvalid(id === null);
    resetFind();
    if (id) findEvent(id, { onSuccess: setStep });
  };
  useEffect(() => {
    const id = fromAddress ? readMeetingId(fromAddress) : null;
    if (id) findEvent(id, { onSuccess: setStep });
  }, [fromAddress, findEvent]);

  const codeError = invalid ? tv('messages.INVALID_ID') : visitorMessage(tv, find.error);

  return (
    <Container size="xs" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {step.kind === 'code' ? (
          <form onSubmit={submit} noValidate style={{ width: '100%', maxWidth: 420 }}>
            <Stack gap="sm">
              <Text>{t('intro')}</Text>
              <PlainField
                label={t('eventCode')}
                description={t('eventCodeHint')}
                value={typed}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                  setInvalid(false);
                }}
                error={codeError}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                autoFocus
              />
              <Group gap="md">
                <Button type="submit" loading={find.isPending}>
                  {t('continue')}
                </Button>
                <Anchor component={Link} to="/">
                  {t('home')}
                </Anchor>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('protectedTitle')}
            </Title>
            <Text>{t('protectedBody')}</Text>
            <Text size="sm" fw={600} data-testid="join-event">
              {t('forEvent', { code: step.id })}
            </Text>
            <CodeForm
              onSubmit={(code) => enter.mutate({ id: step.id, code })}
              pending={enter.isPending}
              error={visitorMessage(tv, enter.error)}
              submitLabel={tv('gate.open')}
            >
              <Button
                variant="default"
                onClick={() => {
                  enter.reset();
                  setStep({ kind: 'code' });
                }}
              >
                {t('changeCode')}
              </Button>
              <Anchor component={Link} to="/">
                {t('home')}
              </Anchor>
            </CodeForm>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
