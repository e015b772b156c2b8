import type { ReactNode } from 'react';
import { Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

type Props = {
  name: string;
  price: ReactNode;
  tagline: string;
  lead?: string;
  features: string[];
  action: ReactNode;
  highlighted?: boolean;
};

/** One plan: its name, price, promise, what it includes and the way to get it. */
export function PlanCard({ name, price, tagline, lead, features, action, highlighted }: Props) {
  return (
    <Card
      withBorder
      padding="xl"
      radius="lg"
      component="section"
      aria-label={name}
      style={
        highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}
      }
    >
      <Stack gap="md" h="100%">
        <Title order={2} fz="xl">
          {name}
        </Title>
        {price}
        <Text>{tagline}</Text>
        {lead && <Text fw={600}>{lead}</Text>}
        <List
          spacing="xs"
          center
          icon={
            <ThemeIcon size={22} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
