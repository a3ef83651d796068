import { DictionaryPage } from './DictionaryWorkspace';

/** /dict-horizontal/index: the dictionaries and their entries side by side. */
export default function HorizontalDictionaryPage() {
  return <DictionaryPage layout="horizontal" />;
}
