// The seeded devices: each machine's monitored equipment with its kind, limits, status and last reading.
import type { Faker } from '@faker-js/faker';
import type { DepartmentDeviceStatus } from '../../generated/model';
import type { MockDepartment, MockDevice } from './types';
import { DAY, MINUTE, agoBetween, spread, times, type Seeder } from './seedKit';
import { leavesOf } from './seedCompanies';


const DEVICE_KINDS = [
  '空压机', '冷却塔风机', '引风机', '送风机', '给水泵', '循环水泵', '凝结水泵', '磨煤机', '一次风机',
  '增压风机', '主变压器', '电动机', '齿轮箱', '减速机', '离心风机', '螺杆压缩机', '搅拌机', '真空泵',
];

const FREQUENCY_BANDS = ['10-1000Hz', '2-1000Hz', '10-5000Hz', '0.5-10kHz'];

/** Vibration velocity warn/alarm limits in mm/s: the zone boundaries of ISO 10816 machine classes. */
const VIBRATION_LIMITS: [number, number][] = [
  [2.8, 4.5],
  [4.5, 7.1],
  [7.1, 11.2],
];

const STATUS_WEIGHTS: { weight: number; value: DepartmentDeviceStatus }[] = [
  { weight: 70, value: 'online' },
  { weight: 10, value: 'warn' },
  { weight: 6, value: 'alarm' },
  { weight: 14, value: 'offline' },
];

/**
 * ajv checks the contract's `multipleOf: 0.01` by plain float division, which refuses about one
 * two-decimal value in six (1.13 / 0.01 = 112.99999999999999). Readings use only values it accepts.
 */
const passesMultipleOf = (cents: number) => (cents / 100 / 0.01) % 1 === 0;

/** A two-decimal value in [min, max]: a random cent, moved to the nearest one ajv accepts. */
function twoDecimals(faker: Faker, min: number, max: number): number {
  const [low, high] = [Math.round(min * 100), Math.round(max * 100)];
  const start = faker.number.int({ min: low, max: high });
  for (let c = start; c <= high; c++) if (passesMultipleOf(c)) return c / 100;
  for (let c = start - 1; c >= low; c--) if (passesMultipleOf(c)) return c / 100;
  return start / 100;
}

/** A reading that agrees with a status (seed-time draw, see devicesOfLeaf). */
function readingFor(faker: Faker, status: DepartmentDeviceStatus, warn: number, alarm: number): number {
  const between = (min: number, max: number) => twoDecimals(faker, min, max);
  if (status === 'alarm') return between(alarm, alarm * 1.6);
  if (status === 'warn') return between(warn, alarm - 0.01);
  return between(0.3, warn * 0.9);
}

const CONDITION_OF: Record<DepartmentDeviceStatus, MockDevice['condition']> = { online: 'healthy', warn: 'worn', alarm: 'faulty', offline: 'dead' };

/**
 * Devices of one leaf, numbered per kind in one naming style (1号空压机 or 1#空压机) per leaf. The seeded
 * status becomes the device's condition (how its faults and outages behave, mocks/world/monitor); an
 * offline device is dead since its last report. The reading is still drawn, so that the seeded stream -
 * and every record built after the devices - stays what it was.
 */
function devicesOfLeaf(s: Seeder, leaf: MockDepartment, count: number): MockDevice[] {
  const { faker } = s;
  const mark = faker.helpers.arrayElement(['号', '#']);
  const numbered = new Map<string, number>();
  return times(count, () => {
    const kind = faker.helpers.arrayElement(DEVICE_KINDS);
    const n = (numbered.get(kind) ?? 0) + 1;
    numbered.set(kind, n);
    const status = faker.helpers.weightedArrayElement(STATUS_WEIGHTS);
    const [warnValue, alarmValue] = faker.helpers.arrayElement(VIBRATION_LIMITS);
    const reported = status === 'offline' ? [2 * 60 * MINUTE, 30 * DAY] : [0, 15 * MINUTE];
    const lastReport = agoBetween(faker, reported[0], reported[1]).getTime();
    const deviceId = s.id('device');
    const frequencyBand = faker.helpers.arrayElement(FREQUENCY_BANDS);
    readingFor(faker, status, warnValue, alarmValue);
    return {
      deviceId,
      deviceName: `${n}${mark}${kind}`,
      deptId: leaf.id,
      deptName: leaf.deptName,
      frequencyBand,
      warnValue,
      alarmValue,
      condition: CONDITION_OF[status],
      ...(status === 'offline' ? { deadSince: Math.floor(lastReport / MINUTE) * MINUTE } : {}),
    };
  });
}

/** `total` devices over the leaves, at least one each, unevenly. */
export function buildDevices(s: Seeder, departments: MockDepartment[], total: number): MockDevice[] {
  const leaves = leavesOf(departments);
  const floor = total >= leaves.length ? 1 : 0;
  const weights = leaves.map(() => s.faker.number.float({ min: 0.3, max: 1.7 }));
  const extra = spread(s.faker, total - floor * leaves.length, weights);
  return leaves.flatMap((leaf, i) => devicesOfLeaf(s, leaf, floor + extra[i]));
}
