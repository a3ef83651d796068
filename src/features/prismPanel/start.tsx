// Starts the Prism panel when the console runs with the mock off in a development or demo build
// (main.tsx imports this module only then): reads the tab's choice, gives the http client the Prefer
// header of each request, and mounts the panel in a root of its own, in the console's language.
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import contract from '../../../generated/openapi.json';
import enUS from '../../../locales/en-US/prismPanel';
import zhCN from '../../../locales/zh-CN/prismPanel';
import { setPreferSource } from '../../lib/http/prefer';
import { usePreferencesStore } from '../../stores/preferences';
import { preferFor, readChoice, saveChoice, type PrismChoice } from './choice';
import { operationIndex, operationOf } from './operations';
import { PrismPanel } from './PrismPanel';

const messages = { 'zh-CN': zhCN, 'en-US': enUS };

function PanelInLanguage({ apply, choice, operations }: { apply: (choice: PrismChoice) => void; choice: PrismChoice; operations: ReturnType<typeof operationIndex> }) {
  const language = usePreferencesStore((s) => s.language);
  return (
    <IntlProvider locale={language} messages={messages[language]} defaultLocale="zh-CN">
      <PrismPanel operations={operations} choice={choice} onApply={apply} />
    </IntlProvider>
  );
}

export function startPrismPanel() {
  const operations = operationIndex(contract as Parameters<typeof operationIndex>[0]);
  const choice = readChoice(window.location.search, sessionStorage);
  setPreferSource((method, url) => preferFor(choice, operationOf(operations, method, url)));
  const apply = (next: PrismChoice) => {
    saveChoice(next, sessionStorage);
    // The address's own prism parameters would win over the new choice at the reload: drop them.
    const params = new URLSearchParams(window.location.search);
    params.delete('prism');
    params.delete('prism-op');
    const search = params.toString();
    window.location.assign(`${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
  };
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<PanelInLanguage apply={apply} choice={choice} operations={operations} />);
}
