import { Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../hooks/use-brand.ts';
import { useFeatures } from '../../hooks/use-features.ts';
import { ScrollingTabList } from '../../components/scrolling-tab-list.tsx';

/** Settings tabs: Profile, Account, {product}I (ai flag), Billing (always: SPEC §2). */
export function SettingsLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const features = useFeatures();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = [
    { value: 'profile', label: t('settings.tabs.profile') },
    { value: 'account', label: t('settings.tabs.account') },
    ...(features.ai
      ? [{ value: `${brand.slug}i`, label: t('settings.tabs.ai', { brand: brand.name }) }]
      : []),
    { value: 'billing', label: t('settings.tabs.billing') },
  ];
  // Mantine tabs need a non-empty value: the Profile tab is `profile`, at /user/settings.
  const current = pathname.replace(/^\/user\/settings\/?/, '').split('/')[0] || 'profile';
  return (
    <>
      <Title order={1} mb="md">
        {t('settings.title')}
      </Title>
      <Tabs
        value={current}
        onChange={(value) =>
          void navigate(`/user/settings${value && value !== 'profile' ? `/${value}` : ''}`)
        }
        mb="md"
      >
        <ScrollingTabList>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <Outlet />
    </>
  );
}
