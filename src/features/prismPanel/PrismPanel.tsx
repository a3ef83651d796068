// The Prism panel (mock off, development and demo builds): in the corner where the Mock panel sits when
// the mock runs. Its button is the page's mark of the choice in force; the panel sets the scenario for
// the whole console and overrides per operation, then reloads so every page asks afresh.
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { examplesOffered, overrideText, PRISM_SCENARIOS, type PrismChoice, type PrismOverride, type PrismScenario } from './choice';
import type { PrismOperation } from './operations';

const box: CSSProperties = { position: 'fixed', left: 8, bottom: 8, zIndex: 2147483000, font: '12px/1.5 system-ui, sans-serif' };
const card: CSSProperties = { marginBottom: 6, padding: 10, background: '#fff', color: '#303133', border: '1px solid #dcdfe6', borderRadius: 6, boxShadow: '0 2px 12px rgba(0,0,0,.12)', width: 320, maxHeight: '70vh', overflow: 'auto' };
const button: CSSProperties = { border: '1px solid #c0c4cc', background: '#fff', borderRadius: 4, padding: '2px 8px', cursor: 'pointer' };
const field: CSSProperties = { display: 'block', width: '100%', margin: '4px 0 8px', boxSizing: 'border-box' };

type Props = {
  operations: readonly PrismOperation[];
  choice: PrismChoice;
  /** Keeps the new choice and reloads the console. */
  onApply: (choice: PrismChoice) => void;
};

/**
 * The address that pins a choice (`?prism=…&prism-op=…`), for a bug report or a test.
 * @internal Exported for its tests; nothing else in the console imports it.
 */
export function pinnedSearch(choice: PrismChoice): string {
  const params = new URLSearchParams();
  params.set('prism', choice.scenario);
  const overrides = Object.entries(choice.overrides).map(([operationId, override]) => `${operationId}:${overrideText(override)}`);
  if (overrides.length) params.set('prism-op', overrides.join(','));
  return `?${params.toString().replace(/%3A/g, ':').replace(/%2C/g, ',')}`;
}

function answersOf(op: PrismOperation | undefined): Array<{ value: string; override: PrismOverride; label: { id: string; values: Record<string, string | number> } }> {
  if (!op) return [];
  const statuses = [...new Set([...Object.keys(op.examples).filter((s) => /^[1-5][0-9]{2}$/.test(s)), '500'])];
  return [
    ...examplesOffered(op).map(({ example, status }) => ({ value: `example:${example}`, override: { example }, label: { id: 'prism.answer.example', values: { example, status } } })),
    ...statuses.map((code) => ({ value: `code:${code}`, override: { code: Number(code) }, label: { id: 'prism.answer.code', values: { code } } })),
    { value: 'dynamic', override: { dynamic: true } as const, label: { id: 'prism.answer.dynamic', values: {} } },
  ];
}

export function PrismPanel({ operations, choice, onApply }: Props) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [scenario, setScenario] = useState<PrismScenario>(choice.scenario);
  const [overrides, setOverrides] = useState(choice.overrides);
  const [operationId, setOperationId] = useState(operations[0]?.operationId ?? '');
  const operation = operations.find((op) => op.operationId === operationId);
  const answers = useMemo(() => answersOf(operation), [operation]);
  const [answer, setAnswer] = useState('');
  const chosenAnswer = answers.find((a) => a.value === answer) ?? answers[0];
  const count = Object.keys(choice.overrides).length;
  const draft = { scenario, overrides };

  return (
    <div style={box} data-prism-panel="">
      {open && (
        <section id={`${id}-panel`} aria-label={intl.formatMessage({ id: 'prism.title' })} style={card}>
          <h2 style={{ fontSize: 13, margin: '0 0 4px' }}>
            <FormattedMessage id="prism.title" />
          </h2>
          <p style={{ margin: '0 0 8px' }}>
            <FormattedMessage id="prism.intro" />
          </p>
          <label htmlFor={`${id}-scenario`}>
            <FormattedMessage id="prism.scenario" />
          </label>
          <select id={`${id}-scenario`} style={field} value={scenario} onChange={(e) => setScenario(e.target.value as PrismScenario)}>
            {PRISM_SCENARIOS.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage({ id: `prism.scenario.${name}` })}
              </option>
            ))}
          </select>
          <fieldset style={{ border: '1px solid #ebeef5', borderRadius: 4, margin: '0 0 8px', padding: '4px 8px' }}>
            <legend>
              <FormattedMessage id="prism.overrides" />
            </legend>
            {Object.keys(overrides).length === 0 ? (
              <p style={{ margin: '2px 0 6px', color: '#606266' }}>
                <FormattedMessage id="prism.noOverrides" />
              </p>
            ) : (
              <ul style={{ listStyle: 'none', margin: '2px 0 6px', padding: 0 }}>
                {Object.entries(overrides).map(([name, override]) => (
                  <li key={name} style={{ display: 'flex', justifyContent: 'space-between', gap: 6 }}>
                    <code style={{ overflowWrap: 'anywhere' }}>{`${name}: ${overrideText(override)}`}</code>
                    <button
                      type="button"
                      style={button}
                      aria-label={intl.formatMessage({ id: 'prism.remove' }, { operation: name })}
                      onClick={() => setOverrides(Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== name)))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <label htmlFor={`${id}-operation`}>
              <FormattedMessage id="prism.operation" />
            </label>
            <select id={`${id}-operation`} style={field} value={operationId} onChange={(e) => { setOperationId(e.target.value); setAnswer(''); }}>
              {operations.map((op) => (
                <option key={op.operationId} value={op.operationId}>
                  {`${op.operationId} (${op.method} ${op.path})`}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-answer`}>
              <FormattedMessage id="prism.answer" />
            </label>
            <select id={`${id}-answer`} style={field} value={chosenAnswer?.value ?? ''} onChange={(e) => setAnswer(e.target.value)}>
              {answers.map((a) => (
                <option key={a.value} value={a.value}>
                  {intl.formatMessage({ id: a.label.id }, a.label.values)}
                </option>
              ))}
            </select>
            <button type="button" style={{ ...button, marginBottom: 6 }} disabled={!chosenAnswer} onClick={() => chosenAnswer && setOverrides({ ...overrides, [operationId]: chosenAnswer.override })}>
              <FormattedMessage id="prism.add" />
            </button>
          </fieldset>
          <p style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}>
            <FormattedMessage id="prism.pin" />: <code>{pinnedSearch(draft)}</code>
          </p>
          <button type="button" style={{ ...button, marginRight: 6 }} onClick={() => onApply(draft)}>
            <FormattedMessage id="prism.apply" />
          </button>
          <button type="button" style={button} onClick={() => onApply({ scenario: 'default', overrides: {} })}>
            <FormattedMessage id="prism.reset" />
          </button>
        </section>
      )}
      <button type="button" style={{ ...button, opacity: 0.9 }} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {count
          ? intl.formatMessage({ id: 'prism.toggleOverrides' }, { scenario: choice.scenario, count })
          : intl.formatMessage({ id: 'prism.toggle' }, { scenario: choice.scenario })}
      </button>
    </div>
  );
}
