import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LinkedText } from '../../src/screens/dev-mailbox/LinkedText';

describe('a development mailbox message', () => {
  it('makes its web addresses links, leaving the sentence around them as text', () => {
    const text = 'Bonjour,\n\nActivez votre compte : http://127.0.0.1:3000/app/signup/confirmation?token=a-b_c.\nVoir aussi https://www.cheques-entreprises.be, merci.';
    const { container } = render(<LinkedText text={text} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['http://127.0.0.1:3000/app/signup/confirmation?token=a-b_c', 'https://www.cheques-entreprises.be']);
    expect(container.textContent).toBe(text);
  });

  it('never makes a link of anything but a web address, nor of markup in the text', () => {
    const text = 'javascript:alert(1) <a href="https://evil.example">x</a> mailto:someone@example.be';
    const { container } = render(<LinkedText text={text} />);
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://evil.example']);
    expect(container.textContent).toBe(text);
  });
});
