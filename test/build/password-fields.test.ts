import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// WCAG 2.2 3.3.8 (accessible authentication): a password may be pasted and filled in by a password manager. So no
// screen blocks pasting, copying or cutting, and every password field says which password it takes (`autoComplete`
// current-password to sign in, new-password to choose one), which is what password managers read.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const files = (readdirSync(src, { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx'));

interface Element {
  file: string;
  tag: string;
  attributes: Map<string, string | true>;
}

/** Every JSX element of the app with its attributes (a string's value, or true for an expression). */
function jsxElements(): Element[] {
  const found: Element[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(src, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const attributes = new Map<string, string | true>();
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const value = attribute.initializer && ts.isStringLiteral(attribute.initializer) ? attribute.initializer.text : true;
          attributes.set(attribute.name.getText(source), value);
        }
        found.push({ file, tag: node.tagName.getText(source), attributes });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const elements = jsxElements();
/** `NewPasswordField` (src/forms) is a password input; its own input is the one the next test checks. */
const isPassword = (element: Element) => element.attributes.get('type') === 'password' || element.tag === 'NewPasswordField';

describe('password fields (WCAG 3.3.8)', () => {
  it('are found: sign-in, sign-up, reset, profile, contact', () => {
    expect(new Set(elements.filter(isPassword).map((element) => element.file)).size).toBeGreaterThanOrEqual(5);
  });

  it('each tell a password manager which password it takes', () => {
    const without = elements.filter((element) => element.attributes.get('type') === 'password' && !['current-password', 'new-password'].includes(String(element.attributes.get('autoComplete'))));
    expect(without.map((element) => element.file)).toEqual([]);
  });

  it('no screen blocks pasting, copying or cutting', () => {
    const blocking = elements.filter((element) => ['onPaste', 'onCopy', 'onCut', 'onPasteCapture'].some((name) => element.attributes.has(name)));
    expect(blocking.map((element) => element.file)).toEqual([]);
    const listeners = files.filter((file) => /addEventListener\(\s*['"](paste|copy|cut)['"]/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(listeners).toEqual([]);
  });
});
