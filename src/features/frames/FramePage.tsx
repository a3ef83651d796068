import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';

/** A static route whose content is still to come; its title is the route's label (the tab's too). */
export default function FramePage() {
  const intl = useIntl();
  const label = (useMatches().at(-1)?.handle as { label?: string } | undefined)?.label ?? 'route.embedded';
  return <PageFrame trail={[intl.formatMessage({ id: label })]} />;
}
