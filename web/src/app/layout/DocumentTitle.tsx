import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../shared/api/get-settings';
import { useTabCount } from './tab-count';
import { documentTitle } from './document-title';

/** Keeps the tab's title on the page shown (the server drew the first one the same way). */
export function DocumentTitle() {
  const { name } = useSettings();
  const { pathname } = useLocation();
  const waiting = useTabCount();
  useEffect(() => {
    document.title = documentTitle(name, pathname, waiting);
  }, [name, pathname, waiting]);
  return null;
}
