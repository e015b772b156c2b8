import { Anchor, Breadcrumbs, Button, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTemplate } from '../../api/templates.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { useStartFromTemplate } from './use-start-from-template.ts';

/** `/user/template/{uuid}`: one of your templates, to preview, start a meeting from, or edit. */
export function UserTemplatePage() {
  const { t } = useTranslation('templates');
  const { uuid = '' } = useParams();
  const query = useTemplate(uuid);
  const use = useStartFromTemplate();
  const template = query.data;

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/user/templates">
          {t('mine.title')}
        </Anchor>
        <span>{template?.title ?? '…'}</span>
      </Breadcrumbs>
      {template && <Title order={1}>{template.title || t('untitled')}</Title>}
      <ErrorAlert error={use.error} />
      <TemplatePreview
        template={template}
        loading={query.isPending}
        error={query.error}
        actions={
          template && (
            <>
              {template.source === 'mine' && (
                <Button
                  component={Link}
                  to={`/user/meeting/${template.id}?tab=edit`}
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('mine.edit')}
                </Button>
              )}
              <Button loading={use.busyId === template.id} onClick={() => void use.start(template)}>
                {t('card.use')}
              </Button>
            </>
          )
        }
      />
    </Stack>
  );
}
