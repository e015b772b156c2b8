import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@ordo/contract';
import { useTemplate } from '../../api/templates.ts';
import { TemplatePreview } from './template-preview.tsx';

type TemplatePreviewModalProps = {
  template: TemplateSummary | null;
  onClose: () => void;
  onUse: (template: TemplateSummary) => void;
  using: boolean;
};

/** The gallery's preview: full screen on a phone, a wide dialog elsewhere. */
export function TemplatePreviewModal({
  template,
  onClose,
  onUse,
  using,
}: TemplatePreviewModalProps) {
  const { t } = useTranslation('templates');
  const phone = useMediaQuery('(max-width: 48em)');
  const query = useTemplate(template?.id ?? null, template?.language);
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={template?.title}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('preview.close') }}
    >
      {template && (
        <TemplatePreview
          template={query.data}
          loading={query.isPending}
          error={query.error}
          actions={
            <>
              <Button variant="default" onClick={onClose}>
                {t('preview.close')}
              </Button>
              <Button loading={using} onClick={() => onUse(template)}>
                {t('card.use')}
              </Button>
            </>
          }
        />
      )}
    </Modal>
  );
}
