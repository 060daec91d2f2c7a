import type { NetworkStatus } from '../ports';

export class FakeNetwork implements NetworkStatus {
  online = true;

  isOnline(): boolean {
    return this.online;
  }
}
