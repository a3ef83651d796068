// The seed's ids and small helpers, shared by the seed's domain modules (seed.ts, seedAccess.ts).
import { base, en, Faker, zh_CN } from '@faker-js/faker';
import { REFERENCE_TIME, formatDateTime } from './clock';

// ---- ids ----------------------------------------------------------------------------------------

/** BladeX writes longs as 19-digit strings; ours share the prefix of its demo data. */
export function newIdFrom(counter: number): string {
  return `11235988${String(counter).padStart(11, '0')}`;
}

/**
 * First counter of each kind of seeded record. The ranges follow BladeX's demo ids (dept 1123598813…,
 * menu …15…, role …16…, user …21…), so the fixed accounts keep their ids, and each range has room for
 * far more than the large scenario needs.
 */
export const ID_RANGES = {
  department: 13_738_675_201,
  dict: 14_738_675_201,
  menu: 15_738_675_201,
  role: 16_738_675_201,
  device: 17_738_675_201,
  file: 18_738_675_201,
  inform: 19_738_675_201,
  /** bizDicts, screens, platforms, plans. */
  misc: 20_738_675_201,
  /** Staff users; …21738675201 and …202 are the fixed admin and operator. */
  user: 21_738_675_203,
} as const;

export const ADMIN_ID = '1123598821738675201';
export const OPERATOR_ID = '1123598821738675202';
/** The root company, admin's company: the first department id, '1123598813738675201'. */
export const ROOT_DEPT_ID = newIdFrom(ID_RANGES.department);

/** world.nextId starts here: ids the handlers create ('1123598890…') never collide with seeded ones. */
export const RUNTIME_ID_START = 90_000_000_001;

type IdKind = keyof typeof ID_RANGES;

/** Everything a builder needs: the seeded faker and the id counters. */
export type Seeder = { faker: Faker; id: (kind: IdKind) => string };

export function createSeeder(seed: number): Seeder {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(seed);
  const next: Record<IdKind, number> = { ...ID_RANGES };
  return { faker, id: (kind) => newIdFrom(next[kind]++) };
}

// ---- dates and small helpers ---------------------------------------------------------------------


export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** A random moment between `fromMs` and `toMs` before the reference date. */
export function agoBetween(faker: Faker, fromMs: number, toMs: number): Date {
  return new Date(REFERENCE_TIME - faker.number.int({ min: fromMs, max: toMs }));
}

export const pastTime = (faker: Faker, fromMs: number, toMs: number) => formatDateTime(agoBetween(faker, fromMs, toMs));

/** Cuts a text to a contract maxLength without leaving a trailing space. */
export const fit = (text: string, max: number) => [...text].slice(0, max).join('').trim();

export const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));

export const intIn = (faker: Faker, [min, max]: readonly [number, number]) => faker.number.int({ min, max });

/**
 * Splits `total` into buckets in proportion to `weights` (the remainder goes to random buckets), so
 * exact totals, such as the large scenario's, still come out uneven like real data.
 */
export function spread(faker: Faker, total: number, weights: number[]): number[] {
  const usable = weights.some((w) => w > 0) ? weights : weights.map(() => 1);
  const sum = usable.reduce((a, b) => a + b, 0);
  const counts = usable.map((w) => Math.floor((total * w) / sum));
  const remainder = total - counts.reduce((a, b) => a + b, 0);
  const receivers = faker.helpers.shuffle(usable.flatMap((w, i) => (w > 0 ? [i] : [])));
  for (let i = 0; i < remainder; i++) counts[receivers[i % receivers.length]] += 1;
  return counts;
}

/** A mainland mobile number (contract: ^1[3-9][0-9]{9}$). */
export const mobile = (faker: Faker) => `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;

/** Spec 9 version label. */
export const WORLD_VERSION = 'V05.05.0604';
