import { useGetAlarmLogStatus, useGetFaultExist } from '../../../generated/endpoints/status/status';

/** Asked again every minute while the tab is in front, as the top menu's red-mark checks are. */
const FLAG_CHECK_MS = 60_000;
const checkAgain = { query: { refetchInterval: FLAG_CHECK_MS, refetchIntervalInBackground: false } } as const;

// Spec 7 replies in BladeX's envelope; spec 7's "truthy" reading is for the deletion check only, these
// flags are booleans (openapi: RBoolean) and only `true` raises them.
const isTrue = (reply: { status: number; data: unknown } | undefined) => reply?.status === 200 && (reply.data as { data?: unknown }).data === true;

export type StatusFlags = { faultExists: boolean; alarmLogUnseen: boolean };

/**
 * Spec 4, "Other flags: alarm log status and fault-exist flags are queried": GET
 * api/department/faultExist (a device is in fault now) and GET api/collectorAlarmLog/alarmLogStatus
 * (alarm log entries the user has not seen; opening the alarm log marks them seen, useMarkSeen).
 */
export function useStatusFlags(): StatusFlags {
  const faultExists = isTrue(useGetFaultExist(checkAgain).data);
  const alarmLogUnseen = isTrue(useGetAlarmLogStatus(checkAgain).data);
  return { faultExists, alarmLogUnseen };
}
