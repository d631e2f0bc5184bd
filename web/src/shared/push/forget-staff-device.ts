import { pushStorageKey, turnOffPush } from './push-device';

/** Signing out of a staff account: this device stops hearing of new orders. */
export function forgetStaffDevice(token: string): Promise<void> {
  localStorage.removeItem(pushStorageKey());
  return turnOffPush(undefined, token);
}
