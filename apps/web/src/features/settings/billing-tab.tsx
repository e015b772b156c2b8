import { Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserData } from '../../api/users.ts';

/** Settings › Billing: the plan and, line by line, what it allows. */
export function BillingTab() {
  const { t } = useTranslation('settings');
  const data = useUserData();
  if (!data.data) return <Skeleton h={240} />;
  const { name, entitlements } = data.data.plan;
  const yes = t('billing.yes');
  const no = t('billing.no');
  const rows: [string, string][] = [
    [t('billing.history'), t('billing.versions', { count: entitlements.historyVersions })],
    [
      t('billing.aiPower'),
      entitlements.aiPowerMinutes === null
        ? t('billing.unlimited')
        : t('billing.aiMinutes', { count: entitlements.aiPowerMinutes }),
    ],
    [t('billing.teamspaces'), entitlements.teamspaces ? yes : no],
    [t('billing.branding'), entitlements.removeBranding ? yes : no],
    [t('billing.colors'), entitlements.customColors ? yes : no],
  ];

  return (
    <Stack maw={640}>
      <Group>
        <Title order={2} size="h4">
          {t('billing.plan')}
        </Title>
        <Badge size="lg" color={name === 'pro' ? 'indigo' : 'gray'}>
          {name === 'pro' ? 'PRO' : t('billing.free')}
        </Badge>
      </Group>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {name === 'free' && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('billing.upgradeBody')}
          </Text>
          <Button component={Link} to="/user/subscription">
            {t('billing.upgrade')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
