import { TEXT_SPACING } from '../../../domain/accessibility';

/**
 * Measures taken inside the page (each function runs in the browser through page.evaluate, so it is whole in
 * itself) for the reflow, text-spacing, target-size and motion checks of WCAG 2.2 (test/e2e/accessibility.test.ts). Each
 * answers what it finds wrong, described so that a failure names the element: an empty list is a pass.
 */

/** An element as a failure names it: its tag, id or first class, and the start of its text. */
export type Offender = string;

/**
 * 1.4.10 Reflow: how far the page scrolls sideways, and the elements that stick out of the window without being
 * inside a region that scrolls by itself (a data table's) or is clipped on purpose.
 */
export function sidewaysOverflow(): { scroll: number; outside: Offender[] } {
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : ''} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
  const width = document.documentElement.clientWidth;
  const inOwnRegion = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  const outside = [...document.body.querySelectorAll('*')].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.right > width + 1 && !inOwnRegion(el);
  });
  // Only the outermost of a nested run is named.
  const outermost = outside.filter((el) => !outside.includes(el.parentElement!));
  return { scroll: document.documentElement.scrollWidth - width, outside: outermost.slice(0, 5).map(name) };
}

/**
 * 1.3.2 Meaningful sequence, as laid out: the page's parts that show above its main content though they come after
 * it (a footer that a narrow layout's reordering left at the top).
 */
export function shownBeforeMain(): Offender[] {
  const main = document.querySelector('main');
  if (!main) return [];
  const top = main.getBoundingClientRect().top;
  const after = [...document.querySelectorAll('footer')].filter((el) => main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return after.filter((el) => el.getBoundingClientRect().top < top).map((el) => `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 30)}”`);
}

/** WCAG's text-spacing overrides (the values the statement names), as a style sheet. */
export const TEXT_SPACING_CSS = `* { line-height: ${TEXT_SPACING.lineHeight} !important; letter-spacing: ${TEXT_SPACING.letterSpacing}em !important; word-spacing: ${TEXT_SPACING.wordSpacing}em !important; }
p { margin-bottom: ${TEXT_SPACING.paragraphSpacing}em !important; }`;

/**
 * 1.4.12 Text spacing: with `css` (the overrides) applied, the elements that hide what overflows them (overflow
 * hidden or clip) and now hold more text than they show. Visually hidden text (one pixel, for screen readers) and
 * regions that scroll are not clipping. The overrides go in through the CSS object model, which the
 * Content-Security-Policy (no inline style) allows, and are taken off after.
 */
export function clippedText(css: string): Offender[] {
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : ''} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const overrides = new CSSStyleSheet();
  overrides.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, overrides];
  const clipped = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => {
    const style = getComputedStyle(el);
    if (!clips(style.overflowX) && !clips(style.overflowY)) return false;
    if (el.clientWidth <= 1 || el.clientHeight <= 1 || !(el.innerText ?? '').trim()) return false;
    const overY = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    const overX = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    return overY || overX;
  });
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== overrides);
  return clipped.slice(0, 5).map(name);
}

/**
 * 2.5.8 Target size (minimum): every control is MIN × MIN CSS px or more, or has the spacing exception (a MIN px circle
 * on its centre touches no other control nor another small control's circle). A link within a sentence is exempt, as
 * WCAG says; a radio or checkbox counts with the label that wraps it (a click on the label ticks it).
 */
export function smallTargets(MIN: number): Offender[] {
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : ''} “${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}”`;
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=checkbox], [role=radio], [role=switch]';
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A') return false;
    const block = el.closest('p, li, dd, td, label, span, small');
    return !!block && block !== el && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  };
  const targets = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => !(el as HTMLButtonElement).disabled && getComputedStyle(el).visibility !== 'hidden')
    .map((el) => {
      const wrapping = el.matches('input[type=radio], input[type=checkbox]') ? el.closest('label') : null;
      return { el, box: (wrapping ?? el).getBoundingClientRect() };
    })
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
  const distanceToBox = ([x, y]: readonly [number, number], box: DOMRect) => Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
  const small = targets.filter(({ el, box }) => (box.width < MIN - 0.5 || box.height < MIN - 0.5) && !inSentence(el));
  return small
    .filter(({ el, box }) => {
      const c = centre(box);
      return targets.some((other) => {
        if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
        if (small.some((s) => s.el === other.el)) return Math.hypot(c[0] - centre(other.box)[0], c[1] - centre(other.box)[1]) < MIN;
        return distanceToBox(c, other.box) < MIN / 2;
      });
    })
    .slice(0, 8)
    .map(({ el, box }) => `${name(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
}

/** Reduced motion (2.3.3, and what users who ask for it expect): the elements that still animate or transition. */
export function movingElements(): Offender[] {
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : ''}`;
  const seconds = (list: string) => Math.max(...list.split(',').map((value) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value))));
  const moving = (style: CSSStyleDeclaration) => (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01) || seconds(style.transitionDuration) > 0.01;
  return [...document.querySelectorAll('*')]
    .filter((el) => moving(getComputedStyle(el)) || moving(getComputedStyle(el, '::before')) || moving(getComputedStyle(el, '::after')))
    .slice(0, 5)
    .map(name);
}
