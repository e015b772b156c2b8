import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunSequenceStats } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatDurationMs, formatOverrunMs, overrunTone, toneText } from './run-format.ts';
import classes from './sequence-table.module.css';

type Room = NonNullable<RunSequenceStats['rooms']>[number];

/** Planned, actual and overrun cells of one row, toned as the sequences' are. */
function Figures({ plannedMs, actualMs }: { plannedMs: number; actualMs: number }) {
  const language = currentLanguage();
  const overrun = actualMs - plannedMs;
  const tone = overrunTone(overrun);
  return (
    <>
      <Table.Td ta="right" className={classes.figure}>
        {formatDurationMs(plannedMs, language)}
      </Table.Td>
      <Table.Td ta="right" className={classes.figure}>
        {formatDurationMs(actualMs, language)}
      </Table.Td>
      <Table.Td ta="right" className={classes.figure}>
        <Text inherit fw={tone === 'onTime' ? 400 : 600} c={toneText(tone)} span>
          {formatOverrunMs(overrun, language)}
        </Text>
      </Table.Td>
    </>
  );
}

/**
 * A sequence's breakout rooms under its row (DESIGN §9 "Rooms"): each room's planned against
 * actual time, then each of its steps, indented under it. A room without `###` steps ran as one
 * step of its own name, which would only repeat the room's row, so it is not listed again.
 */
export function RoomRows({
  rooms,
  sequenceIndex,
}: {
  rooms: readonly Room[];
  sequenceIndex: number;
}) {
  const { t } = useTranslation('insight');
  return rooms.flatMap((room) => {
    const ownStep = room.steps.length === 1 && room.steps[0]?.title === room.name;
    const name = room.name || t('rooms.untitled', { number: room.index + 1 });
    return [
      <Table.Tr
        key={`room-${room.index}`}
        className={classes.roomRow}
        data-testid="insight-room-row"
        data-sequence={sequenceIndex}
        data-room={room.index}
      >
        <Table.Td />
        <Table.Td className={classes.roomTitle}>
          <Text inherit fw={600} span>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('rooms.room')}
          </Text>
        </Table.Td>
        <Figures plannedMs={room.plannedMs} actualMs={room.actualMs} />
      </Table.Tr>,
      ...(ownStep
        ? []
        : room.steps.map((step, index) => (
            <Table.Tr
              key={`room-${room.index}-step-${index}`}
              className={classes.stepRow}
              data-testid="insight-step-row"
              data-room={room.index}
            >
              <Table.Td />
              <Table.Td className={classes.stepTitle}>
                {step.title || t('rooms.untitledStep')}
              </Table.Td>
              <Figures plannedMs={step.plannedMs} actualMs={step.actualMs} />
            </Table.Tr>
          ))),
    ];
  });
}
