import { Children, useLayoutEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuButton } from '../../layout/useMenuButton';
import styles from './DossierActionsMenu.module.css';

/** Room between the button, the menu and the window's edges, in pixels. */
const GAP = 4;

/**
 * The "Actions" menu button that holds a row's secondary actions, so that a row keeps its buttons on one
 * line. The menu is fixed to the window, placed under the button (above it near the bottom): the table's
 * scrolling wrapper would otherwise clip it.
 */
export function DossierActionsMenu({ reference, children }: { reference: string; children: ReactNode }) {
  const { t } = useTranslation('dossiers');
  const { open, close, containerProps, buttonProps, menuProps } = useMenuButton();
  const button = buttonProps.ref;
  const menu = menuProps.ref;

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!button.current || !menu.current) return;
      const at = button.current.getBoundingClientRect();
      const height = menu.current.offsetHeight;
      const below = at.bottom + GAP + height <= window.innerHeight;
      menu.current.style.top = `${below ? at.bottom + GAP : Math.max(GAP, at.top - GAP - height)}px`;
      menu.current.style.left = `${Math.max(GAP, at.right - menu.current.offsetWidth)}px`;
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, button, menu]);

  // A chosen item closes the menu and gives focus back to the button, where a dialog it opens returns it.
  const onClick = (event: MouseEvent) => {
    const item = (event.target as Element).closest('[role="menuitem"]');
    if (item && item.getAttribute('aria-disabled') !== 'true') close();
  };

  return (
    <div className={styles.menuButton} {...containerProps}>
      <button className={`btn ${styles.button}`} aria-label={t('actions.menuFor', { reference })} {...buttonProps}>
        {t('actions.menu')}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className={`menu-panel ${styles.menu}`} onClick={onClick} {...menuProps}>
          {Children.map(children, (child) => (
            <li role="none">{child}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
