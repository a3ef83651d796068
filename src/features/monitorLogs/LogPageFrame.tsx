import type { ReactNode } from 'react';
import { GatedPageFrame } from '../../components/monitor/GatedPageFrame';

/** The frame of the alarm log, the run log and the over-limit detail: behind spec 7's alarmLogVerification. */
export function LogPageFrame(props: { title: string; trail?: string[]; extra?: ReactNode; children: ReactNode }) {
  return <GatedPageFrame feature="alarmLog" {...props} />;
}
