import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerEachNewVersion } from './register-service-worker';
import { offerUpdate } from './update-store';

vi.mock('./update-store', () => ({ offerUpdate: vi.fn() }));

// Stand-ins for the browser's service worker objects: event targets with the fields read.
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  becomes(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function phone({ controlled }: { controlled: boolean }) {
  const workers = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  const reload = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker: workers });
  vi.stubGlobal('location', { reload });
  return { workers, reload };
}

const offered = () => vi.mocked(offerUpdate).mock.calls;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(offerUpdate).mockClear();
});

describe('a new version of the app', () => {
  it('is offered once installed beside the running one, and taken only when the customer agrees', () => {
    const { workers, reload } = phone({ controlled: true });
    const registration = new FakeRegistration();
    offerEachNewVersion(registration as unknown as ServiceWorkerRegistration);
    const next = new FakeWorker();
    registration.found(next);
    expect(offered()).toHaveLength(0);
    next.becomes('installed');
    expect(offered()).toHaveLength(1);
    expect(next.postMessage).not.toHaveBeenCalled();

    offered()[0]![0]();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('already waiting from an earlier visit is offered at once', () => {
    phone({ controlled: true });
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    offerEachNewVersion(registration as unknown as ServiceWorkerRegistration);
    expect(offered()).toHaveLength(1);
  });

  it('is not offered on the first install, which takes over by itself', () => {
    phone({ controlled: false });
    const registration = new FakeRegistration();
    offerEachNewVersion(registration as unknown as ServiceWorkerRegistration);
    const first = new FakeWorker();
    registration.found(first);
    first.becomes('installed');
    first.becomes('activated');
    expect(offered()).toHaveLength(0);
  });
});
