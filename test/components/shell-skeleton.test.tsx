import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellSkeleton } from '../../src/layout/ShellSkeleton';

/** The frame index.html paints before any script: what is inside its root. */
const html = readFileSync(path.resolve('index.html'), 'utf8');
const painted = html.slice(html.indexOf('<div id="root">') + '<div id="root">'.length, html.indexOf('</div><!--/root-->'));

/** The frame as the browser builds it from index.html's markup. */
function paintedFrame() {
  const holder = document.createElement('div');
  holder.innerHTML = painted;
  return holder.firstElementChild!;
}

describe('the shell skeleton', () => {
  it("renders exactly the frame index.html paints, so that the app's first render keeps it", () => {
    const rendered = render(<ShellSkeleton />).container.firstElementChild!;
    // Equal nodes: the same elements, attributes (in any order) and text.
    expect(rendered.isEqualNode(paintedFrame()), `${rendered.outerHTML}\n${painted}`).toBe(true);
  });
});
