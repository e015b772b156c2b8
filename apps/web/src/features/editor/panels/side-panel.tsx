import { memo, useState, type ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeatures } from '../../../hooks/use-features.ts';
import {
  CommentsTabCount,
  CommentsTabLabel,
  CommentsTabPanel,
  openedOnComment,
  useCommentedMeeting,
} from '../../comments/comments-tab.tsx';
import classes from './side-panel.module.css';

/** SPEC §2's side panel modes; the three template modes share one tab. */
export const panelModes = [
  'details',
  'sequence',
  'fridge',
  'trash',
  'map',
  'templates',
  'methods',
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
  // The Methods tab's label lives with the rest of the method library's words.
  const { t } = useTranslation(['editor', 'methods']);
  // The AI assistant tab exists only when the `ai` feature is on.
  const ai = useFeatures().ai;
  const modes = panelModes.filter((item) => item !== 'assistant' || ai);
  // Comments (issue 30) exist for a saved meeting only; their tab is kept here, apart from the
  // editing modes, and opens first when the page came from a mention e-mail's link.
  const meetingUuid = useCommentedMeeting();
  const [comments, setComments] = useState(() => meetingUuid !== undefined && openedOnComment());
  return (
    <Tabs
      value={comments && meetingUuid ? 'comments' : mode}
      onChange={(value) => {
        setComments(value === 'comments');
        const next = panelModes.find((item) => item === value);
        if (next) onModeChange(next);
      }}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List aria-label={t('panel.label')} mb="sm" className={classes.list}>
        {modes.map((item) => (
          <Tabs.Tab
            key={item}
            value={item}
            className={classes.tab}
            rightSection={
              (item === 'fridge' || item === 'trash') && counts[item] > 0 ? (
                <Badge size="xs" variant="filled" color="dark" circle>
                  {counts[item]}
                </Badge>
              ) : undefined
            }
          >
            {item === 'methods' ? t('methods:panel.tab') : t(`panel.modes.${item}`)}
          </Tabs.Tab>
        ))}
        {meetingUuid && (
          <Tabs.Tab
            value="comments"
            className={classes.tab}
            data-testid="comments-tab"
            rightSection={<CommentsTabCount uuid={meetingUuid} />}
          >
            <CommentsTabLabel />
          </Tabs.Tab>
        )}
      </Tabs.List>
      {modes.map((item) => (
        <Tabs.Panel key={item} value={item}>
          {item === mode && !comments ? children : null}
        </Tabs.Panel>
      ))}
      {meetingUuid && (
        <Tabs.Panel value="comments">
          {comments ? <CommentsTabPanel uuid={meetingUuid} /> : null}
        </Tabs.Panel>
      )}
    </Tabs>
  );
});
