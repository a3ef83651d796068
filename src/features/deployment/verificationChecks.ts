import {
  verifyAlarmLog,
  verifyButton,
  verifyDeviceDiagnose,
  verifyExpert,
  verifyFile,
  verifyRecord,
  verifyUser,
} from '../../../generated/endpoints/user/user';
import { VerifyButtonValue } from '../../../generated/model';
import { isButtonAllowedMsg } from '../../lib/access/access';
import { HttpError } from '../../lib/http/client';

/** One verification call of spec 7 with the value it is asked about. */
export type VerificationCheck = { id: string; call: string; value: string; run: () => Promise<{ status: number; data: unknown }> };

export type CheckAnswer =
  | { state: 'allowed' | 'refused'; msg: string; ms: number }
  | { state: 'failed'; code: number | undefined; msg: string; ms: number };

/** spec 6/7: buttonVerification for each top-bar path, then the six feature verifications. */
export const verificationChecks: VerificationCheck[] = [
  ...Object.values(VerifyButtonValue).map((value) => ({
    id: `button:${value}`,
    call: 'POST /blade-user/buttonVerification',
    value,
    run: () => verifyButton({ value }),
  })),
  { id: 'deviceDiagnose', call: 'POST /blade-user/deviceDiagnoseVerification', value: '/monitor/diagnose/index', run: () => verifyDeviceDiagnose({ value: '/monitor/diagnose/index' }) },
  { id: 'expert', call: 'POST /blade-user/expertVerification', value: '/monitor/expert/index', run: () => verifyExpert({ value: '/monitor/expert/index' }) },
  { id: 'alarmLog', call: 'POST /blade-user/alarmLogVerification', value: '/monitor/warn/index', run: () => verifyAlarmLog({ value: '/monitor/warn/index' }) },
  { id: 'user', call: 'POST /blade-user/userVerification', value: '/monitor/user/user', run: () => verifyUser({ value: '/monitor/user/user' }) },
  { id: 'file', call: 'POST /blade-user/fileVerification', value: '/monitor/file/index', run: () => verifyFile({ value: '/monitor/file/index' }) },
  { id: 'record', call: 'POST /blade-user/recordVerification', value: '/monitor/record/index', run: () => verifyRecord({ value: '/monitor/record/index' }) },
];

const msgOf = (data: unknown) => (typeof data === 'object' && data !== null && typeof (data as { msg?: unknown }).msg === 'string' ? (data as { msg: string }).msg : '');

/**
 * Runs one check and says what the server answered: allowed (msg 成功, spec 7), refused (another msg),
 * or failed (a refusal by code or a transport failure, with what the http client learned).
 */
export async function runCheck(check: VerificationCheck, now: () => number = () => performance.now()): Promise<CheckAnswer> {
  const started = now();
  try {
    const reply = await check.run();
    const msg = msgOf(reply.data);
    return { state: isButtonAllowedMsg(msg) ? 'allowed' : 'refused', msg, ms: Math.round(now() - started) };
  } catch (error) {
    const code = error instanceof HttpError ? error.code : undefined;
    return { state: 'failed', code, msg: error instanceof Error ? error.message : String(error), ms: Math.round(now() - started) };
  }
}
