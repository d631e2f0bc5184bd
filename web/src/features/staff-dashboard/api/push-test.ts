import { useMutation } from '@tanstack/react-query';
import { messages } from '@buka/domain/messages';
import { api, ApiError } from '../../../shared/api/client';
import { thisDeviceEndpoint } from '../../../shared/push/push-device';
import { toast } from '../../../shared/toast/toast-store';

/** POST /api/push/test: a notification to this device, to see that it shows. */
export async function sendTestPush(): Promise<void> {
  const endpoint = await thisDeviceEndpoint();
  if (!endpoint) throw new ApiError(404, messages.pushDeviceNotFound);
  await api('/api/push/test', { method: 'POST', body: { endpoint } });
}

export function useTestPush() {
  return useMutation({
    mutationFn: sendTestPush,
    onSuccess: () => toast.success('Test sent: it should show on this device in a moment'),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
  });
}
