import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../hooks/use-brand.ts';
import { useHomePath } from '../hooks/use-home-path.ts';

/** The brand mark and name, linking home: the dashboard once signed in (issue 16). */
export function BrandLink({ to }: { to?: string }) {
  const brand = useBrand();
  const home = useHomePath();
  return (
    <UnstyledButton component={Link} to={to ?? home} aria-label={brand.name}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={800} fz="lg">
          {brand.name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
