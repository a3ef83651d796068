// The Prism panel: its button is the page's mark of the choice in force; the panel picks the scenario
// for the whole console and overrides per operation, in both languages, and says the pinning address.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import contract from '../../generated/openapi.json';
import enUS from '../../locales/en-US/prismPanel';
import zhCN from '../../locales/zh-CN/prismPanel';
import type { PrismChoice } from '../../src/features/prismPanel/choice';
import { operationIndex } from '../../src/features/prismPanel/operations';
import { pinnedSearch, PrismPanel } from '../../src/features/prismPanel/PrismPanel';

const operations = operationIndex(contract as Parameters<typeof operationIndex>[0]);

function renderPanel(choice: PrismChoice, language: 'en-US' | 'zh-CN' = 'en-US') {
  const onApply = vi.fn();
  render(
    <IntlProvider locale={language} messages={language === 'en-US' ? enUS : zhCN}>
      <PrismPanel operations={operations} choice={choice} onApply={onApply} />
    </IntlProvider>,
  );
  return onApply;
}

describe('the Prism panel', () => {
  it('marks the page with the scenario in force and the number of overrides', () => {
    renderPanel({ scenario: 'empty', overrides: { getUserPage: { example: 'long' } } });
    expect(screen.getByRole('button', { name: 'Prism: empty · 1 override' })).toBeVisible();
  });

  it('speaks Chinese in a Chinese console', async () => {
    renderPanel({ scenario: 'long', overrides: {} }, 'zh-CN');
    await userEvent.click(screen.getByRole('button', { name: 'Prism：long' }));
    expect(screen.getByRole('region', { name: 'Prism 场景' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: '整个控制台的场景' })).toHaveValue('long');
  });

  it('applies a scenario and an operation override, and shows the address that pins them', async () => {
    const onApply = renderPanel({ scenario: 'default', overrides: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Prism: default' }));
    const panel = screen.getByRole('region', { name: 'Prism scenarios' });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Scenario for the whole console' }), 'errors');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Operation' }), 'getUserPage');
    const answer = within(panel).getByRole('combobox', { name: 'Answer' });
    expect(within(answer).getByRole('option', { name: 'Example empty (HTTP 200)' })).toBeInTheDocument();
    expect(within(answer).getByRole('option', { name: 'Example error401 (HTTP 401)' })).toBeInTheDocument();
    await userEvent.selectOptions(answer, 'example:long');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(within(panel).getByText('getUserPage: long')).toBeVisible();
    expect(within(panel).getByText('?prism=errors&prism-op=getUserPage:long')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply (reload)' }));
    expect(onApply).toHaveBeenCalledWith({ scenario: 'errors', overrides: { getUserPage: { example: 'long' } } });
  });

  it('removes an override and goes back to the default', async () => {
    const onApply = renderPanel({ scenario: 'empty', overrides: { getRoleList: { code: 500 }, getDevicePage: { dynamic: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Prism: empty · 2 overrides' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove override of getRoleList' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply (reload)' }));
    expect(onApply).toHaveBeenLastCalledWith({ scenario: 'empty', overrides: { getDevicePage: { dynamic: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Back to default' }));
    expect(onApply).toHaveBeenLastCalledWith({ scenario: 'default', overrides: {} });
  });

  it('writes the pinning address readably', () => {
    expect(pinnedSearch({ scenario: 'long', overrides: { getUserPage: { code: 500 }, getRoleList: { dynamic: true } } })).toBe('?prism=long&prism-op=getUserPage:500,getRoleList:dynamic');
  });
});
