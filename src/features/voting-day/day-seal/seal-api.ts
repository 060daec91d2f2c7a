import { apiSend } from '../../../api/http';
import { daySealReceipt, type DaySealBody, type DaySealReceipt } from '../../../contract/day-seal';

/** The two end-of-day calls (ours): one per voting-day screen. */
const SEAL_PATHS = {
  observer: '/api/patronage/voting-day/observer-seal/',
  patronage: '/api/patronage/voting-day/patronage-seal/',
} as const;

/** POST …/observer-seal/ or …/patronage-seal/ — the server's receipt of this device's marks. Throws ApiError. */
export function postDaySeal(module: keyof typeof SEAL_PATHS, clientId: string): Promise<DaySealReceipt> {
  return apiSend('post', SEAL_PATHS[module], { json: { client_id: clientId } satisfies DaySealBody, schema: daySealReceipt });
}
