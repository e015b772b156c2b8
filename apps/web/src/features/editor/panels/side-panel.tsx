import { memo, type ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollingTabList } from '../../../components/scrolling-tab-list.tsx';
import { useFeatures } from '../../../hooks/use-features.ts';

/** SPEC §2's side panel modes; the three template modes share one tab. */
export const panelModes = [
  'details',
  'sequence',
  'fridge',
  'trash',
  'map',
  'templates',
  'assistant',
] as const;
export type PanelMode = (typeof panelModes)[number];

type SidePanelProps = {
  mode: PanelMode;
  onModeChange: (mode: PanelMode) => void;
  fridgeCount: number;
  trashCount: number;
  children: ReactNode;
};

/** The tab list and the panel of the mode chosen; `children` is that panel's content. */
export const SidePanel = memo(function SidePanel({
  mode,
  onModeChange,
  fridgeCount,
  trashCount,
  children,
}: SidePanelProps) {
  const counts = { fridge: fridgeCount, trash: trashCount };
  const { t } = useTranslation('editor');
  // The AI assistant tab exists only when the `ai` feature is on.
  const ai = useFeatures().ai;
  const modes = panelModes.filter((item) => item !== 'assistant' || ai);
  return (
    <Tabs
      value={mode}
      onChange={(value) => {
        const next = panelModes.find((item) => item === value);
        if (next) onModeChange(next);
      }}
      variant="pills"
      color="blue.8"
      keepMounted={false}
    >
      <ScrollingTabList aria-label={t('panel.label')} mb="sm">
        {modes.map((item) => (
          <Tabs.Tab
            key={item}
            value={item}
            rightSection={
              (item === 'fridge' || item === 'trash') && counts[item] > 0 ? (
                <Badge size="xs" variant="filled" color="dark" circle>
                  {counts[item]}
                </Badge>
              ) : undefined
            }
          >
            {t(`panel.modes.${item}`)}
          </Tabs.Tab>
        ))}
      </ScrollingTabList>
      {modes.map((item) => (
        <Tabs.Panel key={item} value={item}>
          {item === mode ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
});
