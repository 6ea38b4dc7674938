/**
 * The shell's frame while a signed-in page's code, texts and first data arrive: the markup `index.html` paints
 * before any script (src/styles/base.css), kept by the app's first render instead of an empty page. Its header has the
 * logo where the real one shows it (after the menu button on a narrow screen): the page's first content, painted
 * before any script has run, where an empty frame showed nothing a visitor (or Lighthouse) counts as content.
 */
export function ShellSkeleton() {
  return (
    <div className="shell-skeleton" aria-hidden="true">
      <div className="shell-skeleton-menu" />
      <div className="shell-skeleton-main">
        <div className="shell-skeleton-header">
          <span className="shell-skeleton-button" />
          <img src="/app/logo.svg" alt="" width={32} height={32} />
        </div>
      </div>
    </div>
  );
}
