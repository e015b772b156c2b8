import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { currentLanguage } from '../../../i18n/languages.ts';
import { useMethod, useMethodList } from '../../methods/api.ts';
import { MethodDetail } from '../../methods/method-detail.tsx';
import { MethodFacts, minutesLabel } from '../../methods/method-facts.tsx';
import { useMethodsBase } from '../../methods/methods-page.tsx';

type MethodsPanelProps = {
  readOnly: boolean;
  /** Writes the method's agenda text as a sequence after the current one. */
  onInsert: (text: string) => void;
};

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={54} radius="sm" />
      ))}
    </Stack>
  );
}

/** One card in full, with "Insert into my agenda". */
function MethodView({
  id,
  readOnly,
  onBack,
  onInsert,
}: {
  id: string;
  readOnly: boolean;
  onBack: () => void;
  onInsert: (text: string) => void;
}) {
  const { t } = useTranslation('methods');
  const base = useMethodsBase();
  const method = useMethod(id, currentLanguage());
  const [inserted, setInserted] = useState<string | null>(null);
  const back = (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      onClick={onBack}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('panel.back')}
    </Button>
  );
  if (method.isPending) {
    return (
      <Stack gap="xs">
        {back}
        <ListSkeleton />
      </Stack>
    );
  }
  if (!method.data) {
    return (
      <Stack gap="xs" align="flex-start">
        {back}
        <ErrorAlert error={method.error} />
      </Stack>
    );
  }
  const data = method.data;
  return (
    <Stack gap="sm" data-testid="methods-panel-card">
      {back}
      <Title order={2} size="h4">
        {data.name}
      </Title>
      <Text size="sm">{data.purpose}</Text>
      <MethodFacts method={{ ...data, remote: true }} />
      {readOnly ? (
        <Text size="sm" c="dimmed">
          {t('panel.readOnly')}
        </Text>
      ) : (
        <Button
          onClick={() => {
            onInsert(data.insertText);
            setInserted(data.name);
          }}
        >
          {t('panel.insert')}
        </Button>
      )}
      {inserted && (
        <Alert color="teal" variant="light" role="status" p="xs">
          {t('panel.inserted', { name: inserted })}
        </Alert>
      )}
      <MethodDetail method={data} level={3} />
      <Anchor component={Link} to={`${base}/${data.id}`} target="_blank" size="sm">
        {t('panel.openPage')}
      </Anchor>
    </Stack>
  );
}

/** The side panel's Methods mode: search the library, read a card, insert it. */
export function MethodsPanel({ readOnly, onInsert }: MethodsPanelProps) {
  const { t } = useTranslation('methods');
  const base = useMethodsBase();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = useMethodList({ language: currentLanguage(), ...(q ? { q } : {}) }, 20);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (opened) {
    return (
      <MethodView
        id={opened}
        readOnly={readOnly}
        onBack={() => setOpened(null)}
        onInsert={onInsert}
      />
    );
  }
  const results = () => {
    if (list.isPending) return <ListSkeleton />;
    if (list.isError) {
      return (
        <Stack gap="xs" align="flex-start">
          <ErrorAlert error={list.error} />
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            {t('gallery.retry')}
          </Button>
        </Stack>
      );
    }
    if (items.length === 0) return <Text size="sm">{t('panel.empty', { q })}</Text>;
    return (
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        aria-label={t('panel.results')}
        style={{ listStyle: 'none' }}
      >
        {items.map((method) => (
          <li key={method.id}>
            <Paper withBorder p={0} radius="sm">
              <UnstyledButton
                onClick={() => setOpened(method.id)}
                p="xs"
                w="100%"
                data-testid="methods-panel-item"
              >
                <Text size="sm" fw={600}>
                  {method.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`phases.${method.phase}`)} · {minutesLabel(t, method.minutes)}
                </Text>
                <Text size="xs" lineClamp={2}>
                  {method.purpose}
                </Text>
              </UnstyledButton>
            </Paper>
          </li>
        ))}
      </Stack>
    );
  };
  return (
    <Stack gap="sm" data-testid="methods-panel">
      <TextInput
        label={t('panel.search')}
        placeholder={t('panel.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="methods-panel-search"
      />
      {results()}
      {list.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          {t('gallery.more')}
        </Button>
      )}
      <Anchor component={Link} to={base} size="sm">
        {t('panel.library')}
      </Anchor>
    </Stack>
  );
}
