/**
 * The shell's frame while a signed-in page's code, texts and first data arrive: the markup `index.html` paints
 * before any script (src/styles/base.css), kept by the app's first render instead of an empty page.
 */
export function ShellSkeleton() {
  return (
    <div className="shell-skeleton" aria-hidden="true">
      <div className="shell-skeleton-menu" />
      <div className="shell-skeleton-main">
        <div className="shell-skeleton-header" />
      </div>
    </div>
  );
}
