// The state of items and devices now, derived from the model: an item's state is its latest sample
// against its limits (offline while its device is in an outage: no value since the outage began), a
// device's state is the worst state of its items. Models and states are cached per world (and states per
// second of the clock), so 20,000 devices are counted in tens of milliseconds.
import { ID_RANGES, newIdFrom } from '../seedKit';
import type { MockDevice, World } from '../types';
import { itemEvents } from './events';
import {
  EPISODE_WINDOW,
  ITEMS_PER_DEVICE_MAX,
  buildDeviceModel,
  itemOrdinalOf,
  outageAt,
  sampleAtOrBefore,
  sampleTime,
  valueOfSample,
  type DeviceModel,
  type ItemDef,
  type Outage,
} from './model';

export type State = 'online' | 'warn' | 'alarm' | 'offline';
/** Worst first: alarm, warn, offline, online. */
export const SEVERITY: Record<State, number> = { alarm: 3, warn: 2, offline: 1, online: 0 };

export type ItemState = { item: ItemDef; state: State; value: number; time: number };
export type DeviceState = {
  device: MockDevice;
  model: DeviceModel;
  status: State;
  /** Items worst state first, then by their order on the device. */
  items: ItemState[];
  lastTime: number;
  statusSince?: number;
  outage?: Outage;
  alarmItems: number;
  warnItems: number;
};

// ---- models -------------------------------------------------------------------------------------

type WorldCache = { models: Map<string, DeviceModel>; byId?: { length: number; map: Map<string, MockDevice> }; states?: { second: number; map: Map<string, DeviceState> } };
const caches = new WeakMap<World, WorldCache>();
const cacheOf = (world: World) => {
  let cache = caches.get(world);
  if (!cache) caches.set(world, (cache = { models: new Map() }));
  return cache;
};

export function modelOf(world: World, device: MockDevice): DeviceModel {
  const { models } = cacheOf(world);
  let model = models.get(device.deviceId);
  if (!model) models.set(device.deviceId, (model = buildDeviceModel(world.seed, device)));
  return model;
}

export function deviceById(world: World, deviceId: string): MockDevice | undefined {
  const cache = cacheOf(world);
  if (!cache.byId || cache.byId.length !== world.devices.length || cache.byId.map.get(deviceId)?.deviceId !== deviceId) {
    cache.byId = { length: world.devices.length, map: new Map(world.devices.map((d) => [d.deviceId, d])) };
  }
  const device = cache.byId.map.get(deviceId);
  // A removed device may linger in the map until the next rebuild: the world's list decides.
  return device && world.devices.includes(device) ? device : undefined;
}

/** The item an item id names, with its device and model (undefined for an unknown id or a removed device). */
export function findItem(world: World, itemId: string): { device: MockDevice; model: DeviceModel; item: ItemDef } | undefined {
  const ordinal = itemOrdinalOf(itemId);
  if (ordinal === undefined) return undefined;
  const device = deviceById(world, newIdFrom(ID_RANGES.device + Math.floor(ordinal / ITEMS_PER_DEVICE_MAX)));
  if (!device) return undefined;
  const model = modelOf(world, device);
  const item = model.items.find((i) => i.itemId === itemId);
  return item && { device, model, item };
}

// ---- states -------------------------------------------------------------------------------------

const stateOfValue = (item: ItemDef, value: number): State => (value >= item.alarmValue ? 'alarm' : value >= item.warnValue ? 'warn' : 'online');

export function itemStateNow(model: DeviceModel, item: ItemDef, now: number, outage: Outage | undefined): ItemState {
  // Offline: the last value is the one before the outage began.
  const k = sampleAtOrBefore(item, outage ? outage.start - 1 : now);
  const value = valueOfSample(model, item, k);
  return { item, state: outage ? 'offline' : stateOfValue(item, value), value, time: sampleTime(item, k) };
}

export function deviceStateNow(device: MockDevice, model: DeviceModel, now: number): DeviceState {
  const outage = outageAt(model, now);
  const items = model.items
    .map((item) => itemStateNow(model, item, now, outage))
    .sort((a, b) => SEVERITY[b.state] - SEVERITY[a.state] || a.item.index - b.item.index);
  const worst = items[0];
  const status = worst?.state ?? (outage ? 'offline' : 'online');
  let statusSince: number | undefined;
  if (status === 'offline') statusSince = outage?.start;
  if (status === 'warn' || status === 'alarm') {
    const ongoing = itemEvents(model, worst.item, now - 2 * EPISODE_WINDOW, now + 1, now).find((e) => e.level === status && e.end > now);
    statusSince = ongoing?.start;
  }
  return {
    device,
    model,
    status,
    items,
    lastTime: Math.max(...items.map((i) => i.time)),
    ...(statusSince !== undefined ? { statusSince } : {}),
    ...(outage ? { outage } : {}),
    alarmItems: items.filter((i) => i.state === 'alarm').length,
    warnItems: items.filter((i) => i.state === 'warn').length,
  };
}

/** Times in steps of 10 s: states are computed once per step for all devices. */
const QUANTUM = 10_000;
export const quantise = (t: number) => Math.floor(t / QUANTUM) * QUANTUM;

/** The state of a device now; all devices asked within the same 10 s share one computation. */
export function stateOf(world: World, device: MockDevice, now: number): DeviceState {
  const cache = cacheOf(world);
  const second = quantise(now) / 1000;
  if (!cache.states || cache.states.second !== second) cache.states = { second, map: new Map() };
  let state = cache.states.map.get(device.deviceId);
  // A transferred device keeps its state but changes company: the stored device is the one to report.
  if (!state || state.device !== device) {
    // Quantised, so that every call within the step sees the same values.
    state = deviceStateNow(device, modelOf(world, device), second * 1000);
    cache.states.map.set(device.deviceId, state);
  }
  return state;
}
