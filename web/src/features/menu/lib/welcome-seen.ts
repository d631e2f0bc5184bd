// The welcome card shows until it is understood once on this phone.
const KEY = 'welcomeCardSeen';

export function readWelcomeSeen(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberWelcomeSeen(): void {
  try {
    localStorage.setItem(KEY, 'true');
  } catch {
    // Private mode or a full storage: the card simply shows again next visit.
  }
}
