import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

// Where each history entry was scrolled to, kept across a reload of the tab.
const positions = new Map<string, number>(readPositions());
let currentKey = '';
let firstPage = true;

function readPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry) => typeof entry?.[1] === 'number') : [];
  } catch {
    return [];
  }
}

function remember(): void {
  positions.set(currentKey, window.scrollY);
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage blocked: positions are kept for this page's life only.
  }
}

/**
 * Back and forward return to where the page was scrolled; a new page starts at the top (what
 * the data router's ScrollRestoration did). Runs once the new page is drawn, since navigations
 * wait for the page's code.
 */
export function ScrollRestoration() {
  const { key } = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = key;
    const saved = action === 'POP' ? positions.get(key) : 0;
    // The first page of a visit may have been drawn by the server and scrolled already, before
    // this code ran: it stays where the customer is, unless this tab kept a place for it.
    if (saved !== undefined || !firstPage) window.scrollTo(0, saved ?? 0);
    firstPage = false;
  }, [key, action]);

  return null;
}
