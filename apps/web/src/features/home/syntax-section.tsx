import { Anchor, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';

/** The four prefixes a facilitator needs on day one; the help page has the rest. */
const rows = [
  { id: 'title', prefix: '#' },
  { id: 'duration', prefix: ':' },
  { id: 'speaker', prefix: '@' },
  { id: 'description', prefix: '>' },
];

export function SyntaxSection() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md" component="section" aria-labelledby="syntax-heading">
      <div>
        <Title order={2} id="syntax-heading" fz={{ base: 24, sm: 28 }}>
          {t('syntax.heading')}
        </Title>
        <Text c="dimmed">{t('syntax.intro')}</Text>
      </div>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <Table verticalSpacing="sm">
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td w={1}>
                  <Code fz="sm" className={classes.syntaxCode}>
                    <span className={classes.syntaxKey}>{row.prefix}</span>
                    {t(`syntax.examples.${row.id}`).slice(row.prefix.length)}
                  </Code>
                </Table.Td>
                <Table.Td>{t(`syntax.${row.id}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Text size="sm">
        {t('syntax.more')}{' '}
        <Anchor component={Link} to="/help" underline="always">
          {t('syntax.helpLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
