/**
 * Fixed navigation bar: logo → '/', Home, a Products dropdown and Contact Us (and, on the
 * pages in Hindi and Marathi, the language switcher).
 * Below 992 px the entries fold into a menu behind a toggle button.
 */
import { useEffect, useRef, useState } from 'react';
import { LOGO, BRAND_NAME, NAV_ITEMS, type NavEntry } from '../../content/site';
import { Img } from '../ui/Img';
import { NavLink } from '../ui/NavLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { fillSlots, useChrome } from '../../i18n/useChrome';
import styles from './Navbar.module.css';
import { domId } from '../../lib/domId';
import { island } from '../../lib/island';

function Dropdown({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const chrome = useChrome();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const menuId = domId('menu', entry.label);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className={styles.item} ref={ref}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {chrome[entry.text]}
        <span
          className={open ? `${styles.caret} ${styles.caretOpen}` : styles.caret}
          aria-hidden="true"
        />
      </button>
      <ul id={menuId} className={styles.submenu} hidden={!open}>
        {entry.children?.map((child) => (
          <li key={child.href}>
            <NavLink
              href={child.href}
              className={styles.sublink}
              onNavigate={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {chrome[child.text]}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function NavigationBar() {
  const chrome = useChrome();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <nav className={styles.nav} aria-label={chrome.navLabel}>
      <div className={`container ${styles.bar}`}>
        <NavLink href="/" className={styles.brand} onNavigate={close}>
          <Img
            src={LOGO}
            alt={fillSlots(chrome.navLogo, { brand: BRAND_NAME })}
            width={160}
            height={36}
            loading="eager"
          />
        </NavLink>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className="visually-hidden">
            {menuOpen ? chrome.navCloseMenu : chrome.navOpenMenu}
          </span>
          <span
            className={menuOpen ? `${styles.burger} ${styles.burgerOpen}` : styles.burger}
            aria-hidden="true"
          />
        </button>
        <ul id="main-menu" className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          {NAV_ITEMS.map((entry) =>
            entry.children ? (
              <Dropdown key={entry.label} entry={entry} onNavigate={close} />
            ) : (
              <li key={entry.label} className={styles.item}>
                <NavLink href={entry.href!} className={styles.link} onNavigate={close}>
                  {chrome[entry.text]}
                </NavLink>
              </li>
            ),
          )}
          <li className={styles.item}>
            <LanguageSwitcher />
          </li>
        </ul>
      </div>
    </nav>
  );
}

export const Navbar = island('Navbar', NavigationBar);
