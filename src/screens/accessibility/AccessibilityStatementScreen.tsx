import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ACCESSIBILITY_STANDARD, AUDIT_RULE_TAGS, AUDIT_WIDTHS, AUDITED_PAGES, REFLOW_VIEWPORTS, STATEMENT_DATE, TARGET_MIN_SIZE, TARGET_WIDTHS, TEXT_SPACING } from '../../../domain/accessibility';
import { formatDate, formatNumber } from '../../../domain/format';
import { useConstants } from '../../api/platform/constants';
import { PublicPage } from '../../layout/PublicPage';
import styles from './AccessibilityStatement.module.css';

const MEDIATEUR_URL = 'https://www.le-mediateur.be';

/**
 * The accessibility statement the EU Web Accessibility Directive asks of a public body's platform, on the model of
 * Implementing Decision (EU) 2018/1523: status, what is not accessible, how it was assessed (the audit's own pages
 * and rules, domain/accessibility.ts), the contact and the enforcement procedure. Open to anyone, signed in or not.
 */
export function AccessibilityStatementScreen() {
  const { t } = useTranslation(['accessibility', 'layout', 'common']);
  const contact = useConstants().data?.['accessibility.contact'];
  const standard = ACCESSIBILITY_STANDARD;
  const list = (key: string, values: Record<string, string> = {}) => t(key, { ...values, returnObjects: true }) as unknown as string[];
  const [phone, zoomed] = REFLOW_VIEWPORTS;
  // What the checks measure, from the data they run with (domain/accessibility.ts), so that the statement stays true.
  const measured = {
    standard,
    tags: AUDIT_RULE_TAGS.join(', '),
    widths: AUDIT_WIDTHS.join(' et '),
    phone: String(phone.width),
    zoomed: `${zoomed.width} × ${zoomed.height}`,
    ...Object.fromEntries(Object.entries(TEXT_SPACING).map(([name, value]) => [name, formatNumber(value)!])),
    target: String(TARGET_MIN_SIZE),
    targetWidths: TARGET_WIDTHS.join(' et '),
  };
  return (
    <PublicPage title={t('layout:titles.accessibility')} wide>
      <div className={styles.statement}>
        <p>{t('intro', { platform: t('common:appName') })}</p>

        <h2>{t('status.title')}</h2>
        <p>{t('status.text', { standard })}</p>

        <h2>{t('exceptions.title')}</h2>
        <p>{t('exceptions.intro')}</p>
        <ul>
          {list('exceptions.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <h2>{t('assessment.title')}</h2>
        <p>{t('assessment.date', { date: formatDate(STATEMENT_DATE) })}</p>
        <p>{t('assessment.checksIntro')}</p>
        <ul>
          {list('assessment.checks', measured).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{t('assessment.pagesIntro')}</p>
        <ul data-testid="audited-pages">
          {AUDITED_PAGES.map((page) => (
            <li key={page.id}>{t('pageWith', { page: t(`pages.${page.id}`), who: t(page.login ? 'who.signedIn' : 'who.signedOut') })}</li>
          ))}
        </ul>

        <h2>{t('feedback.title')}</h2>
        <p>
          {t('feedback.text')} {contact && <a href={`mailto:${contact}`}>{contact}</a>}
        </p>

        <h2>{t('enforcement.title')}</h2>
        <p>
          {t('enforcement.text')} <a href={MEDIATEUR_URL}>{t('enforcement.link')}</a>
        </p>

        <p>
          <Link to="/">{t('back')}</Link>
        </p>
      </div>
    </PublicPage>
  );
}
