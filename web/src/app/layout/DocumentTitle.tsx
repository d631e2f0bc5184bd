import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../shared/api/get-settings';
import { i18n } from '../../shared/i18n/i18n';
import { useTabCount } from './tab-count';
import { documentTitle } from './document-title';

/**
 * Keeps the tab's title on the page shown (the server drew the first one the same way), in the
 * language shown: set again when the language changes or a later page's words arrive.
 */
export function DocumentTitle() {
  const { name } = useSettings();
  const { pathname } = useLocation();
  const waiting = useTabCount();
  useEffect(() => {
    const show = () => void (document.title = documentTitle(name, pathname, waiting));
    show();
    return i18n.subscribe(show);
  }, [name, pathname, waiting]);
  return null;
}
