import i18n from '../i18n';

/**
 * The browser tab's title of a route (its `head`, written by <DocumentTitle/> in the root): the page's name
 * from the catalogues, then the platform's. The deepest route that sets one wins.
 */
export function pageTitle(key: string, values: Record<string, string | number> = {}) {
  return { meta: [{ title: i18n.t('layout:pageTitle', { page: i18n.t(key, values) }) }] };
}
