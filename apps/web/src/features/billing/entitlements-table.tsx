import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entitlements } from '@ordo/agenda';

/** What a plan allows, one line per entitlement. */
export function EntitlementsTable({ entitlements }: { entitlements: Entitlements }) {
  const { t } = useTranslation('billing');
  const yes = t('entitlements.yes');
  const no = t('entitlements.no');
  const rows: [string, string][] = [
    [
      t('entitlements.history'),
      t('entitlements.versions', { count: entitlements.historyVersions }),
    ],
    [
      t('entitlements.aiPower'),
      entitlements.aiPowerMinutes === null
        ? t('entitlements.unlimited')
        : t('entitlements.aiMinutes', { count: entitlements.aiPowerMinutes }),
    ],
    [t('entitlements.teamspaces'), entitlements.teamspaces ? yes : no],
    [t('entitlements.branding'), entitlements.removeBranding ? yes : no],
    [t('entitlements.colors'), entitlements.customColors ? yes : no],
  ];
  return (
    <Table>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
