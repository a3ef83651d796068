import { DictionaryPage } from './DictionaryWorkspace';

/** /dict-vertical/index: the dictionaries above their entries. */
export default function VerticalDictionaryPage() {
  return <DictionaryPage layout="vertical" />;
}
