// @vitest-environment node
// Every value of the monitoring enums and every key of the three business dictionaries has a label in
// both languages (a new enum value in the contract fails here, not on a page showing a raw id).
import { describe, expect, it } from 'vitest';
import {
  AlarmLevel,
  DiagnosisFindingSeverity,
  HealthGrade,
  MonitorState,
  OverviewCard,
  OverviewFigure,
  RecordType,
  RunLogType,
} from '../../generated/model';
import { messages } from '../../locales';
import {
  cardLabel,
  dictLabel,
  figureLabel,
  findingLabel,
  gradeLabel,
  levelLabel,
  recordTypeLabel,
  runLogLabel,
  stateLabel,
} from '../../src/lib/monitor/labels';
import { buildWorld } from '../../mocks/world/seed';

const ids = [
  ...Object.values(MonitorState).map(stateLabel),
  ...Object.values(AlarmLevel).map(levelLabel),
  ...Object.values(RunLogType).map(runLogLabel),
  ...Object.values(RecordType).map(recordTypeLabel),
  ...Object.values(HealthGrade).map(gradeLabel),
  ...Object.values(DiagnosisFindingSeverity).map(findingLabel),
  ...Object.values(OverviewFigure).map(figureLabel),
  ...Object.values(OverviewCard).map(cardLabel),
];

describe('monitoring labels', () => {
  it.each(['zh-CN', 'en-US'] as const)('has a %s message for every enum value', (lang) => {
    expect(ids.filter((id) => !(id in messages[lang]))).toEqual([]);
  });

  it('has both languages for every key of monitorItemType, monitorItemTemperatureType and industryType, zh equal to the dictionary', () => {
    const { bizDicts } = buildWorld({ seed: 1, scenario: 'empty' });
    expect(bizDicts.length).toBeGreaterThan(20);
    for (const entry of bizDicts) {
      const id = dictLabel(entry.code as 'industryType', entry.dictKey);
      expect(messages['zh-CN'][id as keyof (typeof messages)['zh-CN']], id).toBe(entry.dictValue);
      expect(messages['en-US'][id as keyof (typeof messages)['en-US']], id).toBeTruthy();
    }
  });
});
