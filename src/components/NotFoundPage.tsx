import { ErrorStatusPage } from './ErrorStatusPage';

/** spec 2.1: /404, where any unknown path goes. */
export default function NotFoundPage() {
  return <ErrorStatusPage status="404" />;
}
