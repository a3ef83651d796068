import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlarmLevel, DiagnosisFindingSeverity, HealthGrade, MonitorState, RecordType, RunLogType } from '../../generated/model';
import { AntdScope } from '../../src/components/AntdScope';
import { AppProviders } from '../../src/app/providers';
import { GradeTag, LevelTag as AntdLevelTag, SeverityTag, StateTag as AntdStateTag } from '../../src/components/monitor/MonitorTags';
import { LevelTag, StateTag } from '../../src/components/monitor/StateTag';
import { ReadStatusBadge } from '../../src/features/inform/ReadStatusBadge';
import { RunLogTypeTag } from '../../src/features/monitorLogs/RunLogTypeTag';
import { RecordTypeTag } from '../../src/features/records/RecordTypeTag';
import { cardLabel, dictText, figureLabel, type LabelledDictionary } from '../../src/lib/monitor/labels';
import type { OverviewCard, OverviewFigure } from '../../generated/model';
import { usePreferencesStore } from '../../src/stores/preferences';

// Every enum the console maps to a word reads 未知 / Unknown for a value outside the contract (a server
// that adds a state of its own, say maintenance) and for none at all, in a neutral colour: never a
// message id such as monitor.state.undefined, never the colour of a real state.

/** A value the contract does not have, and no value. */
const OUTSIDE = ['retired', undefined] as const;
const messageId = /\b[a-z][A-Za-z]*(\.[A-Za-z0-9]+){1,}\b/;
const coloured = /ant-tag-(success|processing|warning|error|blue|green|orange|red|gold)|ant-badge-status-(success|processing|warning|error)/;

function DictWord({ code, value }: { code: LabelledDictionary; value: string | undefined }) {
  const intl = useIntl();
  return <span>{dictText(intl, code, value)}</span>;
}
function LabelWord({ id }: { id: string }) {
  return <span>{useIntl().formatMessage({ id })}</span>;
}

type Value = (typeof OUTSIDE)[number];
const mapped: [string, (value: Value) => ReactElement][] = [
  ['device state (home tag)', (v) => <StateTag state={v as MonitorState} />],
  ['device state (list tag)', (v) => <AntdStateTag state={v as MonitorState} />],
  ['alarm level (home tag)', (v) => <LevelTag level={v as AlarmLevel} />],
  ['alarm level (list tag)', (v) => <AntdLevelTag level={v as AlarmLevel} />],
  ['health grade', (v) => <GradeTag grade={v as HealthGrade} />],
  ['finding severity', (v) => <SeverityTag severity={v as DiagnosisFindingSeverity} />],
  ['record type', (v) => <RecordTypeTag type={v as RecordType} />],
  ['run-log kind', (v) => <RunLogTypeTag type={v as RunLogType} />],
  ['read status', (v) => <ReadStatusBadge value={v === undefined ? undefined : 7} />],
  ['overview figure', (v) => <LabelWord id={figureLabel(v as OverviewFigure)} />],
  ['overview card', (v) => <LabelWord id={cardLabel(v as OverviewCard)} />],
  ['monitor item type', (v) => <DictWord code="monitorItemType" value={v} />],
  ['temperature type', (v) => <DictWord code="monitorItemTemperatureType" value={v} />],
  ['industry', (v) => <DictWord code="industryType" value={v} />],
];

beforeEach(() => usePreferencesStore.setState({ language: 'zh-CN' }));

describe.each([
  ['zh-CN', '未知'],
  ['en-US', 'Unknown'],
] as const)('unknown values in %s', (language, word) => {
  it.each(mapped.flatMap(([name, view]) => OUTSIDE.map((value) => [name, String(value), view, value] as const)))('%s = %s reads as unknown, neutral', (_name, _shown, view, value) => {
    usePreferencesStore.setState({ language });
    const { container } = render(
      <AppProviders>
        <AntdScope>{view(value)}</AntdScope>
      </AppProviders>,
    );
    expect(screen.getByText(word)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(messageId);
    expect(container.innerHTML).not.toMatch(coloured);
    const tone = container.querySelector('[data-tone]');
    if (tone) expect(tone).toHaveAttribute('data-tone', 'default');
  });
});

describe('known values keep their words and colours', () => {
  it('a real state and a dictionary key still read as themselves', () => {
    const { container } = render(
      <AppProviders>
        <AntdScope>
          <StateTag state="alarm" />
          <AntdStateTag state="online" />
          <DictWord code="monitorItemType" value="1" />
        </AntdScope>
      </AppProviders>,
    );
    expect(screen.getByText('报警')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('在线').className).toMatch(/ant-tag-success/);
    expect(container.textContent).not.toContain('未知');
  });
});
