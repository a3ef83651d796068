// A small panel in the corner of the console (mock mode only): which scenario is running, switch to
// another, reset the seeded world. Plain DOM so that the mock stays independent of the app's code.
import type { ScenarioOptions } from '../scenario';
import { db } from '../world/db';
import type { ScenarioName } from '../world/types';
import { scenarioUrl } from './scenarioFromUrl';
import { withWire } from './wireFromUrl';
import type { WireName } from '../wire/mode';
import { MOCK_WORKER_SCRIPT } from './workerUpdateGuard';

const scenarios: { name: ScenarioName; label: string }[] = [
  { name: 'default', label: 'default — 默认数据' },
  { name: 'empty', label: 'empty — 无数据' },
  { name: 'large', label: 'large — 10,000 部门 / 20,000 设备' },
  { name: 'slow', label: 'slow — 0.8–2.5 s 延迟' },
  { name: 'chaos', label: 'chaos — 20% 失败' },
  { name: 'hostile', label: 'hostile — 注入字符串' },
];

/** The wire the mock writes: the contract's own, or a real BladeX 2.x/3.x server's (docs/mock-world.md). */
const wires: { name: WireName; label: string }[] = [
  { name: 'default', label: 'default — 契约原样 / as the contract writes it' },
  { name: 'bladex', label: 'bladex — BladeX 2.x/3.x 真实线格式 / as a real BladeX server writes it' },
];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, style = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  if (style) node.setAttribute('style', style);
  return node;
}

/** The panel's button: the scenario, and the wire when it is not the default. */
const buttonText = (scenarioName: ScenarioName, wireName: WireName) => `Mock: ${scenarioName}${wireName === 'bladex' ? ' · BladeX' : ''}`;

export type DevPanel = {
  /** Says in the panel (and on its button) that the service worker could not update; the running one answers. */
  noteWorkerUpdateFailure(message: string): void;
};

export function mountDevPanel(options: ScenarioOptions, wireName: WireName = 'default'): DevPanel {
  const root = element('div', {}, 'position:fixed;left:8px;bottom:8px;z-index:2147483000;font:12px/1.5 system-ui,sans-serif');
  root.dataset.mockPanel = '';
  const toggle = element(
    'button',
    { type: 'button', textContent: buttonText(options.name, wireName), title: 'Mock backend' },
    'border:1px solid #c0c4cc;background:#fff;border-radius:4px;padding:2px 8px;cursor:pointer;opacity:.85',
  );
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'mock-dev-panel');

  const panel = element('section', { id: 'mock-dev-panel', hidden: true }, 'margin-bottom:6px;padding:10px;background:#fff;border:1px solid #dcdfe6;border-radius:6px;box-shadow:0 2px 12px rgba(0,0,0,.12);width:260px');
  panel.setAttribute('aria-label', 'Mock backend');
  const world = db.world;
  const summary = element('p', {
    textContent: `${world.departments.length} 部门 · ${world.devices.length} 设备 · ${world.files.length} 文件 · seed ${options.seed}`,
  }, 'margin:0 0 8px');

  const label = element('label', { textContent: 'Scenario ', htmlFor: 'mock-scenario-select' });
  const select = element('select', { id: 'mock-scenario-select' }, 'width:100%;margin:4px 0 8px');
  for (const { name, label: text } of scenarios) select.append(element('option', { value: name, textContent: text, selected: name === options.name }));

  const wireLabel = element('label', { textContent: 'Wire / 线格式 ', htmlFor: 'mock-wire-select' });
  const wireSelect = element('select', { id: 'mock-wire-select' }, 'width:100%;margin:4px 0 8px');
  for (const { name, label: text } of wires) wireSelect.append(element('option', { value: name, textContent: text, selected: name === wireName }));

  const apply = element('button', { type: 'button', textContent: 'Switch (reload)' }, 'margin-right:6px');
  apply.addEventListener('click', () => {
    window.location.assign(withWire(scenarioUrl({ scenario: select.value, seed: String(options.seed) }), wireSelect.value as WireName));
  });
  const reset = element('button', { type: 'button', textContent: 'Reset world' });
  reset.addEventListener('click', () => {
    if (!window.confirm('Reset the mock world to its seeded state? Changes made in the console are lost.')) return;
    void db.reset().then(() => window.location.reload());
  });

  // Empty until the browser refuses to update the worker (workerUpdateGuard.ts).
  const workerStatus = element('p', { hidden: true }, 'margin:8px 0 0;padding:6px;background:#fdf6ec;border:1px solid #f5dab1;border-radius:4px;color:#6b4a12');
  workerStatus.setAttribute('role', 'status');

  panel.append(summary, label, select, wireLabel, wireSelect, apply, reset, workerStatus);
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });
  root.append(panel, toggle);
  document.body.append(root);

  return {
    noteWorkerUpdateFailure(message) {
      workerStatus.hidden = false;
      workerStatus.textContent = `Service worker could not update; the running one keeps answering. Reload once the server serves ${MOCK_WORKER_SCRIPT} again. (${message})`;
      toggle.textContent = `${buttonText(options.name, wireName)} ⚠`;
      toggle.title = 'Mock backend: the service worker could not update';
    },
  };
}
