import { request, type FullConfig } from '@playwright/test';
import { ADMIN_NAME, ADMIN_PASSWORD, ADMIN_PHONE, bearer, openAllDay, signIn } from './fixtures';

/**
 * Once per run: the first admin exists, and the shop is open around the clock, so tests that
 * place orders pass at any hour (tests about closing hours answer the settings themselves).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const signup = await api.post('/api/users/login/customer/signup', {
      data: { name: ADMIN_NAME, phoneNumber: ADMIN_PHONE, password: ADMIN_PASSWORD },
    });
    if (signup.status() !== 201 && signup.status() !== 204) {
      throw new Error(`Could not register the admin: ${signup.status()} ${await signup.text()}`);
    }
    const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
    if (admin.role !== 'owner') throw new Error(`${ADMIN_PHONE} is not the owner; see serve.mjs`);

    const settings = await (await api.get('/api/settings')).json();
    const saved = await api.put('/api/settings', {
      headers: bearer(admin.token),
      data: { ...settings, timetable: openAllDay, paused: false },
    });
    if (!saved.ok()) throw new Error(`Could not open the shop: ${await saved.text()}`);
  } finally {
    await api.dispose();
  }
}
