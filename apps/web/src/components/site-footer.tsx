import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../hooks/use-brand.ts';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ShortcutsHelp } from './shortcuts/shortcuts-help.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Group component="footer" justify="space-between" p="md" gap="sm" wrap="wrap">
      <Group gap="md">
        <Text size="sm" c="dimmed">
          © {brand.name}
        </Text>
        <Anchor component={Link} to="/privacy" size="sm">
          {t('footer.privacy')}
        </Anchor>
        <Anchor component={Link} to="/terms" size="sm">
          {t('footer.terms')}
        </Anchor>
        <Anchor component={Link} to="/help" size="sm">
          {t('footer.help')}
        </Anchor>
      </Group>
      <Group gap="sm">
        <ShortcutsHelp />
        <LanguageSwitcher />
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
